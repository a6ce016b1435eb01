import type { Translation } from '../translation'
import { selectOf, type core as english } from '../en/core'

// 密碼強度評估器（zxcvbn）的提示，按其鍵名。
// 人們輸入的欄位，按他們對它的稱呼（由欄位名稱選擇）。
const FIELD = selectOf(
  'field',
  {
    ref: '代碼、連結或 ID',
    code: '代碼、連結或 ID',
    text: '文字',
    name: '名稱',
    announcement: '公告',
    query: '搜尋內容',
    memo: '備註',
    label: '名稱',
    url: '位址',
    base_url: '服務位址',
    user_ids: '使用者列表',
    participants: '成員列表',
  },
  '您輸入的內容',
)
const SUBJECT = '{subject, select, it {它} one {其中一筆} other {另一筆}}'
const PAYEE =
  '{kind, select, address {向地址 {address} 支付 {amount}} other {向 {to} 支付 {amount}}}'
const PAYS = `{self, select, yes {把 {amount} 轉回此帳戶本身} other {${PAYEE}}}`
const PROTECTS = '{what, select, backup {這份備份} other {錢包}}'

export const core: Translation<typeof english> = {
  // 服務位址
  'core.url.notText': '服務位址必須是一個網址。',
  'core.url.invalid': '服務位址不是有效的網址。',
  'core.url.scheme': '服務位址必須以 http:// 或 https:// 開頭。',
  'core.url.credentials': '服務位址中不能包含使用者名稱或密碼。',
  'core.url.query': '服務位址中不能包含查詢參數或片段（? 或 #）。',
  'core.url.host': '服務位址中的主機名不是任何電腦可以使用的名稱。',
  'core.url.insecure':
    '錢包只透過 https:// 連線 {host}，這樣途中任何人都無法讀取或篡改它簽名的內容。普通的 http:// 僅適用於本機上的服務。',
  'core.url.privateHost':
    '{host} 是私有網路中的位址。請僅在它是您自己的伺服器時使用，並確認這一點。',
  'core.url.notMixin': '{host} 有回應，但不是 Mixin 相容的服務，因此錢包繼續使用目前的服務方。',

  // 帳號與金鑰檔案
  'core.account.notFound': '此錢包中沒有帳號 {account}。',
  'core.keystore.sessionRefused':
    '服務方不接受此金鑰檔案的工作階段金鑰：該金鑰檔案屬於其他服務方，或其工作階段已被撤銷。未匯入任何內容。',
  'core.keystore.otherAccount': '服務方傳回的帳號與金鑰檔案中的帳號不同。未匯入任何內容。',
  'core.keystore.noSpendKey':
    '此帳號已在服務方註冊，但金鑰檔案中沒有支付金鑰，因此無法簽名。請匯入包含支付金鑰的金鑰檔案，或還原 Cosigner 備份。未匯入任何內容。',
  'core.keystore.spendKeyMismatch':
    '此金鑰檔案中的支付金鑰不是服務方為該帳號註冊的那一個，用它做出的簽名會被拒絕。請使用該帳號目前的金鑰檔案或 Cosigner 備份。未匯入任何內容。',
  'core.keystore.invalid':
    '金鑰檔案無效：{field, select, none {金鑰檔案} other {欄位「{field}」}}：{reason, select, notObject {應為 JSON 物件} notJson {不是有效的 JSON} tooLarge {超過 {bytes} 位元組} required {缺少此項} format {應為 64 位十六進位字元的 32 位元組種子，或 128 位十六進位字元的種子加公鑰} publicKey {公鑰部分與種子不符} other {{issue}}}。',
  'core.keystore.unreadable': '無法讀取金鑰檔案。',
  'core.registration.noSpendKey': '此帳號還沒有支付金鑰；請先建立，再註冊。',
  'core.registration.otherPin':
    '此帳號在服務方已設定了 PIN（TIP 金鑰），但與此錢包中的不同，因此無法在這裡註冊。請匯入包含其 TIP 金鑰的金鑰檔案，或在設定該 PIN 的應用程式中註冊。',
  'core.registration.otherSpendKey':
    '服務方為此帳號註冊的支付金鑰與此錢包中的不同，因此會拒絕此錢包的簽名。',

  // 錢包快取
  'core.cache.failed': '錢包快取出錯。',
  'core.cache.damaged': '錢包快取已損壞。',
  'core.cache.notFile': '錢包快取 {path} 不是一般檔案。',
  'core.cache.otherOwner': '錢包快取 {path} 屬於其他使用者。',
  'core.cache.readable': '錢包快取 {path} 可被其他使用者讀取，且無法修正。',

  // 代碼與連結
  'core.code.linkUnreadable': '無法開啟此連結：{reason}。',
  'core.code.notACode': '這不是代碼、代碼連結、請求 ID 或交易雜湊。',
  'core.code.hashNotCode': '交易雜湊不是代碼。',
  'core.code.notCodeLink':
    '這是{kind, select, request {請求連結} code {代碼連結} user {使用者連結} other {付款連結}}，不是代碼連結。',
  'core.code.wrongKind':
    '此代碼指向{kind, select, user {一位使用者} conversation {群組邀請} payment {一筆付款} multisig_request {一筆多簽請求} other {一筆藏品請求}}，而不是{wanted, select, group {群組邀請} person {一位使用者} other {多簽請求}}。',
  'core.code.notRequestLink': '這是{kind, select, user {使用者} other {付款}}連結，不是請求連結。',

  // 群組、使用者與訊息
  'core.user.notFound': '服務方找不到 ID 為 {id} 的使用者。請核對 ID，或向對方索取其使用者連結。',
  'core.conversation.notFound': '此錢包中沒有會話 {conversation}。',
  'core.conversation.openFirst': '此群組不在錢包中，請先開啟該群組。',
  'core.message.notInConversation': '此訊息不在會話中（可能已消失）。',
  'core.message.notKept': '卡片已傳送，但錢包未能儲存它的副本。',
  'core.message.notInGroup': '此訊息不在群組中（可能已消失）。',

  // 共管帳戶
  'core.sharedAccount.notFollowed':
    '此錢包沒有追蹤具有這些共管人和簽名門檻的共管帳戶。請先在「金庫」中新增。',
  'core.sharedAccount.notFollowedOwn':
    '此錢包沒有追蹤您參與的、具有這些共管人和簽名門檻的共管帳戶。請先在「金庫」中新增。',

  // 錢包密碼與鎖定
  'core.lock.noPassphrase': '此錢包還沒有設定錢包密碼，請先設定。',
  'core.lock.throttled': '錢包密碼錯誤次數過多。請等待 {seconds, plural, other {# 秒}}後再試。',
  'core.lock.wrongPassphrase': '錢包密碼不正確。',
  'core.lock.wrongPassphraseWait':
    '錢包密碼不正確。請等待 {seconds, plural, other {# 秒}}後再試下一次。',
  'core.lock.confirmThenRetry': '請輸入錢包密碼驗證身分，然後重試。',
  'core.lock.confirm': '請輸入錢包密碼驗證身分。',
  'core.lock.signThenRetry': '請輸入錢包密碼進行簽名，然後重試。',
  'core.lock.passphraseExists': '此錢包已經設定了錢包密碼；如需更改，請前往「設定」。',
  'core.lock.demoCannotLock': '此示範錢包沒有錢包密碼，因此無法鎖定。',
  'core.lock.locked': '錢包已鎖定，請先解鎖。',
  'core.lock.recordDamaged': '錢包密碼的儲存記錄已損壞，因此無法解鎖錢包。',

  'core.passphrase.warning.straightRow': '鍵盤上連成一排的按鍵很容易被猜到。',
  'core.passphrase.warning.keyPattern': '簡短的鍵盤圖案很容易被猜到。',
  'core.passphrase.warning.simpleRepeat': '「aaa」這樣的重複字元很容易被猜到。',
  'core.passphrase.warning.extendedRepeat': '「abcabcabc」這樣的重複字元組合很容易被猜到。',
  'core.passphrase.warning.sequences': '「abc」這樣的常見字元序列很容易被猜到。',
  'core.passphrase.warning.recentYears': '近幾年的年份很容易被猜到。',
  'core.passphrase.warning.dates': '日期很容易被猜到。',
  'core.passphrase.warning.topTen': '這是使用極其頻繁的密碼。',
  'core.passphrase.warning.topHundred': '這是使用非常頻繁的密碼。',
  'core.passphrase.warning.common': '這是常用密碼。',
  'core.passphrase.warning.similarToCommon': '這與常用密碼很相似。',
  'core.passphrase.warning.wordByItself': '單一單字很容易被猜到。',
  'core.passphrase.warning.namesByThemselves': '單獨的名字或姓氏很容易被猜到。',
  'core.passphrase.warning.commonNames': '常見的名字和姓氏很容易被猜到。',
  'core.passphrase.warning.userInputs': '密碼中不應包含個人資訊或與本軟體相關的詞。',
  'core.passphrase.warning.pwned': '這個密碼已在網路上的資料外洩中曝光。',
  'core.passphrase.warning.empty': '請輸入密碼。',
  'core.passphrase.suggestion.l33t': '不要用容易預料的字元替換，例如用「@」代替「a」。',
  'core.passphrase.suggestion.reverseWords': '不要把常見單字倒過來拼寫。',
  'core.passphrase.suggestion.allUppercase': '只把部分字母大寫，而不是全部。',
  'core.passphrase.suggestion.capitalization': '除首字母外，再大寫其他一些字母。',
  'core.passphrase.suggestion.dates': '不要使用與您有關的日期和年份。',
  'core.passphrase.suggestion.recentYears': '不要使用近幾年的年份。',
  'core.passphrase.suggestion.associatedYears': '不要使用與您有關的年份。',
  'core.passphrase.suggestion.sequences': '不要使用常見的字元序列。',
  'core.passphrase.suggestion.repeated': '不要重複單字和字元。',
  'core.passphrase.suggestion.longerKeyboardPattern': '使用更長的鍵盤圖案，並多次改變輸入方向。',
  'core.passphrase.suggestion.anotherWord': '再加幾個不常見的詞。',
  'core.passphrase.suggestion.useWords': '使用多個詞，但不要用常見的短語。',
  'core.passphrase.suggestion.noNeed': '不用符號、數字或大寫字母，也能設定出強密碼。',
  'core.passphrase.suggestion.pwned': '如果您在別處也用這個密碼，應當更換它。',
  'core.passphrase.suggestion.fewWords': '用幾個詞組成密碼，但不要用您見過的現成短語。',
  'core.passphrase.tooWeak': `此密碼太容易被猜到，不足以保護${PROTECTS}。`,
  'core.passphrase.tooWeakWarning': `此密碼太容易被猜到，不足以保護${PROTECTS}。{warning}`,
  'core.passphrase.tooWeakSuggestion': `此密碼太容易被猜到，不足以保護${PROTECTS}。{suggestion}`,

  // 付款及其請求
  'core.proposal.idUsed':
    '{why, select, otherPayment {此請求 ID 屬於另一筆付款。} foreignOutputs {此 ID 下的請求花費的交易輸出不屬於此帳戶。} proposedOther {已有另一筆付款以此請求 ID 發起。} other {以此請求 ID 發起的付款已被撤銷，此 ID 不能再次使用。}}請新建一筆付款，它會獲得新的請求 ID。',
  'core.proposal.otherTransaction': '服務方在此請求 ID 下儲存的交易與此處建構的不同；未簽名。',
  'core.proposal.mismatch': '服務方所存的請求與其交易不符；未簽名：{reasons}',
  'core.proposal.otherReceivers':
    '服務方報告的第 {index} 個交易輸出的收款人與付款所指定的不同；未簽名。',
  'core.proposal.otherAnswer': '服務方對此次發起傳回了另一個請求。',

  // 簽名、撤銷、離線檔案
  'core.request.notKnown': '服務方沒有這個請求。',
  'core.request.notInWallet': '此錢包中沒有請求 {request}。',
  'core.request.mismatch': '請求與其交易不符：{reasons}',
  'core.request.changed': '該請求已不是您核對時的內容，請重新核對。',
  'core.request.notASender': '此帳號不是該請求的共管人。',
  'core.request.alreadySigned': '此帳號已經對該請求簽名。',
  'core.request.outputsNotFound': '找不到該請求所花費的交易輸出，因此無法核對或簽名。',
  'core.request.outputsNotFetched': '無法取得該請求所花費的交易輸出。',
  'core.request.keyCannotSign': '此帳號的金鑰無法對該請求簽名（{code}）。',
  'core.request.otherSignatureAnswer': '服務方對此次簽名傳回了另一個請求。',
  'core.request.confirmSigning': '簽名需要您明確確認。',
  'core.request.confirmUnlocking': '撤銷需要您明確確認。',
  'core.request.alreadyUnlocked': '該請求已被撤銷。',
  'core.request.onlySenderUnlocks': '只有該請求的共管人才能撤銷它。',
  'core.request.thresholdReached':
    '該請求已獲得 {signed} 個簽名（簽名門檻為 {threshold}），不能再撤銷。',
  'core.offline.notJson':
    '這不是{kind, select, signature {離線簽名} other {離線請求}}檔案（不是 JSON）。',
  'core.offline.invalid':
    '這不是有效的{kind, select, signature {離線簽名} other {離線請求}}檔案（{issue}）。',
  'core.offline.otherAccount': '此檔案是為另一個帳號匯出的。',
  'core.offline.fileChanged': '此檔案不是您核對過的那個請求，請重新核對。',
  'core.offline.alreadySigned': '匯出時，此帳號已經對該請求簽名。',
  'core.offline.noViews': '此檔案中沒有此帳號的檢視資料。',
  'core.offline.otherTransaction': '已簽名檔案對應的交易與該請求目前的交易不同。',
  'core.offline.doesNotFit': '已簽名檔案與該請求不符（{code}）。',
  'core.offline.badSignature': '已簽名檔案中的簽名無效或缺失。',
  'core.offline.knownOtherwise': '此錢包中的這個請求對應另一筆交易。',
  'core.offline.otherSigner': '此簽名是由另一個帳號做出的。',
  'core.offline.otherRequest':
    '此簽名檔案屬於另一個請求：向 {receivers} 支付 {amount}（資產 {asset}）的請求。未提交任何內容。',
  'core.offline.otherRequestNoOne':
    '此簽名檔案屬於另一個請求：支付 {amount}（資產 {asset}）且沒有收款人的請求。未提交任何內容。',
  'core.offline.unknownRequest':
    '此簽名檔案屬於另一個請求：此錢包不認識的請求 {request}。未提交任何內容。',

  // 批次付款與成員更換（批次）
  'core.run.otherProposer':
    '另一位共管人已以此 ID 發起了一個批次。請新建批次付款，它會獲得新的 ID。',
  'core.run.otherRows':
    '此批次已用其他明細行發起過，不能再用這些明細行發起。請新建批次付款，它會獲得新的 ID。',
  'core.run.draftCannotReplace':
    '此批次已經發起，草稿不能替換它。請新建批次付款，它會獲得新的 ID。',
  'core.run.noDraft': '錢包中沒有此 ID 的批次付款草稿（已發起的批次及其請求會保留）。',
  'core.run.notFound': '此錢包中沒有此 ID 的批次：請從分享它的群組或從它的檔案開啟。',
  'core.run.notAMember': '此帳號不是該批次付款帳戶的共管人，因此其中沒有需要它簽名的內容。',
  'core.run.foreignProposer': '此批次檔案中的發起人與分享它的共管人不同，因此不予接收。',
  'core.run.draftNoReview':
    '此批次付款還是草稿：尚未發起，因此沒有可核對的內容。請先預覽，再發起。',
  'core.run.draftNoSign': '此批次付款還是草稿：尚未發起，因此沒有可簽名的內容。',
  'core.run.confirmSigning': '對批次簽名需要您明確確認。',
  'core.run.changed': '該批次已不是您核對時的內容，請重新核對。',
  'core.run.uploadFailed': '無法把批次檔案上傳到服務方。',
  'core.run.notTaken': '服務方沒有接收批次檔案。',
  'core.run.unreadableFile':
    '這不是 Cosigner 能讀取的批次檔案：{why, select, notJson {它不是 JSON} notRun {它不是 Cosigner 批次} newer {它由更新版本的 Cosigner 寫入，請更新此版本} twice {它把同一個請求列了兩次} unlisted {第 {row} 行由批次未列出的請求支付} sameOutput {有兩行由同一個交易輸出支付（{output}）} sameNumber {有兩行的行號相同} noRows {批次付款中沒有明細行} noTarget {轉移到新共管人的批次中缺少新共管人} other {簽名門檻超過了共管人數}}。',
  'core.run.damagedFile': '此批次檔案已損壞或不完整。',
  'core.move.notFound': '此錢包中沒有此 ID 的「轉移到新共管人」。',
  'core.move.idUsed': '另一個批次已使用此 ID。請重新開始轉移，它會獲得新的 ID。',
  'core.move.onlyStarterSweeps': '只有發起此次轉移的共管人歸集剩餘資產；其他共管人為歸集簽名。',

  // 金鑰、系統鑰匙圈與備份
  'core.vault.keyMismatch': '有一個金鑰與帳號記錄中的公鑰不符。',
  'core.backup.damaged':
    '備份已損壞：{reason, select, notJson {它不是有效的 JSON} notObject {它不是 JSON 物件} noVersion {缺少版本號} noChecksum {缺少檢查碼} changed {其內容在建立後被改動過} layout {其結構不是 Cosigner 寫入的格式} record {其中的帳號記錄無法讀取} keyMismatch {有一個金鑰與其公鑰不符} other {欄位「{field}」：{issue}}}。',
  'core.backup.version': '此版本的 Cosigner 不支援版本 {version} 的備份。',
  'core.backup.setting': '此備份使用了此版本不認識的設定（「{field}」）。',
  'core.backup.wrongPassphrase': '此備份密碼無法開啟這份備份。',
  'core.keychain.notAKey': '系統鑰匙圈項目「{name}」中沒有金鑰。',
  'core.keychain.otherKeyStored':
    '{account} 已存有另一個{kind, select, session {工作階段} spend {支付} other { TIP }}金鑰；未做任何更改。',
  'core.keychain.resealNotKept':
    '系統鑰匙圈沒有儲存 {account} 重新加密的{kind, select, session {工作階段} spend {支付} other { TIP }}金鑰；未做任何更改。',
  'core.keychain.moduleMissing': '無法載入系統鑰匙圈模組。',
  'core.keychain.locked': '系統鑰匙圈已鎖定。請解鎖後重試。',
  'core.keychain.unreachable':
    '無法連線任何系統鑰匙圈（在 Linux 上：沒有 Secret Service，例如 GNOME Keyring 或 KWallet）。',
  'core.keychain.refused': '系統鑰匙圈拒絕了此操作。',
  'core.keychain.copyNotKept': '系統鑰匙圈沒有儲存「{name}」的副本；原項目保持不變。',
  'core.keychain.entryDamaged': '系統鑰匙圈項目「{name}」已損壞或被改動，無法讀取其中的金鑰。',
  'core.keychain.notSealed': '這不是 Cosigner 加密儲存的系統鑰匙圈項目。',
  'core.keychain.wrongPassphrase': '此密碼無法開啟該項目（或該項目已被改動）。',
  'core.keychain.keyMissing':
    '沒有為 {account} 儲存{kind, select, session {工作階段} spend {支付} other { TIP }}金鑰。',
  'core.keychain.storedKeyMismatch':
    '為 {account} 儲存的{kind, select, session {工作階段} spend {支付} other { TIP }}金鑰與帳號記錄中的不符。',
  'core.keychain.alreadyHasKey':
    '{account} 已有{kind, select, session {工作階段} spend {支付} other { TIP }}金鑰；未做任何更改。',

  // 橋接：呼叫前的拒絕，以及以錢包自己的話說出的服務方故障
  'core.bridge.locked': '錢包已鎖定。請輸入錢包密碼解鎖。',
  'core.bridge.setup': '請先設定錢包密碼，它用於加密保護您的金鑰。',
  'core.bridge.internal': '錢包內部出錯；詳情已記錄在日誌中。',
  'core.api.badRequest': '服務方無法讀取錢包的請求。',
  'core.api.invalidField': '服務方拒絕了請求中的一個欄位。',
  'core.api.unauthorized': '服務方不接受此帳號的憑證。',
  'core.api.forbidden': '服務方不允許此操作。',
  'core.api.notFound': '服務方找不到它。',
  'core.api.notRegistered': '服務方表示此帳號尚未註冊。',
  'core.api.conflict': '服務方發現此操作與其目前狀態衝突。',
  'core.api.tooLarge': '請求太大，服務方無法處理。',
  'core.api.rateLimited': '服務方要求錢包放慢請求速度。',
  'core.api.serverError': '服務方發生問題。',
  'core.api.rejected': '服務方拒絕了此操作。',
  'core.api.network': '無法連線服務方。',
  'core.api.timeout': '服務方沒有及時回應。',
  'core.api.aborted': '對服務方的呼叫已取消。',
  'core.api.invalidResponse': '服務方傳回了錢包無法理解的內容。',
  'core.api.quoted': `{failure}服務方表示：「{said}」`,
  'core.input.tooLong': `${FIELD}過長：最多 {max} 個字元。`,
  'core.input.tooMany': `${FIELD}的項目過多：最多 {max} 個。`,
  'core.input.empty': `${FIELD}為空。`,
  'core.input.tooShort': `${FIELD}過短。`,
  'core.input.form': `${FIELD}的格式不是錢包能接受的。`,

  // 共管帳戶現在可付出多少（某資產的可用情況），逐句說明
  'core.availability.empty': '此帳戶沒有 {symbol}。',
  'core.availability.free': '全部 {available} 現在都可以付出；沒有待處理請求鎖定其中任何部分。',
  'core.availability.partlyLocked':
    '{available} 現在可以付出。{count, plural, other {有 # 筆待處理請求鎖定了 {locked}。}}',
  'core.availability.allLocked':
    '{count, plural, other {有 # 筆待處理請求鎖定了此帳戶的全部 {locked}。}}',
  'core.availability.unread':
    '{subject, select, it {此錢包還沒有讀取該請求} one {此錢包還沒有讀取其中一筆} other {此錢包還沒有讀取其中另一筆}}，因此還不知道它付給誰：同步請求即可查看（它鎖定了 {locked}）。',
  'core.availability.sending': `${SUBJECT}${PAYS}，且已集齊簽名：正在傳送。`,
  'core.availability.sendingChange': `${SUBJECT}${PAYS}，且已集齊簽名：正在傳送，最終確認後 {change} 會作為找零退回。`,
  'core.availability.pending': `${SUBJECT}${PAYS}；撤銷它會釋放全部 {locked}。`,
  'core.availability.pendingChange': `${SUBJECT}${PAYS}；簽名並傳送後，{change} 會作為找零退回；撤銷它則會釋放全部 {locked}。`,
  'core.availability.alsoPays': `它還${PAYEE}。`,
  'core.availability.nothingElse':
    '在此之前，{symbol} 無法再付出其他款項{ways, select, both {：請簽名或撤銷{each, select, yes {（每筆分別處理）} other {}}} sign {：請簽名{each, select, yes {（每筆分別處理）} other {}}} unlock {：請撤銷{each, select, yes {（每筆分別處理）} other {}}} other {}}。',

  // 金鑰不在系統鑰匙圈中時，它們在哪裡（首個畫面、示範橫幅、終端機）
  'core.keychain.demoMemory':
    '{platform, select, linux {這部電腦上無法連線任何系統鑰匙圈（沒有 Secret Service 回應）} darwin {無法連線 macOS 鑰匙圈} win32 {無法連線 Windows 認證管理員} other {無法連線 {backend}}}，因此示範錢包只把臨時金鑰保存在錢包的記憶體中：示範停止後它們即消失。',
  'core.keychain.cannotKeep':
    '{platform, select, linux {這部電腦上無法連線任何系統鑰匙圈（沒有 Secret Service 回應）} darwin {無法連線 macOS 鑰匙圈} win32 {無法連線 Windows 認證管理員} other {無法連線 {backend}}}，因此錢包無法保存您的金鑰：錢包只把金鑰保存在{platform, select, darwin { macOS 鑰匙圈} win32 { Windows 認證管理員} other { {backend} }}中，絕不保存到檔案或記憶體裡，否則錢包停止時金鑰就會遺失。',
  'core.keychain.remedy.darwin':
    '請在這台 Mac 自己的桌面工作階段中登入，讓您的登入鑰匙圈保持開啟，然後重試。',
  'core.keychain.remedy.win32':
    '請以您自己的身分登入 Windows，讓您的認證管理員保持開啟，然後重試。',
  'core.keychain.remedy.linux':
    '請安裝 Secret Service 並讓它在您的桌面工作階段中執行：GNOME Keyring（在 Debian 或 Ubuntu 上：sudo apt-get install gnome-keyring）、KWallet，或開啟了 Secret Service 整合的 KeePassXC。沒有桌面環境時（透過 SSH），請為該工作階段啟動一個，例如使用 dbus-run-session 和 gnome-keyring-daemon --unlock。然後重試。',

  // 核心寫出的 CSV 檔案的表頭（資料保持原樣）
  'core.csv.ledger.time': '時間',
  'core.csv.ledger.direction': '方向',
  'core.csv.ledger.kind': '類型',
  'core.csv.ledger.asset': '資產',
  'core.csv.ledger.amount': '金額',
  'core.csv.ledger.counterparty': '對方',
  'core.csv.ledger.counterpartyId': '對方 ID',
  'core.csv.ledger.memo': '備註',
  'core.csv.ledger.requestId': '請求 ID',
  'core.csv.ledger.transactionHash': '交易雜湊',
  'core.csv.ledger.assetId': '資產 ID',
  'core.csv.audit.time': '時間',
  'core.csv.audit.account': '帳號',
  'core.csv.audit.accountId': '帳號 ID',
  'core.csv.audit.action': '操作',
  'core.csv.audit.about': '對象',
  'core.csv.audit.aboutId': '對象 ID',
  'core.csv.audit.result': '結果',
  'core.csv.audit.detail': '詳情',
  'core.csv.audit.transactionHash': '交易雜湊',
  'core.csv.run.row': '行號',
  'core.csv.run.payee': '收款人',
  'core.csv.run.payeeId': '收款人 ID',
  'core.csv.run.amount': '金額',
  'core.csv.run.asset': '資產',
  'core.csv.run.assetId': '資產 ID',
  'core.csv.run.memo': '備註',
  'core.csv.run.note': '說明',
  'core.csv.run.requestId': '請求 ID',
  'core.csv.run.transactionHash': '交易雜湊',
  'core.csv.run.state': '狀態',
}
