import type { Translation } from '../translation'
import { selectOf, type core as english } from '../en/core'

// 密码强度评估器（zxcvbn）的提示，按其键名。
// 人们输入的字段，按他们对它的称呼（由字段名选择）。
const FIELD = selectOf(
  'field',
  {
    ref: '代码、链接或 ID',
    code: '代码、链接或 ID',
    text: '文字',
    name: '名称',
    announcement: '公告',
    query: '搜索内容',
    memo: '备注',
    label: '名称',
    url: '地址',
    base_url: '服务地址',
    user_ids: '用户列表',
    participants: '成员列表',
  },
  '您输入的内容',
)
const SUBJECT = '{subject, select, it {它} one {其中一笔} other {另一笔}}'
const PAYEE =
  '{kind, select, address {向地址 {address} 支付 {amount}} other {向 {to} 支付 {amount}}}'
const PAYS = `{self, select, yes {把 {amount} 转回此账户本身} other {${PAYEE}}}`
const PROTECTS = '{what, select, backup {这份备份} other {钱包}}'

export const core: Translation<typeof english> = {
  // 服务地址
  'core.url.notText': '服务地址必须是一个网址。',
  'core.url.invalid': '服务地址不是有效的网址。',
  'core.url.scheme': '服务地址必须以 http:// 或 https:// 开头。',
  'core.url.credentials': '服务地址中不能包含用户名或密码。',
  'core.url.query': '服务地址中不能包含查询参数或片段（? 或 #）。',
  'core.url.host': '服务地址中的主机名不是任何计算机可以使用的名称。',
  'core.url.insecure':
    '钱包只通过 https:// 连接 {host}，这样途中任何人都无法读取或篡改它签名的内容。普通的 http:// 仅适用于本机上的服务。',
  'core.url.privateHost':
    '{host} 是私有网络中的地址。请仅在它是您自己的服务器时使用，并确认这一点。',
  'core.url.notMixin': '{host} 有响应，但不是 Mixin 兼容的服务，因此钱包继续使用当前的服务方。',

  // 账号与密钥文件
  'core.account.notFound': '此钱包中没有账号 {account}。',
  'core.keystore.sessionRefused':
    '服务方不接受此密钥文件的会话密钥：该密钥文件属于其他服务方，或其会话已被撤销。未导入任何内容。',
  'core.keystore.otherAccount': '服务方返回的账号与密钥文件中的账号不同。未导入任何内容。',
  'core.keystore.noSpendKey':
    '此账号已在服务方注册，但密钥文件中没有支付密钥，因此无法签名。请导入包含支付密钥的密钥文件，或恢复 Cosigner 备份。未导入任何内容。',
  'core.keystore.spendKeyMismatch':
    '此密钥文件中的支付密钥不是服务方为该账号注册的那一个，用它做出的签名会被拒绝。请使用该账号当前的密钥文件或 Cosigner 备份。未导入任何内容。',
  'core.keystore.invalid':
    '密钥文件无效：{field, select, none {密钥文件} other {字段“{field}”}}：{reason, select, notObject {应为 JSON 对象} notJson {不是有效的 JSON} tooLarge {超过 {bytes} 字节} required {缺少此项} format {应为 64 位十六进制字符的 32 字节种子，或 128 位十六进制字符的种子加公钥} publicKey {公钥部分与种子不一致} other {{issue}}}。',
  'core.keystore.unreadable': '无法读取密钥文件。',
  'core.registration.noSpendKey': '此账号还没有支付密钥；请先创建，再注册。',
  'core.registration.otherPin':
    '此账号在服务方已设置了 PIN（TIP 密钥），但与此钱包中的不同，因此无法在这里注册。请导入包含其 TIP 密钥的密钥文件，或在设置该 PIN 的应用中注册。',
  'core.registration.otherSpendKey':
    '服务方为此账号注册的支付密钥与此钱包中的不同，因此会拒绝此钱包的签名。',

  // 钱包缓存
  'core.cache.failed': '钱包缓存出错。',
  'core.cache.damaged': '钱包缓存已损坏。',
  'core.cache.notFile': '钱包缓存 {path} 不是普通文件。',
  'core.cache.otherOwner': '钱包缓存 {path} 属于其他用户。',
  'core.cache.readable': '钱包缓存 {path} 可被其他用户读取，且无法修正。',

  // 代码与链接
  'core.code.linkUnreadable': '无法打开此链接：{reason}。',
  'core.code.notACode': '这不是代码、代码链接、请求 ID 或交易哈希。',
  'core.code.hashNotCode': '交易哈希不是代码。',
  'core.code.notCodeLink':
    '这是{kind, select, request {请求链接} code {代码链接} user {用户链接} other {付款链接}}，不是代码链接。',
  'core.code.wrongKind':
    '此代码指向{kind, select, user {一位用户} conversation {群组邀请} payment {一笔付款} multisig_request {一笔多签请求} other {一笔藏品请求}}，而不是{wanted, select, group {群组邀请} person {一位用户} other {多签请求}}。',
  'core.code.notRequestLink': '这是{kind, select, user {用户} other {付款}}链接，不是请求链接。',

  // 群组、用户与消息
  'core.user.notFound': '服务方找不到 ID 为 {id} 的用户。请核对 ID，或向对方索取其用户链接。',
  'core.conversation.notFound': '此钱包中没有会话 {conversation}。',
  'core.conversation.openFirst': '此群组不在钱包中，请先打开该群组。',
  'core.message.notInConversation': '此消息不在会话中（可能已消失）。',
  'core.message.notKept': '卡片已发送，但钱包未能保存它的副本。',
  'core.message.notInGroup': '此消息不在群组中（可能已消失）。',

  // 共管账户
  'core.sharedAccount.notFollowed':
    '此钱包没有关注具有这些共管人和签名阈值的共管账户。请先在“金库”中添加。',
  'core.sharedAccount.notFollowedOwn':
    '此钱包没有关注您参与的、具有这些共管人和签名阈值的共管账户。请先在“金库”中添加。',

  // 钱包密码与锁定
  'core.lock.noPassphrase': '此钱包还没有设置钱包密码，请先设置。',
  'core.lock.throttled': '钱包密码错误次数过多。请等待 {seconds, plural, other {# 秒}}后再试。',
  'core.lock.wrongPassphrase': '钱包密码不正确。',
  'core.lock.wrongPassphraseWait':
    '钱包密码不正确。请等待 {seconds, plural, other {# 秒}}后再试下一次。',
  'core.lock.confirmThenRetry': '请输入钱包密码验证身份，然后重试。',
  'core.lock.confirm': '请输入钱包密码验证身份。',
  'core.lock.signThenRetry': '请输入钱包密码进行签名，然后重试。',
  'core.lock.passphraseExists': '此钱包已经设置了钱包密码；如需更改，请前往“设置”。',
  'core.lock.demoCannotLock': '此演示钱包没有钱包密码，因此无法锁定。',
  'core.lock.locked': '钱包已锁定，请先解锁。',
  'core.lock.recordDamaged': '钱包密码的存储记录已损坏，因此无法解锁钱包。',

  'core.passphrase.warning.straightRow': '键盘上连成一排的按键很容易被猜到。',
  'core.passphrase.warning.keyPattern': '简短的键盘图案很容易被猜到。',
  'core.passphrase.warning.simpleRepeat': '“aaa”这样的重复字符很容易被猜到。',
  'core.passphrase.warning.extendedRepeat': '“abcabcabc”这样的重复字符组合很容易被猜到。',
  'core.passphrase.warning.sequences': '“abc”这样的常见字符序列很容易被猜到。',
  'core.passphrase.warning.recentYears': '近几年的年份很容易被猜到。',
  'core.passphrase.warning.dates': '日期很容易被猜到。',
  'core.passphrase.warning.topTen': '这是使用极其频繁的密码。',
  'core.passphrase.warning.topHundred': '这是使用非常频繁的密码。',
  'core.passphrase.warning.common': '这是常用密码。',
  'core.passphrase.warning.similarToCommon': '这与常用密码很相似。',
  'core.passphrase.warning.wordByItself': '单个单词很容易被猜到。',
  'core.passphrase.warning.namesByThemselves': '单独的名字或姓氏很容易被猜到。',
  'core.passphrase.warning.commonNames': '常见的名字和姓氏很容易被猜到。',
  'core.passphrase.warning.userInputs': '密码中不应包含个人信息或与本软件相关的词。',
  'core.passphrase.warning.pwned': '这个密码已在网上的数据泄露中曝光。',
  'core.passphrase.warning.empty': '请输入密码。',
  'core.passphrase.suggestion.l33t': '不要用容易预料的字符替换，例如用“@”代替“a”。',
  'core.passphrase.suggestion.reverseWords': '不要把常见单词倒过来拼写。',
  'core.passphrase.suggestion.allUppercase': '只把部分字母大写，而不是全部。',
  'core.passphrase.suggestion.capitalization': '除首字母外，再大写其他一些字母。',
  'core.passphrase.suggestion.dates': '不要使用与您有关的日期和年份。',
  'core.passphrase.suggestion.recentYears': '不要使用近几年的年份。',
  'core.passphrase.suggestion.associatedYears': '不要使用与您有关的年份。',
  'core.passphrase.suggestion.sequences': '不要使用常见的字符序列。',
  'core.passphrase.suggestion.repeated': '不要重复单词和字符。',
  'core.passphrase.suggestion.longerKeyboardPattern': '使用更长的键盘图案，并多次改变输入方向。',
  'core.passphrase.suggestion.anotherWord': '再加几个不常见的词。',
  'core.passphrase.suggestion.useWords': '使用多个词，但不要用常见的短语。',
  'core.passphrase.suggestion.noNeed': '不用符号、数字或大写字母，也能设置出强密码。',
  'core.passphrase.suggestion.pwned': '如果您在别处也用这个密码，应当更换它。',
  'core.passphrase.suggestion.fewWords': '用几个词组成密码，但不要用您见过的现成短语。',
  'core.passphrase.tooWeak': `此密码太容易被猜到，不足以保护${PROTECTS}。`,
  'core.passphrase.tooWeakWarning': `此密码太容易被猜到，不足以保护${PROTECTS}。{warning}`,
  'core.passphrase.tooWeakSuggestion': `此密码太容易被猜到，不足以保护${PROTECTS}。{suggestion}`,

  // 付款及其请求
  'core.proposal.idUsed':
    '{why, select, otherPayment {此请求 ID 属于另一笔付款。} foreignOutputs {此 ID 下的请求花费的交易输出不属于此账户。} proposedOther {已有另一笔付款以此请求 ID 发起。} other {以此请求 ID 发起的付款已被撤销，此 ID 不能再次使用。}}请新建一笔付款，它会获得新的请求 ID。',
  'core.proposal.otherTransaction': '服务方在此请求 ID 下保存的交易与此处构建的不同；未签名。',
  'core.proposal.mismatch': '服务方所存的请求与其交易不一致；未签名：{reasons}',
  'core.proposal.otherReceivers':
    '服务方报告的第 {index} 个交易输出的收款人与付款所指定的不同；未签名。',
  'core.proposal.otherAnswer': '服务方对此次发起返回了另一个请求。',

  // 签名、撤销、离线文件
  'core.request.notKnown': '服务方没有这个请求。',
  'core.request.notInWallet': '此钱包中没有请求 {request}。',
  'core.request.mismatch': '请求与其交易不一致：{reasons}',
  'core.request.changed': '该请求已不是您核对时的内容，请重新核对。',
  'core.request.notASender': '此账号不是该请求的共管人。',
  'core.request.alreadySigned': '此账号已经对该请求签名。',
  'core.request.outputsNotFound': '找不到该请求所花费的交易输出，因此无法核对或签名。',
  'core.request.outputsNotFetched': '无法获取该请求所花费的交易输出。',
  'core.request.keyCannotSign': '此账号的密钥无法对该请求签名（{code}）。',
  'core.request.otherSignatureAnswer': '服务方对此次签名返回了另一个请求。',
  'core.request.confirmSigning': '签名需要您明确确认。',
  'core.request.confirmUnlocking': '撤销需要您明确确认。',
  'core.request.alreadyUnlocked': '该请求已被撤销。',
  'core.request.onlySenderUnlocks': '只有该请求的共管人才能撤销它。',
  'core.request.thresholdReached':
    '该请求已获得 {signed} 个签名（签名阈值为 {threshold}），不能再撤销。',
  'core.offline.notJson':
    '这不是{kind, select, signature {离线签名} other {离线请求}}文件（不是 JSON）。',
  'core.offline.invalid':
    '这不是有效的{kind, select, signature {离线签名} other {离线请求}}文件（{issue}）。',
  'core.offline.otherAccount': '此文件是为另一个账号导出的。',
  'core.offline.fileChanged': '此文件不是您核对过的那个请求，请重新核对。',
  'core.offline.alreadySigned': '导出时，此账号已经对该请求签名。',
  'core.offline.noViews': '此文件中没有此账号的视图数据。',
  'core.offline.otherTransaction': '已签名文件对应的交易与该请求当前的交易不同。',
  'core.offline.doesNotFit': '已签名文件与该请求不符（{code}）。',
  'core.offline.badSignature': '已签名文件中的签名无效或缺失。',
  'core.offline.knownOtherwise': '此钱包中的这个请求对应另一笔交易。',
  'core.offline.otherSigner': '此签名是由另一个账号做出的。',
  'core.offline.otherRequest':
    '此签名文件属于另一个请求：向 {receivers} 支付 {amount}（资产 {asset}）的请求。未提交任何内容。',
  'core.offline.otherRequestNoOne':
    '此签名文件属于另一个请求：支付 {amount}（资产 {asset}）且没有收款人的请求。未提交任何内容。',
  'core.offline.unknownRequest':
    '此签名文件属于另一个请求：此钱包不认识的请求 {request}。未提交任何内容。',

  // 批量付款与成员更换（批次）
  'core.run.otherProposer':
    '另一位共管人已以此 ID 发起了一个批次。请新建批量付款，它会获得新的 ID。',
  'core.run.otherRows':
    '此批次已用其他明细行发起过，不能再用这些明细行发起。请新建批量付款，它会获得新的 ID。',
  'core.run.draftCannotReplace':
    '此批次已经发起，草稿不能替换它。请新建批量付款，它会获得新的 ID。',
  'core.run.noDraft': '钱包中没有此 ID 的批量付款草稿（已发起的批次及其请求会保留）。',
  'core.run.notFound': '此钱包中没有此 ID 的批次：请从分享它的群组或从它的文件打开。',
  'core.run.notAMember': '此账号不是该批次付款账户的共管人，因此其中没有需要它签名的内容。',
  'core.run.foreignProposer': '此批次文件中的发起人与分享它的共管人不同，因此不予接收。',
  'core.run.draftNoReview':
    '此批量付款还是草稿：尚未发起，因此没有可核对的内容。请先预览，再发起。',
  'core.run.draftNoSign': '此批量付款还是草稿：尚未发起，因此没有可签名的内容。',
  'core.run.confirmSigning': '对批次签名需要您明确确认。',
  'core.run.changed': '该批次已不是您核对时的内容，请重新核对。',
  'core.run.uploadFailed': '无法把批次文件上传到服务方。',
  'core.run.notTaken': '服务方没有接收批次文件。',
  'core.run.unreadableFile':
    '这不是 Cosigner 能读取的批次文件：{why, select, notJson {它不是 JSON} notRun {它不是 Cosigner 批次} newer {它由更新版本的 Cosigner 写入，请更新此版本} twice {它把同一个请求列了两次} unlisted {第 {row} 行由批次未列出的请求支付} sameOutput {有两行由同一个交易输出支付（{output}）} sameNumber {有两行的行号相同} noRows {批量付款中没有明细行} noTarget {转移到新共管人的批次中缺少新共管人} other {签名阈值超过了共管人数}}。',
  'core.run.damagedFile': '此批次文件已损坏或不完整。',
  'core.move.notFound': '此钱包中没有此 ID 的“转移到新共管人”。',
  'core.move.idUsed': '另一个批次已使用此 ID。请重新开始转移，它会获得新的 ID。',
  'core.move.onlyStarterSweeps': '只有发起此次转移的共管人归集剩余资产；其他共管人为归集签名。',

  // 密钥、系统钥匙串与备份
  'core.vault.keyMismatch': '有一个密钥与账号记录中的公钥不一致。',
  'core.backup.damaged':
    '备份已损坏：{reason, select, notJson {它不是有效的 JSON} notObject {它不是 JSON 对象} noVersion {缺少版本号} noChecksum {缺少校验和} changed {其内容在创建后被改动过} layout {其结构不是 Cosigner 写入的格式} record {其中的账号记录无法读取} keyMismatch {有一个密钥与其公钥不一致} other {字段“{field}”：{issue}}}。',
  'core.backup.version': '此版本的 Cosigner 不支持版本 {version} 的备份。',
  'core.backup.setting': '此备份使用了此版本不认识的设置（“{field}”）。',
  'core.backup.wrongPassphrase': '此备份密码无法打开这份备份。',
  'core.keychain.notAKey': '系统钥匙串条目“{name}”中没有密钥。',
  'core.keychain.otherKeyStored':
    '{account} 已存有另一个{kind, select, session {会话} spend {支付} other { TIP }}密钥；未做任何更改。',
  'core.keychain.resealNotKept':
    '系统钥匙串没有保存 {account} 重新加密的{kind, select, session {会话} spend {支付} other { TIP }}密钥；未做任何更改。',
  'core.keychain.moduleMissing': '无法加载系统钥匙串模块。',
  'core.keychain.locked': '系统钥匙串已锁定。请解锁后重试。',
  'core.keychain.unreachable':
    '无法连接任何系统钥匙串（在 Linux 上：没有 Secret Service，例如 GNOME Keyring 或 KWallet）。',
  'core.keychain.refused': '系统钥匙串拒绝了此操作。',
  'core.keychain.copyNotKept': '系统钥匙串没有保存“{name}”的副本；原条目保持不变。',
  'core.keychain.entryDamaged': '系统钥匙串条目“{name}”已损坏或被改动，无法读取其中的密钥。',
  'core.keychain.notSealed': '这不是 Cosigner 加密保存的系统钥匙串条目。',
  'core.keychain.wrongPassphrase': '此密码无法打开该条目（或该条目已被改动）。',
  'core.keychain.keyMissing':
    '没有为 {account} 保存{kind, select, session {会话} spend {支付} other { TIP }}密钥。',
  'core.keychain.storedKeyMismatch':
    '为 {account} 保存的{kind, select, session {会话} spend {支付} other { TIP }}密钥与账号记录中的不一致。',
  'core.keychain.alreadyHasKey':
    '{account} 已有{kind, select, session {会话} spend {支付} other { TIP }}密钥；未做任何更改。',

  // 桥接：调用前的拒绝，以及以钱包自己的话说出的服务方故障
  'core.bridge.locked': '钱包已锁定。请输入钱包密码解锁。',
  'core.bridge.setup': '请先设置钱包密码，它用于加密保护您的密钥。',
  'core.bridge.internal': '钱包内部出错；详情已记录在日志中。',
  'core.api.badRequest': '服务方无法读取钱包的请求。',
  'core.api.invalidField': '服务方拒绝了请求中的一个字段。',
  'core.api.unauthorized': '服务方不接受此账号的凭据。',
  'core.api.forbidden': '服务方不允许此操作。',
  'core.api.notFound': '服务方找不到它。',
  'core.api.notRegistered': '服务方表示此账号尚未注册。',
  'core.api.conflict': '服务方发现此操作与其当前状态冲突。',
  'core.api.tooLarge': '请求太大，服务方无法处理。',
  'core.api.rateLimited': '服务方要求钱包放慢请求速度。',
  'core.api.serverError': '服务方出现问题。',
  'core.api.rejected': '服务方拒绝了此操作。',
  'core.api.network': '无法连接服务方。',
  'core.api.timeout': '服务方没有及时响应。',
  'core.api.aborted': '对服务方的调用已取消。',
  'core.api.invalidResponse': '服务方返回了钱包无法理解的内容。',
  'core.api.quoted': `{failure}服务方表示：“{said}”`,
  'core.input.tooLong': `${FIELD}过长：最多 {max} 个字符。`,
  'core.input.tooMany': `${FIELD}的条目过多：最多 {max} 个。`,
  'core.input.empty': `${FIELD}为空。`,
  'core.input.tooShort': `${FIELD}过短。`,
  'core.input.form': `${FIELD}的格式不是钱包能接受的。`,

  // 共管账户现在可付出多少（某资产的可用情况），逐句说明
  'core.availability.empty': '此账户没有 {symbol}。',
  'core.availability.free': '全部 {available} 现在都可以付出；没有待处理请求锁定其中任何部分。',
  'core.availability.partlyLocked':
    '{available} 现在可以付出。{count, plural, other {有 # 笔待处理请求锁定了 {locked}。}}',
  'core.availability.allLocked':
    '{count, plural, other {有 # 笔待处理请求锁定了此账户的全部 {locked}。}}',
  'core.availability.unread':
    '{subject, select, it {此钱包还没有读取该请求} one {此钱包还没有读取其中一笔} other {此钱包还没有读取其中另一笔}}，因此还不知道它付给谁：同步请求即可查看（它锁定了 {locked}）。',
  'core.availability.sending': `${SUBJECT}${PAYS}，且已集齐签名：正在发送。`,
  'core.availability.sendingChange': `${SUBJECT}${PAYS}，且已集齐签名：正在发送，最终确认后 {change} 会作为找零退回。`,
  'core.availability.pending': `${SUBJECT}${PAYS}；撤销它会释放全部 {locked}。`,
  'core.availability.pendingChange': `${SUBJECT}${PAYS}；签名并发送后，{change} 会作为找零退回；撤销它则会释放全部 {locked}。`,
  'core.availability.alsoPays': `它还${PAYEE}。`,
  'core.availability.nothingElse':
    '在此之前，{symbol} 无法再付出其他款项{ways, select, both {：请签名或撤销{each, select, yes {（每笔分别处理）} other {}}} sign {：请签名{each, select, yes {（每笔分别处理）} other {}}} unlock {：请撤销{each, select, yes {（每笔分别处理）} other {}}} other {}}。',

  // 密钥不在系统钥匙串中时，它们在哪里（首个界面、演示横幅、终端）
  'core.keychain.demoMemory':
    '{platform, select, linux {此计算机上无法连接任何系统钥匙串（没有 Secret Service 响应）} darwin {无法连接 macOS 钥匙串} win32 {无法连接 Windows 凭据管理器} other {无法连接 {backend}}}，因此演示钱包只把临时密钥保存在钱包的内存中：演示停止后它们即消失。',
  'core.keychain.cannotKeep':
    '{platform, select, linux {此计算机上无法连接任何系统钥匙串（没有 Secret Service 响应）} darwin {无法连接 macOS 钥匙串} win32 {无法连接 Windows 凭据管理器} other {无法连接 {backend}}}，因此钱包无法保存您的密钥：钱包只把密钥保存在{platform, select, darwin { macOS 钥匙串} win32 { Windows 凭据管理器} other { {backend} }}中，绝不保存到文件或内存里，否则钱包停止时密钥就会丢失。',
  'core.keychain.remedy.darwin':
    '请在这台 Mac 自己的桌面会话中登录，使您的登录钥匙串处于打开状态，然后重试。',
  'core.keychain.remedy.win32':
    '请以您自己的身份登录 Windows，使您的凭据管理器处于打开状态，然后重试。',
  'core.keychain.remedy.linux':
    '请安装 Secret Service 并让它在您的桌面会话中运行：GNOME Keyring（在 Debian 或 Ubuntu 上：sudo apt-get install gnome-keyring）、KWallet，或开启了 Secret Service 集成的 KeePassXC。没有桌面环境时（通过 SSH），请为该会话启动一个，例如使用 dbus-run-session 和 gnome-keyring-daemon --unlock。然后重试。',

  // 核心写出的 CSV 文件的表头（数据保持原样）
  'core.csv.ledger.time': '时间',
  'core.csv.ledger.direction': '方向',
  'core.csv.ledger.kind': '类型',
  'core.csv.ledger.asset': '资产',
  'core.csv.ledger.amount': '金额',
  'core.csv.ledger.counterparty': '对方',
  'core.csv.ledger.counterpartyId': '对方 ID',
  'core.csv.ledger.memo': '备注',
  'core.csv.ledger.requestId': '请求 ID',
  'core.csv.ledger.transactionHash': '交易哈希',
  'core.csv.ledger.assetId': '资产 ID',
  'core.csv.audit.time': '时间',
  'core.csv.audit.account': '账号',
  'core.csv.audit.accountId': '账号 ID',
  'core.csv.audit.action': '操作',
  'core.csv.audit.about': '对象',
  'core.csv.audit.aboutId': '对象 ID',
  'core.csv.audit.result': '结果',
  'core.csv.audit.detail': '详情',
  'core.csv.audit.transactionHash': '交易哈希',
  'core.csv.run.row': '行号',
  'core.csv.run.payee': '收款人',
  'core.csv.run.payeeId': '收款人 ID',
  'core.csv.run.amount': '金额',
  'core.csv.run.asset': '资产',
  'core.csv.run.assetId': '资产 ID',
  'core.csv.run.memo': '备注',
  'core.csv.run.note': '说明',
  'core.csv.run.requestId': '请求 ID',
  'core.csv.run.transactionHash': '交易哈希',
  'core.csv.run.state': '状态',
}
