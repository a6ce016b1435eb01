import type { Translation } from '../translation'
import type { review as english } from '../en/review'

export const review: Translation<typeof english> = {
  // 核对界面：标题随可执行的操作而变（Review.tsx）。
  'review.title.request': '请求',
  'review.title.unlock': '撤销请求',
  'review.title.unlocked': '已撤销的请求',
  'review.title.payment': '付款请求',
  'review.title.signed': '您已签名的请求',
  'review.title.sign': '待您签名的请求',
  'review.title.pending': '等待签名的请求',
  'review.offlineFile': '离线文件',
  'review.checking': '正在核对请求与其交易是否一致…',
  'review.offline':
    '<b>离线。</b>无法连接服务方，这里显示的是您上次核对时保存的副本。您可以查看；签名、撤销和导出需等服务方恢复连接后才能进行。',
  'review.actions': '操作',

  // 请求的状态（与待处理请求列表用词一致）。
  'review.state.unlocked': '已撤销',
  'review.state.complete': '已完成：签名已齐，正在发送',
  'review.state.sent': '已发送',
  'review.state.signed': '您已签名，等待其他共管人',
  'review.state.needsYou': '待您签名',
  'review.state.pending': '等待签名',

  // 摘要（ReviewSummary.tsx）。
  'review.summary.from':
    '{asset} · 付款账户：<b>{account}</b>（需要 {signers} 位共管人中的 {threshold} 位签名）· {inputs, plural, other {# 个交易输入}}，{inputsCheck}',
  'review.inputs.found': '已在服务方列出的本账户资金中找到',
  'review.inputs.offline': '离线，未核对',
  'review.inputs.notFound': '未核对（未找到其花费的资金）',
  'review.summary.proposedBy': '发起人：{proposer}',
  'review.summary.proposerUnknown': '服务方未说明发起人是谁。',
  'review.summary.paysSigner':
    '{count, plural, =1 {收款人 {names} 是此请求的签名人之一。} other {收款人 {names} 都是此请求的签名人。}}',
  'review.collectible.title': '藏品',
  'review.collectible.moves': '此请求转出 <b>{name}</b>（{symbol}）。',
  'review.collectible.movesNumber': '此请求转出 <b>{name}</b> #{sequence}（{symbol}）。',
  'review.collectible.unnamed': '一件藏品',
  'review.collectible.noSymbol': '无代号',
  'review.collectible.content': '内容',
  'review.collectible.contentAt': '{type}，链接：<code>{url}</code>',
  'review.collectible.inscription': '铭文',
  'review.receiver.title': '收款人',
  'review.receiver.titleWithdrawal': '收款人与提现',
  'review.receiver.none': '全部金额退回付款账户（没有外部收款人）。',
  'review.receiver.withdrawn': '{amount} 提现至',
  'review.receiver.destination': '目标地址',
  'review.receiver.tag': '标签（Tag）',
  'review.receiver.noTag': '无',
  'review.receiver.members':
    '{amount} 付给 {members, plural, =1 {1 位收款人} other {# 位收款人，需 {members} 位中的 {threshold} 位签名才能动用这笔资金}}',
  'review.receiver.membersLabel': '收款人名单',
  'review.change.summary': '找零：{amount} 退回付款账户',
  'review.change.output': '{amount} 退回原来的共管人（{threshold}/{members}）。',
  'review.memo.title': '备注',
  'review.memo.none': '无备注。',
  'review.signatures.title': '签名',
  'review.signatures.senders': '共管人',
  'review.signatures.hadSigned': '撤销前已签名',
  'review.signatures.signed': '已签名',
  'review.signatures.notSigned': '未签名',
  'review.ended.complete':
    '已完成：签名已齐，正在发送。最后一个签名于 {when} 收到；钱包会在每次同步时检查，直到其交易最终确认。',
  'review.ended.sent': '已发送：签名已于 {when} 前全部收齐，其交易已最终确认。',
  'review.ended.unlockedBy':
    '已由 {who} 于 {when} 撤销。{signed, plural, =0 {撤销前无人签名。} other {此前的 # 个签名已全部作废。}}',
  'review.ended.unlocked':
    '已于 {when} 撤销。{signed, plural, =0 {撤销前无人签名。} other {此前的 # 个签名已全部作废。}}',
  'review.transaction.title': '交易',
  'review.transaction.hash': '交易哈希',
  'review.transaction.request': '请求 <code>{requestId}</code>',
  'review.warnings': '警告',

  // 核对能证明什么、哪些以服务方说法为准（ReviewProofs.tsx）。
  'review.proofs.proven':
    '已验证：花费的金额与付款账户的 {threshold}/{signers} 签名规则，均读取自生成这些资金的{inputs, plural, other {交易}}。',
  'review.proofs.notProven':
    '未验证：{inputs, plural, other {# 个交易输入}}中有 {unproven} 个无法与生成它的交易核对（服务方只向该交易的付款方提供交易内容），因此{unproven, plural, other {这部分金额}}以服务方说法为准。',
  'review.proofs.caveat':
    '收款人和找零按服务方的说法显示：没有付款方的私密数据，就无法把一次性密钥对应到用户 ID。',

  // 某项操作为何不可用（命令行共用：src/shared/review-rules）。
  'review.blocked.sign.unlocked': '此请求已撤销，无法再签名。',
  'review.blocked.sign.complete': '此请求已获得所需的全部签名，正在发送。',
  'review.blocked.sign.sent': '此请求已获得所需的全部签名，并已发送。',
  'review.blocked.sign.notSigner': '您不是此请求的签名人。',
  'review.blocked.sign.signed': '您已对此请求签名。',
  'review.blocked.sign.enough': '此请求的签名已足够。',
  'review.blocked.sign.offline':
    '离线：您的签名需提交给服务方，但现在无法连接。请在服务方恢复后再签名。',
  'review.blocked.sign.unverified': '无法核对此请求花费的资金。请同步后重新核对。',
  'review.blocked.sign.other': '此请求目前无法签名。',
  'review.blocked.export.unlocked': '没有可离线签名的内容：此请求已撤销，无法再签名。',
  'review.blocked.export.complete': '没有可离线签名的内容：此请求已获得所需的全部签名，正在发送。',
  'review.blocked.export.sent': '没有可离线签名的内容：此请求已获得所需的全部签名，并已发送。',
  'review.blocked.export.notSigner': '没有可离线签名的内容：您不是此请求的签名人。',
  'review.blocked.export.signed': '没有可离线签名的内容：您已对此请求签名。',
  'review.blocked.export.enough': '没有可离线签名的内容：此请求的签名已足够。',
  'review.blocked.export.unverified':
    '没有可离线签名的内容：无法核对此请求花费的资金。请同步后重新核对。',
  'review.blocked.export.other': '没有可离线签名的内容：此请求目前无法签名。',
  'review.blocked.export.offline': '离线：导出时需向服务方核对此请求，但现在无法连接。',
  'review.blocked.unlock.unlocked': '此请求已撤销。',
  'review.blocked.unlock.done': '此请求已完成，无法再撤销。',
  'review.blocked.unlock.notSigner': '只有此请求的签名人可以撤销。',
  'review.blocked.unlock.enough': '此请求的签名已足够，无法再撤销。',
  'review.blocked.unlock.offline': '离线：撤销需要连接服务方，但现在无法连接。',
  'review.blocked.unlock.other': '此请求目前无法撤销。',

  // 花费同一笔资金的其他请求（ReviewConflicts.tsx）。
  'review.conflicts.title':
    '此请求与{count, plural, =1 {另一笔请求} other {另外 # 笔请求}}花费同一笔资金：其中只有一笔能完成。',
  'review.conflicts.spent': '这笔资金已被{other} 花费，此请求已无法完成。',
  'review.conflicts.also': '{other} 也要花费这笔资金。',
  'review.conflicts.request': '请求 {id}',
  'review.conflicts.transaction': '交易 <code>{hash}</code>',

  // 被拒绝的请求，以及每一项可能拒绝请求的核对，按核心给出的类型（RefusedReview.tsx）。
  'review.refused.title': '请勿对此请求签名',
  'review.refused.why': '此请求与其交易不一致，钱包已拒绝。此请求无法签名。',
  'review.refused.next': '未进行任何签名。请让发起人重新发起此请求，并与其他签名人核实。',
  'review.refused.mismatches': '不一致之处',
  'review.refused.mismatchesLabel': '不一致之处',
  'review.refused.back': '返回请求列表',
  'review.mismatch.transaction': '<b>交易</b>：{detail}',
  'review.mismatch.assetAndMemo': '<b>资产与备注</b>：{detail}',
  'review.mismatch.senders': '<b>付款方共管人</b>：{detail}',
  'review.mismatch.outputs': '<b>收款人</b>：{detail}',
  'review.mismatch.inputs': '<b>花费的资金</b>：{detail}',
  'review.mismatch.proofs': '<b>所花费资金的证明</b>：{detail}',
  'review.mismatch.signatures': '<b>签名</b>：{detail}',

  // 操作（ReviewActions.tsx）。
  'review.sign.button': '签名…',
  'review.sign.buttonOffline': '离线签名…',
  'review.sign.fileNote':
    '在此签名无需联网：会保存一个签名文件。请在联网的钱包中导入该文件，以提交签名。',
  'review.unlock.button': '撤销…',
  'review.offlineSigning.title': '离线签名与分享',
  'review.offlineSigning.export': '导出以离线签名',
  'review.offlineSigning.exporting': '正在导出…',
  'review.offlineSigning.import': '导入已签名的文件',
  'review.share.button': '分享到群组…',

  // 确认对话框中复述的付款内容。
  'review.pays.back': '{amount} 退回付款账户',
  'review.pays.withdrawal': '{amount} 提现至 {destination}',
  'review.pays.to': '{amount} 付给 {names}',
  'review.join.names': '、',
  'review.join.payments': '；',
  'review.nobody': '无人',
  'review.memoLine.none': '无备注。',
  'review.memoLine.text': '备注：“{memo}”',
  'review.memoLine.hex': '备注（非文本，十六进制）：{memo}',

  // 签名确认。
  'review.sign.title': '确认对此请求签名？',
  'review.sign.titleOffline': '确认离线对此请求签名？',
  'review.sign.confirm': '签名',
  'review.sign.approves': '您签名批准的正是以下这笔交易：',
  'review.sign.willHave': '签名后将有 {count} 个签名（共需 {threshold} 个）。',
  'review.sign.willHaveEnough': '签名后将有 {count} 个签名（共需 {threshold} 个），足以发送。',
  'review.sign.checked': '我已核对金额、收款人和备注',

  // 撤销确认。
  'review.unlock.title': '确认撤销此请求？',
  'review.unlock.confirm': '撤销请求',
  'review.unlock.body':
    '撤销将为所有人取消此请求：{signed, plural, =0 {任何人都无法再对其签名} other {目前已收集的 # 个签名将全部作废}}，并且不会付出任何款项：它请求的“{pays}”不会执行。它锁定的 {total} 将重新可用于新的请求。',
  'review.unlock.bodyWithChange':
    '撤销将为所有人取消此请求：{signed, plural, =0 {任何人都无法再对其签名} other {目前已收集的 # 个签名将全部作废}}，并且不会付出任何款项：它请求的“{pays}”不会执行。它锁定的全部 {total} 将重新可用于新的请求：包括原本要付出的金额和 {change} 找零。',
  'review.unlock.final': '此操作不可逆。',
  'review.unlock.understood': '我了解这将撤销此请求',

  // 属于另一笔请求的签名文件。
  'review.otherFile.title': '此签名属于另一笔请求',
  'review.otherFile.confirm': '为该请求提交',
  'review.otherFile.known':
    '该文件签名的是请求 <code>{requestId}</code>：<b>{amount}</b> 付给 {receivers}，而不是当前显示的请求。',
  'review.otherFile.unknown':
    '该文件签名的是请求 <code>{requestId}</code>，本钱包中没有这笔请求，它也不是当前显示的请求。',
  'review.otherFile.ask': '尚未提交任何内容。要为它所签名的请求提交吗？',

  // 发起之后：链接分享到了哪里（outcome-words.ts、ProposalShared.tsx）。
  'review.proposal.sharedIn': '已分享到“{group}”，其他共管人会立即看到。',
  'review.proposal.sharedInAccountGroup': '已分享到该账户的群组，其他共管人会立即看到。',
  'review.proposal.sharingOff':
    '未分享：“在账户群组中分享新发起的请求”已关闭（见设置）。请分享到您与其他共管人沟通的地方，让他们看到：',
  'review.proposal.noGroup':
    '未分享：本钱包中没有成员恰好是此账户共管人的群组。请分享到您与其他共管人沟通的地方，让他们及时看到：',

  // 分享到群组（ShareDialog.tsx）。
  'review.shareDialog.title': '分享到群组',
  'review.shareDialog.confirm': '分享',
  'review.shareDialog.group': '群组',
  'review.shareDialog.loading': '正在加载您的群组…',
  'review.shareDialog.noGroup': '您还没有加入任何群组。',
  'review.shareDialog.members': '（共 {count, plural, other {# 位成员}}）',
  'review.shareDialog.note':
    '群组成员会看到这段文字。其中的链接可在他们的 Cosigner 和 Mixin 官方应用中打开此请求。',
  'review.shareDialog.copy': '复制为文本',

  // 核对发现的不一致之处，按发现它的检查归类（核心给出的用词）。哈希、ID 和字段名是数据，原样保留。
  'review.check.undecodable': '原始交易无法解码：{reason}',
  'review.check.hashDiffers': '原始交易的哈希为 {hash}，请求中写的是 {expected}',
  'review.check.swapped': '此请求首次出现时的交易是 {first}，现在变成了 {now}',
  'review.check.otherTransaction': '同一请求 ID 下出现了另一笔交易',
  'review.check.kernelAsset': 'kernel_asset_id {kernel} 不是资产 {asset} 的哈希',
  'review.check.rawAsset': '原始交易转移的是 Kernel 资产 {kernel}，而不是 {asset}',
  'review.check.memoDiffers': 'JSON 中的备注（extra）与原始交易不一致',
  'review.check.sendersRepeat': '付款方共管人列表中有重复的成员',
  'review.check.sendersHash': 'senders_hash 不是付款方共管人的哈希',
  'review.check.thresholdImpossible': '{senders} 位付款方共管人不可能满足签名阈值 {threshold}',
  'review.check.receiversCount': 'JSON 为 {outputs} 个交易输出列出了 {receivers} 个收款人',
  'review.check.withdrawalDiffers': '交易输出 {output}：提现地址或标签与 JSON 不一致',
  'review.check.outputType': '交易输出 {output} 的类型为 {type}，本钱包不签此类交易',
  'review.check.noScript': '交易输出 {output} 没有签名阈值脚本',
  'review.check.scriptWithdrawal': '交易输出 {output} 是脚本输出，却带有提现数据',
  'review.check.membersHash': '交易输出 {output}：members_hash 不是其成员的哈希',
  'review.check.keysForMembers': '交易输出 {output} 有 {keys} 个密钥，但有 {members} 位成员',
  'review.check.hashWithoutMembers': '交易输出 {output}：有 members_hash 却没有成员',
  'review.check.scriptThreshold':
    '交易输出 {output}：脚本要求其所有者中的 {script} 位签名，JSON 写的是 {json} 位',
  'review.check.withdrawalOnScript': '交易输出 {output}：脚本输出上带有提现地址',
  'review.check.askedReceivers':
    '交易输出 {output}：要求的是 {members} 中的 {threshold} 位，服务方报告的是 {reported} 中的 {reportedThreshold} 位',
  'review.check.builtOther': '本钱包构建的是 {built}，服务方记录的是 {service}',
  'review.check.notPlainSpend': '交易输入 {input} 不是对某个交易输出的普通花费',
  'review.check.viewsCount': '{inputs} 个交易输入却有 {views} 个 views',
  'review.check.spentNotFound': '未找到交易输入 {input} 花费的交易输出（{output}）',
  'review.check.otherAsset': '交易输入 {input} 花费的是另一种资产的交易输出',
  'review.check.notSenders':
    '交易输入 {input} 花费的交易输出不属于付款方共管人（{threshold}/{senders}）',
  'review.check.keysForSenders':
    '交易输入 {input} 花费的交易输出有 {keys} 个密钥，但有 {senders} 位付款方共管人',
  'review.check.sumsDiffer': '交易输入合计 {inputs}，交易输出合计 {outputs}',
  'review.check.proof.otherAsset': '据生成它的交易，交易输入 {input} 花费的是另一种资产的交易输出',
  'review.check.proof.threshold':
    '据生成它的交易，交易输入 {input} 花费的交易输出需要 {threshold} 个签名；请求中写的是 {requested} 个',
  'review.check.proof.keys':
    '据生成它的交易，交易输入 {input} 花费的交易输出有 {keys} 个密钥，但有 {senders} 位付款方共管人',
  'review.check.proof.amount':
    '交易输入 {input}：服务方称其花费的交易输出金额为 {service}，生成它的交易写的是 {proven}',
  'review.check.proof.otherKeys':
    '交易输入 {input}：服务方给出的所花费交易输出的密钥与生成它的交易不一致',
  'review.check.proof.serviceThreshold':
    '交易输入 {input}：服务方称其花费的交易输出需要 {service} 个签名，生成它的交易写的是 {proven} 个',
  'review.check.proof.sums': '据生成它们的交易，交易输入合计 {inputs}；交易输出合计 {outputs}',
  'review.check.proof.forged': '交易输入 {input}：请求的是交易 {hash}，服务方却返回了另一笔交易',
  'review.check.proof.noOutput': '交易输入 {input}：交易 {hash} 中没有可花费的交易输出 {index}',
  'review.check.proof.noScript': '交易输入 {input} 花费的交易输出没有签名阈值脚本',
  'review.check.signersNotSenders': '签名人列表中有人不是付款方共管人，或有重复',
  'review.check.signaturesDiffer': '原始交易上的签名与 JSON 列出的签名人不一致',
  'review.check.signaturesUnchecked': '无法核对签名：{reason}',
  'review.check.invalidSignature': '交易输入 {input} 在密钥序号 {index} 处的签名无效',

  // 核对无法确定的事项，显示在“警告”下（核心给出的用词）。
  'review.warning.collectibleUnknown': '无法查到此请求转移的藏品',
  'review.warning.collectibleReleased':
    '此请求转移的藏品有不止一个交易输入或交易输出：该藏品将被释放',
  'review.warning.references': '此交易引用了另外 {count, plural, other {# 笔交易}}',
  'review.warning.amountDiffers':
    '服务方认为有 {service} 离开本账户；交易本身向他人发送 {sent}，显示和签名的以后者为准',
  // 签名时请求已结束（核心给出的用词）。
  'review.check.closed':
    '{progress, select, unlocked {此请求已被撤销。} other {此请求已集齐所需的全部签名。}}',
  'review.check.closedExported':
    '{progress, select, unlocked {导出时此请求已被撤销。} other {导出时此请求已集齐所需的全部签名。}}',
}
