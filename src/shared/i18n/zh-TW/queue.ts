import type { Translation } from '../translation'
import type { queue as english } from '../en/queue'

export const queue: Translation<typeof english> = {
  // 頁面與列表
  'queue.title': '多簽請求',
  'queue.export.button': '匯出歷史記錄（CSV）',
  'queue.export.busy': '正在匯出…',
  'queue.tabs.label': '請求列表',
  'queue.tab.needsSignature': '待您簽名',
  'queue.tab.waiting': '等待其他共管人',
  'queue.tab.done': '已完成',
  'queue.tab.matching': '{count, number} 筆符合',
  'queue.empty.needsSignature': '目前沒有需要您簽名的請求。',
  'queue.empty.waiting': '沒有正在等待其他共管人的請求。',
  'queue.empty.done': '尚無已完成的請求。',
  'queue.loadingCount': '正在載入 {loaded, number} / {total, number} 筆…',
  'queue.count': '{count, plural, =0 {尚無} other {# 筆}}請求',
  'queue.loadingBar': '正在載入請求',

  // 篩選及其符合內容
  'queue.filter.label': '篩選',
  'queue.filter.placeholder': '金額、資產、備註、名稱、ID 或雜湊',
  'queue.filter.aria': '篩選請求',
  'queue.filter.searchingAll': '正在搜尋所有列表…',
  'queue.filter.searching': '正在搜尋…',
  'queue.filter.clear': '清除篩選',
  'queue.filter.noMatch': '「{list}」中沒有符合「{query}」的請求。',
  'queue.filter.showIn': '查看「{list}」中的 {count, number} 筆',
  'queue.filter.status':
    '本列表 {inList, number} 筆中有 {matches, number} 筆符合「{query}」{partial, select, yes {（顯示最新的 {shown, number} 筆）} other {}}',
  'queue.filter.clauses': '；',
  'queue.filter.elsewhere': '「{list}」中有 {count, number} 筆',
  'queue.filter.separator': '，',
  'queue.match.all': '符合：{parts}',
  'queue.match.separator': '、',
  'queue.match.part':
    '{field, select, amount {金額 {text}} asset {資產 {text}} memo {備註「{text}」} receiver {收款人 {text}} signer {簽名人 {text}} account {共管帳戶 {text}} request {請求 ID {text}} other {交易雜湊 {text}}}',

  // 單筆請求
  'queue.state.needsSignature': '待您簽名',
  'queue.state.waiting': '等待其他共管人',
  'queue.state.sending': '正在傳送',
  'queue.state.done': '已傳送',
  'queue.state.unlocked': '已撤銷',
  'queue.role.signer': '您是共管人',
  'queue.role.receiver': '您是收款人',
  'queue.role.observer': '您僅檢視',
  'queue.row.multisig': '{names}（{threshold}/{total, number} 多簽）',
  'queue.row.to': '付給 {who}',
  'queue.row.toMore': '付給 {who} 及另外 {more} 方',
  'queue.row.from': '· 付款帳戶：{account}',
  'queue.row.paysSigners': '{count, plural, other {付給本帳戶的簽名人 {names}}}',
  'queue.row.collectible': '藏品',
  'queue.row.request': '請求 {id}',
  'queue.row.finished':
    '{state, select, sending {簽名已齊 {at, date, ::yyyyMMMdjjmm}} done {已傳送 {at, date, ::yyyyMMMdjjmm}} other {已撤銷 {at, date, ::yyyyMMMdjjmm}}}',
  'queue.row.age':
    '{unit, select, now {剛剛} minute {{n} 分鐘前} hour {{n} 小時前} day {{n} 天前} other {{n} 個月前}}',
  'queue.row.unknownTime': '未知',

  // 開啟未列出的請求
  'queue.open.summary': '透過 ID、連結或檔案開啟請求',
  'queue.open.label': '請求 ID、請求碼或連結',
  'queue.open.placeholder': 'https://mixin.one/codes/… 或請求 ID',
  'queue.open.opening': '正在開啟…',
  'queue.open.open': '開啟',
  'queue.open.file': '匯入請求檔案或簽名檔案',
  'queue.open.submitting': '正在提交簽名…',
  'queue.open.notOurs': '「{file}」不是 Cosigner 產生的請求檔案或簽名檔案。',

  // 同步
  'queue.sync.now': '立即同步',
  'queue.sync.busy': '正在同步…',
  'queue.sync.progress': '正在同步',
  'queue.sync.unregistered': '尚未在服務方註冊。',
  'queue.sync.unregisteredNext': '請在「設定 → 帳號」中註冊後再同步；離線檔案仍可簽名。',
  'queue.sync.syncing': '正在與服務方同步…',
  'queue.sync.offline': '離線：顯示儲存在這台電腦上的請求。',
  'queue.sync.failed': '同步失敗：{message}',
  'queue.sync.noAccounts':
    '已同步 {at, date, ::yyyyMMMdjjmm} · 未追蹤任何共管帳戶，因此只能找到透過連結分享的請求 · {needs, number} 筆待您簽名。',
  'queue.sync.noAccountsNext': '請在「金庫」中新增您參與簽名的共管帳戶。',
  'queue.sync.synced':
    '已同步 {at, date, ::yyyyMMMdjjmm} · 已讀取 {accounts, plural, other {# 個共管帳戶}} · 取得 {fetched, number} 筆 · {needs, number} 筆待您簽名。',
  'queue.sync.saved': '顯示儲存在這台電腦上的請求。',
}
