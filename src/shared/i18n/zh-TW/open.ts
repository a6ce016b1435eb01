import type { Translation } from '../translation'
import type { open as english } from '../en/open'

export const open: Translation<typeof english> = {
  // 開啟任意內容：畫面（OpenAnything.tsx）。
  'open.title': '開啟任意內容',
  'open.lead':
    '貼上連結（請求、代碼、使用者或付款連結）、ID 或交易雜湊，即可查看它是什麼。您也可以把連結拖放到視窗上。',
  'open.field': '連結、代碼、ID 或雜湊',
  'open.lookUp': '查詢',
  'open.lookingUp': '正在查詢…',

  // 連結指向的內容（ResolutionCard.tsx）：請求。
  'open.request.label': '多簽請求',
  'open.request.title': '多簽請求',
  'open.request.titleUnlock': '待撤銷的多簽請求',
  'open.request.titleSign': '待簽名的多簽請求',
  'open.request.titleSigned': '多簽請求（簽名已齊）',
  'open.request.savedCopy': '已儲存的副本',
  'open.request.offline':
    '<b>離線。</b>無法連線到服務方：這是儲存在本機上的副本。此後是否有人簽名或撤銷，目前無從得知。',
  'open.request.offlineAsOf':
    '<b>離線。</b>無法連線到服務方：這是儲存在本機上的副本，儲存於 {time}。此後是否有人簽名或撤銷，目前無從得知。',
  'open.request.line': '{amount} · 已有 {signed} 個簽名（共需 {threshold} 個）· {progress}',
  'open.progress.open': '等待簽名',
  'open.progress.complete': '簽名已齊，正在傳送',
  'open.progress.sent': '已傳送',
  'open.progress.unlocked': '已撤銷',
  'open.request.review': '核對請求',
  'open.request.reviewUnlock': '核對撤銷',
  'open.request.opening': '正在開啟…',
  'open.request.fullySigned': '簽名已齊',
  'open.request.waiting': '等待簽名',
  'open.collectible.label': '藏品請求',
  'open.collectible.title': '藏品請求',
  'open.collectible.line': '轉出一件藏品（Token <code>{token}</code>）· {state}',

  // 群組。
  'open.group.label': '群組',
  'open.group.title': '群組：{name}',
  'open.group.member': '{members, plural, other {# 位成員}} · 您是成員',
  'open.group.notMember': '{members, plural, other {# 位成員}} · 您不是成員',
  'open.group.notMemberAnyMore': '{members, plural, other {# 位成員}} · 您已不再是成員',
  'open.group.open': '開啟群組',
  'open.group.join': '加入群組',
  'open.group.joining': '正在加入…',

  // 付款（代碼）與付款連結。
  'open.payment.label': '付款',
  'open.payment.title': '付款請求',
  'open.payment.toOne': '{amount} 付給 1 位收款人 · {paid, select, yes {已支付} other {尚未支付}}',
  'open.payment.toMany':
    '{amount} 付給 {receivers} 位收款人共管的帳戶（需其中 {threshold} 位簽名）· {paid, select, yes {已支付} other {尚未支付}}',
  'open.payment.receivers': '收款人',
  'open.payment.note': 'Cosigner 用於為多簽請求共同簽名；請使用持有這筆資金的錢包支付此款項。',
  'open.payLink.label': '付款連結',
  'open.payLink.title': '付款連結',
  'open.payLink.to': '收款人',
  'open.payLink.amount': '金額',
  'open.payLink.noAmount': '未指定',
  'open.payLink.asset': '資產',
  'open.payLink.memo': '備註',
  'open.payLink.pick':
    '請選擇付款帳戶；「新增付款」表單會開啟並自動填好，在您發起之前不會傳送任何款項。',

  // 使用者。
  'open.person.label': '使用者',
  'open.person.mixinId': 'Mixin ID 號碼',
  'open.person.userId': '使用者 ID',
  'open.person.contact':
    '{name} 現已在您的聯絡人中：新增群組成員或選擇收款人時，可以直接選擇此人。',
  'open.person.pick': '要付款給 {name}，請選擇付款帳戶：',

  // 從共管帳戶付款。
  'open.payFrom.none': '本錢包尚未追蹤任何可用於付款的共管帳戶。請在「金庫」中新增。',
  'open.payFrom.account':
    '{solo, select, yes {從 {account} 付款（僅您本人）} other {從 {account} 付款（{threshold}/{members} 簽名）}}',
}
