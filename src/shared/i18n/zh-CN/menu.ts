import type { Translation } from '../translation'
import type { menu as english } from '../en/menu'

export const menu: Translation<typeof english> = {
  // 菜单栏
  'menu.file': '文件',
  'menu.edit': '编辑',
  'menu.view': '显示',
  'menu.window': '窗口',
  'menu.help': '帮助',
  // 钱包自己的菜单项
  'menu.openRequest': '打开请求…',
  'menu.lock': '锁定 Cosigner',
  'menu.helpDocs': 'Mixin Safe 金库文档',
  // 系统菜单项
  'menu.about': '关于 {app}',
  'menu.services': '服务',
  'menu.hide': '隐藏 {app}',
  'menu.hideOthers': '隐藏其他',
  'menu.showAll': '全部显示',
  'menu.quit': '退出 {app}',
  'menu.exit': '退出',
  'menu.closeWindow': '关闭窗口',
  'menu.undo': '撤销',
  'menu.redo': '重做',
  'menu.cut': '剪切',
  'menu.copy': '复制',
  'menu.paste': '粘贴',
  'menu.pasteAndMatchStyle': '粘贴并匹配样式',
  'menu.delete': '删除',
  'menu.selectAll': '全选',
  'menu.reload': '重新加载',
  'menu.forceReload': '强制重新加载',
  'menu.toggleDevTools': '开发者工具',
  'menu.actualSize': '实际大小',
  'menu.zoomIn': '放大',
  'menu.zoomOut': '缩小',
  'menu.toggleFullScreen': '切换全屏',
  'menu.minimize': '最小化',
  'menu.zoom': '缩放',
  'menu.front': '前置全部窗口',
  // 锁定菜单项无法锁定时
  'menu.stillStarting': '钱包仍在启动中。',
  'menu.cannotLock': '无法锁定钱包。',
  // 桌面通知
  'menu.notice.needsSignature': '有一笔多签请求待您签名。',
  'menu.notice.newMessage': '{sender} 在 {group}：新消息',
}
