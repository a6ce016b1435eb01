import type { Translation } from '../catalog'
import type { cli as english } from '../en/cli'

export const cli: Translation<typeof english> = {
  // `cosigner --help`：命令清單（定序器自己的命令供維運使用，保留英文）
  'cli.main.usage': "用法：cosigner '<'命令'>' [參數]",
  'cli.main.commands': '命令：',
  'cli.main.more': "執行「cosigner '<'命令'>' --help」查看某個命令的用法。",
  'cli.main.walletSummary': '不開啟視窗使用錢包：匯入帳號、查看餘額、發起、簽名、撤銷',
  'cli.main.unknownCommand': 'cosigner：沒有「{name}」這個命令',
  'cli.main.unexpected': 'cosigner：{name}：意外錯誤：{problem}',

  // `cosigner wallet --help`：子命令與共用選項
  'cli.wallet.usage': "用法：cosigner wallet '<'子命令'>' [選項]",
  'cli.wallet.subcommands': '子命令：',
  'cli.wallet.more': "執行「cosigner wallet '<'子命令'>' --help」查看某個子命令的參數和選項。",
  'cli.wallet.unknownSubcommand': 'cosigner：wallet：沒有「{name}」這個子命令',
  'cli.wallet.summary.import': '從金鑰檔案匯入帳號並註冊（匯入到新錢包時：設定錢包密碼）',
  'cli.wallet.summary.accounts': '錢包追蹤的共管帳戶，以及各資產的餘額',
  'cli.wallet.summary.follow': '追蹤一個您參與簽名的共管帳戶，依共管人和簽名門檻，或依其 MIX 地址',
  'cli.wallet.summary.pay': '從共管帳戶發起一筆付款，或從 CSV 檔案發起批次付款，並以發起人身分簽名',
  'cli.wallet.summary.rotate': '將共管帳戶中的全部資產轉移到新共管人，並追蹤這次轉移',
  'cli.wallet.summary.requests': '多簽請求（先同步）：待處理的，或已完成的',
  'cli.wallet.summary.sign':
    '像核對畫面一樣顯示一筆請求（或將一次批次付款、一次轉移作為整體顯示），經您確認後簽名',
  'cli.wallet.summary.unlock': '顯示一筆待處理請求，經您確認後撤銷，釋放它鎖定的資產',
  'cli.wallet.summary.exportLedger': '將共管帳戶的收支明細匯出為 CSV 交給會計：每筆轉入或轉出一列',
  'cli.wallet.summary.service': '錢包連線的服務方，或將錢包遷移到另一個服務方',
  'cli.wallet.commonUsage': `所有子命令的選項：
  --data-dir DIR          錢包所在的資料夾（預設：$COSIGNER_DATA_DIR，否則為應用程式自己的資料夾）
  --api URL               錢包連線的服務方；每個錢包有自己的服務方（新錢包由「import --api」設定，
                          「service --set」或應用程式的設定可以變更；否則為 $COSIGNER_API_URL，再否則
                          為公用 Mixin API）；命令若指定了別的服務方，會說明這一點，不做任何操作
  --passphrase-file FILE  錢包密碼：取檔案的第一行（未提供時在終端機詢問，輸入不回顯；從不接受
                          直接寫在命令列上的密碼）
  --account ID|NAME       錢包中有多個帳號時，執行操作的帳號，依使用者 ID 或名稱指定
  --json                  在標準輸出上輸出機器可讀的結果；失敗時輸出 '{'"error":'{'"code","message",…'}}'
  --help                  本說明
人、帳戶和資產都依您熟悉的方式指定：人依您聯絡人中的名稱（您的帳號接觸過的人），共管帳戶依您
為它取的名稱，資產依其代號；一個名稱對應兩個時會被拒絕並列出兩者，絕不猜測。金鑰保存在作業
系統的系統鑰匙圈中，使用應用程式的鑰匙圈服務名稱（$COSIGNER_KEYCHAIN_SERVICE，否則為「cosigner」）。
任何失敗都以結束代碼 1 結束，並在標準錯誤輸出上印出一行說明。文字語言跟隨終端機的語言設定（LC_ALL、
LC_MESSAGES、LANG；{languages}），而不是應用程式中的語言設定。`,

  // 執行子命令：用法，以及執行前的拒絕
  'cli.run.usage': '用法：cosigner wallet {synopsis}',
  'cli.run.noPassphraseArgument':
    '從不接受寫在命令列上的密碼；請使用 --passphrase-file FILE，或省略它以便在終端機詢問',
  'cli.run.seeHelp': '{problem}（參見「cosigner wallet {name} --help」）',
  'cli.run.noArguments': '除選項外不接受其他參數（參見「cosigner wallet {name} --help」）',
  'cli.run.expectedArguments': '需要 {what}（參見「cosigner wallet {name} --help」）',
  'cli.run.atService': '{problem}（服務方：{url}）',

  // 開啟錢包與錢包密碼
  'cli.session.noWallet':
    '{dataDir} 中還沒有錢包：請用「cosigner wallet import --keystore FILE」匯入帳號，或用 --data-dir 指定錢包所在的資料夾。',
  'cli.session.serviceDiffers':
    '此錢包連線的服務方是 {baseUrl}（{whose, select, saved {儲存在錢包設定中} environment {預設值：COSIGNER_API_URL} other {預設值：公用 Mixin API}}），而不是 {api}，因此未做任何操作：省略 --api 即可使用它，或先用「cosigner wallet service --set {api}」遷移錢包。',
  'cli.session.passphraseFileLarge':
    '--passphrase-file：{file} 超過了密碼檔案的大小上限（{bytes} 位元組）。',
  'cli.session.passphraseFileEmpty': '--passphrase-file：{file} 的第一行是空的；它應當是錢包密碼。',
  'cli.session.passphraseNeeded':
    '需要錢包密碼，但沒有可供詢問的終端機：請用 --passphrase-file FILE 提供。',
  'cli.session.noPassphraseEntered': '未輸入密碼；未做任何操作。',
  'cli.session.askPassphrase': '錢包密碼：',
  'cli.session.askNewPassphrase': '設定錢包密碼（它用於加密系統鑰匙圈中的金鑰）：',
  'cli.session.askPassphraseAgain': '再次輸入同一密碼：',
  'cli.session.passphrasesDiffer': '兩次輸入的密碼不符；未做任何變更。',
  'cli.session.noPassphraseYet':
    '此錢包還沒有錢包密碼：請用「cosigner wallet import --keystore FILE」匯入帳號，匯入時會設定密碼。',
  'cli.session.requestId': '{what}：需要請求 ID（UUID，例如 7f1c0a52-…），收到的是「{text}」。',

  // 命令讀寫的檔案
  'cli.file.unreadable':
    '{option}：無法讀取 {file}（{problem, select, missing {檔案不存在} denied {沒有權限} folder {這是一個資料夾} other {{code}}}）。',
  'cli.file.unwritable':
    '{option}：無法寫入 {file}（{problem, select, missing {檔案不存在} denied {沒有權限} folder {這是一個資料夾} other {{code}}}）。',

  // 各命令中人、帳戶、資產和時間的寫法
  'cli.format.you': '您',
  'cli.format.unknownAsset': '（資產 {id}）',
  'cli.format.listSeparator': '、',
  'cli.format.members': '{threshold}/{count} 簽名：{names}',
  'cli.format.accountLabelled': '{threshold}/{count} 共管帳戶「{label}」',
  'cli.format.accountOf': '{names} 的 {threshold}/{count} 共管帳戶',
  'cli.format.offlineNever':
    '無法連線服務方 {url}；顯示此錢包現有的{what, select, balances {餘額} requests {請求} other {收支明細}}，從未與服務方同步過',
  'cli.format.offlineSince':
    '無法連線服務方 {url}；顯示此錢包最近一次（{at}）讀取的{what, select, balances {餘額} requests {請求} other {收支明細}}',

  // 各子命令 --help 中的說明
  'cli.accounts.description': `錢包追蹤的共管帳戶（共管人 + 簽名門檻），列出各資產的餘額及其中被待處理請求鎖定的部分，
以及在請求中遇到、可以追蹤的共管帳戶；先與服務方同步（離線時：最近一次的資料）；--json 輸出
金庫的帳戶清單，每項餘額附帶資產代號`,
  'cli.exportLedger.description': `將共管帳戶（指定方式與 pay 相同；錢包只追蹤一個共管帳戶時即為該帳戶）的收支明細匯出為 CSV
交給會計：每筆充值、收款和付款各占一列（找零不計入，待處理請求也不計入，因為它們尚未轉出任何資產），
包含資產代號、金額、付款人或收款人的名稱和 ID、備註、請求 ID、交易雜湊和時間（ISO 8601，本地時間
並附時區偏移）；--asset 只保留一種資產（其代號或 ID），--since 和 --until 限定日期（YYYY-MM-DD，
包含首尾兩天）。輸出到標準輸出，或寫入 --out FILE（帶位元組順序標記，以便試算表依 UTF-8 讀取）。
先與服務方同步（離線時：錢包最近一次看到的資料）；--json 輸出各列資料`,
  'cli.follow.description': `追蹤由這些共管人（使用者 ID，或您聯絡人中的名稱；其中須有您自己）和簽名門檻組成的共管帳戶，
或這個 MIX 地址對應的共管帳戶：從此每次同步都會讀取它的餘額、歷史和請求；--label 在此錢包中
為它命名，之後「pay --account NAME」即可依這個名稱從它付款`,
  'cli.import.description': `匯入金鑰檔案（官方 SDK 的 JSON，包含私密資訊）中的帳號，並在服務方註冊；匯入到新錢包時
先設定錢包密碼，--api URL 設定錢包此後連線的服務方（與應用程式中「設定 → 服務位址」的作用相同）`,
  'cli.pay.description': `從共管帳戶發起一筆金額為 A 的付款（最多 8 位小數，或 max），並以發起人身分簽名。付款的
共管帳戶須是此錢包追蹤的帳戶，依它在此錢包中的名稱（「follow --label」）或其 MIX 地址指定，
由錢包中身為其共管人的帳號發起；也可以依共管人和簽名門檻指定（此時 --account 指定執行操作的
帳號，與其他子命令相同）。共管人和收款人為使用者 ID，或您聯絡人中的名稱或 Mixin ID；資產為該帳戶
所持資產中的代號（XIN、USDT）或資產 ID。備註為 UTF-8，少於 256 位元組。付款中途失敗後，用同一個
--request-id 可以完成同一筆付款。--json 輸出服務方記錄的請求（request_id、transaction_hash、
raw_transaction、signers 等）；`,
  'cli.requests.description': `帳號的多簽請求，依時間從新到舊：待處理（待您簽名或等待其他共管人）或已完成（正在傳送：簽名
已齊、交易尚未最終確認；已傳送；或已撤銷）；不加 --state 時列出全部。會先同步：在錢包追蹤的
共管帳戶中（根據每筆請求鎖定的交易輸出）以及錢包遇到過的連結中尋找請求`,
  'cli.rotate.description': `將共管帳戶（指定方式與 pay 相同）中的全部資產轉移給一組新共管人，需要其中 K 位簽名：每種
資產一筆歸集（超過 256 個交易輸出時分為多筆），每件藏品一筆，您在終端機上確認轉移計畫後，每筆都
由您以發起人身分簽名（指令碼中使用 --yes）；新帳戶沿用舊帳戶的名稱並被追蹤。計畫會列出哪些待處理
請求占用著資金（先撤銷它們，再用 --sweep-rest 歸集，與轉移一樣需要確認），並提示簽名門檻降低以及
不在您聯絡人中的新共管人。--dry-run 只輸出計畫，不建立任何內容。再次執行或加 --status 時，會顯示
每筆歸集、尚待誰簽名以及還剩多少，並在舊帳戶清空後將其停用`,
  'cli.service.description': `顯示錢包連線的服務方及其來源；--set URL 將錢包遷移到另一個服務方，前提是它以與 Mixin 相容的
服務方身分回應（除非在本機上，否則須為 https://；會詢問錢包密碼），--default 將其恢復為預設值
（$COSIGNER_API_URL，否則為公用 Mixin API）；應用程式和所有命令都連線這裡設定的服務方`,
  'cli.sign.description': `核對請求（解碼其原始交易，並與服務方的說法逐項比對；在服務方提供產生其輸入的交易時，驗證這些
輸入），顯示摘要——共管帳戶、金額、收款人和發起人的名稱、備註、簽名情況、已驗證的內容——在您於
終端機上確認後簽名，並說明簽名後它是在等待其他共管人，還是正在傳送（簽名已齊；最終確認後「requests」
會顯示為已傳送）。批次付款或轉移到新共管人（RUN_ID，來自在您某個群組中分享的檔案）作為整體核對
——每筆請求與其原始交易比對，每一列與其交易輸出比對，並顯示各列和提示——確認一次後，簽署其中
所有待您簽名的請求；`,
  'cli.unlock.description': `撤銷一筆尚未達到簽名門檻的待處理請求，釋放它鎖定的交易輸出：先顯示請求摘要，在您於終端機上
確認後撤銷；--dry-run 顯示摘要及其摘要值，不做任何變更；之後指令碼可用 --yes --digest DIGEST
執行命令，若請求已不再是那份摘要，錢包會拒絕；--json 輸出撤銷後待處理請求中記錄的該請求`,
  'cli.pay.csvUsage': `使用 --csv 時，為 FILE 中的每一列付款（先是標題列，然後為 payee,amount,asset,note；其他欄
忽略）：收款人可以是使用者 ID、Mixin ID 或聯絡人名稱、使用者或收款碼連結、MIX 或 XIN 地址；資產為
其代號或 ID。每種資產一筆請求，超過 255 位收款人時拆分，全部使用同一備註；--name 為這批付款命名
（預設為備註，否則為檔名）。每一列都會先檢查，每條拒絕都會指明所在列；--dry-run 只輸出預覽，
不建立任何內容；--json 輸出服務方記錄的已建立請求。中途失敗後，用同一個 --run-id 可以完成同一批付款`,
  'cli.confirm.usage': `--dry-run 顯示摘要及其摘要值，不做任何變更；之後指令碼可用 --yes --digest DIGEST 執行命令，
若請求已不再是那份摘要，錢包會拒絕`,

  // 確認簽名或撤銷（sign、unlock 以及批次付款和轉移）
  'cli.confirm.dryRunAlone':
    '--dry-run 不會{verb, select, sign {簽名} other {撤銷}}任何請求，因此不能與 --yes 或 --digest 同用。',
  'cli.confirm.digestFormat':
    '--digest：需要「{command} --dry-run」輸出的摘要值（64 位十六進位數字）。',
  'cli.confirm.yesNeedsDigest':
    '--yes 會不經詢問直接{verb, select, sign {簽名} other {撤銷}}，因此需要 --digest DIGEST：即您核對過摘要後，「{command} --dry-run」輸出的摘要值。',
  'cli.confirm.noTerminal':
    '未做任何操作：摘要需要確認，但沒有可供詢問的終端機。請先用「{command} --dry-run」核對，再用它輸出的摘要值執行「{command} --yes --digest DIGEST」。',
  'cli.confirm.summaryChanged':
    '請求已不再是該摘要值對應的內容，因此未做任何操作。請用 --dry-run 重新核對。',
  'cli.confirm.ask': '{question}輸入「yes」繼續：',
  'cli.confirm.notConfirmed': '您沒有確認，因此未做任何操作。',
  'cli.confirm.dryRunBlocked':
    '未{verb, select, sign {簽名} other {撤銷}}任何請求（--dry-run）。它無法{verb, select, sign {簽名} other {撤銷}}：{reason}',
  'cli.confirm.dryRunReady':
    '未{verb, select, sign {簽名} other {撤銷}}任何請求（--dry-run）。要從指令碼中{verb, select, sign {簽名} other {撤銷}}與此完全相同的內容：cosigner wallet {verb} {id} --yes --digest {digest}',
  'cli.confirm.refused': '未{verb, select, sign {簽名} other {撤銷}}：{reason}',
  'cli.sign.notFound':
    '服務方和此錢包都不知道請求或批次 {id}：批次需要先在您的某個群組中分享其檔案，或在應用程式中開啟，才能簽名。',
  'cli.sign.mismatch': '請求與其交易不符，因此未簽名：{reasons}。',
  'cli.sign.question': '簽名這筆請求嗎？',
  'cli.sign.signed': '已簽名請求 {id}：{pays}。',
  'cli.sign.transaction': '交易 {hash}',
  'cli.unlock.mismatch': '請求 {id} 與其交易不符：{reasons}。',
  'cli.unlock.mismatchDryRun':
    '未撤銷任何請求（--dry-run）。它沒有可供指令碼確認的摘要值：請在終端機上撤銷。',
  'cli.unlock.mismatchDigest':
    '請求與其交易不符，因此沒有該摘要值對應的摘要；未撤銷任何請求。請在終端機上撤銷，在那裡可以看到原因。',
  'cli.unlock.question': '為所有人撤銷這筆請求嗎？它的簽名將不再有效，它鎖定的資產可以重新使用。',
  'cli.unlock.unlocked':
    '已撤銷請求 {id}：{pays}，{signed}。它的簽名不再有效，它鎖定的資產可以重新使用。',

  // 清單中的請求、簽名之後的說明，以及核對摘要
  'cli.request.needsSignature': '待您簽名',
  'cli.request.signedByYou': '您已簽名，等待其他共管人',
  'cli.request.waiting': '等待簽名人簽名',
  'cli.request.sending': '正在傳送：簽名已齊，交易尚未最終確認',
  'cli.request.sent': '已傳送 {at}',
  'cli.request.unlocked': '已撤銷',
  'cli.request.unlockedBy': '已由 {name} 撤銷',
  'cli.request.anAddress': '一個地址',
  'cli.request.noMemo': '無文字備註',
  'cli.request.memo': '備註 {memo}',
  'cli.request.and': '和',
  'cli.request.or': '或',
  'cli.request.pays': '{count, plural, =0 {無收款人} other {付給 {to}}} {amount} · {memo}',
  'cli.request.signedBy': '{threshold} 位中已有 {count} 位簽名：{names}',
  'cli.request.signedNone': '{threshold} 位中尚無人簽名',
  'cli.request.line': '付款帳戶：{account} · {signed} · 發起於 {at}',
  'cli.request.afterSending':
    '{signed}。簽名已齊：交易正在傳送，最終確認後「cosigner wallet requests」會顯示為已傳送。',
  'cli.request.afterSent': '{signed}。簽名已齊，交易已傳送。',
  'cli.request.afterOneMore': '{signed}。還需要 1 位簽名，來自 {names}。',
  'cli.request.afterMore': '{signed}。還需要 {more} 位簽名，來自 {names} 中的 {more} 位。',
  'cli.review.readAt': '於 {at} 從服務方讀取',
  'cli.review.notInQueue': '不在待處理請求中',
  'cli.review.head': '請求 {id}：{state}',
  'cli.review.headOffline': '請求 {id}：{state}（離線：上次核對時檢查過的副本，{read}）',
  'cli.review.from': '付款帳戶：{names} 的 {threshold}/{count} 共管帳戶',
  'cli.review.fromLabelled': '付款帳戶：「{label}」，{names} 的 {threshold}/{count} 共管帳戶',
  'cli.review.proposedBy': '發起人：{name}',
  'cli.review.proposedByUnnamed': '發起人：服務方未提供其名稱',
  'cli.review.paysNoOne': '不付款給任何人：全部退回付款帳戶',
  'cli.review.withdraws': '提領 {amount} 到 {to}（無 Tag）',
  'cli.review.withdrawsTagged': '提領 {amount} 到 {to}（Tag {tag}）',
  'cli.review.pays': '付給 {to} {amount}',
  'cli.review.paysSigners':
    '注意：它付款給 {names}，{count, plural, one {此人是它的簽名人之一} other {他們都在它的簽名人之中}}',
  'cli.review.change': '找零 {amount} 退回帳戶（{threshold}/{count}）',
  'cli.review.collectible': '轉移藏品 {name}{sequence}（{symbol}）',
  'cli.review.noName': '無名稱',
  'cli.review.noSymbol': '無代號',
  'cli.review.memoNone': '備註：無',
  'cli.review.memo': '備註：{memo}',
  'cli.review.memoBytes': '備註（位元組，無法作為文字讀取）：{memo}',
  'cli.review.signatures':
    '簽名：{threshold} 位中已有 {signedCount} 位{hasSigned, select, yes {；已簽名：{signed}} other {}}{hasUnsigned, select, yes {；尚未簽名：{unsigned}} other {}}',
  'cli.review.warning': '警告：{warning}',
  'cli.review.digest': '摘要值 {digest}',

  // accounts 與 requests
  'cli.accounts.heading': '{name} 的共管帳戶：',
  'cli.accounts.none':
    '{name} 還沒有共管帳戶。請用「cosigner wallet follow --members ID,ID,… --threshold T」（或 --address MIX…）指定一個。',
  'cli.accounts.offered':
    '{threshold}/{count} 共管帳戶{hasLabel, select, yes {「{label}」} other {}}，在請求中遇到，尚未追蹤',
  'cli.accounts.followed':
    '{threshold}/{count} 共管帳戶{hasLabel, select, yes {「{label}」} other {}}（地址 {address}）',
  'cli.accounts.members': '共管人：{members}',
  'cli.accounts.followWith': '追蹤方法：cosigner wallet follow --address {address}',
  'cli.accounts.notReadYet': '尚未從服務方讀取',
  'cli.accounts.noFunds': '無資產',
  'cli.accounts.balance':
    '{balance} {symbol}{isLocked, select, yes {，其中 {locked} 被待處理請求鎖定} other {}}{collectibles, plural, =0 {} other {，# 件藏品}}  （資產 {asset}）',
  'cli.requests.badState': '--state：應為 pending 或 done，收到的是「{state}」。',
  'cli.requests.noneNothingFollowed':
    '沒有{state, select, pending {待處理的} done {已完成的} other {}}請求：此錢包沒有追蹤任何共管帳戶，而請求是透過它追蹤的帳戶找到的。請用「cosigner wallet follow --members ID,ID,… --threshold T」（或 --address MIX…）追蹤一個。',
  'cli.requests.none':
    '此錢包追蹤的 {count, plural, other {# 個共管帳戶}}中沒有{state, select, pending {待處理的} done {已完成的} other {}}請求。',
}
