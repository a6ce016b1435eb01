import type { Translation } from '../translation'
import type { app as english } from '../en/app'

export const app: Translation<typeof english> = {
  // 启动中，以及页面完全无法工作时
  'app.boot.opening': '正在打开钱包…',
  'app.fatal.title': '钱包无法启动',
  'app.fatal.reload': '重新加载',

  // 窗口框架
  'app.shell.skip': '跳到正文',
  'app.shell.nav': '主导航',
  'app.shell.command': '{label}（快捷键：{shortcut}）',
  'app.shell.needSignature': '{count} 笔请求待您签名',
  'app.shell.account': '账号',
  'app.notices.dismiss': '关闭',

  // 命令：导航栏与快捷键
  'app.commands.queue': '请求',
  'app.commands.accounts': '金库',
  'app.commands.groups': '群组',
  'app.commands.open': '打开任意内容',
  'app.commands.activity': '操作记录',
  'app.commands.settings': '设置',
  'app.commands.sync': '立即同步',
  'app.commands.lock': '锁定',
}
