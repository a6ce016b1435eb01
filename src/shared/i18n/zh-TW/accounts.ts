import type { Translation } from '../translation'
import type { accounts as english } from '../en/accounts'

export const accounts: Translation<typeof english> = {
  // 「金庫」頁面（所有共管帳戶）
  'accounts.title': '金庫',
  'accounts.lead': '您追蹤的共管帳戶，以及每個帳戶持有的資產。從帳戶付款需要湊齊其規則要求的簽名。',
  'accounts.list': '共管帳戶',
  'accounts.add': '新增帳戶…',
  'accounts.card.nothingYet': '尚無資產',
  'accounts.card.locked': '+ {amount} 已鎖定',
  'accounts.none.title': '您尚未追蹤任何共管帳戶。',
  'accounts.none.why':
    'Mixin 公共網路只向指明共管帳戶的人列出該帳戶：指明其共管人及需要其中幾位簽名，或其 MIX 地址。因此錢包無法自行找到您的帳戶。請新增您需要簽名的每個帳戶，此後每次同步時，錢包都會讀取其資金並尋找其請求。',
  'accounts.none.offlineTitle':
    '離線：此錢包尚未追蹤任何共管帳戶，目前也無法讀取服務方列出的帳戶。',
  'accounts.none.offlineMet':
    '此電腦上儲存的請求來自下方「請求中出現的帳戶」裡的{met, plural, =1 {那個帳戶} other {# 個帳戶}}。新增{met, plural, =1 {該帳戶} other {其中一個}}即可追蹤其資金；連線到服務方後即會讀取。',
  'accounts.none.offlineNothing':
    '此電腦上沒有儲存任何共管帳戶。在連線到服務方並新增帳戶之前，無從得知其資金。',

  // 同步
  'accounts.sync.now': '立即同步',
  'accounts.sync.syncing': '正在同步…',
  'accounts.sync.withService': '正在與服務方同步…',
  'accounts.sync.failed': '無法同步（{reason}），以下是錢包上次讀取的內容。',

  // 單一帳戶
  'accounts.detail.defaultName': '共管帳戶',
  'accounts.detail.ledgerAbout': '此帳戶的每一筆資金進出，每筆一列，供會計使用',
  'accounts.detail.ledgerExport': '匯出收支明細（CSV）',
  'accounts.detail.ledgerExporting': '正在匯出…',
  'accounts.detail.newPayment': '新增付款…',
  'accounts.detail.notFollowed': '此錢包未追蹤此帳戶。請在「金庫」中新增，或返回列表。',
  'accounts.detail.offered':
    '<b>在請求中出現，尚未追蹤。</b>新增後，錢包會在每次同步時讀取其資金並尋找其請求；此後您才能從中付款。',
  'accounts.detail.members': '共管人',
  'accounts.detail.rule':
    '{all, select, yes {每筆付款都需要這 {count} 位共管人全部簽名。} other {每筆付款需要這 {count} 位共管人中的 {threshold} 位簽名。}}',
  'accounts.detail.following': '追蹤中',

  // 帳戶名稱
  'accounts.label.field': '名稱（僅儲存在此錢包中）',
  'accounts.label.fieldOptional': '名稱（選填，僅儲存在此錢包中）',
  'accounts.label.placeholder': '例如：營運預算',
  'accounts.label.save': '儲存名稱',
  'accounts.label.named': '已命名為「{label}」。',
  'accounts.label.removed': '已移除名稱。',

  // 餘額
  'accounts.balances.title': '餘額',
  'accounts.balances.none': '尚無餘額。',
  'accounts.balances.asset': '資產',
  'accounts.balances.available': '可用',
  'accounts.balances.locked': '已鎖定',
  'accounts.balances.actions': '操作',
  'accounts.balances.lockedNote': '已鎖定：被待處理請求佔用，直到這些請求完成簽名或被撤銷。',
  'accounts.balances.pay': '付款…',
  'accounts.balances.payWith': '用 {symbol} 付款',
  'accounts.balances.nothingPayable': '目前沒有可支付的 {symbol}。',

  // 待處理請求鎖定了什麼，以及原因
  'accounts.locks.heading': '{amount} 被{count, plural, =1 {一筆} other { # 筆}}待處理請求鎖定',
  'accounts.locks.listLabel': '鎖定 {symbol} 的請求',
  'accounts.locks.holdsNone': '此帳戶沒有 {symbol}。',
  'accounts.locks.allLocked':
    '全部 {amount} 都被{count, plural, =1 {一筆} other { # 筆}}待處理請求鎖定：簽名或撤銷後才能再次付款。',
  'accounts.locks.unread':
    '一筆此錢包尚未讀取的請求鎖定了 {amount}：請同步請求，查看它支付的內容。',
  'accounts.locks.payment': '向 {receiver} 支付 {amount}',
  'accounts.locks.paymentBack': '將 {amount} 轉回此帳戶',
  'accounts.locks.toAddress': '地址 {address}',
  'accounts.locks.toMembers': '{names}（{threshold}/{count} 多簽）',
  'accounts.locks.nameSeparator': '、',
  'accounts.locks.paymentSeparator': '，並',
  'accounts.locks.returns': '{pays}；簽名或撤銷後，{change} 將退回此帳戶。',
  'accounts.locks.frees': '{pays}；撤銷後將釋出全部 {locked}。',
  'accounts.locks.sending': '{pays}。簽名已全部收齊，正在傳送。',
  'accounts.locks.sendingChange':
    '{pays}。簽名已全部收齊，正在傳送；交易完成後，{change} 將作為找零退回。',
  'accounts.locks.memo': '備註：{memo}',
  'accounts.locks.sign': '簽名…',
  'accounts.locks.review': '核對',
  'accounts.locks.unlock': '撤銷…',
  'accounts.locks.nothingElse':
    '目前無法再支付任何 {symbol}：此帳戶的每一筆 {symbol} 交易輸出（UTXO）都被{count, plural, =1 {該請求} other {這些請求}}佔用，直到{count, plural, =1 {該請求} other {每筆請求}}完成簽名並送出，或被撤銷。',
  'accounts.locks.free': '{amount} 位於沒有請求佔用的交易輸出中：現在即可支付。',
  'accounts.locks.payFromFree': '用這部分付款…',

  // 某項資產的歷史記錄
  'accounts.history.title': '{symbol} 歷史記錄',
  'accounts.history.none': '尚無記錄。',
  'accounts.history.received': '轉入 {amount}<muted>（交易 {hash}）</muted>',
  'accounts.history.locked': '{amount} 被一筆待處理請求鎖定',
  'accounts.history.sent': '已支付 {amount}',
  'accounts.history.sentTo': '已向 {to} 支付 {amount}',
  'accounts.history.change': '（{change} 已作為找零退回）',
  'accounts.history.unlocked': '已撤銷：{amount} <muted>未支付</muted>',
  'accounts.history.unlockedTo': '已撤銷：向 {to} 支付的 {amount} <muted>未支付</muted>',
  'accounts.history.open': '開啟請求',

  // 追蹤帳戶：地址、取消追蹤、請求中出現的帳戶
  'accounts.follow.address': 'MIX 地址',
  'accounts.follow.copyAddress': '複製 MIX 地址',
  'accounts.follow.notSynced': '尚未同步',
  'accounts.follow.lastSynced': '上次同步：{time}',
  'accounts.follow.following': '已追蹤 {name}。每次同步時都會讀取其資金和請求。',
  'accounts.follow.stop': '取消追蹤…',
  'accounts.follow.stopNamed': '取消追蹤 {name}…',
  'accounts.follow.stopTitle': '取消追蹤 {name}？',
  'accounts.follow.stopConfirm': '取消追蹤',
  'accounts.follow.stopWhat':
    '錢包將不再讀取此帳戶的資金，也不再尋找它的新請求。您待處理請求中已有的該帳戶請求會保留。',
  'accounts.follow.stopNot':
    '此帳戶及其資金不受任何影響：您可以隨時憑其共管人和簽名門檻，或此 MIX 地址，再次新增它。',
  'accounts.follow.stopped': '已取消追蹤 {name}。',

  // 請求中出現的帳戶
  'accounts.offered.title': '請求中出現的帳戶',
  'accounts.offered.about':
    '請求中提到的、您是其共管人的共管帳戶。新增後，錢包會讀取其資金，並在有新請求時找到它們；如果不該由您追蹤，請忽略。',
  'accounts.offered.facts': '{rule} · {names} · 發現於 {time}',
  'accounts.offered.add': '新增',
  'accounts.offered.addNamed': '新增 {name}',
  'accounts.offered.dismiss': '忽略',
  'accounts.offered.dismissNamed': '忽略 {name}',
  'accounts.offered.dismissed': '已忽略 {name}。如有其他請求提到它，會再次列出。',

  // 新增共管帳戶
  'accounts.addDialog.title': '新增共管帳戶',
  'accounts.addDialog.confirm': '新增帳戶',
  'accounts.addDialog.about':
    'Mixin 公共網路只向指明共管帳戶的人顯示其資金和請求：指明其共管人及需要其中幾位簽名，或其 MIX 地址。',
  'accounts.addDialog.nameBy': '指明方式',
  'accounts.addDialog.byMembers': '共管人及所需簽名數',
  'accounts.addDialog.byAddress': 'MIX 地址',
  'accounts.addDialog.took': '已選入「{group}」的 {count, plural, other {# 位成員}}（包括您）。',
  'accounts.addDialog.others': '其他共管人',
  'accounts.addDialog.alwaysYou': '您始終是共管人之一。',
  'accounts.addDialog.inAll': '您也是共管人：共 {count, plural, other {# 位共管人}}。',
  'accounts.addDialog.threshold': '所需簽名',
  'accounts.addDialog.choose': '請選擇…',
  'accounts.addDialog.thresholdOption': '{count} 位中的 {threshold} 位',
  'accounts.addDialog.addressHint': '以 MIX 開頭。任何共管人都可以在其錢包的「金庫」頁面複製。',
  'accounts.addDialog.noAddress': '請貼上共管帳戶的 MIX 地址。',
  'accounts.addDialog.notAddress': '共管帳戶的地址以「MIX」開頭。請貼上完整地址。',
  'accounts.addDialog.noMembers':
    '請選擇其他共管人：從聯絡人中選擇、貼上其 ID 或連結，或從群組中選取。',
  'accounts.addDialog.tooMany': '一個共管帳戶最多有 {max} 位共管人，目前選了 {count} 位。',
  'accounts.addDialog.noThreshold': '請選擇 {count} 位共管人中需要幾位簽名。',
  'accounts.addDialog.badThreshold': '請選擇 1 到 {count} 之間的數字（即共管人數）。',

  // 新增付款
  'accounts.pay.title': '新增付款',
  'accounts.pay.lead':
    '付款帳戶：<b>{account}</b> · {rule}。您在發起時即簽名；{more, plural, =0 {之後無需其他共管人簽名} other {之後還需等待 # 位共管人簽名}}。',
  'accounts.pay.prefilled': '已根據連結填寫。請逐項核對：在您發起之前，不會傳送任何內容。',
  'accounts.pay.noAccount': '此錢包中沒有該帳戶。請返回「金庫」選擇一個。',
  'accounts.pay.asset': '資產',
  'accounts.pay.assetOption': '{symbol} — 可用 {amount}',
  'accounts.pay.noAsset': '沒有可用於付款的資產',
  'accounts.pay.to': '收款人',
  'accounts.pay.toHint':
    '聯絡人名稱、使用者 ID、使用者連結或代碼連結，或一個 XIN 或 MIX 地址。多人共同收款時，您需要選擇其中幾位簽名才能動用這筆資金。',
  'accounts.pay.toThreshold': '{count} 位收款人中需要幾位簽名才能動用這筆資金',
  'accounts.pay.amount': '金額',
  'accounts.pay.max': '最大',
  'accounts.pay.amountHint': '最多 8 位小數；填寫「max」可支付單筆交易所能付出的全部金額。',
  'accounts.pay.available':
    '可用 {amount}。最多 8 位小數；填寫「max」可支付單筆交易所能付出的全部金額。',
  'accounts.pay.availableLocked':
    '可用 {amount}，另有 {locked} 被待處理請求鎖定。最多 8 位小數；填寫「max」可支付單筆交易所能付出的全部金額。',
  'accounts.pay.memo': '備註（選填）',
  'accounts.pay.memoBytes': '{bytes}/{limit} 位元組',
  'accounts.pay.propose': '發起並簽名',
  'accounts.pay.proposing': '正在發起…',
  'accounts.pay.requestId':
    '請求 ID <code>{id}</code>：失敗後重試，完成的仍是這同一筆請求，絕不會產生第二筆。',

  // 長時間待處理的請求
  'accounts.stale.title': '長時間待處理的請求',
  'accounts.stale.after': '待處理超過',
  'accounts.stale.days': '{count, plural, other {#}} 天',
  'accounts.stale.weeks': '{count, plural, other {#}} 週',
  'accounts.stale.hours': '{count, plural, other {#}} 小時',
  'accounts.stale.none': '無：所有待處理請求都未超過這個時長。',
  'accounts.stale.row': '{amount} · 已有 {signed}/{threshold} 個簽名 · <time>{age}</time>發起',
  'accounts.stale.request': '（請求 {id}）',
  'accounts.stale.review': '核對',
  'accounts.stale.unlock': '撤銷…',
  // 付款表單逐項的拒絕理由（核心給出的用詞；src/main/core/services/proposals）。
  'accounts.field.chooseAsset': '請選擇用於付款的資產。',
  'accounts.field.memoTooLong': '備註為 {bytes} 位元組，必須少於 256 位元組（最多 {max} 位元組）。',
  'accounts.field.noReceiver':
    '請填寫收款人：使用者 ID、使用者連結或代碼連結，或一個 XIN 或 MIX 地址。',
  'accounts.field.tooManyReceivers': '一筆付款最多可由 {max} 位使用者共同收款。',
  'accounts.field.addressAlone': '地址只能單獨收款：請刪除其他收款人，或分開付款。',
  'accounts.field.xinThreshold': 'XIN 地址只有一個收款人：簽名門檻為 1。',
  'accounts.field.mixThreshold':
    '此 MIX 地址自帶簽名門檻 {threshold}/{members}：請將簽名門檻留空。',
  // {kind} 為 XIN 或 MIX；{reason} 為無法識別的原因。
  'accounts.field.badAddress':
    '這不是有效的 {kind} 地址：{reason, select, prefix {開頭不是這種地址的格式} base58 {含有地址中不會出現的字元} length {長度過短或過長} checksum {檢查碼不符（有字元錯誤或缺漏）} key {其中的金鑰無效} version {本錢包不認得它的版本} threshold {其簽名門檻與成員數不符} count {成員過多或過少} members {其成員格式有誤} mixedMembers {混用了使用者 ID 和 XIN 地址} other {其中一個成員格式有誤}}。',
  // {reason}：連結自身的原因（已是用詞）。
  'accounts.field.refUnusable': '「{text}」無法使用：{reason}。',
  'accounts.field.notAReceiver':
    '「{text}」不是使用者 ID、使用者連結或代碼連結，也不是 XIN 或 MIX 地址。',
  'accounts.field.listedTwice': '{text} 被列出了兩次。',
  'accounts.field.oneReceiver': '只有一位收款人：簽名門檻為 1。',
  'accounts.field.askThreshold':
    '{count} 位收款人中需要幾位簽名才能動用這筆資金？請填寫 1 到 {count}。',
  'accounts.field.thresholdRange': '簽名門檻必須在 1 到 {count}（收款人數）之間。',
  'accounts.field.amount':
    '{reason, select, empty {請填寫金額，例如 1.5，或填寫「max」。} negative {金額必須大於零。} format {請用數字填寫金額，例如 1.5（小數點用「.」，不加空格或逗號），或填寫「max」。} decimals {最多 8 位小數：最小金額為 0.00000001。} huge {此金額超出了任何帳戶可能持有的數額。} other {金額必須大於零。}}',
  // 服務方告知的使用者 ID 或連結的問題（也用於新共管人）。
  'accounts.field.ref':
    '{reason, select, notUserCode {此代碼連結不屬於使用者：請貼上對方本人的代碼連結。} noCode {服務方找不到此連結對應的代碼。} other {服務方找不到使用者 {id}。}}',
  'accounts.field.samePersonTwice': '同一個人被列出了兩次（一次用 ID，一次用連結）。',
  // 與帳戶持有和可支付的資金對照；{locked}、{most} 是金額。
  'accounts.field.noSuchAsset': '此帳戶沒有 {symbol}。',
  'accounts.field.allLocked':
    '此帳戶的 {symbol}（{locked} {symbol}）已全部被待處理請求鎖定：請先為這些請求簽名或將其撤銷。',
  'accounts.field.atMost': '此帳戶可支付 {most} {symbol}。請填寫不超過 {most} 的金額。',
  'accounts.field.atMostLocked':
    '此帳戶可支付 {most} {symbol}，另有 {locked} {symbol} 被待處理請求鎖定。請填寫不超過 {most} 的金額。',
  'accounts.field.tooManyInputs':
    '支付這筆金額需要動用此帳戶的 {needed} 個交易輸出，但一筆交易最多只能花費 {max} 個。請現在最多支付 {most} {symbol}，或先合併交易輸出：向此帳戶自身發起一筆「max」付款（收款人為其本身的共管人，需要其中 {threshold} 位簽名），把最大的 {max} 個交易輸出合併為一個，然後重新發起這筆付款。',
  'accounts.field.notFollowed':
    '此錢包沒有追蹤您參與的、具有這些共管人和簽名門檻的共管帳戶。請先在「金庫」中新增（填寫其共管人和簽名門檻，或其 MIX 地址），再從中付款。',
  'accounts.field.notRegistered':
    '{name} 尚未開通 Mixin Safe 金庫，付給對方的資金將無法動用。請先讓對方設定好錢包。',
  'accounts.field.someoneNotRegistered':
    '有一位收款人尚未開通 Mixin Safe 金庫，付給對方的資金將無法動用。請先讓對方設定好錢包。',
  // 錢包鎖定時讀取金鑰（src/main/core/vault）。
  'accounts.field.walletLocked': '錢包已鎖定，無法讀取其金鑰。請用錢包密碼解鎖。',
}
