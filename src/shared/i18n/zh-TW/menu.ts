import type { Translation } from '../translation'
import type { menu as english } from '../en/menu'

export const menu: Translation<typeof english> = {
  // 選單列
  'menu.file': '檔案',
  'menu.edit': '編輯',
  'menu.view': '顯示方式',
  'menu.window': '視窗',
  'menu.help': '說明',
  // 錢包自己的選單項目
  'menu.openRequest': '開啟請求…',
  'menu.lock': '鎖定 Cosigner',
  'menu.helpDocs': 'Mixin Safe 金庫文件',
  // 系統選單項目
  'menu.about': '關於 {app}',
  'menu.services': '服務',
  'menu.hide': '隱藏 {app}',
  'menu.hideOthers': '隱藏其他',
  'menu.showAll': '全部顯示',
  'menu.quit': '結束 {app}',
  'menu.exit': '結束',
  'menu.closeWindow': '關閉視窗',
  'menu.undo': '復原',
  'menu.redo': '重做',
  'menu.cut': '剪下',
  'menu.copy': '複製',
  'menu.paste': '貼上',
  'menu.pasteAndMatchStyle': '貼上並符合樣式',
  'menu.delete': '刪除',
  'menu.selectAll': '全選',
  'menu.reload': '重新載入',
  'menu.forceReload': '強制重新載入',
  'menu.toggleDevTools': '開發者工具',
  'menu.actualSize': '實際大小',
  'menu.zoomIn': '放大',
  'menu.zoomOut': '縮小',
  'menu.toggleFullScreen': '切換全螢幕',
  'menu.minimize': '最小化',
  'menu.zoom': '縮放',
  'menu.front': '將此程式所有視窗移至最前',
  // 鎖定選單項目無法鎖定時
  'menu.stillStarting': '錢包仍在啟動中。',
  'menu.cannotLock': '無法鎖定錢包。',
  // 桌面通知
  'menu.notice.needsSignature': '有一筆多簽請求待您簽名。',
  'menu.notice.newMessage': '{sender} 在 {group}：新訊息',
}
