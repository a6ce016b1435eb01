import type { Translation } from '../translation'
import type { cli as english } from '../en/cli'

export const cli: Translation<typeof english> = {
  // `cosigner --help`：命令列表（定序器自己的命令供运维使用，保留英文）
  'cli.main.usage': "用法：cosigner '<'命令'>' [参数]",
  'cli.main.commands': '命令：',
  'cli.main.more': "运行“cosigner '<'命令'>' --help”查看某个命令的用法。",
  'cli.main.walletSummary': '不打开窗口使用钱包：导入账号、查看余额、发起、签名、撤销',
  'cli.main.unknownCommand': 'cosigner：没有“{name}”这个命令',
  'cli.main.unexpected': 'cosigner：{name}：意外错误：{problem}',

  // `cosigner wallet --help`：子命令与通用选项
  'cli.wallet.usage': "用法：cosigner wallet '<'子命令'>' [选项]",
  'cli.wallet.subcommands': '子命令：',
  'cli.wallet.more': "运行“cosigner wallet '<'子命令'>' --help”查看某个子命令的参数和选项。",
  'cli.wallet.unknownSubcommand': 'cosigner：wallet：没有“{name}”这个子命令',
  'cli.wallet.summary.import': '从密钥文件导入账号并注册（导入到新钱包时：设置钱包密码）',
  'cli.wallet.summary.accounts': '钱包关注的共管账户，以及各资产的余额',
  'cli.wallet.summary.follow': '关注一个您参与签名的共管账户，按共管人和签名阈值，或按其 MIX 地址',
  'cli.wallet.summary.pay': '从共管账户发起一笔付款，或从 CSV 文件发起批量付款，并以发起人身份签名',
  'cli.wallet.summary.rotate': '将共管账户中的全部资产转移到新共管人，并跟进这次转移',
  'cli.wallet.summary.requests': '多签请求（先同步）：待处理的，或已完成的',
  'cli.wallet.summary.sign':
    '像核对界面一样展示一笔请求（或将一次批量付款、一次转移作为整体展示），经您确认后签名',
  'cli.wallet.summary.unlock': '展示一笔待处理请求，经您确认后撤销，释放它锁定的资产',
  'cli.wallet.summary.exportLedger': '将共管账户的收支明细导出为 CSV 交给会计：每笔转入或转出一行',
  'cli.wallet.summary.service': '钱包连接的服务方，或将钱包迁移到另一个服务方',
  'cli.wallet.commonUsage': `所有子命令的选项：
  --data-dir DIR          钱包所在的文件夹（默认：$COSIGNER_DATA_DIR，否则为应用自己的文件夹）
  --api URL               钱包连接的服务方；每个钱包有自己的服务方（新钱包由“import --api”设置，
                          “service --set”或应用的设置可以更改；否则为 $COSIGNER_API_URL，再否则为
                          公共 Mixin API）；命令若指定了别的服务方，会说明这一点，不做任何操作
  --passphrase-file FILE  钱包密码：取文件的第一行（未给出时在终端询问，输入不回显；从不接受
                          直接写在命令行上的密码）
  --account ID|NAME       钱包中有多个账号时，执行操作的账号，按用户 ID 或名称指定
  --json                  在标准输出上输出机器可读的结果；失败时输出 '{'"error":'{'"code","message",…'}}'
  --help                  本说明
人、账户和资产都按您熟悉的方式指定：人按您联系人中的名称（您的账号接触过的人），共管账户按您
为它起的名称，资产按其代号；一个名称对应两个时会被拒绝并列出两者，绝不猜测。密钥保存在操作
系统的系统钥匙串中，使用应用的钥匙串服务名（$COSIGNER_KEYCHAIN_SERVICE，否则为“cosigner”）。
任何失败都以退出码 1 结束，并在标准错误输出上打印一行说明。文字语言跟随终端的语言设置（LC_ALL、
LC_MESSAGES、LANG；{languages}），而不是应用中的语言设置。`,

  // 运行子命令：用法，以及运行前的拒绝
  'cli.run.usage': '用法：cosigner wallet {synopsis}',
  'cli.run.noPassphraseArgument':
    '从不接受写在命令行上的密码；请使用 --passphrase-file FILE，或省略它以便在终端询问',
  'cli.run.seeHelp': '{problem}（参见“cosigner wallet {name} --help”）',
  'cli.run.noArguments': '除选项外不接受其他参数（参见“cosigner wallet {name} --help”）',
  'cli.run.expectedArguments': '需要 {what}（参见“cosigner wallet {name} --help”）',
  'cli.run.atService': '{problem}（服务方：{url}）',

  // 打开钱包与钱包密码
  'cli.session.noWallet':
    '{dataDir} 中还没有钱包：请用“cosigner wallet import --keystore FILE”导入账号，或用 --data-dir 指定钱包所在的文件夹。',
  'cli.session.serviceDiffers':
    '此钱包连接的服务方是 {baseUrl}（{whose, select, saved {保存在钱包设置中} environment {默认值：COSIGNER_API_URL} other {默认值：公共 Mixin API}}），而不是 {api}，因此未做任何操作：省略 --api 即可使用它，或先用“cosigner wallet service --set {api}”迁移钱包。',
  'cli.session.passphraseFileLarge':
    '--passphrase-file：{file} 超过了密码文件的大小上限（{bytes} 字节）。',
  'cli.session.passphraseFileEmpty': '--passphrase-file：{file} 的第一行是空的；它应当是钱包密码。',
  'cli.session.passphraseNeeded':
    '需要钱包密码，但没有可供询问的终端：请用 --passphrase-file FILE 提供。',
  'cli.session.noPassphraseEntered': '未输入密码；未做任何操作。',
  'cli.session.askPassphrase': '钱包密码：',
  'cli.session.askNewPassphrase': '设置钱包密码（它用于加密系统钥匙串中的密钥）：',
  'cli.session.askPassphraseAgain': '再次输入同一密码：',
  'cli.session.passphrasesDiffer': '两次输入的密码不一致；未做任何更改。',
  'cli.session.noPassphraseYet':
    '此钱包还没有钱包密码：请用“cosigner wallet import --keystore FILE”导入账号，导入时会设置密码。',
  'cli.session.requestId': '{what}：需要请求 ID（UUID，例如 7f1c0a52-…），收到的是“{text}”。',

  // 命令读写的文件
  'cli.file.unreadable':
    '{option}：无法读取 {file}（{problem, select, missing {文件不存在} denied {没有权限} folder {这是一个文件夹} other {{code}}}）。',
  'cli.file.unwritable':
    '{option}：无法写入 {file}（{problem, select, missing {文件不存在} denied {没有权限} folder {这是一个文件夹} other {{code}}}）。',

  // 各命令中人、账户、资产和时间的写法
  'cli.format.you': '您',
  'cli.format.unknownAsset': '（资产 {id}）',
  'cli.format.listSeparator': '、',
  'cli.format.members': '{threshold}/{count} 签名：{names}',
  'cli.format.accountLabelled': '{threshold}/{count} 共管账户“{label}”',
  'cli.format.accountOf': '{names} 的 {threshold}/{count} 共管账户',
  'cli.format.offlineNever':
    '无法连接服务方 {url}；显示此钱包现有的{what, select, balances {余额} requests {请求} other {收支明细}}，从未与服务方同步过',
  'cli.format.offlineSince':
    '无法连接服务方 {url}；显示此钱包最近一次（{at}）读取的{what, select, balances {余额} requests {请求} other {收支明细}}',

  // 各子命令 --help 中的说明
  'cli.accounts.description': `钱包关注的共管账户（共管人 + 签名阈值），列出各资产的余额及其中被待处理请求锁定的部分，
以及在请求中遇到、可以关注的共管账户；先与服务方同步（离线时：最近一次的数据）；--json 输出
金库的账户列表，每项余额附带资产代号`,
  'cli.exportLedger.description': `将共管账户（指定方式与 pay 相同；钱包只关注一个共管账户时即为该账户）的收支明细导出为 CSV
交给会计：每笔充值、收款和付款各占一行（找零不计入，待处理请求也不计入，因为它们尚未转出任何资产），
包含资产代号、金额、付款人或收款人的名称和 ID、备注、请求 ID、交易哈希和时间（ISO 8601，本地时间
并附时区偏移）；--asset 只保留一种资产（其代号或 ID），--since 和 --until 限定日期（YYYY-MM-DD，
包含首尾两天）。输出到标准输出，或写入 --out FILE（带字节顺序标记，以便电子表格按 UTF-8 读取）。
先与服务方同步（离线时：钱包最近一次看到的数据）；--json 输出各行数据`,
  'cli.follow.description': `关注由这些共管人（用户 ID，或您联系人中的名称；其中须有您自己）和签名阈值组成的共管账户，
或这个 MIX 地址对应的共管账户：从此每次同步都会读取它的余额、历史和请求；--label 在此钱包中
为它命名，之后“pay --account NAME”即可按这个名称从它付款`,
  'cli.import.description': `导入密钥文件（官方 SDK 的 JSON，包含私密信息）中的账号，并在服务方注册；导入到新钱包时
先设置钱包密码，--api URL 设置钱包此后连接的服务方（与应用中“设置 → 服务地址”的作用相同）`,
  'cli.pay.description': `从共管账户发起一笔金额为 A 的付款（最多 8 位小数，或 max），并以发起人身份签名。付款的
共管账户须是此钱包关注的账户，按它在此钱包中的名称（“follow --label”）或其 MIX 地址指定，
由钱包中身为其共管人的账号发起；也可以按共管人和签名阈值指定（此时 --account 指定执行操作的
账号，与其他子命令相同）。共管人和收款人为用户 ID，或您联系人中的名称或 Mixin ID；资产为该账户
所持资产中的代号（XIN、USDT）或资产 ID。备注为 UTF-8，少于 256 字节。付款中途失败后，用同一个
--request-id 可以完成同一笔付款。--json 输出服务方记录的请求（request_id、transaction_hash、
raw_transaction、signers 等）；`,
  'cli.requests.description': `账号的多签请求，按时间从新到旧：待处理（待您签名或等待其他共管人）或已完成（正在发送：签名
已齐、交易尚未最终确认；已发送；或已撤销）；不加 --state 时列出全部。会先同步：在钱包关注的
共管账户中（根据每笔请求锁定的交易输出）以及钱包遇到过的链接中查找请求`,
  'cli.rotate.description': `将共管账户（指定方式与 pay 相同）中的全部资产转移给一组新共管人，需要其中 K 位签名：每种
资产一笔归集（超过 256 个交易输出时分为多笔），每件藏品一笔，您在终端上确认转移计划后，每笔都
由您以发起人身份签名（脚本中使用 --yes）；新账户沿用旧账户的名称并被关注。计划会列出哪些待处理
请求占用着资金（先撤销它们，再用 --sweep-rest 归集，与转移一样需要确认），并提示签名阈值降低以及
不在您联系人中的新共管人。--dry-run 只输出计划，不创建任何内容。再次运行或加 --status 时，会显示
每笔归集、尚待谁签名以及还剩多少，并在旧账户清空后将其停用`,
  'cli.service.description': `显示钱包连接的服务方及其来源；--set URL 将钱包迁移到另一个服务方，前提是它以与 Mixin 兼容的
服务方身份应答（除非在本机上，否则须为 https://；会询问钱包密码），--default 将其恢复为默认值
（$COSIGNER_API_URL，否则为公共 Mixin API）；应用和所有命令都连接这里设置的服务方`,
  'cli.sign.description': `核对请求（解码其原始交易，并与服务方的说法逐项比对；在服务方提供生成其输入的交易时，验证这些
输入），显示摘要——共管账户、金额、收款人和发起人的名称、备注、签名情况、已验证的内容——在您于
终端上确认后签名，并说明签名后它是在等待其他共管人，还是正在发送（签名已齐；最终确认后“requests”
会显示为已发送）。批量付款或转移到新共管人（RUN_ID，来自在您某个群组中分享的文件）作为整体核对
——每笔请求与其原始交易比对，每一行与其交易输出比对，并显示各行和提示——确认一次后，签署其中
所有待您签名的请求；`,
  'cli.unlock.description': `撤销一笔尚未达到签名阈值的待处理请求，释放它锁定的交易输出：先显示请求摘要，在您于终端上
确认后撤销；--dry-run 显示摘要及其摘要值，不做任何更改；之后脚本可用 --yes --digest DIGEST
运行命令，若请求已不再是那份摘要，钱包会拒绝；--json 输出撤销后待处理请求中记录的该请求`,
  'cli.pay.csvUsage': `使用 --csv 时，为 FILE 中的每一行付款（先是标题行，然后为 payee,amount,asset,note；其他列
忽略）：收款人可以是用户 ID、Mixin ID 或联系人名称、用户链接或代码链接、MIX 或 XIN 地址；资产为
其代号或 ID。每种资产一笔请求，超过 255 位收款人时拆分，全部使用同一备注；--name 为这批付款命名
（默认为备注，否则为文件名）。每一行都会先检查，每条拒绝都会指明所在行；--dry-run 只输出预览，
不创建任何内容；--json 输出服务方记录的已创建请求。中途失败后，用同一个 --run-id 可以完成同一批付款`,
  'cli.confirm.usage': `--dry-run 显示摘要及其摘要值，不做任何更改；之后脚本可用 --yes --digest DIGEST 运行命令，
若请求已不再是那份摘要，钱包会拒绝`,

  // 确认签名或撤销（sign、unlock 以及批量付款和转移）
  'cli.confirm.dryRunAlone':
    '--dry-run 不会{verb, select, sign {签名} other {撤销}}任何请求，因此不能与 --yes 或 --digest 同用。',
  'cli.confirm.digestFormat':
    '--digest：需要“{command} --dry-run”输出的摘要值（64 位十六进制数字）。',
  'cli.confirm.yesNeedsDigest':
    '--yes 会不经询问直接{verb, select, sign {签名} other {撤销}}，因此需要 --digest DIGEST：即您核对过摘要后，“{command} --dry-run”输出的摘要值。',
  'cli.confirm.noTerminal':
    '未做任何操作：摘要需要确认，但没有可供询问的终端。请先用“{command} --dry-run”核对，再用它输出的摘要值运行“{command} --yes --digest DIGEST”。',
  'cli.confirm.summaryChanged':
    '请求已不再是该摘要值对应的内容，因此未做任何操作。请用 --dry-run 重新核对。',
  'cli.confirm.ask': '{question}输入“yes”继续：',
  'cli.confirm.notConfirmed': '您没有确认，因此未做任何操作。',
  'cli.confirm.dryRunBlocked':
    '未{verb, select, sign {签名} other {撤销}}任何请求（--dry-run）。它无法{verb, select, sign {签名} other {撤销}}：{reason}',
  'cli.confirm.dryRunReady':
    '未{verb, select, sign {签名} other {撤销}}任何请求（--dry-run）。要从脚本中{verb, select, sign {签名} other {撤销}}与此完全相同的内容：cosigner wallet {verb} {id} --yes --digest {digest}',
  'cli.confirm.refused': '未{verb, select, sign {签名} other {撤销}}：{reason}',
  'cli.sign.notFound':
    '服务方和此钱包都不知道请求或批次 {id}：批次需要先在您的某个群组中分享其文件，或在应用中打开，才能签名。',
  'cli.sign.mismatch': '请求与其交易不一致，因此未签名：{reasons}。',
  'cli.sign.question': '签名这笔请求吗？',
  'cli.sign.signed': '已签名请求 {id}：{pays}。',
  'cli.sign.transaction': '交易 {hash}',
  'cli.unlock.mismatch': '请求 {id} 与其交易不一致：{reasons}。',
  'cli.unlock.mismatchDryRun':
    '未撤销任何请求（--dry-run）。它没有可供脚本确认的摘要值：请在终端上撤销。',
  'cli.unlock.mismatchDigest':
    '请求与其交易不一致，因此没有该摘要值对应的摘要；未撤销任何请求。请在终端上撤销，在那里可以看到原因。',
  'cli.unlock.question': '为所有人撤销这笔请求吗？它的签名将不再有效，它锁定的资产可以重新使用。',
  'cli.unlock.unlocked':
    '已撤销请求 {id}：{pays}，{signed}。它的签名不再有效，它锁定的资产可以重新使用。',

  // 列表中的请求、签名之后的说明，以及核对摘要
  'cli.request.needsSignature': '待您签名',
  'cli.request.signedByYou': '您已签名，等待其他共管人',
  'cli.request.waiting': '等待签名人签名',
  'cli.request.sending': '正在发送：签名已齐，交易尚未最终确认',
  'cli.request.sent': '已发送 {at}',
  'cli.request.unlocked': '已撤销',
  'cli.request.unlockedBy': '已由 {name} 撤销',
  'cli.request.anAddress': '一个地址',
  'cli.request.noMemo': '无文字备注',
  'cli.request.memo': '备注 {memo}',
  'cli.request.and': '和',
  'cli.request.or': '或',
  'cli.request.pays': '{count, plural, =0 {无收款人} other {付给 {to}}} {amount} · {memo}',
  'cli.request.signedBy': '{threshold} 位中已有 {count} 位签名：{names}',
  'cli.request.signedNone': '{threshold} 位中尚无人签名',
  'cli.request.line': '付款账户：{account} · {signed} · 发起于 {at}',
  'cli.request.afterSending':
    '{signed}。签名已齐：交易正在发送，最终确认后“cosigner wallet requests”会显示为已发送。',
  'cli.request.afterSent': '{signed}。签名已齐，交易已发送。',
  'cli.request.afterOneMore': '{signed}。还需要 1 位签名，来自 {names}。',
  'cli.request.afterMore': '{signed}。还需要 {more} 位签名，来自 {names} 中的 {more} 位。',
  'cli.review.readAt': '于 {at} 从服务方读取',
  'cli.review.notInQueue': '不在待处理请求中',
  'cli.review.head': '请求 {id}：{state}',
  'cli.review.headOffline': '请求 {id}：{state}（离线：上次核对时检查过的副本，{read}）',
  'cli.review.from': '付款账户：{names} 的 {threshold}/{count} 共管账户',
  'cli.review.fromLabelled': '付款账户：“{label}”，{names} 的 {threshold}/{count} 共管账户',
  'cli.review.proposedBy': '发起人：{name}',
  'cli.review.proposedByUnnamed': '发起人：服务方未提供其名称',
  'cli.review.paysNoOne': '不付款给任何人：全部退回付款账户',
  'cli.review.withdraws': '提现 {amount} 到 {to}（无 Tag）',
  'cli.review.withdrawsTagged': '提现 {amount} 到 {to}（Tag {tag}）',
  'cli.review.pays': '付给 {to} {amount}',
  'cli.review.paysSigners':
    '注意：它付款给 {names}，{count, plural, one {此人是它的签名人之一} other {他们都在它的签名人之中}}',
  'cli.review.change': '找零 {amount} 退回账户（{threshold}/{count}）',
  'cli.review.collectible': '转移藏品 {name}{sequence}（{symbol}）',
  'cli.review.noName': '无名称',
  'cli.review.noSymbol': '无代号',
  'cli.review.memoNone': '备注：无',
  'cli.review.memo': '备注：{memo}',
  'cli.review.memoBytes': '备注（字节，无法作为文字读取）：{memo}',
  'cli.review.signatures':
    '签名：{threshold} 位中已有 {signedCount} 位{hasSigned, select, yes {；已签名：{signed}} other {}}{hasUnsigned, select, yes {；尚未签名：{unsigned}} other {}}',
  'cli.review.warning': '警告：{warning}',
  'cli.review.digest': '摘要值 {digest}',

  // accounts 与 requests
  'cli.accounts.heading': '{name} 的共管账户：',
  'cli.accounts.none':
    '{name} 还没有共管账户。请用“cosigner wallet follow --members ID,ID,… --threshold T”（或 --address MIX…）指定一个。',
  'cli.accounts.offered':
    '{threshold}/{count} 共管账户{hasLabel, select, yes {“{label}”} other {}}，在请求中遇到，尚未关注',
  'cli.accounts.followed':
    '{threshold}/{count} 共管账户{hasLabel, select, yes {“{label}”} other {}}（地址 {address}）',
  'cli.accounts.members': '共管人：{members}',
  'cli.accounts.followWith': '关注方法：cosigner wallet follow --address {address}',
  'cli.accounts.notReadYet': '尚未从服务方读取',
  'cli.accounts.noFunds': '无资产',
  'cli.accounts.balance':
    '{balance} {symbol}{isLocked, select, yes {，其中 {locked} 被待处理请求锁定} other {}}{collectibles, plural, =0 {} other {，# 件藏品}}  （资产 {asset}）',
  'cli.requests.badState': '--state：应为 pending 或 done，收到的是“{state}”。',
  'cli.requests.noneNothingFollowed':
    '没有{state, select, pending {待处理的} done {已完成的} other {}}请求：此钱包没有关注任何共管账户，而请求是通过它关注的账户找到的。请用“cosigner wallet follow --members ID,ID,… --threshold T”（或 --address MIX…）关注一个。',
  'cli.requests.none':
    '此钱包关注的 {count, plural, other {# 个共管账户}}中没有{state, select, pending {待处理的} done {已完成的} other {}}请求。',

  // 选项指定的共管账户，以及付款
  'cli.account.give':
    '请指定{role, select, pay {付款的} move {要转移的} other {要导出的}}共管账户：--account NAME|MIX…（此钱包关注的账户），或 --members ID|NAME,… --threshold T。',
  'cli.account.emptyMember': '{option}：有一项是空的；请用英文逗号分隔各共管人。',
  'cli.account.memberTwice': '--members：有一位共管人列出了两次。',
  'cli.account.thresholdRequired':
    '需要 --threshold T：{count} 位共管人中需要几位签名（1 到 {count}）。',
  'cli.account.thresholdAlone':
    '--threshold 须与 --members 同用；用 --account 指定的账户有自己的签名阈值。',
  'cli.account.noActor':
    '--account：此钱包中没有任何账号是该共管账户的共管人，因此无法代表它操作。',
  'cli.account.severalActors':
    '--account：此钱包中有 {count} 个账号都可以代表它操作（{listed}）：请用 --members ID,… --threshold {threshold} 指定共管账户，并用 --account ID 指定执行操作的账号。',
  'cli.account.unknownMember': '{option}：“{text}”既不是用户 ID，也不是您认识的人的名称。',
  'cli.account.personTwice': '--members：同一个人列出了两次。',
  'cli.option.wholeNumber': '{option}：应为整数。',
  'cli.option.uuid': '{option}：应为 UUID。',
  'cli.pay.assetRequired':
    '需要 --asset SYMBOL|UUID：用于付款的资产，按其代号（XIN）或资产 ID 指定。',
  'cli.pay.amountRequired': '需要 --amount A：一个小数，例如 1.5，或 max。',
  'cli.pay.giveReceiver': '请指定收款人：--to ID|NAME[,…] 或 --to-address MIX…|XIN…，二者选一。',
  'cli.pay.sharedInGroup':
    '它的链接已分享到群组“{group}”。其他共管人关注该账户的钱包会在下次同步时找到它；他们可以用“cosigner wallet sign {id}”或在应用中签名。',
  'cli.pay.sharedInMembersGroup':
    '它的链接已分享到该账户共管人的群组。其他共管人关注该账户的钱包会在下次同步时找到它；他们可以用“cosigner wallet sign {id}”或在应用中签名。',
  'cli.pay.sharedNowhere':
    '它没有分享到任何群组：请把它的链接 {link} 发到其他共管人交流的地方。他们关注该账户的钱包会在下次同步时找到它；他们可以用“cosigner wallet sign {id}”或在应用中签名。',
  'cli.pay.followedNow': '此钱包现在关注 {account}：每次同步都会读取它的余额和请求。',
  'cli.pay.proposed':
    '已从 {account} 发起付款：{pays}，并以发起人身份签名：{threshold} 位中已有 {signed} 位签名。',
  'cli.pay.request': '请求 {id}',

  // 按名称指定的人、账户和资产，以及列出可能对象的拒绝说明
  'cli.names.listSeparator': '；',
  'cli.names.andMore': '{shown}；另有 {more} 项',
  'cli.names.nameless': '无名称的用户',
  'cli.names.person': '{name}（用户 ID：{id}）',
  'cli.names.personWithNumber': '{name}（Mixin ID：{number}，用户 ID：{id}）',
  'cli.names.accountAmbiguous':
    '--account：{name} 对应此钱包中的 {count} 个账号：{listed}；请用用户 ID 指定执行操作的账号。',
  'cli.names.noSuchAccount': '--account：此钱包中没有账号 {name}。',
  'cli.names.noSuchAccountHolds': '--account：此钱包中没有账号 {name}；它有：{listed}。',
  'cli.names.noAccountYet':
    '此钱包还没有账号：请用“cosigner wallet import --keystore FILE”导入一个。',
  'cli.names.severalAccounts':
    '此钱包有 {count} 个账号（{listed}）：请用 --account ID|NAME 指定执行操作的账号。',
  'cli.names.personAmbiguous':
    '{option}：您认识的人中有 {count} 位的{by, select, number {Mixin ID} other {名称}}是 {name}：{listed}；请用用户 ID 指定您要的那一位。',
  'cli.names.nobody':
    '{option}：您认识的人中没有{by, select, number {Mixin ID 为} other {名为}} {name} 的人：查找范围是您的联系人，以及您的账号在群组、共管账户和请求中遇到的人。{hasNear, select, yes {您是否要找 {near}？} other {}}新认识的人请用用户 ID 或 mixin.one/users/… 链接指定。',
  'cli.names.account': '{hasLabel, select, yes {{label}，} other {}}{members}（地址 {address}）',
  'cli.names.badMix': '{option}：{text} 不是有效的 MIX 地址。',
  'cli.names.mixOfAddresses':
    '{option}：这个 MIX 地址由 XIN 地址组成，而不是由用户组成：它不是可以付款的共管账户。',
  'cli.names.sharedAmbiguous':
    '{option}：有 {count} 个共管账户名为 {name}：{listed}；请用 MIX 地址指定您要的那一个。',
  'cli.names.noShared':
    '{option}：此钱包没有关注名为 {name} 的共管账户。{hasNamed, select, yes {此钱包中有名称的共管账户：{named}。} other {此钱包中还没有任何共管账户有名称（“cosigner wallet follow … --label NAME”可以为它命名）。}}也可以用 MIX 地址，或用 --members 和 --threshold 指定账户。',
  'cli.names.asset': '{symbol}（{name}，资产 {id}）',
  'cli.names.assetOnChain': '{symbol}（{chain} 上的 {name}，资产 {id}）',
  'cli.names.assetId': '资产 {id}',
  'cli.names.assetAmbiguous':
    '--asset：该账户持有 {count} 种代号为 {symbol} 的资产：{listed}；请用资产 ID 指定用于付款的那一种。',
  'cli.names.noAssetEmpty': '--asset：该账户没有代号为 {symbol} 的资产；它目前没有任何资产。',
  'cli.names.noAsset': '--asset：该账户没有代号为 {symbol} 的资产；它持有：{listed}。',

  // follow 与 import
  'cli.option.labelLength': '--label：最多 64 个字符。',
  'cli.follow.nameIt':
    '请用 --members ID,ID,… --threshold T 或 --address MIX… 指定账户，二者选一。',
  'cli.follow.noFunds': '暂无资产',
  'cli.follow.following':
    '已关注 {threshold}/{count} 共管账户{hasLabel, select, yes {“{label}”} other {}}：{members}。',
  'cli.follow.address': '地址 {address}',
  'cli.import.tooLarge': '--keystore：{file} 超过了密钥文件的大小上限（{kib} KiB）。',
  'cli.import.keystoreRequired': '需要 --keystore FILE：要导入的账号的密钥文件（JSON）。',
  'cli.import.serviceNotKept':
    '已导入并注册账号 {id}，但钱包无法将 {url} 保存为它的服务方：{problem} 请用“cosigner wallet service --set {url}”保存。',
  'cli.import.notRegistered': '已导入账号 {id}，但无法在服务方注册：{problem}',
  'cli.import.imported':
    '{already, select, yes {{dataDir} 中的钱包已有账号} other {已导入到 {dataDir}：账号}} {id}{hasLabel, select, yes {（{label}）} other {}}；{registeredNow, select, yes {现已在服务方注册} other {服务方此前已注册过该账号}}。',
  'cli.import.passphraseSet': '钱包密码已设置：从现在起，在这里和应用中都用它解锁此钱包。',
  'cli.import.serviceKept':
    '从现在起，钱包在这里和应用中都连接服务方 {url}；可用“cosigner wallet service”更改。',

  // service
  'cli.service.setOrDefault': '请指定 --set URL 或 --default，二者选一。',
  'cli.service.notApi': 'service 用 --set URL 接收新地址，而不是 --api。',
  'cli.service.current':
    '此钱包连接的服务方是 {url}（{origin, select, saved {保存在钱包设置中} environment {默认值，来自 COSIGNER_API_URL} other {默认值，公共 Mixin API}}）。',
  'cli.service.already':
    '此钱包已经连接服务方 {url}（{origin, select, saved {保存在钱包设置中} environment {默认值，来自 COSIGNER_API_URL} other {默认值，公共 Mixin API}}）。',
  'cli.service.moved':
    '此钱包现在在这里和应用中都连接服务方 {url}（{origin, select, saved {保存在钱包设置中} environment {默认值，来自 COSIGNER_API_URL} other {默认值，公共 Mixin API}}）；之前是 {before}。',

  // export-ledger
  'cli.ledger.badDay': '{option}：应为 YYYY-MM-DD 格式的日期，收到的是“{text}”。',
  'cli.ledger.nameIt':
    '请用 --account NAME|MIX…、--members ID|NAME,… --threshold T 或 --address MIX… 指定账户，三者选一。',
  'cli.ledger.noneFollowed':
    '此钱包还没有关注任何共管账户：请用“cosigner wallet follow --members ID|NAME,… --threshold T”（或 --address MIX…）关注一个。',
  'cli.ledger.severalFollowed':
    '此钱包关注了 {count} 个共管账户：请用 --account NAME|MIX… 指定要导出的那一个（{list}）。',
  'cli.ledger.untilBeforeSince': '--until：结束日期早于 --since。',
  'cli.ledger.notAMember':
    '--members/--threshold：您不在这些共管人之中：钱包只关注您参与签名的共管账户。',
  'cli.ledger.notFollowed':
    '此钱包没有关注该账户：请先用“cosigner wallet follow --address {address}”关注它。',
  'cli.ledger.wrote':
    '已将{threshold}/{count} 共管账户“{name}”的收支明细（{rows, plural, other {# 行}}，{read, select, never {从未从服务方读取} other {截至 {at}}}）写入 {file}。',
  'cli.ledger.heading':
    '{threshold}/{count} 共管账户“{name}”的收支明细（{rows, plural, other {# 行}}，{read, select, never {从未从服务方读取} other {截至 {at}}}）：',

  // 批量付款或转移：按行的拒绝说明、各行、合计、归集及提示
  'cli.runs.totals': '{some}和 {last}',
  'cli.runs.column.row': '行',
  'cli.runs.column.payee': '收款人',
  'cli.runs.column.amount': '金额',
  'cli.runs.column.note': '说明（发起人填写）',
  'cli.runs.firstPayment': '首次付款',
  'cli.runs.notContact': '非联系人',
  'cli.runs.collectible': '一件藏品（{hash}…）',
  'cli.runs.sweepAmount': '{amount}（交易输出：{outputs, plural, other {# 个}}）',
  'cli.runs.sweepState':
    '状态：{state, select, needs {待您签名} waiting {等待签名} sending {正在发送} done {已转移} other {已撤销}}',
  'cli.runs.signatures': '{threshold} 位中已有 {signed} 位签名',
  'cli.runs.signaturesWaiting': '{threshold} 位中已有 {signed} 位签名，还需 {names} 中的 {more} 位',
  'cli.runs.sweep': '归集 {id}',
  'cli.runs.lowerThreshold':
    '注意：新账户只需要 {to, plural, other {# 位签名}}，少于当前账户所需的 {from} 位。',
  'cli.runs.outsideContacts': '注意：{name} 不在您的联系人中。',

  // 将批量付款或转移作为整体签名
  'cli.signRun.head':
    '{kind, select, payroll {批量付款} other {转移}}“{name}”，付款账户：{account}，发起人：{hasProposer, select, yes {{proposer}} other {文件中未写明}}：{kind, select, payroll {{payees} 位收款人，} other {}}{hasTotals, select, yes {{totals}} other {账户中的全部资产}}，共 {requests, plural, other {# 笔请求}}。',
  'cli.signRun.request':
    '请求 {id}  {what}{threshold} 位中已有 {signed} 位签名，{progress, select, open {进行中} complete {签名已齐，正在发送} sent {已发送} other {已撤销}}{mine, select, yes {，您已签名} other {}}',
  'cli.signRun.matches':
    '{requests, plural, other {全部 # 笔请求都与其原始交易一致}}，并且{kind, select, payroll {每一行都能在其请求的交易输出中找到} other {每笔归集都将全部资产转入新账户}}；{requests} 笔中有 {proven} 笔的输入已通过生成它们的交易验证。',
  'cli.signRun.firstPayments':
    '注意：有 {rows, plural, other {# 行}}付款给此账户从未付过款的人（已标记）',
  'cli.signRun.notInContacts':
    '注意：有 {rows, plural, other {# 行}}付款给不在您联系人中的人（已标记）',
  'cli.signRun.lowerThreshold': '注意：新账户只需要 {to} 位签名，少于当前账户所需的 {from} 位',
  'cli.signRun.outsideContacts': '注意：{name} 不在您的联系人中',
  'cli.signRun.digest': '摘要值 {digest}',
  'cli.signRun.reasonRow': '第 {row} 行：{detail}',
  'cli.signRun.reasonRequest': '请求 {id}：{detail}',
  'cli.signRun.mismatch':
    '此{kind, select, payroll {批量付款} other {成员更换}}与其请求不一致，因此未签名：{reasons}。',
  'cli.signRun.nothingLeft':
    '此{kind, select, payroll {批量付款} other {成员更换}}中已没有待您签名的请求：{why, select, signed {您已签署其中每一笔请求} other {其中没有可供您签名的请求}}。',
  'cli.signRun.changed':
    '此{kind, select, payroll {批量付款} other {成员更换}}已不再是该摘要值对应的内容，因此未签名。请用 --dry-run 重新核对。',
  'cli.signRun.question': '签署其中待您签名的 {left, plural, other {# 笔请求}}吗？',
  'cli.signRun.signed':
    '已签署{kind, select, payroll {批量付款} other {成员更换}}“{name}”中待您签名的 {count, plural, other {# 笔请求}}。',

  // pay --csv：批量付款
  'cli.payroll.tooLarge': '--csv：{file} 超过了批量付款文件的大小上限（1 MiB）。',
  'cli.payroll.preview':
    '批量付款“{name}”，付款账户：{account}：{payees, plural, other {# 位收款人}}，{totals}，共 {requests, plural, other {# 笔请求}}{hasMemo, select, yes {，备注“{memo}”} other {}}。',
  'cli.payroll.total':
    '{symbol}：合计 {total}，{rows, plural, other {# 行}}、{requests, plural, other {# 笔请求}}；可用 {available}，{stays} 留在账户中。',
  'cli.payroll.flags':
    '{firsts, plural, other {# 位收款人}}是此账户首次付款的对象，{strangers, plural, other {# 位}}不在您的联系人中（已标记）。',
  'cli.payroll.singleOnly': '--csv 从文件中读取收款人、金额和资产：请去掉 {options}。',
  'cli.payroll.defaultName': '批量付款',
  'cli.payroll.dryRun': '未创建任何内容（--dry-run）。要发起与此完全相同的批量付款：{command}',
  'cli.payroll.proposed':
    '已从 {account} 发起批量付款“{name}”：{payees} 位收款人，{totals}；已以发起人身份签署其中的 {requests, plural, other {# 笔请求}}。',
  'cli.payroll.request':
    '请求 {id}  付给 {payees, plural, other {# 位收款人}} {amount}  {threshold} 位中已有 {signed} 位签名',
  'cli.payroll.run': '批次 {id}',
  'cli.payroll.sharedInGroup':
    '它的文件和链接已分享到群组“{group}”：其他共管人在 Cosigner 中从那里打开这批付款并一次签名，或用“cosigner wallet sign REQUEST_ID”逐笔签名。',
  'cli.payroll.sharedInMembersGroup':
    '它的文件和链接已分享到该账户共管人的群组：其他共管人在 Cosigner 中从那里打开这批付款并一次签名，或用“cosigner wallet sign REQUEST_ID”逐笔签名。',
  'cli.payroll.sharedNowhere':
    '它没有分享到任何群组：请把每笔请求的链接（https://mixin.one/multisigs/REQUEST_ID）发到其他共管人交流的地方；他们可以用“cosigner wallet sign REQUEST_ID”或在应用中逐笔签名。',

  // rotate：将共管账户转移到新共管人
  'cli.rotate.pending':
    '有 {count, plural, other {# 笔待处理请求}}锁定了部分资金；请撤销它们（“cosigner wallet unlock REQUEST_ID”）或等它们完成，再用“cosigner wallet rotate --sweep-rest {id}”归集剩余资产：',
  'cli.rotate.pendingRequest': '请求 {id}  {pays}',
  'cli.rotate.locked': '{amount} 已锁定',
  'cli.rotate.collectibles': '{count} 件藏品',
  'cli.rotate.done': '已完成：旧账户已清空并停用；新账户为“{target}”。',
  'cli.rotate.left': '旧账户中还剩：{left}。',
  'cli.rotate.nothingLeft': '旧账户中已无剩余；正在等待归集交易发送。',
  'cli.rotate.moving': '正在将 {from} 转移到 {to}：',
  'cli.rotate.sweepNoTerminal':
    '未做任何操作：归集剩余资产需要确认，但没有可供询问的终端。请用“cosigner wallet rotate --status {id}”核对这次转移，然后加上 --yes。',
  'cli.rotate.sweepQuestion': '将旧账户现在可用的资产归集到新账户，并以发起人身份签名吗？',
  'cli.rotate.swept': '已归集剩余资产；转移现状：',
  'cli.rotate.toMembersRequired':
    '需要 --to-members ID|NAME,…：新共管人（用户 ID、Mixin ID、联系人名称或链接）。',
  'cli.rotate.toThresholdRequired':
    '需要 --to-threshold K：{count} 位新共管人中需要几位签名（1 到 {count}）。',
  'cli.rotate.dryRunYes': '--dry-run 不创建任何内容，因此不能与 --yes 同用。',
  'cli.rotate.noTerminal':
    '未做任何操作：转移需要确认，但没有可供询问的终端。请用 --dry-run 核对，然后运行它输出的命令（其中加了 --yes）。',
  'cli.rotate.statusOrSweep': '请指定 --status 或 --sweep-rest，不能同时指定。',
  'cli.rotate.badId': '{option}：应为转移的 ID（UUID，即“rotate”输出的那个），收到的是“{text}”。',
  'cli.rotate.dryRun': '未创建任何内容（--dry-run）。要从脚本中发起与此完全相同的转移：{command}',
  'cli.rotate.question':
    '开始这次转移，并以发起人身份签署其中的 {count, plural, other {# 笔归集}}吗？',
  'cli.rotate.proposed':
    '已从 {account} 发起 {count, plural, other {# 笔归集}}，每笔都已由您以发起人身份签名；此钱包现已关注新账户。',
  'cli.rotate.move': '转移 {id}',
  'cli.rotate.shared':
    '它的文件和链接已分享到该账户的群组，其他共管人会在那里核对这次转移并一次签名（“cosigner wallet sign MOVE_ID”）。',
  'cli.rotate.sharedNowhere':
    '它没有分享到任何群组：请把每笔归集的链接（https://mixin.one/multisigs/REQUEST_ID）发到其他共管人交流的地方。',
  'cli.rotate.again':
    '再次运行同一命令，或运行“cosigner wallet rotate --status {id}”，即可查看进展。',

  // npm start：演示环境，以及从源码启动应用
  'cli.demo.vanished':
    '演示运行期间，它的数据文件夹 {dir} 被删除了，演示网络和钱包只是在已删除的文件上运行，无法再保存任何内容。正在停止演示；请再次运行 npm start 重新开始。',
  'cli.demo.importFailed': '无法导入演示账号：{reason}。',
  'cli.demo.opensWithout':
    '钱包将在没有该账号的情况下打开，从初始步骤开始；定序器及其演示用户正在运行。',
  'cli.demo.imported':
    '已将 {name} 的账号导入钱包（钥匙串服务名“{service}”；演示钱包，没有钱包密码）。',
  'cli.demo.stepFailed':
    '{step, select, register {将演示账号记录为已注册} account {添加演示的共管账户} sync {同步演示的待处理请求} other {打开演示群组}}失败：{reason}',
  'cli.demo.cleanupFailed': '清理步骤失败：{problem}',
  'cli.demo.dataIn': '钱包数据位于 {dir}{demo, select, yes {（退出时删除）} other {}}。',
  'cli.demo.sequencer': '本地定序器运行于 {url}，已载入演示网络：',
  'cli.demo.users': '用户 {users}；群组“{group}”（付款需要 3 位中的 2 位签名）',
  'cli.demo.payees': '要在“金库”中发起付款，可付给 {payees}',
  'cli.demo.pending': '待处理请求 {id}：Bob 已签名，等待 Alice 或 Carol',
  'cli.demo.keysInMemory': '{reason} 窗口中也会这样说明。',
  'cli.demo.whatToDo': '解决方法：{remedy}',
  'cli.demo.details': '详细信息：{details}',
  'cli.demo.windowSame': '窗口会显示同样的内容而不是初始步骤，并在钥匙串响应后继续。',
  'cli.demo.givenService': '使用服务方 {url}（COSIGNER_API_URL）；不启动演示网络。',
  'cli.demo.noWindow': '无法打开 Electron 窗口：{reason}。改为在网页主机中打开钱包。',
  'cli.demo.keysOutOfReach': '演示的密钥保存在本进程的内存中，窗口自己的进程无法读取',
  'cli.demo.startingElectron': '正在 Electron 中启动钱包（{path}）…',
  'cli.demo.openedElectron': '已在 Electron 中打开钱包。',
  'cli.demo.noBuild': '警告：缺少 {dir}/index.html；请先构建（npm start 会构建它）。',
  'cli.demo.walletAt': '钱包地址：{url}',
  'cli.demo.openInBrowser': '请在本机的浏览器中打开这个地址；它带有本次启动的访问令牌。',
  'cli.demo.usage': `用法：npm start [-- --web] [--port N]
  构建应用，启动带演示网络的本地定序器（除非设置了 COSIGNER_API_URL），导入演示的第一个账号并
  打开钱包：在 Electron 中打开（缺少时会获取其程序文件以及为它构建的 better-sqlite3），否则（离线，
  或使用 --web 时）通过本机回环网页主机在浏览器中打开。COSIGNER_ELECTRON_TIMEOUT 限制获取程序
  文件的时间（秒，默认 300）。`,
  'cli.demo.badPort': '--port 应为 0 到 65535 之间的数字，收到的是“{port}”',
  'cli.demo.couldNotStart': '无法启动：{problem}',
  'cli.demo.shuttingDown': '正在关闭。',

  // 网页主机：它自己回应窗口的内容
  'cli.webHost.postOnly': '桥接调用须使用 POST 请求。',
  'cli.webHost.noToken': '此地址缺少钱包的访问令牌，或带的是之前某次运行的令牌。',
  'cli.webHost.noMethod': '没有这个桥接方法。',
  'cli.webHost.tooLarge': '输入内容过大。',
  'cli.webHost.jsonOnly': '桥接输入须为 JSON（content-type: application/json）。',
  'cli.webHost.badJson': '输入内容不是有效的 JSON。',
  'cli.webHost.walletFailed': '钱包意外出错。',
  'cli.webHost.getOnly': '事件须用 GET 读取。',
  'cli.webHost.notFound': '未找到。',
  'cli.webHost.badMethod': '不允许此请求方法。',
  'cli.webHost.wrongHost': '主机名不正确。',
  'cli.webHost.otherSite': '拒绝来自其他网站的请求。',
  'cli.webHost.badTarget': '请求目标无效。',
  'cli.webHost.hostFailed': '钱包宿主意外出错。',

  // npm start：获取 Electron 及其 better-sqlite3 构建，以及窗口无法打开的原因
  'cli.electron.notInstalled': 'electron 软件包未安装',
  'cli.electron.runNpmInstall': 'electron 软件包未安装（请运行 npm install）',
  'cli.electron.overrideMissing': 'ELECTRON_OVERRIDE_DIST_PATH 指向的 {path} 中没有 Electron',
  'cli.electron.notDownloaded': '尚未下载 Electron 程序文件',
  'cli.electron.binaryMissing': '{path} 处缺少 Electron 程序文件',
  'cli.electron.notFetched': '{reason}，并且 {variable} 要求不获取它',
  'cli.electron.offline':
    '本机无法连接 Electron 下载站点（{host}），因此无法获取 Electron 程序文件',
  'cli.electron.fetching':
    '正在用 electron 软件包的安装程序获取 Electron {version} 程序文件（最长 {limit}；约 100 MB）…',
  'cli.electron.stillFetching': '仍在获取 Electron… {elapsed}',
  'cli.electron.timedOut': '获取 Electron 程序文件超过了 {limit}，已停止',
  'cli.electron.fetchFailed': 'electron 软件包的安装程序无法获取 Electron 程序文件',
  'cli.electron.missingAfter': 'electron 软件包的安装程序已完成，但{reason}',
  'cli.electron.fetched': '已获取 Electron {version}，用时 {elapsed}。',
  'cli.electron.noDisplay':
    '这里没有图形显示（DISPLAY 和 WAYLAND_DISPLAY 都未设置，例如在 SSH 会话或文本控制台中）',
  'cli.electron.noAbi':
    'electron 软件包 {version} 没有说明它的 ABI（缺少 abi_version 文件），因此无法为它构建 better-sqlite3',
  'cli.electron.sqliteReady':
    '适用于 Electron 的 better-sqlite3 已就绪（{how, select, fetched {已获取} built {已构建} other {{how}}}）。',
  'cli.electron.sandbox':
    'Electron 的沙箱无法在此系统上启动：它需要非特权用户命名空间，而此系统限制了它们（Ubuntu 23.10 及更高版本即是如此），或者需要其辅助程序 node_modules/electron/dist/chrome-sandbox 归 root 所有且权限为 4755。README（“Two commands”一节）说明了如何为开发一次性允许它',
  'cli.electron.missingLibrary':
    'Electron 无法启动：缺少系统库 {library}（即 Chromium 所需的库，安装 Chromium 软件包时会一并带来）',
  'cli.electron.noDisplayReached': 'Electron 无法连接图形显示',
  'cli.electron.closedAtOnce':
    'Electron 没有报错就立即关闭了：很可能从这份源码启动的另一个 Cosigner 已经打开，改为将它的窗口移到了前面',
  'cli.electron.stoppedEarly': 'Electron 启动后 {seconds} 秒内就停止了，窗口未能打开',
  'cli.electron.notStarted': '无法启动 Electron',
  'cli.electron.sqliteLabel':
    '适用于 Electron {electron} 的 better-sqlite3 {version}（ABI {abi}，{platform}）',
  'cli.electron.fetchingPrebuilt': '正在获取预构建的{label}…',
  'cli.electron.building': '无法获取预构建版本；改为从源码构建{label}（需要一两分钟）…',
  'cli.electron.noBuild':
    '没有{label}的构建：无法获取预构建版本，从源码构建也失败了（需要 C++ 工具链，以及从网上获取 Electron 的头文件）',
  'cli.demo.keychainFailed': '演示无法将其密钥存入钥匙串。',
}
