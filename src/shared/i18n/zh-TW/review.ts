import type { Translation } from '../translation'
import type { review as english } from '../en/review'

export const review: Translation<typeof english> = {
  // 核對畫面：標題隨可執行的操作而變（Review.tsx）。
  'review.title.request': '請求',
  'review.title.unlock': '撤銷請求',
  'review.title.unlocked': '已撤銷的請求',
  'review.title.payment': '付款請求',
  'review.title.signed': '您已簽名的請求',
  'review.title.sign': '待您簽名的請求',
  'review.title.pending': '等待簽名的請求',
  'review.offlineFile': '離線檔案',
  'review.checking': '正在核對請求與其交易是否相符…',
  'review.offline':
    '<b>離線。</b>無法連線到服務方，這裡顯示的是您上次核對時儲存的副本。您可以檢視；簽名、撤銷和匯出需等服務方恢復連線後才能進行。',
  'review.actions': '操作',

  // 請求的狀態（與待處理請求清單用詞一致）。
  'review.state.unlocked': '已撤銷',
  'review.state.complete': '已完成：簽名已齊，正在傳送',
  'review.state.sent': '已傳送',
  'review.state.signed': '您已簽名，等待其他共管人',
  'review.state.needsYou': '待您簽名',
  'review.state.pending': '等待簽名',

  // 摘要（ReviewSummary.tsx）。
  'review.summary.from':
    '{asset} · 付款帳戶：<b>{account}</b>（需要 {signers} 位共管人中的 {threshold} 位簽名）· {inputs, plural, other {# 個交易輸入}}，{inputsCheck}',
  'review.inputs.found': '已在服務方列出的本帳戶資金中找到',
  'review.inputs.offline': '離線，未核對',
  'review.inputs.notFound': '未核對（找不到其花費的資金）',
  'review.summary.proposedBy': '發起人：{proposer}',
  'review.summary.proposerUnknown': '服務方未說明發起人是誰。',
  'review.summary.paysSigner':
    '{count, plural, =1 {收款人 {names} 是此請求的簽名人之一。} other {收款人 {names} 都是此請求的簽名人。}}',
  'review.collectible.title': '藏品',
  'review.collectible.moves': '此請求轉出 <b>{name}</b>（{symbol}）。',
  'review.collectible.movesNumber': '此請求轉出 <b>{name}</b> #{sequence}（{symbol}）。',
  'review.collectible.unnamed': '一件藏品',
  'review.collectible.noSymbol': '無代號',
  'review.collectible.content': '內容',
  'review.collectible.contentAt': '{type}，連結：<code>{url}</code>',
  'review.collectible.inscription': '銘文',
  'review.receiver.title': '收款人',
  'review.receiver.titleWithdrawal': '收款人與提領',
  'review.receiver.none': '全部金額退回付款帳戶（沒有外部收款人）。',
  'review.receiver.withdrawn': '{amount} 提領至',
  'review.receiver.destination': '目標地址',
  'review.receiver.tag': '標籤（Tag）',
  'review.receiver.noTag': '無',
  'review.receiver.members':
    '{amount} 付給 {members, plural, =1 {1 位收款人} other {# 位收款人，需 {members} 位中的 {threshold} 位簽名才能動用這筆資金}}',
  'review.receiver.membersLabel': '收款人名單',
  'review.change.summary': '找零：{amount} 退回付款帳戶',
  'review.change.output': '{amount} 退回原來的共管人（{threshold}/{members}）。',
  'review.memo.title': '備註',
  'review.memo.none': '無備註。',
  'review.signatures.title': '簽名',
  'review.signatures.senders': '共管人',
  'review.signatures.hadSigned': '撤銷前已簽名',
  'review.signatures.signed': '已簽名',
  'review.signatures.notSigned': '未簽名',
  'review.ended.complete':
    '已完成：簽名已齊，正在傳送。最後一個簽名於 {when} 收到；錢包會在每次同步時檢查，直到其交易最終確認。',
  'review.ended.sent': '已傳送：簽名已於 {when} 前全部收齊，其交易已最終確認。',
  'review.ended.unlockedBy':
    '已由 {who} 於 {when} 撤銷。{signed, plural, =0 {撤銷前無人簽名。} other {先前的 # 個簽名已全部作廢。}}',
  'review.ended.unlocked':
    '已於 {when} 撤銷。{signed, plural, =0 {撤銷前無人簽名。} other {先前的 # 個簽名已全部作廢。}}',
  'review.transaction.title': '交易',
  'review.transaction.hash': '交易雜湊',
  'review.transaction.request': '請求 <code>{requestId}</code>',
  'review.warnings': '警告',

  // 核對能證明什麼、哪些以服務方說法為準（ReviewProofs.tsx）。
  'review.proofs.proven':
    '已驗證：花費的金額與付款帳戶的 {threshold}/{signers} 簽名規則，皆讀取自產生這些資金的{inputs, plural, other {交易}}。',
  'review.proofs.notProven':
    '未驗證：{inputs, plural, other {# 個交易輸入}}中有 {unproven} 個無法與產生它的交易核對（服務方只向該交易的付款方提供交易內容），因此{unproven, plural, other {這部分金額}}以服務方說法為準。',
  'review.proofs.caveat':
    '收款人和找零依服務方的說法顯示：沒有付款方的私密資料，就無法將一次性金鑰對應到使用者 ID。',

  // 某項操作為何無法使用（命令列共用：src/shared/review-rules）。
  'review.blocked.sign.unlocked': '此請求已撤銷，無法再簽名。',
  'review.blocked.sign.complete': '此請求已取得所需的全部簽名，正在傳送。',
  'review.blocked.sign.sent': '此請求已取得所需的全部簽名，並已傳送。',
  'review.blocked.sign.notSigner': '您不是此請求的簽名人。',
  'review.blocked.sign.signed': '您已對此請求簽名。',
  'review.blocked.sign.enough': '此請求的簽名已足夠。',
  'review.blocked.sign.offline':
    '離線：您的簽名需提交給服務方，但目前無法連線。請在服務方恢復後再簽名。',
  'review.blocked.sign.unverified': '無法核對此請求花費的資金。請同步後重新核對。',
  'review.blocked.sign.other': '此請求目前無法簽名。',
  'review.blocked.export.unlocked': '沒有可離線簽名的內容：此請求已撤銷，無法再簽名。',
  'review.blocked.export.complete': '沒有可離線簽名的內容：此請求已取得所需的全部簽名，正在傳送。',
  'review.blocked.export.sent': '沒有可離線簽名的內容：此請求已取得所需的全部簽名，並已傳送。',
  'review.blocked.export.notSigner': '沒有可離線簽名的內容：您不是此請求的簽名人。',
  'review.blocked.export.signed': '沒有可離線簽名的內容：您已對此請求簽名。',
  'review.blocked.export.enough': '沒有可離線簽名的內容：此請求的簽名已足夠。',
  'review.blocked.export.unverified':
    '沒有可離線簽名的內容：無法核對此請求花費的資金。請同步後重新核對。',
  'review.blocked.export.other': '沒有可離線簽名的內容：此請求目前無法簽名。',
  'review.blocked.export.offline': '離線：匯出時需向服務方核對此請求，但目前無法連線。',
  'review.blocked.unlock.unlocked': '此請求已撤銷。',
  'review.blocked.unlock.done': '此請求已完成，無法再撤銷。',
  'review.blocked.unlock.notSigner': '只有此請求的簽名人可以撤銷。',
  'review.blocked.unlock.enough': '此請求的簽名已足夠，無法再撤銷。',
  'review.blocked.unlock.offline': '離線：撤銷需要連線到服務方，但目前無法連線。',
  'review.blocked.unlock.other': '此請求目前無法撤銷。',

  // 花費同一筆資金的其他請求（ReviewConflicts.tsx）。
  'review.conflicts.title':
    '此請求與{count, plural, =1 {另一筆請求} other {另外 # 筆請求}}花費同一筆資金：其中只有一筆能完成。',
  'review.conflicts.spent': '這筆資金已被{other} 花費，此請求已無法完成。',
  'review.conflicts.also': '{other} 也要花費這筆資金。',
  'review.conflicts.request': '請求 {id}',
  'review.conflicts.transaction': '交易 <code>{hash}</code>',

  // 被拒絕的請求，以及每一項可能拒絕請求的核對，依核心給出的類型（RefusedReview.tsx）。
  'review.refused.title': '請勿對此請求簽名',
  'review.refused.why': '此請求與其交易不符，錢包已拒絕。此請求無法簽名。',
  'review.refused.next': '未進行任何簽名。請讓發起人重新發起此請求，並與其他簽名人確認。',
  'review.refused.mismatches': '不符之處',
  'review.refused.mismatchesLabel': '不符之處',
  'review.refused.back': '返回請求清單',
  'review.mismatch.transaction': '<b>交易</b>：{detail}',
  'review.mismatch.assetAndMemo': '<b>資產與備註</b>：{detail}',
  'review.mismatch.senders': '<b>付款方共管人</b>：{detail}',
  'review.mismatch.outputs': '<b>收款人</b>：{detail}',
  'review.mismatch.inputs': '<b>花費的資金</b>：{detail}',
  'review.mismatch.proofs': '<b>所花費資金的證明</b>：{detail}',
  'review.mismatch.signatures': '<b>簽名</b>：{detail}',

  // 操作（ReviewActions.tsx）。
  'review.sign.button': '簽名…',
  'review.sign.buttonOffline': '離線簽名…',
  'review.sign.fileNote':
    '在此簽名不需連網：會儲存一個簽名檔案。請在連網的錢包中匯入該檔案，以提交簽名。',
  'review.unlock.button': '撤銷…',
  'review.offlineSigning.title': '離線簽名與分享',
  'review.offlineSigning.export': '匯出以離線簽名',
  'review.offlineSigning.exporting': '正在匯出…',
  'review.offlineSigning.import': '匯入已簽名的檔案',
  'review.share.button': '分享到群組…',

  // 確認對話框中複述的付款內容。
  'review.pays.back': '{amount} 退回付款帳戶',
  'review.pays.withdrawal': '{amount} 提領至 {destination}',
  'review.pays.to': '{amount} 付給 {names}',
  'review.join.names': '、',
  'review.join.payments': '；',
  'review.nobody': '無人',
  'review.memoLine.none': '無備註。',
  'review.memoLine.text': '備註：「{memo}」',
  'review.memoLine.hex': '備註（非文字，十六進位）：{memo}',

  // 簽名確認。
  'review.sign.title': '確認對此請求簽名？',
  'review.sign.titleOffline': '確認離線對此請求簽名？',
  'review.sign.confirm': '簽名',
  'review.sign.approves': '您簽名核准的正是以下這筆交易：',
  'review.sign.willHave': '簽名後將有 {count} 個簽名（共需 {threshold} 個）。',
  'review.sign.willHaveEnough': '簽名後將有 {count} 個簽名（共需 {threshold} 個），足以傳送。',
  'review.sign.checked': '我已核對金額、收款人和備註',

  // 撤銷確認。
  'review.unlock.title': '確認撤銷此請求？',
  'review.unlock.confirm': '撤銷請求',
  'review.unlock.body':
    '撤銷將為所有人取消此請求：{signed, plural, =0 {任何人都無法再對其簽名} other {目前已收集的 # 個簽名將全部作廢}}，並且不會付出任何款項：它請求的「{pays}」不會執行。它鎖定的 {total} 將重新可用於新的請求。',
  'review.unlock.bodyWithChange':
    '撤銷將為所有人取消此請求：{signed, plural, =0 {任何人都無法再對其簽名} other {目前已收集的 # 個簽名將全部作廢}}，並且不會付出任何款項：它請求的「{pays}」不會執行。它鎖定的全部 {total} 將重新可用於新的請求：包括原本要付出的金額和 {change} 找零。',
  'review.unlock.final': '此操作不可逆。',
  'review.unlock.understood': '我了解這將撤銷此請求',

  // 屬於另一筆請求的簽名檔案。
  'review.otherFile.title': '此簽名屬於另一筆請求',
  'review.otherFile.confirm': '為該請求提交',
  'review.otherFile.known':
    '該檔案簽名的是請求 <code>{requestId}</code>：<b>{amount}</b> 付給 {receivers}，而不是目前顯示的請求。',
  'review.otherFile.unknown':
    '該檔案簽名的是請求 <code>{requestId}</code>，本錢包中沒有這筆請求，它也不是目前顯示的請求。',
  'review.otherFile.ask': '尚未提交任何內容。要為它所簽名的請求提交嗎？',

  // 發起之後：連結分享到了哪裡（outcome-words.ts、ProposalShared.tsx）。
  'review.proposal.sharedIn': '已分享到「{group}」，其他共管人會立即看到。',
  'review.proposal.sharedInAccountGroup': '已分享到該帳戶的群組，其他共管人會立即看到。',
  'review.proposal.sharingOff':
    '未分享：「在帳戶群組中分享新發起的請求」已關閉（見設定）。請分享到您與其他共管人溝通的地方，讓他們看到：',
  'review.proposal.noGroup':
    '未分享：本錢包中沒有成員恰好是此帳戶共管人的群組。請分享到您與其他共管人溝通的地方，讓他們及時看到：',

  // 分享到群組（ShareDialog.tsx）。
  'review.shareDialog.title': '分享到群組',
  'review.shareDialog.confirm': '分享',
  'review.shareDialog.group': '群組',
  'review.shareDialog.loading': '正在載入您的群組…',
  'review.shareDialog.noGroup': '您還沒有加入任何群組。',
  'review.shareDialog.members': '（共 {count, plural, other {# 位成員}}）',
  'review.shareDialog.note':
    '群組成員會看到這段文字。其中的連結可在他們的 Cosigner 和 Mixin 官方應用程式中開啟此請求。',
  'review.shareDialog.copy': '複製為文字',

  // 核對發現的不符之處，按發現它的檢查歸類（核心給出的用詞）。雜湊、ID 和欄位名稱是資料，原樣保留。
  'review.check.undecodable': '原始交易無法解碼：{reason}',
  'review.check.hashDiffers': '原始交易的雜湊為 {hash}，請求中寫的是 {expected}',
  'review.check.swapped': '此請求首次出現時的交易是 {first}，現在變成了 {now}',
  'review.check.otherTransaction': '同一請求 ID 下出現了另一筆交易',
  'review.check.kernelAsset': 'kernel_asset_id {kernel} 不是資產 {asset} 的雜湊',
  'review.check.rawAsset': '原始交易轉移的是 Kernel 資產 {kernel}，而不是 {asset}',
  'review.check.memoDiffers': 'JSON 中的備註（extra）與原始交易不符',
  'review.check.sendersRepeat': '付款方共管人清單中有重複的成員',
  'review.check.sendersHash': 'senders_hash 不是付款方共管人的雜湊',
  'review.check.thresholdImpossible': '{senders} 位付款方共管人不可能達到簽名門檻 {threshold}',
  'review.check.receiversCount': 'JSON 為 {outputs} 個交易輸出列出了 {receivers} 個收款人',
  'review.check.withdrawalDiffers': '交易輸出 {output}：提領地址或標籤與 JSON 不符',
  'review.check.outputType': '交易輸出 {output} 的類型為 {type}，本錢包不簽此類交易',
  'review.check.noScript': '交易輸出 {output} 沒有簽名門檻腳本',
  'review.check.scriptWithdrawal': '交易輸出 {output} 是腳本輸出，卻帶有提領資料',
  'review.check.membersHash': '交易輸出 {output}：members_hash 不是其成員的雜湊',
  'review.check.keysForMembers': '交易輸出 {output} 有 {keys} 個金鑰，但有 {members} 位成員',
  'review.check.hashWithoutMembers': '交易輸出 {output}：有 members_hash 卻沒有成員',
  'review.check.scriptThreshold':
    '交易輸出 {output}：腳本要求其所有者中的 {script} 位簽名，JSON 寫的是 {json} 位',
  'review.check.withdrawalOnScript': '交易輸出 {output}：腳本輸出上帶有提領地址',
  'review.check.askedReceivers':
    '交易輸出 {output}：要求的是 {members} 中的 {threshold} 位，服務方回報的是 {reported} 中的 {reportedThreshold} 位',
  'review.check.builtOther': '本錢包建立的是 {built}，服務方記錄的是 {service}',
  'review.check.notPlainSpend': '交易輸入 {input} 不是對某個交易輸出的一般花費',
  'review.check.viewsCount': '{inputs} 個交易輸入卻有 {views} 個 views',
  'review.check.spentNotFound': '找不到交易輸入 {input} 花費的交易輸出（{output}）',
  'review.check.otherAsset': '交易輸入 {input} 花費的是另一種資產的交易輸出',
  'review.check.notSenders':
    '交易輸入 {input} 花費的交易輸出不屬於付款方共管人（{threshold}/{senders}）',
  'review.check.keysForSenders':
    '交易輸入 {input} 花費的交易輸出有 {keys} 個金鑰，但有 {senders} 位付款方共管人',
  'review.check.sumsDiffer': '交易輸入合計 {inputs}，交易輸出合計 {outputs}',
  'review.check.proof.otherAsset': '據產生它的交易，交易輸入 {input} 花費的是另一種資產的交易輸出',
  'review.check.proof.threshold':
    '據產生它的交易，交易輸入 {input} 花費的交易輸出需要 {threshold} 個簽名；請求中寫的是 {requested} 個',
  'review.check.proof.keys':
    '據產生它的交易，交易輸入 {input} 花費的交易輸出有 {keys} 個金鑰，但有 {senders} 位付款方共管人',
  'review.check.proof.amount':
    '交易輸入 {input}：服務方稱其花費的交易輸出金額為 {service}，產生它的交易寫的是 {proven}',
  'review.check.proof.otherKeys':
    '交易輸入 {input}：服務方給出的所花費交易輸出的金鑰與產生它的交易不符',
  'review.check.proof.serviceThreshold':
    '交易輸入 {input}：服務方稱其花費的交易輸出需要 {service} 個簽名，產生它的交易寫的是 {proven} 個',
  'review.check.proof.sums': '據產生它們的交易，交易輸入合計 {inputs}；交易輸出合計 {outputs}',
  'review.check.proof.forged': '交易輸入 {input}：請求的是交易 {hash}，服務方卻回傳了另一筆交易',
  'review.check.proof.noOutput': '交易輸入 {input}：交易 {hash} 中沒有可花費的交易輸出 {index}',
  'review.check.proof.noScript': '交易輸入 {input} 花費的交易輸出沒有簽名門檻腳本',
  'review.check.signersNotSenders': '簽名人清單中有人不是付款方共管人，或有重複',
  'review.check.signaturesDiffer': '原始交易上的簽名與 JSON 列出的簽名人不符',
  'review.check.signaturesUnchecked': '無法核對簽名：{reason}',
  'review.check.invalidSignature': '交易輸入 {input} 在金鑰序號 {index} 處的簽名無效',

  // 核對無法確定的事項，顯示在「警告」下（核心給出的用詞）。
  'review.warning.collectibleUnknown': '查不到此請求轉移的藏品',
  'review.warning.collectibleReleased':
    '此請求轉移的藏品有不只一個交易輸入或交易輸出：該藏品將被釋出',
  'review.warning.references': '此交易引用了另外 {count, plural, other {# 筆交易}}',
  'review.warning.amountDiffers':
    '服務方認為有 {service} 離開本帳戶；交易本身向他人傳送 {sent}，顯示和簽名的以後者為準',
  // 簽名時請求已結束（核心給出的用詞）。
  'review.check.closed':
    '{progress, select, unlocked {此請求已被撤銷。} other {此請求已集齊所需的全部簽名。}}',
  'review.check.closedExported':
    '{progress, select, unlocked {匯出時此請求已被撤銷。} other {匯出時此請求已集齊所需的全部簽名。}}',
}
