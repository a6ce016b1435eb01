import type { Translation } from '../translation'
import type { runs as english } from '../en/runs'

export const runs: Translation<typeof english> = {
  'runs.kind.payroll': '批次付款',
  'runs.kind.rotation': '轉移到新共管人',
  'runs.kind.unknown': '批次',
  'runs.list.and': ' 和 ',
  'runs.list.comma': '、',
  'runs.quote.open': '「',
  'runs.quote.close': '」',
  'runs.noSuchAccount': '此錢包中沒有這個帳戶。請返回「金庫」重新選擇。',

  'runs.rowState.draft': '未發起',
  'runs.rowState.waiting': '等待簽名',
  'runs.rowState.sending': '正在傳送',
  'runs.rowState.paid': '已支付',
  'runs.rowState.unlocked': '已撤銷',
  'runs.runState.draft': '草稿',
  'runs.runState.waiting': '等待簽名',
  'runs.runState.sending': '正在傳送',
  'runs.runState.paid': '已支付',
  'runs.runState.moved': '已轉移',
  'runs.runState.unlocked': '部分請求已撤銷',
  'runs.requestKind.pay': '付款',
  'runs.requestKind.sweep': '歸集',
  'runs.requestKind.collectible': '藏品',

  'runs.card.title': '批次付款與成員更換',
  'runs.card.payMany': '批次付款…',
  'runs.card.move': '轉移到新共管人…',
  'runs.card.shared': '分享給您、尚未開啟的批次',
  'runs.card.sharedList': '分享給您的批次檔案',
  'runs.card.open': '開啟 {name}',
  'runs.card.from': '來自 {person} · {time}',
  'runs.card.list': '批次',
  'runs.card.payroll': '{payees, plural, other {#}} 位收款人 · {totals}',
  'runs.card.none': '此帳戶尚無批次付款或成員更換。',
  'runs.card.openFile': '開啟批次檔案',

  'runs.payMany.title': '批次付款',
  'runs.payMany.lead':
    '付款帳戶：<b>{account}</b> · {rule}。每種資產一筆請求（每筆最多 255 位收款人），由您在發起時簽名；其他共管人隨後對整個批次簽名一次。',
  'runs.payMany.file': '從 CSV 檔案讀取付款列',
  'runs.payMany.rows': '付款列（或在此貼上）',
  'runs.payMany.example':
    'payee,amount,asset,note\n37160854,1200,USDT,11 月薪資\nAlice Lee,0.5,XIN,獎金',
  'runs.payMany.rowsHint':
    '第一列為標題列，之後每列一位收款人。各欄：payee（收款人：聯絡人名稱、Mixin ID、使用者 ID、mixin.one 連結，或 XIN / MIX 地址）、amount（金額）、asset（資產：符號或 ID）、note（說明，供其他共管人查看，不會傳送）。標題列請使用這些英文欄名，其他欄將被忽略。',
  'runs.payMany.memo': '備註（每位收款人的交易都會帶上）',
  'runs.payMany.memoExample': '例如：批次付款 2026-11',
  'runs.payMany.memoBytes': '{bytes}/{limit} 位元組',
  'runs.payMany.name': '批次名稱（選填，供此錢包和其他共管人查看）',
  'runs.payMany.nameExample': '例如：11 月批次付款',
  'runs.payMany.checking': '正在檢查…',
  'runs.payMany.check': '檢查付款列',
  'runs.payMany.saveDraft': '儲存草稿',
  'runs.payMany.discardDraft': '刪除草稿',
  'runs.payMany.refused': '未建立任何內容：{count, plural, other {有 # 處需要修改}}',
  'runs.payMany.preview':
    '預覽：{payees, plural, other {# 位收款人}}，{requests, plural, other {# 筆請求}}',
  'runs.payMany.previewNote': '已與服務方核對；在您發起之前不會建立任何內容。',
  'runs.payMany.propose': '發起並簽名…',
  'runs.payMany.confirmTitle': '發起此批次付款？',
  'runs.payMany.confirm': '發起並簽名',
  'runs.payMany.recap': '向 {payees, plural, other {# 位收款人}}支付 {totals}，備註為「{memo}」。',
  'runs.payMany.youSign':
    '您現在為其中的 {requests, plural, other {# 筆請求}}簽名；還需要 {more, plural, other {# 個簽名}}才能付款。',

  'runs.pasted.label': '未通過的列',
  'runs.pasted.row': '列',
  'runs.pasted.written': '原文',
  'runs.pasted.change': '需要修改的內容',

  'runs.flags.note':
    '<b>請核對這些收款人：</b>{which, select, first {{first, plural, other {# 位收款人從未收到過此帳戶的付款}}} strangers {{strangers, plural, other {# 位收款人不在您的聯絡人中}}} other {{first, plural, other {# 位收款人從未收到過此帳戶的付款}}；{strangers, plural, other {# 位收款人不在您的聯絡人中}}}}。已在下方對應的列中標出。',

  'runs.table.payees': '收款人',
  'runs.table.row': '列',
  'runs.table.payee': '收款人',
  'runs.table.amount': '金額',
  'runs.table.flags': '標記',
  'runs.table.note': '發起人說明（未經驗證）',
  'runs.table.state': '狀態',
  'runs.table.transaction': '交易',
  'runs.table.firstPayment': '首次付款',
  'runs.table.notInContacts': '不在聯絡人中',
  'runs.table.noteTitle': '發起人的說明：這是其說法，未經驗證。{note}',

  'runs.totals.label': '各資產合計',
  'runs.totals.asset': '資產',
  'runs.totals.rows': '列數',
  'runs.totals.requests': '請求數',
  'runs.totals.total': '合計',
  'runs.totals.available': '可用',
  'runs.totals.stays': '帳戶剩餘',

  'runs.requests.label': '請求',
  'runs.requests.request': '請求',
  'runs.requests.moves': '類型',
  'runs.requests.amount': '金額',
  'runs.requests.signatures': '簽名',
  'runs.requests.state': '狀態',
  'runs.requests.stillToSign': '待簽名',
  'runs.requests.transaction': '交易',
  'runs.requests.collectibles': '{count, plural, other {#}} 個藏品',
  'runs.requests.payees': ' · {count, plural, other {#}} 位收款人',
  'runs.requests.signed': '已簽名 {signed}/{threshold}',
  'runs.requests.youSigned': ' · 您已簽名',
  'runs.requests.open': '等待簽名',
  'runs.requests.complete': '正在傳送',
  'runs.requests.sent': '已傳送',
  'runs.requests.unlocked': '已撤銷',
  'runs.requests.notCreated': '未建立',

  'runs.run.changed': '此批次在您開啟後有了變化，現顯示其最新狀態。',
  'runs.run.checking': '正在檢查…',
  'runs.run.refresh': '同步並重新核對',
  'runs.run.export': '匯出 CSV',
  'runs.run.reviewing': '正在根據交易核對此批次…',
  'runs.run.reviewFailed': '暫時無法與服務方核對，以下是錢包保存的副本；在能夠核對之前，無法簽名。',
  'runs.run.summary':
    '{kind, select, payroll {批次付款} other {轉移到新共管人}} · 共 {rows, plural, other {#}} 列',
  'runs.run.state': '狀態',
  'runs.run.proposedBy': '發起人',
  'runs.run.memo': '備註',
  'runs.run.noMemo': '無',
  'runs.run.draft': '草稿：尚未建立任何內容。',
  'runs.run.reopen': '在批次付款中重新開啟',
  'runs.run.refused':
    '<b>此批次與其請求不符，無法簽名。</b>請向發起人詢問原因；不要逐筆簽名其中的請求。',
  'runs.run.refusedRow': '第 {row} 列：{detail}',
  'runs.run.warnings': '警告',
  'runs.run.sign': '簽名此批次（{count, plural, other {# 筆請求}}）…',
  'runs.run.signedAll': '您已為此批次的每筆請求簽名。',
  'runs.run.allSent': '所有請求均已傳送。',
  'runs.run.cannotSign': '此批次目前沒有您可以簽名的請求。',
  'runs.run.totals': '合計',
  'runs.run.payees': '收款人',
  'runs.run.requests': '請求',
  'runs.run.confirmTitle': '簽名此批次？',
  'runs.run.confirm': '簽名 {count, plural, other {# 筆請求}}',
  'runs.run.approves': '您的簽名批准的正是以下內容：',
  'runs.run.checkedMembers': '我已核對新共管人及其簽名門檻',
  'runs.run.checkedPayees': '我已核對收款人、金額和備註',

  'runs.move.title': '轉移到新共管人',
  'runs.move.lead':
    '將「<b>{account}</b>」（{rule}）中的全部資產轉移到由您選定的共管人組成的新帳戶。在您開始轉移之前不會建立任何內容。',
  'runs.move.form': '轉移給哪些共管人',
  'runs.move.members': '新共管人',
  'runs.move.threshold': '{count} 位共管人中需要幾位簽名',
  'runs.move.planning': '正在規劃…',
  'runs.move.plan': '規劃轉移',
  'runs.move.planTitle': '轉移計畫',
  'runs.move.newAccount':
    '新帳戶：<code>{address}</code>。新帳戶將沿用此帳戶的名稱；此帳戶清空後將標記為已停用。',
  'runs.move.sweeps': '歸集',
  'runs.move.nothing': '目前沒有可轉移的資產。',
  'runs.move.pendingTitle': '佔用資金的待處理請求',
  'runs.move.pendingHint': '請撤銷這些請求（或等待其完成）；它們釋放的資金之後可在轉移頁面中歸集。',
  'runs.move.start': '開始轉移…',
  'runs.move.confirmTitle': '將全部資產轉移給這些共管人？',
  'runs.move.confirm': '開始轉移',
  'runs.move.youSign':
    '您現在為其中的 {count, plural, other {# 筆歸集}}簽名；其他共管人將對整個轉移簽名一次。',
  'runs.pending.label': '待處理請求',
  'runs.pending.item': '<link>請求 {id}</link> · {amount} · 已簽名 {signed}/{threshold}',

  'runs.rotation.moves':
    '<b>此操作會將帳戶中的全部資產轉移給一組新的共管人：</b>{members}，需要 {count} 位共管人中的 {threshold} 位簽名。',
  'runs.rotation.leaving': '將退出：{names}。',
  'runs.rotation.joining': '將加入：{names}。',
  'runs.rotation.lowers':
    '此操作會降低簽名門檻：今後 {count, plural, other {# 個簽名}}即可轉移資金，而現在需要 {now} 個。',
  'runs.rotation.outside': '不在您的聯絡人中：{names}。請確認您認識他們。',

  'runs.status.title': '轉移進度',
  'runs.status.reading': '正在讀取原帳戶…',
  'runs.status.done': '<b>已完成。</b>原帳戶已清空並停用；新帳戶沿用其名稱。',
  'runs.status.empty': '原帳戶中已沒有剩餘資產；歸集交易仍待傳送。',
  'runs.status.left': '原帳戶剩餘',
  'runs.status.asset': '資產',
  'runs.status.spendable': '可用',
  'runs.status.locked': '被請求佔用',
  'runs.status.collectibles': '藏品',
  'runs.status.pending': '這些請求佔用了資金。請撤銷它們（或等待其完成），然後歸集釋放出的資金：',
  'runs.status.sweeping': '正在歸集…',
  'runs.status.sweep': '歸集剩餘資產',

  // 批次核對發現的問題（核心給出的用詞）。ID 是資料。
  'runs.core.row.noOutput': '第 {row} 列指向交易輸出 {output}，但交易中沒有這個輸出',
  'runs.core.row.change': '第 {row} 列由交易輸出 {output} 支付，但該輸出退回本帳戶',
  'runs.core.row.amount': '第 {row} 列寫的是 {amount}，交易輸出 {output} 支付的是 {paid}',
  'runs.core.row.users':
    '第 {row} 列付給 {members} 中的 {threshold} 位；交易輸出 {output} 付給 {outMembers} 中的 {outThreshold} 位',
  'runs.core.row.usersUnnamed':
    '第 {row} 列付給 {members} 中的 {threshold} 位；交易輸出 {output} 付給服務方無法指明的金鑰中的 {outThreshold} 個',
  'runs.core.row.address':
    '第 {row} 列付給一個地址；交易輸出 {output} 卻付給 {outMembers} 中的 {outThreshold} 位',
  'runs.core.output.unnamed': '交易輸出 {output} 向任何一列都未列出的人支付了 {amount}',
  'runs.core.sweep.outputs': '一筆歸集只有一個交易輸出，付給新共管人；這一筆有 {count} 個',
  'runs.core.sweep.target':
    '這筆歸集付給 {members} 中的 {threshold} 位，而不是新的 {newMembers} 位共管人中的 {newThreshold} 位',
  'runs.core.sweep.targetUnnamed':
    '這筆歸集付給服務方無法指明的金鑰中的 {threshold} 個，而不是新的 {newMembers} 位共管人中的 {newThreshold} 位',
  'runs.core.sweep.collectible': '藏品的歸集只能單獨轉移那一件藏品',
  'runs.core.sweep.spendsCollectible': '資產的歸集花費了一件藏品',
  'runs.core.request.otherAccount': '它從另一個帳戶付款，而不是本批次的帳戶',
  'runs.core.request.otherAsset': '它轉移的資產（{asset}）與批次所寫的（{expected}）不同',
  'runs.core.request.otherMemo': '它的備註是「{memo}」，批次的備註是「{expected}」',
  'runs.core.mismatch': '此批次與其請求不符，未簽名任何請求：{reasons}',
  'runs.core.warning.xinAddress':
    '第 {row} 列付給一個 XIN 地址：金額已驗證，但沒有發起人的遮罩（mask），無法把交易輸出 {output} 的金鑰與該地址對應起來。',
  'runs.core.warning.otherProposer': '請求 {request} 由另一位共管人發起，而非批次所寫的發起人。',
  // 單一請求自己的警告，列在批次的警告下（RunScreen）。
  'runs.core.warning.request': '請求 {request}：{warning}',
  // 批次做什麼，一句話說明（src/shared/run-statement.ts）；{owners}、{newMembers} 是名字。
  'runs.core.statement.payroll':
    '從 {owners} 的共管帳戶（{threshold}/{members}）向 {payees, plural, other {# 位收款人}}支付 {amounts}，共 {requests, plural, other {# 筆請求}}，備註為「{memo}」。',
  'runs.core.statement.rotation':
    '把 {owners} 的共管帳戶（{threshold}/{members}）中的全部資產（{amounts}）轉移到新的共管人：{newMembers}，需要其中 {newThreshold} 位簽名。{change}',
  'runs.core.statement.holds': '其中的一切',
  'runs.core.statement.collectibles': '{count, plural, other {# 件藏品}}',
  'runs.core.statement.leave': '{names} {count, plural, other {退出}}。',
  'runs.core.statement.join': '{names} {count, plural, other {加入}}。',
  'runs.core.statement.leaveJoin':
    '{leaving} {leaveCount, plural, other {退出}}；{joining} {joinCount, plural, other {加入}}。',
  // 批次付款各列及成員更換表單的拒絕理由（核心給出的用詞；
  // src/main/core/services/payroll、rotation）。{row} 為試算表中的列號。
  'runs.field.unclosedQuote': '第 {row} 列有一個以引號（"）開始的欄位沒有結束：請補上結尾的引號。',
  'runs.field.noRows':
    '沒有任何一列：請貼上或讀取一個標題列（payee,amount,asset,note），並為每位收款人各寫一列。',
  // {missing}：缺少的欄，依 payee、amount、asset 的順序以 _ 連接。
  'runs.field.missingColumns':
    '標題列缺少{missing, select, payee {「payee」欄} amount {「amount」欄} asset {「asset」欄} payee_amount {「payee」和「amount」欄} payee_asset {「payee」和「asset」欄} amount_asset {「amount」和「asset」欄} other {「payee」「amount」和「asset」欄}}：第一列必須寫明各欄名 payee、amount、asset 和 note（順序不限）。',
  'runs.field.onlyHeader': '只有欄名：請在標題列下為每位收款人各新增一列。',
  'runs.field.tooManyRows': '共有 {count} 列，一次批次付款最多 {max} 列。請拆分為幾次批次付款。',
  'runs.field.noPayee':
    '第 {row} 列沒有填寫收款人：請填寫使用者 ID、Mixin ID、聯絡人名稱、使用者連結或代碼連結，或一個 MIX 或 XIN 地址。',
  'runs.field.payeeTooLong':
    '第 {row} 列：收款人過長，任何收款人的寫法都不會這麼長（最多 {max} 個字元）。',
  'runs.field.badAddress':
    '第 {row} 列：這不是有效的 {kind} 地址：{reason, select, prefix {開頭不是這種地址的格式} base58 {含有地址中不會出現的字元} length {長度過短或過長} checksum {檢查碼不符（有字元錯誤或缺漏）} key {其中的金鑰無效} version {本錢包不認得它的版本} threshold {其簽名門檻與成員數不符} count {成員過多或過少} members {其成員格式有誤} mixedMembers {混用了使用者 ID 和 XIN 地址} other {其中一個成員格式有誤}}。',
  'runs.field.refUnusable': '第 {row} 列：「{text}」無法使用：{reason}。',
  'runs.field.noMax':
    '第 {row} 列：批次付款只支付確定的金額，請填寫金額，例如 1.5（「max」只用於單筆付款）。',
  'runs.field.amount':
    '第 {row} 列：{reason, select, empty {請填寫金額，例如 1.5。} negative {金額必須大於零。} format {請用數字填寫金額，例如 1.5（小數點用「.」，不加空格或逗號）。} decimals {最多 8 位小數：最小金額為 0.00000001。} huge {此金額超出了任何帳戶可能持有的數額。} other {金額必須大於零。}}',
  'runs.field.noAsset': '第 {row} 列沒有填寫資產：請填寫其符號（例如 USDT）或資產 ID。',
  'runs.field.assetUnreadable': '第 {row} 列：「{text}」既不是資產符號，也不是資產 ID。',
  'runs.field.noteTooLong': '第 {row} 列：說明有 {length} 個字元，請控制在 {max} 個以內。',
  'runs.field.assetNotHeld': '第 {row} 列：此帳戶沒有 {symbol}。',
  'runs.field.assetIdNotHeld': '第 {row} 列：此帳戶沒有資產 {id}。',
  // {which}：資產 ID（附其所在鏈）。
  'runs.field.assetAmbiguous':
    '第 {row} 列：此帳戶有 {count} 個名為 {text} 的資產（{which}）：請用資產 ID 指明用哪一個付款。',
  'runs.field.symbolNotHeld':
    '第 {row} 列：此帳戶沒有 {text}。請填寫此帳戶持有的資產，寫其符號或資產 ID。',
  'runs.field.noContactNumber':
    '第 {row} 列：沒有 Mixin ID 為 {number} 的聯絡人。請改用對方的使用者 ID 或連結（mixin.one/users/… 或其代碼連結）付款：此後錢包也能依 Mixin ID 認出對方。',
  'runs.field.noContactName':
    '第 {row} 列：沒有名為「{name}」的聯絡人。請改用對方的 Mixin ID、使用者 ID 或連結。',
  'runs.field.contactsShareNumber':
    '第 {row} 列：有 {count} 位聯絡人的 Mixin ID 是 {number}（Mixin ID：{numbers}）：請填寫要付款的那一位的 Mixin ID 或使用者 ID。',
  'runs.field.contactsShareName':
    '第 {row} 列：有 {count} 位聯絡人都叫「{name}」（Mixin ID：{numbers}）：請填寫要付款的那一位的 Mixin ID 或使用者 ID。',
  'runs.field.ref':
    '第 {row} 列：{reason, select, notUserCode {此代碼連結不屬於使用者：請貼上對方本人的代碼連結。} noCode {服務方找不到此連結對應的代碼。} other {服務方找不到使用者 {id}。}}',
  'runs.field.mixMemberTwice': '第 {row} 列：此 MIX 地址把同一個成員列出了兩次。',
  'runs.field.payingItself': '第 {row} 列：這是付款帳戶本身；批次付款只付給他人。',
  'runs.field.samePayee':
    '第 {row} 列與第 {earlier} 列向同一收款人支付同一種資產：請把兩列合併為一列，或刪除其中一列。',
  'runs.field.notRegistered':
    '第 {row} 列：{name} 尚未開通 Mixin Safe 金庫，付給對方的資金將無法動用。請讓對方先設定好錢包，或刪除這一列。',
  'runs.field.someoneNotRegistered':
    '第 {row} 列：其中一位收款人尚未開通 Mixin Safe 金庫，付給對方的資金將無法動用。請讓對方先設定好錢包，或刪除這一列。',
  // 帳戶可支付的金額；{running}、{available}、{locked}、{total}、{amount} 是金額。
  'runs.field.overBalance':
    '第 {row} 列使 {symbol} 的合計達到 {running} {symbol}，超過此帳戶可支付的 {available} {symbol}。{count} 列 {symbol} 付款合計 {total} {symbol}。',
  'runs.field.overBalanceLocked':
    '第 {row} 列使 {symbol} 的合計達到 {running} {symbol}，超過此帳戶可支付的 {available} {symbol}，另有 {locked} {symbol} 被待處理請求鎖定。{count} 列 {symbol} 付款合計 {total} {symbol}。',
  'runs.field.tooManyInputs':
    '第 {first} 至 {last} 列共支付 {amount} {symbol}，需要動用此帳戶的 {needed} 個交易輸出，而一筆交易最多只能花費 {max} 個。請先合併此帳戶的交易輸出（向此帳戶自身發起一筆 {symbol} 的「max」付款），或在本批次中少付幾列。',
  // 批次付款自身的欄位。
  'runs.field.noName': '請為這次批次付款命名，例如「2026-11 付款」：批次將以此名稱列出和分享。',
  'runs.field.nameTooLong': '名稱有 {length} 個字元，請控制在 {max} 個以內。',
  'runs.field.memoTooLong':
    '備註為 {bytes} 位元組，必須少於 256 位元組（最多 {max} 位元組）。每位收款人的交易都會帶上這則備註。',
  'runs.field.notFollowed':
    '此錢包沒有追蹤您參與的、具有這些共管人和簽名門檻的共管帳戶。請先在「金庫」中新增，再從中付款。',
  // 轉移到新共管人：表單，以及每位新共管人是誰。
  'runs.field.moveNotFollowed':
    '此錢包沒有追蹤您參與的、具有這些共管人和簽名門檻的共管帳戶。請先在「金庫」中新增。',
  'runs.field.chooseMembers': '請選擇新的共管人：聯絡人、某個群組的成員，或使用者 ID 和連結。',
  'runs.field.tooManyMembers': '一個帳戶最多有 64 位共管人，目前選了 {count} 位。',
  'runs.field.askThreshold': '{count} 位新共管人中需要幾位簽名？請填寫 1 到 {count}。',
  'runs.field.nothingMoves': '這已經是此帳戶現在的共管人和簽名門檻：沒有什麼需要轉移。',
  'runs.field.memberNoNumber': '沒有 Mixin ID 為 {number} 的聯絡人：請改用對方的使用者 ID 或連結。',
  'runs.field.memberNoName': '沒有名為「{name}」的聯絡人：請改用對方的使用者 ID 或連結。',
  'runs.field.membersShareNumber':
    '有 {count} 位聯絡人的 Mixin ID 是 {number}：請填寫您所指那一位的 Mixin ID 或使用者 ID。',
  'runs.field.membersShareName':
    '有 {count} 位聯絡人都叫「{name}」：請填寫您所指那一位的 Mixin ID 或使用者 ID。',
  'runs.field.memberIsAddress':
    '「{text}」是一個地址；共管人必須是一個人（使用者 ID、Mixin ID、聯絡人名稱或連結）。',
  'runs.field.memberTwice': '同一個人被列出了兩次。',
  'runs.field.allLocked':
    '此帳戶持有的一切都被 {count, plural, other {# 筆待處理請求}}鎖定：請先撤銷這些請求（或等其完成），再轉移剩餘部分。',
  'runs.field.nothingToMove': '此帳戶沒有可轉移的資產。',
  'runs.field.memberNotRegistered':
    '{name} 尚未開通 Mixin Safe 金庫，因此無法為新帳戶簽名。請先讓對方設定好錢包。',
  'runs.field.someMemberNotRegistered':
    '有一位新共管人尚未開通 Mixin Safe 金庫，因此無法為新帳戶簽名。請先讓對方設定好錢包。',
  // 命令列：拒絕來自哪裡（選項，以及批次付款檔案某列所在的欄）。
  'runs.field.where':
    '{option}{column, select, payee {（payee 欄）} amount {（amount 欄）} asset {（asset 欄）} note {（note 欄）} other {}}：{message}',
}
