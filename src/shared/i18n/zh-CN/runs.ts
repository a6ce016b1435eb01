import type { Translation } from '../translation'
import type { runs as english } from '../en/runs'

export const runs: Translation<typeof english> = {
  'runs.kind.payroll': '批量付款',
  'runs.kind.rotation': '转移到新共管人',
  'runs.kind.unknown': '批次',
  'runs.list.and': ' 和 ',
  'runs.list.comma': '、',
  'runs.quote.open': '“',
  'runs.quote.close': '”',
  'runs.noSuchAccount': '此钱包中没有这个账户。请返回“金库”重新选择。',

  'runs.rowState.draft': '未发起',
  'runs.rowState.waiting': '等待签名',
  'runs.rowState.sending': '正在发送',
  'runs.rowState.paid': '已支付',
  'runs.rowState.unlocked': '已撤销',
  'runs.runState.draft': '草稿',
  'runs.runState.waiting': '等待签名',
  'runs.runState.sending': '正在发送',
  'runs.runState.paid': '已支付',
  'runs.runState.moved': '已转移',
  'runs.runState.unlocked': '部分请求已撤销',
  'runs.requestKind.pay': '付款',
  'runs.requestKind.sweep': '归集',
  'runs.requestKind.collectible': '藏品',

  'runs.card.title': '批量付款与成员更换',
  'runs.card.payMany': '批量付款…',
  'runs.card.move': '转移到新共管人…',
  'runs.card.shared': '分享给您、尚未打开的批次',
  'runs.card.sharedList': '分享给您的批次文件',
  'runs.card.open': '打开 {name}',
  'runs.card.from': '来自 {person} · {time}',
  'runs.card.list': '批次',
  'runs.card.payroll': '{payees, plural, other {#}} 位收款人 · {totals}',
  'runs.card.none': '此账户尚无批量付款或成员更换。',
  'runs.card.openFile': '打开批次文件',

  'runs.payMany.title': '批量付款',
  'runs.payMany.lead':
    '付款账户：<b>{account}</b> · {rule}。每种资产一笔请求（每笔最多 255 位收款人），由您在发起时签名；其他共管人随后对整个批次签名一次。',
  'runs.payMany.file': '从 CSV 文件读取付款行',
  'runs.payMany.rows': '付款行（或在此粘贴）',
  'runs.payMany.example':
    'payee,amount,asset,note\n37160854,1200,USDT,11 月工资\nAlice Lee,0.5,XIN,奖金',
  'runs.payMany.rowsHint':
    '第一行为表头，之后每行一位收款人。各列：payee（收款人：联系人名称、Mixin ID、用户 ID、mixin.one 链接，或 XIN / MIX 地址）、amount（金额）、asset（资产：符号或 ID）、note（说明，供其他共管人查看，不会发送）。表头请使用这些英文列名，其他列将被忽略。',
  'runs.payMany.memo': '备注（每位收款人的交易都会带上）',
  'runs.payMany.memoExample': '例如：批量付款 2026-11',
  'runs.payMany.memoBytes': '{bytes}/{limit} 字节',
  'runs.payMany.name': '批次名称（可选，供此钱包和其他共管人查看）',
  'runs.payMany.nameExample': '例如：11 月批量付款',
  'runs.payMany.checking': '正在检查…',
  'runs.payMany.check': '检查付款行',
  'runs.payMany.saveDraft': '保存草稿',
  'runs.payMany.discardDraft': '删除草稿',
  'runs.payMany.refused': '未创建任何内容：{count, plural, other {有 # 处需要修改}}',
  'runs.payMany.preview':
    '预览：{payees, plural, other {# 位收款人}}，{requests, plural, other {# 笔请求}}',
  'runs.payMany.previewNote': '已与服务方核对；在您发起之前不会创建任何内容。',
  'runs.payMany.propose': '发起并签名…',
  'runs.payMany.confirmTitle': '发起此批量付款？',
  'runs.payMany.confirm': '发起并签名',
  'runs.payMany.recap': '向 {payees, plural, other {# 位收款人}}支付 {totals}，备注为“{memo}”。',
  'runs.payMany.youSign':
    '您现在为其中的 {requests, plural, other {# 笔请求}}签名；还需要 {more, plural, other {# 个签名}}才能付款。',

  'runs.pasted.label': '未通过的行',
  'runs.pasted.row': '行',
  'runs.pasted.written': '原文',
  'runs.pasted.change': '需要修改的内容',

  'runs.flags.note':
    '<b>请核对这些收款人：</b>{which, select, first {{first, plural, other {# 位收款人从未收到过此账户的付款}}} strangers {{strangers, plural, other {# 位收款人不在您的联系人中}}} other {{first, plural, other {# 位收款人从未收到过此账户的付款}}；{strangers, plural, other {# 位收款人不在您的联系人中}}}}。已在下方对应的行中标出。',

  'runs.table.payees': '收款人',
  'runs.table.row': '行',
  'runs.table.payee': '收款人',
  'runs.table.amount': '金额',
  'runs.table.flags': '标记',
  'runs.table.note': '发起人说明（未经验证）',
  'runs.table.state': '状态',
  'runs.table.transaction': '交易',
  'runs.table.firstPayment': '首次付款',
  'runs.table.notInContacts': '不在联系人中',
  'runs.table.noteTitle': '发起人的说明：这是其说法，未经验证。{note}',

  'runs.totals.label': '各资产合计',
  'runs.totals.asset': '资产',
  'runs.totals.rows': '行数',
  'runs.totals.requests': '请求数',
  'runs.totals.total': '合计',
  'runs.totals.available': '可用',
  'runs.totals.stays': '账户剩余',

  'runs.requests.label': '请求',
  'runs.requests.request': '请求',
  'runs.requests.moves': '类型',
  'runs.requests.amount': '金额',
  'runs.requests.signatures': '签名',
  'runs.requests.state': '状态',
  'runs.requests.stillToSign': '待签名',
  'runs.requests.transaction': '交易',
  'runs.requests.collectibles': '{count, plural, other {#}} 个藏品',
  'runs.requests.payees': ' · {count, plural, other {#}} 位收款人',
  'runs.requests.signed': '已签名 {signed}/{threshold}',
  'runs.requests.youSigned': ' · 您已签名',
  'runs.requests.open': '等待签名',
  'runs.requests.complete': '正在发送',
  'runs.requests.sent': '已发送',
  'runs.requests.unlocked': '已撤销',
  'runs.requests.notCreated': '未创建',

  'runs.run.changed': '此批次在您打开后有了变化，现显示其最新状态。',
  'runs.run.checking': '正在检查…',
  'runs.run.refresh': '同步并重新核对',
  'runs.run.export': '导出 CSV',
  'runs.run.reviewing': '正在根据交易核对此批次…',
  'runs.run.reviewFailed': '暂时无法与服务方核对，以下是钱包保存的副本；在能够核对之前，无法签名。',
  'runs.run.summary':
    '{kind, select, payroll {批量付款} other {转移到新共管人}} · 共 {rows, plural, other {#}} 行',
  'runs.run.state': '状态',
  'runs.run.proposedBy': '发起人',
  'runs.run.memo': '备注',
  'runs.run.noMemo': '无',
  'runs.run.draft': '草稿：尚未创建任何内容。',
  'runs.run.reopen': '在批量付款中重新打开',
  'runs.run.refused':
    '<b>此批次与其请求不一致，无法签名。</b>请向发起人询问原因；不要逐笔签名其中的请求。',
  'runs.run.refusedRow': '第 {row} 行：{detail}',
  'runs.run.warnings': '警告',
  'runs.run.sign': '签名此批次（{count, plural, other {# 笔请求}}）…',
  'runs.run.signedAll': '您已为此批次的每笔请求签名。',
  'runs.run.allSent': '所有请求均已发送。',
  'runs.run.cannotSign': '此批次目前没有您可以签名的请求。',
  'runs.run.totals': '合计',
  'runs.run.payees': '收款人',
  'runs.run.requests': '请求',
  'runs.run.confirmTitle': '签名此批次？',
  'runs.run.confirm': '签名 {count, plural, other {# 笔请求}}',
  'runs.run.approves': '您的签名批准的正是以下内容：',
  'runs.run.checkedMembers': '我已核对新共管人及其签名阈值',
  'runs.run.checkedPayees': '我已核对收款人、金额和备注',

  'runs.move.title': '转移到新共管人',
  'runs.move.lead':
    '将“<b>{account}</b>”（{rule}）中的全部资产转移到由您选定的共管人组成的新账户。在您开始转移之前不会创建任何内容。',
  'runs.move.form': '转移给哪些共管人',
  'runs.move.members': '新共管人',
  'runs.move.threshold': '{count} 位共管人中需要几位签名',
  'runs.move.planning': '正在规划…',
  'runs.move.plan': '规划转移',
  'runs.move.planTitle': '转移计划',
  'runs.move.newAccount':
    '新账户：<code>{address}</code>。新账户将沿用此账户的名称；此账户清空后将标记为已停用。',
  'runs.move.sweeps': '归集',
  'runs.move.nothing': '目前没有可转移的资产。',
  'runs.move.pendingTitle': '占用资金的待处理请求',
  'runs.move.pendingHint': '请撤销这些请求（或等待其完成）；它们释放的资金之后可在转移页面中归集。',
  'runs.move.start': '开始转移…',
  'runs.move.confirmTitle': '将全部资产转移给这些共管人？',
  'runs.move.confirm': '开始转移',
  'runs.move.youSign':
    '您现在为其中的 {count, plural, other {# 笔归集}}签名；其他共管人将对整个转移签名一次。',
  'runs.pending.label': '待处理请求',
  'runs.pending.item': '<link>请求 {id}</link> · {amount} · 已签名 {signed}/{threshold}',

  'runs.rotation.moves':
    '<b>此操作会将账户中的全部资产转移给一组新的共管人：</b>{members}，需要 {count} 位共管人中的 {threshold} 位签名。',
  'runs.rotation.leaving': '将退出：{names}。',
  'runs.rotation.joining': '将加入：{names}。',
  'runs.rotation.lowers':
    '此操作会降低签名阈值：今后 {count, plural, other {# 个签名}}即可转移资金，而现在需要 {now} 个。',
  'runs.rotation.outside': '不在您的联系人中：{names}。请确认您认识他们。',

  'runs.status.title': '转移进度',
  'runs.status.reading': '正在读取原账户…',
  'runs.status.done': '<b>已完成。</b>原账户已清空并停用；新账户沿用其名称。',
  'runs.status.empty': '原账户中已没有剩余资产；归集交易仍待发送。',
  'runs.status.left': '原账户剩余',
  'runs.status.asset': '资产',
  'runs.status.spendable': '可用',
  'runs.status.locked': '被请求占用',
  'runs.status.collectibles': '藏品',
  'runs.status.pending': '这些请求占用了资金。请撤销它们（或等待其完成），然后归集释放出的资金：',
  'runs.status.sweeping': '正在归集…',
  'runs.status.sweep': '归集剩余资产',

  // 批次核对发现的问题（核心给出的用词）。ID 是数据。
  'runs.core.row.noOutput': '第 {row} 行指向交易输出 {output}，但交易中没有这个输出',
  'runs.core.row.change': '第 {row} 行由交易输出 {output} 支付，但该输出退回本账户',
  'runs.core.row.amount': '第 {row} 行写的是 {amount}，交易输出 {output} 支付的是 {paid}',
  'runs.core.row.users':
    '第 {row} 行付给 {members} 中的 {threshold} 位；交易输出 {output} 付给 {outMembers} 中的 {outThreshold} 位',
  'runs.core.row.usersUnnamed':
    '第 {row} 行付给 {members} 中的 {threshold} 位；交易输出 {output} 付给服务方无法指明的密钥中的 {outThreshold} 个',
  'runs.core.row.address':
    '第 {row} 行付给一个地址；交易输出 {output} 却付给 {outMembers} 中的 {outThreshold} 位',
  'runs.core.output.unnamed': '交易输出 {output} 向任何一行都未列出的人支付了 {amount}',
  'runs.core.sweep.outputs': '一笔归集只有一个交易输出，付给新共管人；这一笔有 {count} 个',
  'runs.core.sweep.target':
    '这笔归集付给 {members} 中的 {threshold} 位，而不是新的 {newMembers} 位共管人中的 {newThreshold} 位',
  'runs.core.sweep.targetUnnamed':
    '这笔归集付给服务方无法指明的密钥中的 {threshold} 个，而不是新的 {newMembers} 位共管人中的 {newThreshold} 位',
  'runs.core.sweep.collectible': '藏品的归集只能单独转移那一件藏品',
  'runs.core.sweep.spendsCollectible': '资产的归集花费了一件藏品',
  'runs.core.request.otherAccount': '它从另一个账户付款，而不是本批次的账户',
  'runs.core.request.otherAsset': '它转移的资产（{asset}）与批次所写的（{expected}）不同',
  'runs.core.request.otherMemo': '它的备注是“{memo}”，批次的备注是“{expected}”',
  'runs.core.mismatch': '此批次与其请求不一致，未签名任何请求：{reasons}',
  'runs.core.warning.xinAddress':
    '第 {row} 行付给一个 XIN 地址：金额已验证，但没有发起人的掩码（mask），无法把交易输出 {output} 的密钥与该地址对应起来。',
  'runs.core.warning.otherProposer': '请求 {request} 由另一位共管人发起，而非批次所写的发起人。',
  // 单个请求自己的警告，列在批次的警告下（RunScreen）。
  'runs.core.warning.request': '请求 {request}：{warning}',
  // 批次做什么，一句话说明（src/shared/run-statement.ts）；{owners}、{newMembers} 是名字。
  'runs.core.statement.payroll':
    '从 {owners} 的共管账户（{threshold}/{members}）向 {payees, plural, other {# 位收款人}}支付 {amounts}，共 {requests, plural, other {# 笔请求}}，备注为“{memo}”。',
  'runs.core.statement.rotation':
    '把 {owners} 的共管账户（{threshold}/{members}）中的全部资产（{amounts}）转移到新的共管人：{newMembers}，需要其中 {newThreshold} 位签名。{change}',
  'runs.core.statement.holds': '其中的一切',
  'runs.core.statement.collectibles': '{count, plural, other {# 件藏品}}',
  'runs.core.statement.leave': '{names} {count, plural, other {退出}}。',
  'runs.core.statement.join': '{names} {count, plural, other {加入}}。',
  'runs.core.statement.leaveJoin':
    '{leaving} {leaveCount, plural, other {退出}}；{joining} {joinCount, plural, other {加入}}。',
  // 批量付款各行及成员更换表单的拒绝理由（核心给出的用词；
  // src/main/core/services/payroll、rotation）。{row} 为电子表格中的行号。
  'runs.field.unclosedQuote': '第 {row} 行有一个以引号（"）开始的字段没有闭合：请补上结尾的引号。',
  'runs.field.noRows':
    '没有任何行：请粘贴或读取一个表头行（payee,amount,asset,note），并为每位收款人各写一行。',
  // {missing}：缺少的列，按 payee、amount、asset 的顺序以 _ 连接。
  'runs.field.missingColumns':
    '表头行缺少{missing, select, payee {“payee”列} amount {“amount”列} asset {“asset”列} payee_amount {“payee”和“amount”列} payee_asset {“payee”和“asset”列} amount_asset {“amount”和“asset”列} other {“payee”“amount”和“asset”列}}：第一行必须写明各列名 payee、amount、asset 和 note（顺序不限）。',
  'runs.field.onlyHeader': '只有列名：请在表头行下为每位收款人各添加一行。',
  'runs.field.tooManyRows': '共有 {count} 行，一次批量付款最多 {max} 行。请拆分为几次批量付款。',
  'runs.field.noPayee':
    '第 {row} 行没有填写收款人：请填写用户 ID、Mixin ID、联系人名称、用户链接或代码链接，或一个 MIX 或 XIN 地址。',
  'runs.field.payeeTooLong':
    '第 {row} 行：收款人过长，任何收款人的写法都不会这么长（最多 {max} 个字符）。',
  'runs.field.badAddress':
    '第 {row} 行：这不是有效的 {kind} 地址：{reason, select, prefix {开头不是这种地址的格式} base58 {含有地址中不会出现的字符} length {长度过短或过长} checksum {校验和不符（有字符错误或缺失）} key {其中的密钥无效} version {本钱包不认识它的版本} threshold {其签名阈值与成员数不符} count {成员过多或过少} members {其成员格式有误} mixedMembers {混用了用户 ID 和 XIN 地址} other {其中一个成员格式有误}}。',
  'runs.field.refUnusable': '第 {row} 行：“{text}”无法使用：{reason}。',
  'runs.field.noMax':
    '第 {row} 行：批量付款只支付确定的金额，请填写金额，例如 1.5（“max”只用于单笔付款）。',
  'runs.field.amount':
    '第 {row} 行：{reason, select, empty {请填写金额，例如 1.5。} negative {金额必须大于零。} format {请用数字填写金额，例如 1.5（小数点用“.”，不加空格或逗号）。} decimals {最多 8 位小数：最小金额为 0.00000001。} huge {此金额超出了任何账户可能持有的数额。} other {金额必须大于零。}}',
  'runs.field.noAsset': '第 {row} 行没有填写资产：请填写其符号（例如 USDT）或资产 ID。',
  'runs.field.assetUnreadable': '第 {row} 行：“{text}”既不是资产符号，也不是资产 ID。',
  'runs.field.noteTooLong': '第 {row} 行：说明有 {length} 个字符，请控制在 {max} 个以内。',
  'runs.field.assetNotHeld': '第 {row} 行：此账户没有 {symbol}。',
  'runs.field.assetIdNotHeld': '第 {row} 行：此账户没有资产 {id}。',
  // {which}：资产 ID（附其所在链）。
  'runs.field.assetAmbiguous':
    '第 {row} 行：此账户有 {count} 个名为 {text} 的资产（{which}）：请用资产 ID 指明用哪一个付款。',
  'runs.field.symbolNotHeld':
    '第 {row} 行：此账户没有 {text}。请填写此账户持有的资产，写其符号或资产 ID。',
  'runs.field.noContactNumber':
    '第 {row} 行：没有 Mixin ID 为 {number} 的联系人。请改用对方的用户 ID 或链接（mixin.one/users/… 或其代码链接）付款：此后钱包也能按 Mixin ID 认出对方。',
  'runs.field.noContactName':
    '第 {row} 行：没有名为“{name}”的联系人。请改用对方的 Mixin ID、用户 ID 或链接。',
  'runs.field.contactsShareNumber':
    '第 {row} 行：有 {count} 位联系人的 Mixin ID 是 {number}（Mixin ID：{numbers}）：请填写要付款的那一位的 Mixin ID 或用户 ID。',
  'runs.field.contactsShareName':
    '第 {row} 行：有 {count} 位联系人都叫“{name}”（Mixin ID：{numbers}）：请填写要付款的那一位的 Mixin ID 或用户 ID。',
  'runs.field.ref':
    '第 {row} 行：{reason, select, notUserCode {此代码链接不属于用户：请粘贴对方本人的代码链接。} noCode {服务方找不到此链接对应的代码。} other {服务方找不到用户 {id}。}}',
  'runs.field.mixMemberTwice': '第 {row} 行：此 MIX 地址把同一个成员列出了两次。',
  'runs.field.payingItself': '第 {row} 行：这是付款账户本身；批量付款只付给他人。',
  'runs.field.samePayee':
    '第 {row} 行与第 {earlier} 行向同一收款人支付同一种资产：请把两行合并为一行，或删除其中一行。',
  'runs.field.notRegistered':
    '第 {row} 行：{name} 尚未开通 Mixin Safe 金库，付给对方的资金将无法动用。请让对方先设置好钱包，或删除这一行。',
  'runs.field.someoneNotRegistered':
    '第 {row} 行：其中一位收款人尚未开通 Mixin Safe 金库，付给对方的资金将无法动用。请让对方先设置好钱包，或删除这一行。',
  // 账户可支付的金额；{running}、{available}、{locked}、{total}、{amount} 是金额。
  'runs.field.overBalance':
    '第 {row} 行使 {symbol} 的合计达到 {running} {symbol}，超过此账户可支付的 {available} {symbol}。{count} 行 {symbol} 付款合计 {total} {symbol}。',
  'runs.field.overBalanceLocked':
    '第 {row} 行使 {symbol} 的合计达到 {running} {symbol}，超过此账户可支付的 {available} {symbol}，另有 {locked} {symbol} 被待处理请求锁定。{count} 行 {symbol} 付款合计 {total} {symbol}。',
  'runs.field.tooManyInputs':
    '第 {first} 至 {last} 行共支付 {amount} {symbol}，需要动用此账户的 {needed} 个交易输出，而一笔交易最多只能花费 {max} 个。请先合并此账户的交易输出（向此账户自身发起一笔 {symbol} 的“max”付款），或在本批次中少付几行。',
  // 批量付款自身的字段。
  'runs.field.noName': '请为这次批量付款命名，例如“2026-11 付款”：批次将以此名称列出和分享。',
  'runs.field.nameTooLong': '名称有 {length} 个字符，请控制在 {max} 个以内。',
  'runs.field.memoTooLong':
    '备注为 {bytes} 字节，必须少于 256 字节（最多 {max} 字节）。每位收款人的交易都会带上这条备注。',
  'runs.field.notFollowed':
    '此钱包没有关注您参与的、具有这些共管人和签名阈值的共管账户。请先在“金库”中添加，再从中付款。',
  // 转移到新共管人：表单，以及每位新共管人是谁。
  'runs.field.moveNotFollowed':
    '此钱包没有关注您参与的、具有这些共管人和签名阈值的共管账户。请先在“金库”中添加。',
  'runs.field.chooseMembers': '请选择新的共管人：联系人、某个群组的成员，或用户 ID 和链接。',
  'runs.field.tooManyMembers': '一个账户最多有 64 位共管人，当前选了 {count} 位。',
  'runs.field.askThreshold': '{count} 位新共管人中需要几位签名？请填写 1 到 {count}。',
  'runs.field.nothingMoves': '这已经是此账户现在的共管人和签名阈值：没有什么需要转移。',
  'runs.field.memberNoNumber': '没有 Mixin ID 为 {number} 的联系人：请改用对方的用户 ID 或链接。',
  'runs.field.memberNoName': '没有名为“{name}”的联系人：请改用对方的用户 ID 或链接。',
  'runs.field.membersShareNumber':
    '有 {count} 位联系人的 Mixin ID 是 {number}：请填写您所指那一位的 Mixin ID 或用户 ID。',
  'runs.field.membersShareName':
    '有 {count} 位联系人都叫“{name}”：请填写您所指那一位的 Mixin ID 或用户 ID。',
  'runs.field.memberIsAddress':
    '“{text}”是一个地址；共管人必须是一个人（用户 ID、Mixin ID、联系人名称或链接）。',
  'runs.field.memberTwice': '同一个人被列出了两次。',
  'runs.field.allLocked':
    '此账户持有的一切都被 {count, plural, other {# 笔待处理请求}}锁定：请先撤销这些请求（或等其完成），再转移剩余部分。',
  'runs.field.nothingToMove': '此账户没有可转移的资产。',
  'runs.field.memberNotRegistered':
    '{name} 尚未开通 Mixin Safe 金库，因此无法为新账户签名。请先让对方设置好钱包。',
  'runs.field.someMemberNotRegistered':
    '有一位新共管人尚未开通 Mixin Safe 金库，因此无法为新账户签名。请先让对方设置好钱包。',
  // 命令行：拒绝来自哪里（选项，以及批量付款文件某行所在的列）。
  'runs.field.where':
    '{option}{column, select, payee {（payee 列）} amount {（amount 列）} asset {（asset 列）} note {（note 列）} other {}}：{message}',
}
