import type { Translation } from '../translation'
import type { accounts as english } from '../en/accounts'

export const accounts: Translation<typeof english> = {
  // “金库”页面（所有共管账户）
  'accounts.title': '金库',
  'accounts.lead': '您关注的共管账户，以及每个账户持有的资产。从账户付款需要凑齐其规则要求的签名。',
  'accounts.list': '共管账户',
  'accounts.add': '添加账户…',
  'accounts.card.nothingYet': '暂无资产',
  'accounts.card.locked': '+ {amount} 已锁定',
  'accounts.none.title': '您尚未关注任何共管账户。',
  'accounts.none.why':
    'Mixin 公共网络只向指明共管账户的人列出该账户：指明其共管人及需要其中几位签名，或其 MIX 地址。因此钱包无法自行找到您的账户。请添加您需要签名的每个账户，此后每次同步时，钱包都会读取其资金并查找其请求。',
  'accounts.none.offlineTitle':
    '离线：此钱包尚未关注任何共管账户，目前也无法读取服务方列出的账户。',
  'accounts.none.offlineMet':
    '此电脑上保存的请求来自下方“请求中出现的账户”里的{met, plural, =1 {那个账户} other {# 个账户}}。添加{met, plural, =1 {该账户} other {其中一个}}即可关注其资金；连接到服务方后即会读取。',
  'accounts.none.offlineNothing':
    '此电脑上没有保存任何共管账户。在连接到服务方并添加账户之前，其资金无从得知。',

  // 同步
  'accounts.sync.now': '立即同步',
  'accounts.sync.syncing': '正在同步…',
  'accounts.sync.withService': '正在与服务方同步…',
  'accounts.sync.failed': '无法同步（{reason}），以下是钱包上次读取的内容。',

  // 单个账户
  'accounts.detail.defaultName': '共管账户',
  'accounts.detail.ledgerAbout': '此账户的每一笔资金进出，每笔一行，供会计使用',
  'accounts.detail.ledgerExport': '导出收支明细（CSV）',
  'accounts.detail.ledgerExporting': '正在导出…',
  'accounts.detail.newPayment': '新建付款…',
  'accounts.detail.notFollowed': '此钱包未关注此账户。请在“金库”中添加，或返回列表。',
  'accounts.detail.offered':
    '<b>在请求中出现，尚未关注。</b>添加后，钱包会在每次同步时读取其资金并查找其请求；此后您才能从中付款。',
  'accounts.detail.members': '共管人',
  'accounts.detail.rule':
    '{all, select, yes {每笔付款都需要这 {count} 位共管人全部签名。} other {每笔付款需要这 {count} 位共管人中的 {threshold} 位签名。}}',
  'accounts.detail.following': '已关注',

  // 账户名称
  'accounts.label.field': '名称（仅保存在此钱包中）',
  'accounts.label.fieldOptional': '名称（可选，仅保存在此钱包中）',
  'accounts.label.placeholder': '例如：运营预算',
  'accounts.label.save': '保存名称',
  'accounts.label.named': '已命名为“{label}”。',
  'accounts.label.removed': '已移除名称。',

  // 余额
  'accounts.balances.title': '余额',
  'accounts.balances.none': '暂无余额。',
  'accounts.balances.asset': '资产',
  'accounts.balances.available': '可用',
  'accounts.balances.locked': '已锁定',
  'accounts.balances.actions': '操作',
  'accounts.balances.lockedNote': '已锁定：被待处理请求占用，直到这些请求完成签名或被撤销。',
  'accounts.balances.pay': '付款…',
  'accounts.balances.payWith': '用 {symbol} 付款',
  'accounts.balances.nothingPayable': '目前没有可支付的 {symbol}。',

  // 待处理请求锁定了什么，以及原因
  'accounts.locks.heading': '{amount} 被{count, plural, =1 {一笔} other { # 笔}}待处理请求锁定',
  'accounts.locks.listLabel': '锁定 {symbol} 的请求',
  'accounts.locks.holdsNone': '此账户没有 {symbol}。',
  'accounts.locks.allLocked':
    '全部 {amount} 都被{count, plural, =1 {一笔} other { # 笔}}待处理请求锁定：签名或撤销后才能再次付款。',
  'accounts.locks.unread':
    '一笔此钱包尚未读取的请求锁定了 {amount}：请同步请求，查看它支付的内容。',
  'accounts.locks.payment': '向 {receiver} 支付 {amount}',
  'accounts.locks.paymentBack': '将 {amount} 转回此账户',
  'accounts.locks.toAddress': '地址 {address}',
  'accounts.locks.toMembers': '{names}（{threshold}/{count} 多签）',
  'accounts.locks.nameSeparator': '、',
  'accounts.locks.paymentSeparator': '，并',
  'accounts.locks.returns': '{pays}；签名或撤销后，{change} 将退回此账户。',
  'accounts.locks.frees': '{pays}；撤销后将释放全部 {locked}。',
  'accounts.locks.sending': '{pays}。签名已全部收齐，正在发送。',
  'accounts.locks.sendingChange':
    '{pays}。签名已全部收齐，正在发送；交易完成后，{change} 将作为找零退回。',
  'accounts.locks.memo': '备注：{memo}',
  'accounts.locks.sign': '签名…',
  'accounts.locks.review': '核对',
  'accounts.locks.unlock': '撤销…',
  'accounts.locks.nothingElse':
    '目前无法再支付任何 {symbol}：此账户的每一笔 {symbol} 交易输出（UTXO）都被{count, plural, =1 {该请求} other {这些请求}}占用，直到{count, plural, =1 {该请求} other {每笔请求}}完成签名并发出，或被撤销。',
  'accounts.locks.free': '{amount} 位于没有请求占用的交易输出中：现在即可支付。',
  'accounts.locks.payFromFree': '用这部分付款…',

  // 某项资产的历史记录
  'accounts.history.title': '{symbol} 历史记录',
  'accounts.history.none': '暂无记录。',
  'accounts.history.received': '转入 {amount}<muted>（交易 {hash}）</muted>',
  'accounts.history.locked': '{amount} 被一笔待处理请求锁定',
  'accounts.history.sent': '已支付 {amount}',
  'accounts.history.sentTo': '已向 {to} 支付 {amount}',
  'accounts.history.change': '（{change} 已作为找零退回）',
  'accounts.history.unlocked': '已撤销：{amount} <muted>未支付</muted>',
  'accounts.history.unlockedTo': '已撤销：向 {to} 支付的 {amount} <muted>未支付</muted>',
  'accounts.history.open': '打开请求',

  // 关注账户：地址、取消关注、请求中出现的账户
  'accounts.follow.address': 'MIX 地址',
  'accounts.follow.copyAddress': '复制 MIX 地址',
  'accounts.follow.notSynced': '尚未同步',
  'accounts.follow.lastSynced': '上次同步：{time}',
  'accounts.follow.following': '已关注 {name}。每次同步时都会读取其资金和请求。',
  'accounts.follow.stop': '取消关注…',
  'accounts.follow.stopNamed': '取消关注 {name}…',
  'accounts.follow.stopTitle': '取消关注 {name}？',
  'accounts.follow.stopConfirm': '取消关注',
  'accounts.follow.stopWhat':
    '钱包将不再读取此账户的资金，也不再查找它的新请求。您待处理请求中已有的该账户请求会保留。',
  'accounts.follow.stopNot':
    '此账户及其资金不受任何影响：您可以随时凭其共管人和签名阈值，或此 MIX 地址，再次添加它。',
  'accounts.follow.stopped': '已取消关注 {name}。',

  // 请求中出现的账户
  'accounts.offered.title': '请求中出现的账户',
  'accounts.offered.about':
    '请求中提到的、您是其共管人的共管账户。添加后，钱包会读取其资金，并在有新请求时找到它们；如果不该由您关注，请忽略。',
  'accounts.offered.facts': '{rule} · {names} · 发现于 {time}',
  'accounts.offered.add': '添加',
  'accounts.offered.addNamed': '添加 {name}',
  'accounts.offered.dismiss': '忽略',
  'accounts.offered.dismissNamed': '忽略 {name}',
  'accounts.offered.dismissed': '已忽略 {name}。如有其他请求提到它，会再次列出。',

  // 添加共管账户
  'accounts.addDialog.title': '添加共管账户',
  'accounts.addDialog.confirm': '添加账户',
  'accounts.addDialog.about':
    'Mixin 公共网络只向指明共管账户的人显示其资金和请求：指明其共管人及需要其中几位签名，或其 MIX 地址。',
  'accounts.addDialog.nameBy': '指明方式',
  'accounts.addDialog.byMembers': '共管人及所需签名数',
  'accounts.addDialog.byAddress': 'MIX 地址',
  'accounts.addDialog.took': '已选入“{group}”的 {count, plural, other {# 位成员}}（包括您）。',
  'accounts.addDialog.others': '其他共管人',
  'accounts.addDialog.alwaysYou': '您始终是共管人之一。',
  'accounts.addDialog.inAll': '您也是共管人：共 {count, plural, other {# 位共管人}}。',
  'accounts.addDialog.threshold': '所需签名',
  'accounts.addDialog.choose': '请选择…',
  'accounts.addDialog.thresholdOption': '{count} 位中的 {threshold} 位',
  'accounts.addDialog.addressHint': '以 MIX 开头。任何共管人都可以在其钱包的“金库”页面复制。',
  'accounts.addDialog.noAddress': '请粘贴共管账户的 MIX 地址。',
  'accounts.addDialog.notAddress': '共管账户的地址以“MIX”开头。请粘贴完整地址。',
  'accounts.addDialog.noMembers':
    '请选择其他共管人：从联系人中选择、粘贴其 ID 或链接，或从群组中选取。',
  'accounts.addDialog.tooMany': '一个共管账户最多有 {max} 位共管人，当前选了 {count} 位。',
  'accounts.addDialog.noThreshold': '请选择 {count} 位共管人中需要几位签名。',
  'accounts.addDialog.badThreshold': '请选择 1 到 {count} 之间的数字（即共管人数）。',

  // 新建付款
  'accounts.pay.title': '新建付款',
  'accounts.pay.lead':
    '付款账户：<b>{account}</b> · {rule}。您在发起时即签名；{more, plural, =0 {之后无需其他共管人签名} other {之后还需等待 # 位共管人签名}}。',
  'accounts.pay.prefilled': '已根据链接填写。请逐项核对：在您发起之前，不会发送任何内容。',
  'accounts.pay.noAccount': '此钱包中没有该账户。请返回“金库”选择一个。',
  'accounts.pay.asset': '资产',
  'accounts.pay.assetOption': '{symbol} — 可用 {amount}',
  'accounts.pay.noAsset': '没有可用于付款的资产',
  'accounts.pay.to': '收款人',
  'accounts.pay.toHint':
    '联系人名称、用户 ID、用户链接或代码链接，或一个 XIN 或 MIX 地址。多人共同收款时，您需要选择其中几位签名才能动用这笔资金。',
  'accounts.pay.toThreshold': '{count} 位收款人中需要几位签名才能动用这笔资金',
  'accounts.pay.amount': '金额',
  'accounts.pay.max': '最大',
  'accounts.pay.amountHint': '最多 8 位小数；填写“max”可支付单笔交易所能付出的全部金额。',
  'accounts.pay.available':
    '可用 {amount}。最多 8 位小数；填写“max”可支付单笔交易所能付出的全部金额。',
  'accounts.pay.availableLocked':
    '可用 {amount}，另有 {locked} 被待处理请求锁定。最多 8 位小数；填写“max”可支付单笔交易所能付出的全部金额。',
  'accounts.pay.memo': '备注（可选）',
  'accounts.pay.memoBytes': '{bytes}/{limit} 字节',
  'accounts.pay.propose': '发起并签名',
  'accounts.pay.proposing': '正在发起…',
  'accounts.pay.requestId':
    '请求 ID <code>{id}</code>：失败后重试，完成的仍是这同一笔请求，绝不会产生第二笔。',

  // 长时间待处理的请求
  'accounts.stale.title': '长时间待处理的请求',
  'accounts.stale.after': '待处理超过',
  'accounts.stale.days': '{count, plural, other {#}} 天',
  'accounts.stale.weeks': '{count, plural, other {#}} 周',
  'accounts.stale.hours': '{count, plural, other {#}} 小时',
  'accounts.stale.none': '无：所有待处理请求都未超过这个时长。',
  'accounts.stale.row': '{amount} · 已有 {signed}/{threshold} 个签名 · <time>{age}</time>发起',
  'accounts.stale.request': '（请求 {id}）',
  'accounts.stale.review': '核对',
  'accounts.stale.unlock': '撤销…',
  // 付款表单逐项的拒绝理由（核心给出的用词；src/main/core/services/proposals）。
  'accounts.field.chooseAsset': '请选择用于付款的资产。',
  'accounts.field.memoTooLong': '备注为 {bytes} 字节，必须少于 256 字节（最多 {max} 字节）。',
  'accounts.field.noReceiver':
    '请填写收款人：用户 ID、用户链接或代码链接，或一个 XIN 或 MIX 地址。',
  'accounts.field.tooManyReceivers': '一笔付款最多可由 {max} 位用户共同收款。',
  'accounts.field.addressAlone': '地址只能单独收款：请删除其他收款人，或分开付款。',
  'accounts.field.xinThreshold': 'XIN 地址只有一个收款人：签名阈值为 1。',
  'accounts.field.mixThreshold':
    '此 MIX 地址自带签名阈值 {threshold}/{members}：请将签名阈值留空。',
  // {kind} 为 XIN 或 MIX；{reason} 为无法识别的原因。
  'accounts.field.badAddress':
    '这不是有效的 {kind} 地址：{reason, select, prefix {开头不是这种地址的格式} base58 {含有地址中不会出现的字符} length {长度过短或过长} checksum {校验和不符（有字符错误或缺失）} key {其中的密钥无效} version {本钱包不认识它的版本} threshold {其签名阈值与成员数不符} count {成员过多或过少} members {其成员格式有误} mixedMembers {混用了用户 ID 和 XIN 地址} other {其中一个成员格式有误}}。',
  // {reason}：链接自身的原因（已是用词）。
  'accounts.field.refUnusable': '“{text}”无法使用：{reason}。',
  'accounts.field.notAReceiver':
    '“{text}”不是用户 ID、用户链接或代码链接，也不是 XIN 或 MIX 地址。',
  'accounts.field.listedTwice': '{text} 被列出了两次。',
  'accounts.field.oneReceiver': '只有一位收款人：签名阈值为 1。',
  'accounts.field.askThreshold':
    '{count} 位收款人中需要几位签名才能动用这笔资金？请填写 1 到 {count}。',
  'accounts.field.thresholdRange': '签名阈值必须在 1 到 {count}（收款人数）之间。',
  'accounts.field.amount':
    '{reason, select, empty {请填写金额，例如 1.5，或填写“max”。} negative {金额必须大于零。} format {请用数字填写金额，例如 1.5（小数点用“.”，不加空格或逗号），或填写“max”。} decimals {最多 8 位小数：最小金额为 0.00000001。} huge {此金额超出了任何账户可能持有的数额。} other {金额必须大于零。}}',
  // 服务方告知的用户 ID 或链接的问题（也用于新共管人）。
  'accounts.field.ref':
    '{reason, select, notUserCode {此代码链接不属于用户：请粘贴对方本人的代码链接。} noCode {服务方找不到此链接对应的代码。} other {服务方找不到用户 {id}。}}',
  'accounts.field.samePersonTwice': '同一个人被列出了两次（一次用 ID，一次用链接）。',
  // 与账户持有和可支付的资金对照；{locked}、{most} 是金额。
  'accounts.field.noSuchAsset': '此账户没有 {symbol}。',
  'accounts.field.allLocked':
    '此账户的 {symbol}（{locked} {symbol}）已全部被待处理请求锁定：请先为这些请求签名或将其撤销。',
  'accounts.field.atMost': '此账户可支付 {most} {symbol}。请填写不超过 {most} 的金额。',
  'accounts.field.atMostLocked':
    '此账户可支付 {most} {symbol}，另有 {locked} {symbol} 被待处理请求锁定。请填写不超过 {most} 的金额。',
  'accounts.field.tooManyInputs':
    '支付这笔金额需要动用此账户的 {needed} 个交易输出，但一笔交易最多只能花费 {max} 个。请现在最多支付 {most} {symbol}，或先合并交易输出：向此账户自身发起一笔“max”付款（收款人为其本身的共管人，需要其中 {threshold} 位签名），把最大的 {max} 个交易输出合并为一个，然后重新发起这笔付款。',
  'accounts.field.notFollowed':
    '此钱包没有关注您参与的、具有这些共管人和签名阈值的共管账户。请先在“金库”中添加（填写其共管人和签名阈值，或其 MIX 地址），再从中付款。',
  'accounts.field.notRegistered':
    '{name} 尚未开通 Mixin Safe 金库，付给对方的资金将无法动用。请先让对方设置好钱包。',
  'accounts.field.someoneNotRegistered':
    '有一位收款人尚未开通 Mixin Safe 金库，付给对方的资金将无法动用。请先让对方设置好钱包。',
  // 钱包锁定时读取密钥（src/main/core/vault）。
  'accounts.field.walletLocked': '钱包已锁定，无法读取其密钥。请用钱包密码解锁。',
}
