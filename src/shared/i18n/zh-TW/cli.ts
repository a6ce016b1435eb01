import type { Translation } from '../translation'
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
忽略）：收款人可以是使用者 ID、Mixin ID 或聯絡人名稱、使用者連結或代碼連結、MIX 或 XIN 地址；資產為
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

  // 選項指定的共管帳戶，以及付款
  'cli.account.give':
    '請指定{role, select, pay {付款的} move {要轉移的} other {要匯出的}}共管帳戶：--account NAME|MIX…（此錢包追蹤的帳戶），或 --members ID|NAME,… --threshold T。',
  'cli.account.emptyMember': '{option}：有一項是空的；請用半形逗號分隔各共管人。',
  'cli.account.memberTwice': '--members：有一位共管人列出了兩次。',
  'cli.account.thresholdRequired':
    '需要 --threshold T：{count} 位共管人中需要幾位簽名（1 到 {count}）。',
  'cli.account.thresholdAlone':
    '--threshold 須與 --members 同用；用 --account 指定的帳戶有自己的簽名門檻。',
  'cli.account.noActor':
    '--account：此錢包中沒有任何帳號是該共管帳戶的共管人，因此無法代表它操作。',
  'cli.account.severalActors':
    '--account：此錢包中有 {count} 個帳號都可以代表它操作（{listed}）：請用 --members ID,… --threshold {threshold} 指定共管帳戶，並用 --account ID 指定執行操作的帳號。',
  'cli.account.unknownMember': '{option}：「{text}」既不是使用者 ID，也不是您認識的人的名稱。',
  'cli.account.personTwice': '--members：同一個人列出了兩次。',
  'cli.option.wholeNumber': '{option}：應為整數。',
  'cli.option.uuid': '{option}：應為 UUID。',
  'cli.pay.assetRequired':
    '需要 --asset SYMBOL|UUID：用於付款的資產，依其代號（XIN）或資產 ID 指定。',
  'cli.pay.amountRequired': '需要 --amount A：一個小數，例如 1.5，或 max。',
  'cli.pay.giveReceiver': '請指定收款人：--to ID|NAME[,…] 或 --to-address MIX…|XIN…，二者擇一。',
  'cli.pay.sharedInGroup':
    '它的連結已分享到群組「{group}」。其他共管人追蹤該帳戶的錢包會在下次同步時找到它；他們可以用「cosigner wallet sign {id}」或在應用程式中簽名。',
  'cli.pay.sharedInMembersGroup':
    '它的連結已分享到該帳戶共管人的群組。其他共管人追蹤該帳戶的錢包會在下次同步時找到它；他們可以用「cosigner wallet sign {id}」或在應用程式中簽名。',
  'cli.pay.sharedNowhere':
    '它沒有分享到任何群組：請把它的連結 {link} 傳到其他共管人交流的地方。他們追蹤該帳戶的錢包會在下次同步時找到它；他們可以用「cosigner wallet sign {id}」或在應用程式中簽名。',
  'cli.pay.followedNow': '此錢包現在追蹤 {account}：每次同步都會讀取它的餘額和請求。',
  'cli.pay.proposed':
    '已從 {account} 發起付款：{pays}，並以發起人身分簽名：{threshold} 位中已有 {signed} 位簽名。',
  'cli.pay.request': '請求 {id}',

  // 依名稱指定的人、帳戶和資產，以及列出可能對象的拒絕說明
  'cli.names.listSeparator': '；',
  'cli.names.andMore': '{shown}；另有 {more} 項',
  'cli.names.nameless': '無名稱的使用者',
  'cli.names.person': '{name}（使用者 ID：{id}）',
  'cli.names.personWithNumber': '{name}（Mixin ID：{number}，使用者 ID：{id}）',
  'cli.names.accountAmbiguous':
    '--account：{name} 對應此錢包中的 {count} 個帳號：{listed}；請用使用者 ID 指定執行操作的帳號。',
  'cli.names.noSuchAccount': '--account：此錢包中沒有帳號 {name}。',
  'cli.names.noSuchAccountHolds': '--account：此錢包中沒有帳號 {name}；它有：{listed}。',
  'cli.names.noAccountYet':
    '此錢包還沒有帳號：請用「cosigner wallet import --keystore FILE」匯入一個。',
  'cli.names.severalAccounts':
    '此錢包有 {count} 個帳號（{listed}）：請用 --account ID|NAME 指定執行操作的帳號。',
  'cli.names.personAmbiguous':
    '{option}：您認識的人中有 {count} 位的{by, select, number {Mixin ID} other {名稱}}是 {name}：{listed}；請用使用者 ID 指定您要的那一位。',
  'cli.names.nobody':
    '{option}：您認識的人中沒有{by, select, number {Mixin ID 為} other {名為}} {name} 的人：尋找範圍是您的聯絡人，以及您的帳號在群組、共管帳戶和請求中遇到的人。{hasNear, select, yes {您是否要找 {near}？} other {}}新認識的人請用使用者 ID 或 mixin.one/users/… 連結指定。',
  'cli.names.account': '{hasLabel, select, yes {{label}，} other {}}{members}（地址 {address}）',
  'cli.names.badMix': '{option}：{text} 不是有效的 MIX 地址。',
  'cli.names.mixOfAddresses':
    '{option}：這個 MIX 地址由 XIN 地址組成，而不是由使用者組成：它不是可以付款的共管帳戶。',
  'cli.names.sharedAmbiguous':
    '{option}：有 {count} 個共管帳戶名為 {name}：{listed}；請用 MIX 地址指定您要的那一個。',
  'cli.names.noShared':
    '{option}：此錢包沒有追蹤名為 {name} 的共管帳戶。{hasNamed, select, yes {此錢包中有名稱的共管帳戶：{named}。} other {此錢包中還沒有任何共管帳戶有名稱（「cosigner wallet follow … --label NAME」可以為它命名）。}}也可以用 MIX 地址，或用 --members 和 --threshold 指定帳戶。',
  'cli.names.asset': '{symbol}（{name}，資產 {id}）',
  'cli.names.assetOnChain': '{symbol}（{chain} 上的 {name}，資產 {id}）',
  'cli.names.assetId': '資產 {id}',
  'cli.names.assetAmbiguous':
    '--asset：該帳戶持有 {count} 種代號為 {symbol} 的資產：{listed}；請用資產 ID 指定用於付款的那一種。',
  'cli.names.noAssetEmpty': '--asset：該帳戶沒有代號為 {symbol} 的資產；它目前沒有任何資產。',
  'cli.names.noAsset': '--asset：該帳戶沒有代號為 {symbol} 的資產；它持有：{listed}。',

  // follow 與 import
  'cli.option.labelLength': '--label：最多 64 個字元。',
  'cli.follow.nameIt':
    '請用 --members ID,ID,… --threshold T 或 --address MIX… 指定帳戶，二者擇一。',
  'cli.follow.noFunds': '尚無資產',
  'cli.follow.following':
    '已追蹤 {threshold}/{count} 共管帳戶{hasLabel, select, yes {「{label}」} other {}}：{members}。',
  'cli.follow.address': '地址 {address}',
  'cli.import.tooLarge': '--keystore：{file} 超過了金鑰檔案的大小上限（{kib} KiB）。',
  'cli.import.keystoreRequired': '需要 --keystore FILE：要匯入的帳號的金鑰檔案（JSON）。',
  'cli.import.serviceNotKept':
    '已匯入並註冊帳號 {id}，但錢包無法將 {url} 儲存為它的服務方：{problem} 請用「cosigner wallet service --set {url}」儲存。',
  'cli.import.notRegistered': '已匯入帳號 {id}，但無法在服務方註冊：{problem}',
  'cli.import.imported':
    '{already, select, yes {{dataDir} 中的錢包已有帳號} other {已匯入到 {dataDir}：帳號}} {id}{hasLabel, select, yes {（{label}）} other {}}；{registeredNow, select, yes {現已在服務方註冊} other {服務方先前已註冊過該帳號}}。',
  'cli.import.passphraseSet': '錢包密碼已設定：從現在起，在這裡和應用程式中都用它解鎖此錢包。',
  'cli.import.serviceKept':
    '從現在起，錢包在這裡和應用程式中都連線服務方 {url}；可用「cosigner wallet service」變更。',

  // service
  'cli.service.setOrDefault': '請指定 --set URL 或 --default，二者擇一。',
  'cli.service.notApi': 'service 用 --set URL 接收新位址，而不是 --api。',
  'cli.service.current':
    '此錢包連線的服務方是 {url}（{origin, select, saved {儲存在錢包設定中} environment {預設值，來自 COSIGNER_API_URL} other {預設值，公用 Mixin API}}）。',
  'cli.service.already':
    '此錢包已經連線服務方 {url}（{origin, select, saved {儲存在錢包設定中} environment {預設值，來自 COSIGNER_API_URL} other {預設值，公用 Mixin API}}）。',
  'cli.service.moved':
    '此錢包現在在這裡和應用程式中都連線服務方 {url}（{origin, select, saved {儲存在錢包設定中} environment {預設值，來自 COSIGNER_API_URL} other {預設值，公用 Mixin API}}）；之前是 {before}。',

  // export-ledger
  'cli.ledger.badDay': '{option}：應為 YYYY-MM-DD 格式的日期，收到的是「{text}」。',
  'cli.ledger.nameIt':
    '請用 --account NAME|MIX…、--members ID|NAME,… --threshold T 或 --address MIX… 指定帳戶，三者擇一。',
  'cli.ledger.noneFollowed':
    '此錢包還沒有追蹤任何共管帳戶：請用「cosigner wallet follow --members ID|NAME,… --threshold T」（或 --address MIX…）追蹤一個。',
  'cli.ledger.severalFollowed':
    '此錢包追蹤了 {count} 個共管帳戶：請用 --account NAME|MIX… 指定要匯出的那一個（{list}）。',
  'cli.ledger.untilBeforeSince': '--until：結束日期早於 --since。',
  'cli.ledger.notAMember':
    '--members/--threshold：您不在這些共管人之中：錢包只追蹤您參與簽名的共管帳戶。',
  'cli.ledger.notFollowed':
    '此錢包沒有追蹤該帳戶：請先用「cosigner wallet follow --address {address}」追蹤它。',
  'cli.ledger.wrote':
    '已將{threshold}/{count} 共管帳戶「{name}」的收支明細（{rows, plural, other {# 列}}，{read, select, never {從未從服務方讀取} other {截至 {at}}}）寫入 {file}。',
  'cli.ledger.heading':
    '{threshold}/{count} 共管帳戶「{name}」的收支明細（{rows, plural, other {# 列}}，{read, select, never {從未從服務方讀取} other {截至 {at}}}）：',

  // 批次付款或轉移：依列的拒絕說明、各列、合計、歸集及提示
  'cli.runs.totals': '{some}和 {last}',
  'cli.runs.column.row': '列',
  'cli.runs.column.payee': '收款人',
  'cli.runs.column.amount': '金額',
  'cli.runs.column.note': '說明（發起人填寫）',
  'cli.runs.firstPayment': '首次付款',
  'cli.runs.notContact': '非聯絡人',
  'cli.runs.collectible': '一件藏品（{hash}…）',
  'cli.runs.sweepAmount': '{amount}（交易輸出：{outputs, plural, other {# 個}}）',
  'cli.runs.sweepState':
    '狀態：{state, select, needs {待您簽名} waiting {等待簽名} sending {正在傳送} done {已轉移} other {已撤銷}}',
  'cli.runs.signatures': '{threshold} 位中已有 {signed} 位簽名',
  'cli.runs.signaturesWaiting': '{threshold} 位中已有 {signed} 位簽名，還需 {names} 中的 {more} 位',
  'cli.runs.sweep': '歸集 {id}',
  'cli.runs.lowerThreshold':
    '注意：新帳戶只需要 {to, plural, other {# 位簽名}}，少於目前帳戶所需的 {from} 位。',
  'cli.runs.outsideContacts': '注意：{name} 不在您的聯絡人中。',

  // 將批次付款或轉移作為整體簽名
  'cli.signRun.head':
    '{kind, select, payroll {批次付款} other {轉移}}「{name}」，付款帳戶：{account}，發起人：{hasProposer, select, yes {{proposer}} other {檔案中未寫明}}：{kind, select, payroll {{payees} 位收款人，} other {}}{hasTotals, select, yes {{totals}} other {帳戶中的全部資產}}，共 {requests, plural, other {# 筆請求}}。',
  'cli.signRun.request':
    '請求 {id}  {what}{threshold} 位中已有 {signed} 位簽名，{progress, select, open {進行中} complete {簽名已齊，正在傳送} sent {已傳送} other {已撤銷}}{mine, select, yes {，您已簽名} other {}}',
  'cli.signRun.matches':
    '{requests, plural, other {全部 # 筆請求都與其原始交易相符}}，並且{kind, select, payroll {每一列都能在其請求的交易輸出中找到} other {每筆歸集都將全部資產轉入新帳戶}}；{requests} 筆中有 {proven} 筆的輸入已透過產生它們的交易驗證。',
  'cli.signRun.firstPayments':
    '注意：有 {rows, plural, other {# 列}}付款給此帳戶從未付過款的人（已標記）',
  'cli.signRun.notInContacts':
    '注意：有 {rows, plural, other {# 列}}付款給不在您聯絡人中的人（已標記）',
  'cli.signRun.lowerThreshold': '注意：新帳戶只需要 {to} 位簽名，少於目前帳戶所需的 {from} 位',
  'cli.signRun.outsideContacts': '注意：{name} 不在您的聯絡人中',
  'cli.signRun.digest': '摘要值 {digest}',
  'cli.signRun.reasonRow': '第 {row} 列：{detail}',
  'cli.signRun.reasonRequest': '請求 {id}：{detail}',
  'cli.signRun.mismatch':
    '此{kind, select, payroll {批次付款} other {成員更換}}與其請求不符，因此未簽名：{reasons}。',
  'cli.signRun.nothingLeft':
    '此{kind, select, payroll {批次付款} other {成員更換}}中已沒有待您簽名的請求：{why, select, signed {您已簽署其中每一筆請求} other {其中沒有可供您簽名的請求}}。',
  'cli.signRun.changed':
    '此{kind, select, payroll {批次付款} other {成員更換}}已不再是該摘要值對應的內容，因此未簽名。請用 --dry-run 重新核對。',
  'cli.signRun.question': '簽署其中待您簽名的 {left, plural, other {# 筆請求}}嗎？',
  'cli.signRun.signed':
    '已簽署{kind, select, payroll {批次付款} other {成員更換}}「{name}」中待您簽名的 {count, plural, other {# 筆請求}}。',

  // pay --csv：批次付款
  'cli.payroll.tooLarge': '--csv：{file} 超過了批次付款檔案的大小上限（1 MiB）。',
  'cli.payroll.preview':
    '批次付款「{name}」，付款帳戶：{account}：{payees, plural, other {# 位收款人}}，{totals}，共 {requests, plural, other {# 筆請求}}{hasMemo, select, yes {，備註「{memo}」} other {}}。',
  'cli.payroll.total':
    '{symbol}：合計 {total}，{rows, plural, other {# 列}}、{requests, plural, other {# 筆請求}}；可用 {available}，{stays} 留在帳戶中。',
  'cli.payroll.flags':
    '{firsts, plural, other {# 位收款人}}是此帳戶首次付款的對象，{strangers, plural, other {# 位}}不在您的聯絡人中（已標記）。',
  'cli.payroll.singleOnly': '--csv 從檔案中讀取收款人、金額和資產：請去掉 {options}。',
  'cli.payroll.defaultName': '批次付款',
  'cli.payroll.dryRun': '未建立任何內容（--dry-run）。要發起與此完全相同的批次付款：{command}',
  'cli.payroll.proposed':
    '已從 {account} 發起批次付款「{name}」：{payees} 位收款人，{totals}；已以發起人身分簽署其中的 {requests, plural, other {# 筆請求}}。',
  'cli.payroll.request':
    '請求 {id}  付給 {payees, plural, other {# 位收款人}} {amount}  {threshold} 位中已有 {signed} 位簽名',
  'cli.payroll.run': '批次 {id}',
  'cli.payroll.sharedInGroup':
    '它的檔案和連結已分享到群組「{group}」：其他共管人在 Cosigner 中從那裡開啟這批付款並一次簽名，或用「cosigner wallet sign REQUEST_ID」逐筆簽名。',
  'cli.payroll.sharedInMembersGroup':
    '它的檔案和連結已分享到該帳戶共管人的群組：其他共管人在 Cosigner 中從那裡開啟這批付款並一次簽名，或用「cosigner wallet sign REQUEST_ID」逐筆簽名。',
  'cli.payroll.sharedNowhere':
    '它沒有分享到任何群組：請把每筆請求的連結（https://mixin.one/multisigs/REQUEST_ID）傳到其他共管人交流的地方；他們可以用「cosigner wallet sign REQUEST_ID」或在應用程式中逐筆簽名。',

  // rotate：將共管帳戶轉移到新共管人
  'cli.rotate.pending':
    '有 {count, plural, other {# 筆待處理請求}}鎖定了部分資金；請撤銷它們（「cosigner wallet unlock REQUEST_ID」）或等它們完成，再用「cosigner wallet rotate --sweep-rest {id}」歸集剩餘資產：',
  'cli.rotate.pendingRequest': '請求 {id}  {pays}',
  'cli.rotate.locked': '{amount} 已鎖定',
  'cli.rotate.collectibles': '{count} 件藏品',
  'cli.rotate.done': '已完成：舊帳戶已清空並停用；新帳戶為「{target}」。',
  'cli.rotate.left': '舊帳戶中還剩：{left}。',
  'cli.rotate.nothingLeft': '舊帳戶中已無剩餘；正在等待歸集交易傳送。',
  'cli.rotate.moving': '正在將 {from} 轉移到 {to}：',
  'cli.rotate.sweepNoTerminal':
    '未做任何操作：歸集剩餘資產需要確認，但沒有可供詢問的終端機。請用「cosigner wallet rotate --status {id}」核對這次轉移，然後加上 --yes。',
  'cli.rotate.sweepQuestion': '將舊帳戶現在可用的資產歸集到新帳戶，並以發起人身分簽名嗎？',
  'cli.rotate.swept': '已歸集剩餘資產；轉移現況：',
  'cli.rotate.toMembersRequired':
    '需要 --to-members ID|NAME,…：新共管人（使用者 ID、Mixin ID、聯絡人名稱或連結）。',
  'cli.rotate.toThresholdRequired':
    '需要 --to-threshold K：{count} 位新共管人中需要幾位簽名（1 到 {count}）。',
  'cli.rotate.dryRunYes': '--dry-run 不建立任何內容，因此不能與 --yes 同用。',
  'cli.rotate.noTerminal':
    '未做任何操作：轉移需要確認，但沒有可供詢問的終端機。請用 --dry-run 核對，然後執行它輸出的命令（其中加了 --yes）。',
  'cli.rotate.statusOrSweep': '請指定 --status 或 --sweep-rest，不能同時指定。',
  'cli.rotate.badId':
    '{option}：應為轉移的 ID（UUID，即「rotate」輸出的那個），收到的是「{text}」。',
  'cli.rotate.dryRun': '未建立任何內容（--dry-run）。要從指令碼中發起與此完全相同的轉移：{command}',
  'cli.rotate.question':
    '開始這次轉移，並以發起人身分簽署其中的 {count, plural, other {# 筆歸集}}嗎？',
  'cli.rotate.proposed':
    '已從 {account} 發起 {count, plural, other {# 筆歸集}}，每筆都已由您以發起人身分簽名；此錢包現已追蹤新帳戶。',
  'cli.rotate.move': '轉移 {id}',
  'cli.rotate.shared':
    '它的檔案和連結已分享到該帳戶的群組，其他共管人會在那裡核對這次轉移並一次簽名（「cosigner wallet sign MOVE_ID」）。',
  'cli.rotate.sharedNowhere':
    '它沒有分享到任何群組：請把每筆歸集的連結（https://mixin.one/multisigs/REQUEST_ID）傳到其他共管人交流的地方。',
  'cli.rotate.again':
    '再次執行同一命令，或執行「cosigner wallet rotate --status {id}」，即可查看進展。',

  // npm start：示範環境，以及從原始碼啟動應用程式
  'cli.demo.vanished':
    '示範執行期間，它的資料夾 {dir} 被刪除了，示範網路和錢包只是在已刪除的檔案上執行，無法再保存任何內容。正在停止示範；請再次執行 npm start 重新開始。',
  'cli.demo.importFailed': '無法匯入示範帳號：{reason}。',
  'cli.demo.opensWithout':
    '錢包將在沒有該帳號的情況下開啟，從初始步驟開始；定序器及其示範使用者正在執行。',
  'cli.demo.imported':
    '已將 {name} 的帳號匯入錢包（鑰匙圈服務名稱「{service}」；示範錢包，沒有錢包密碼）。',
  'cli.demo.stepFailed':
    '{step, select, register {將示範帳號記錄為已註冊} account {新增示範的共管帳戶} sync {同步示範的待處理請求} other {開啟示範群組}}失敗：{reason}',
  'cli.demo.cleanupFailed': '清理步驟失敗：{problem}',
  'cli.demo.dataIn': '錢包資料位於 {dir}{demo, select, yes {（結束時刪除）} other {}}。',
  'cli.demo.sequencer': '本機定序器執行於 {url}，已載入示範網路：',
  'cli.demo.users': '使用者 {users}；群組「{group}」（付款需要 3 位中的 2 位簽名）',
  'cli.demo.payees': '要在「金庫」中發起付款，可付給 {payees}',
  'cli.demo.pending': '待處理請求 {id}：Bob 已簽名，等待 Alice 或 Carol',
  'cli.demo.keysInMemory': '{reason} 視窗中也會這樣說明。',
  'cli.demo.whatToDo': '解決方法：{remedy}',
  'cli.demo.details': '詳細資訊：{details}',
  'cli.demo.windowSame': '視窗會顯示同樣的內容而不是初始步驟，並在鑰匙圈回應後繼續。',
  'cli.demo.givenService': '使用服務方 {url}（COSIGNER_API_URL）；不啟動示範網路。',
  'cli.demo.noWindow': '無法開啟 Electron 視窗：{reason}。改為在網頁主機中開啟錢包。',
  'cli.demo.keysOutOfReach': '示範的金鑰保存在本處理程序的記憶體中，視窗自己的處理程序無法讀取',
  'cli.demo.startingElectron': '正在 Electron 中啟動錢包（{path}）…',
  'cli.demo.openedElectron': '已在 Electron 中開啟錢包。',
  'cli.demo.noBuild': '警告：缺少 {dir}/index.html；請先建置（npm start 會建置它）。',
  'cli.demo.walletAt': '錢包位址：{url}',
  'cli.demo.openInBrowser': '請在本機的瀏覽器中開啟這個位址；它帶有本次啟動的存取權杖。',
  'cli.demo.usage': `用法：npm start [-- --web] [--port N]
  建置應用程式，啟動帶示範網路的本機定序器（除非設定了 COSIGNER_API_URL），匯入示範的第一個帳號
  並開啟錢包：在 Electron 中開啟（缺少時會取得其程式檔案以及為它建置的 better-sqlite3），否則（離線，
  或使用 --web 時）透過本機回送網頁主機在瀏覽器中開啟。COSIGNER_ELECTRON_TIMEOUT 限制取得程式
  檔案的時間（秒，預設 300）。`,
  'cli.demo.badPort': '--port 應為 0 到 65535 之間的數字，收到的是「{port}」',
  'cli.demo.couldNotStart': '無法啟動：{problem}',
  'cli.demo.shuttingDown': '正在關閉。',

  // 網頁主機：它自己回應視窗的內容
  'cli.webHost.postOnly': '橋接呼叫須使用 POST 要求。',
  'cli.webHost.noToken': '此位址缺少錢包的存取權杖，或帶的是之前某次執行的權杖。',
  'cli.webHost.noMethod': '沒有這個橋接方法。',
  'cli.webHost.tooLarge': '輸入內容過大。',
  'cli.webHost.jsonOnly': '橋接輸入須為 JSON（content-type: application/json）。',
  'cli.webHost.badJson': '輸入內容不是有效的 JSON。',
  'cli.webHost.walletFailed': '錢包意外出錯。',
  'cli.webHost.getOnly': '事件須用 GET 讀取。',
  'cli.webHost.notFound': '找不到。',
  'cli.webHost.badMethod': '不允許此要求方法。',
  'cli.webHost.wrongHost': '主機名稱不正確。',
  'cli.webHost.otherSite': '拒絕來自其他網站的要求。',
  'cli.webHost.badTarget': '要求目標無效。',
  'cli.webHost.hostFailed': '錢包主機意外出錯。',

  // npm start：取得 Electron 及其 better-sqlite3 建置，以及視窗無法開啟的原因
  'cli.electron.notInstalled': 'electron 套件未安裝',
  'cli.electron.runNpmInstall': 'electron 套件未安裝（請執行 npm install）',
  'cli.electron.overrideMissing': 'ELECTRON_OVERRIDE_DIST_PATH 指向的 {path} 中沒有 Electron',
  'cli.electron.notDownloaded': '尚未下載 Electron 程式檔案',
  'cli.electron.binaryMissing': '{path} 處缺少 Electron 程式檔案',
  'cli.electron.notFetched': '{reason}，並且 {variable} 要求不取得它',
  'cli.electron.offline':
    '本機無法連線 Electron 下載網站（{host}），因此無法取得 Electron 程式檔案',
  'cli.electron.fetching':
    '正在用 electron 套件的安裝程式取得 Electron {version} 程式檔案（最長 {limit}；約 100 MB）…',
  'cli.electron.stillFetching': '仍在取得 Electron… {elapsed}',
  'cli.electron.timedOut': '取得 Electron 程式檔案超過了 {limit}，已停止',
  'cli.electron.fetchFailed': 'electron 套件的安裝程式無法取得 Electron 程式檔案',
  'cli.electron.missingAfter': 'electron 套件的安裝程式已完成，但{reason}',
  'cli.electron.fetched': '已取得 Electron {version}，耗時 {elapsed}。',
  'cli.electron.noDisplay':
    '這裡沒有圖形顯示（DISPLAY 和 WAYLAND_DISPLAY 都未設定，例如在 SSH 工作階段或文字主控台中）',
  'cli.electron.noAbi':
    'electron 套件 {version} 沒有說明它的 ABI（缺少 abi_version 檔案），因此無法為它建置 better-sqlite3',
  'cli.electron.sqliteReady':
    '適用於 Electron 的 better-sqlite3 已就緒（{how, select, fetched {已取得} built {已建置} other {{how}}}）。',
  'cli.electron.sandbox':
    'Electron 的沙箱無法在此系統上啟動：它需要非特權使用者命名空間，而此系統限制了它們（Ubuntu 23.10 及更新版本即是如此），或者需要其輔助程式 node_modules/electron/dist/chrome-sandbox 歸 root 所有且權限為 4755。README（「Two commands」一節）說明了如何為開發一次性允許它',
  'cli.electron.missingLibrary':
    'Electron 無法啟動：缺少系統程式庫 {library}（即 Chromium 所需的程式庫，安裝 Chromium 套件時會一併帶來）',
  'cli.electron.noDisplayReached': 'Electron 無法連線圖形顯示',
  'cli.electron.closedAtOnce':
    'Electron 沒有報錯就立即關閉了：很可能從這份原始碼啟動的另一個 Cosigner 已經開啟，改為將它的視窗移到了前面',
  'cli.electron.stoppedEarly': 'Electron 啟動後 {seconds} 秒內就停止了，視窗未能開啟',
  'cli.electron.notStarted': '無法啟動 Electron',
  'cli.electron.sqliteLabel':
    '適用於 Electron {electron} 的 better-sqlite3 {version}（ABI {abi}，{platform}）',
  'cli.electron.fetchingPrebuilt': '正在取得預先建置的{label}…',
  'cli.electron.building': '無法取得預先建置版本；改為從原始碼建置{label}（需要一兩分鐘）…',
  'cli.electron.noBuild':
    '沒有{label}的建置：無法取得預先建置版本，從原始碼建置也失敗了（需要 C++ 工具鏈，以及從網路取得 Electron 的標頭檔）',
  'cli.demo.keychainFailed': '示範無法將其金鑰存入鑰匙圈。',
}
