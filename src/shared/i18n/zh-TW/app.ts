import type { Translation } from '../translation'
import type { app as english } from '../en/app'

export const app: Translation<typeof english> = {
  // 啟動中，以及頁面完全無法運作時
  'app.boot.opening': '正在開啟錢包…',
  'app.fatal.title': '錢包無法啟動',
  'app.fatal.reload': '重新載入',

  // 視窗框架
  'app.shell.skip': '跳至主要內容',
  'app.shell.nav': '主導覽',
  'app.shell.command': '{label}（快速鍵：{shortcut}）',
  'app.shell.needSignature': '{count} 筆請求待您簽名',
  'app.shell.account': '帳號',
  'app.notices.dismiss': '關閉',

  // 命令：導覽列與快速鍵
  'app.commands.queue': '請求',
  'app.commands.accounts': '金庫',
  'app.commands.groups': '群組',
  'app.commands.open': '開啟任意內容',
  'app.commands.activity': '操作記錄',
  'app.commands.settings': '設定',
  'app.commands.sync': '立即同步',
  'app.commands.lock': '鎖定',
}
