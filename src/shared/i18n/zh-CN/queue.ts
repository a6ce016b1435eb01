import type { Translation } from '../translation'
import type { queue as english } from '../en/queue'

export const queue: Translation<typeof english> = {
  // 页面与列表
  'queue.title': '多签请求',
  'queue.export.button': '导出历史记录（CSV）',
  'queue.export.busy': '正在导出…',
  'queue.tabs.label': '请求列表',
  'queue.tab.needsSignature': '待您签名',
  'queue.tab.waiting': '等待其他共管人',
  'queue.tab.done': '已完成',
  'queue.tab.matching': '{count, number} 笔符合',
  'queue.empty.needsSignature': '目前没有需要您签名的请求。',
  'queue.empty.waiting': '没有正在等待其他共管人的请求。',
  'queue.empty.done': '暂无已完成的请求。',
  'queue.loadingCount': '正在加载 {loaded, number} / {total, number} 笔…',
  'queue.count': '{count, plural, =0 {暂无} other {# 笔}}请求',
  'queue.loadingBar': '正在加载请求',

  // 筛选及其匹配内容
  'queue.filter.label': '筛选',
  'queue.filter.placeholder': '金额、资产、备注、名称、ID 或哈希',
  'queue.filter.aria': '筛选请求',
  'queue.filter.searchingAll': '正在搜索所有列表…',
  'queue.filter.searching': '正在搜索…',
  'queue.filter.clear': '清除筛选',
  'queue.filter.noMatch': '“{list}”中没有符合“{query}”的请求。',
  'queue.filter.showIn': '查看“{list}”中的 {count, number} 笔',
  'queue.filter.status':
    '本列表 {inList, number} 笔中有 {matches, number} 笔符合“{query}”{partial, select, yes {（显示最新的 {shown, number} 笔）} other {}}',
  'queue.filter.clauses': '；',
  'queue.filter.elsewhere': '“{list}”中有 {count, number} 笔',
  'queue.filter.separator': '，',
  'queue.match.all': '匹配：{parts}',
  'queue.match.separator': '、',
  'queue.match.part':
    '{field, select, amount {金额 {text}} asset {资产 {text}} memo {备注“{text}”} receiver {收款人 {text}} signer {签名人 {text}} account {共管账户 {text}} request {请求 ID {text}} other {交易哈希 {text}}}',

  // 单行请求
  'queue.state.needsSignature': '待您签名',
  'queue.state.waiting': '等待其他共管人',
  'queue.state.sending': '正在发送',
  'queue.state.done': '已发送',
  'queue.state.unlocked': '已撤销',
  'queue.role.signer': '您是共管人',
  'queue.role.receiver': '您是收款人',
  'queue.role.observer': '您仅查看',
  'queue.row.multisig': '{names}（{threshold}/{total, number} 多签）',
  'queue.row.to': '付给 {who}',
  'queue.row.toMore': '付给 {who} 及另外 {more} 方',
  'queue.row.from': '· 付款账户：{account}',
  'queue.row.paysSigners': '{count, plural, other {付给本账户的签名人 {names}}}',
  'queue.row.collectible': '藏品',
  'queue.row.request': '请求 {id}',
  'queue.row.finished':
    '{state, select, sending {签名已齐 {at, date, ::yyyyMMMdjjmm}} done {已发送 {at, date, ::yyyyMMMdjjmm}} other {已撤销 {at, date, ::yyyyMMMdjjmm}}}',
  'queue.row.age':
    '{unit, select, now {刚刚} minute {{n} 分钟前} hour {{n} 小时前} day {{n} 天前} other {{n} 个月前}}',
  'queue.row.unknownTime': '未知',

  // 打开未列出的请求
  'queue.open.summary': '通过 ID、链接或文件打开请求',
  'queue.open.label': '请求 ID、请求码或链接',
  'queue.open.placeholder': 'https://mixin.one/codes/… 或请求 ID',
  'queue.open.opening': '正在打开…',
  'queue.open.open': '打开',
  'queue.open.file': '导入请求文件或签名文件',
  'queue.open.submitting': '正在提交签名…',
  'queue.open.notOurs': '“{file}”不是 Cosigner 生成的请求文件或签名文件。',

  // 同步
  'queue.sync.now': '立即同步',
  'queue.sync.busy': '正在同步…',
  'queue.sync.progress': '正在同步',
  'queue.sync.unregistered': '尚未在服务方注册。',
  'queue.sync.unregisteredNext': '请在“设置 → 账号”中注册后再同步；离线文件仍可签名。',
  'queue.sync.syncing': '正在与服务方同步…',
  'queue.sync.offline': '离线：显示保存在这台电脑上的请求。',
  'queue.sync.failed': '同步失败：{message}',
  'queue.sync.noAccounts':
    '已同步 {at, date, ::yyyyMMMdjjmm} · 未关注任何共管账户，因此只能找到通过链接分享的请求 · {needs, number} 笔待您签名。',
  'queue.sync.noAccountsNext': '请在“金库”中添加您参与签名的共管账户。',
  'queue.sync.synced':
    '已同步 {at, date, ::yyyyMMMdjjmm} · 已读取 {accounts, plural, other {# 个共管账户}} · 获取 {fetched, number} 笔 · {needs, number} 笔待您签名。',
  'queue.sync.saved': '显示保存在这台电脑上的请求。',
}
