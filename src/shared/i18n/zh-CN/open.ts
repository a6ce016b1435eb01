import type { Translation } from '../translation'
import type { open as english } from '../en/open'

export const open: Translation<typeof english> = {
  // 打开任意内容：界面（OpenAnything.tsx）。
  'open.title': '打开任意内容',
  'open.lead':
    '粘贴链接（请求、代码、用户或付款链接）、ID 或交易哈希，即可查看它是什么。您也可以把链接拖放到窗口上。',
  'open.field': '链接、代码、ID 或哈希',
  'open.lookUp': '查询',
  'open.lookingUp': '正在查询…',

  // 链接指向的内容（ResolutionCard.tsx）：请求。
  'open.request.label': '多签请求',
  'open.request.title': '多签请求',
  'open.request.titleUnlock': '待撤销的多签请求',
  'open.request.titleSign': '待签名的多签请求',
  'open.request.titleSigned': '多签请求（签名已齐）',
  'open.request.savedCopy': '已保存的副本',
  'open.request.offline':
    '<b>离线。</b>无法连接服务方：这是保存在本机上的副本。此后是否有人签名或撤销，目前无法得知。',
  'open.request.offlineAsOf':
    '<b>离线。</b>无法连接服务方：这是保存在本机上的副本，保存于 {time}。此后是否有人签名或撤销，目前无法得知。',
  'open.request.line': '{amount} · 已有 {signed} 个签名（共需 {threshold} 个）· {progress}',
  'open.progress.open': '等待签名',
  'open.progress.complete': '签名已齐，正在发送',
  'open.progress.sent': '已发送',
  'open.progress.unlocked': '已撤销',
  'open.request.review': '核对请求',
  'open.request.reviewUnlock': '核对撤销',
  'open.request.opening': '正在打开…',
  'open.request.fullySigned': '签名已齐',
  'open.request.waiting': '等待签名',
  'open.collectible.label': '藏品请求',
  'open.collectible.title': '藏品请求',
  'open.collectible.line': '转出一件藏品（Token <code>{token}</code>）· {state}',

  // 群组。
  'open.group.label': '群组',
  'open.group.title': '群组：{name}',
  'open.group.member': '{members, plural, other {# 位成员}} · 您是成员',
  'open.group.notMember': '{members, plural, other {# 位成员}} · 您不是成员',
  'open.group.notMemberAnyMore': '{members, plural, other {# 位成员}} · 您已不再是成员',
  'open.group.open': '打开群组',
  'open.group.join': '加入群组',
  'open.group.joining': '正在加入…',

  // 付款（代码）与付款链接。
  'open.payment.label': '付款',
  'open.payment.title': '付款请求',
  'open.payment.toOne': '{amount} 付给 1 位收款人 · {paid, select, yes {已支付} other {尚未支付}}',
  'open.payment.toMany':
    '{amount} 付给 {receivers} 位收款人共管的账户（需其中 {threshold} 位签名）· {paid, select, yes {已支付} other {尚未支付}}',
  'open.payment.receivers': '收款人',
  'open.payment.note': 'Cosigner 用于为多签请求共同签名；请使用持有这笔资金的钱包支付此款项。',
  'open.payLink.label': '付款链接',
  'open.payLink.title': '付款链接',
  'open.payLink.to': '收款人',
  'open.payLink.amount': '金额',
  'open.payLink.noAmount': '未指定',
  'open.payLink.asset': '资产',
  'open.payLink.memo': '备注',
  'open.payLink.pick':
    '请选择付款账户；“新建付款”表单会打开并自动填好，在您发起之前不会发送任何款项。',

  // 用户。
  'open.person.label': '用户',
  'open.person.mixinId': 'Mixin ID 号码',
  'open.person.userId': '用户 ID',
  'open.person.contact':
    '{name} 现已在您的联系人中：添加群组成员或选择收款人时，可以直接选择此人。',
  'open.person.pick': '要付款给 {name}，请选择付款账户：',

  // 从共管账户付款。
  'open.payFrom.none': '本钱包尚未关注任何可用于付款的共管账户。请在“金库”中添加。',
  'open.payFrom.account':
    '{solo, select, yes {从 {account} 付款（仅您本人）} other {从 {account} 付款（{threshold}/{members} 签名）}}',
}
