import type { Translation } from '../catalog'
import type { common as english } from '../en/common'

export const common: Translation<typeof english> = {
  // Buttons and states
  'common.cancel': '取消',
  'common.close': '關閉',
  'common.back': '← 返回',
  'common.save': '儲存',
  'common.saving': '正在儲存…',
  'common.retry': '重試',
  'common.copy': '複製',
  'common.copied': '已複製',
  'common.loading': '正在載入…',
  'common.details': '詳情：{details}',
  'common.working': '正在處理…',
  'common.checking': '正在檢查…',
  // People and lists
  'common.you': '您',
  'common.listSeparator': '、',
  'common.unknown': '未知',
  // Ages (how long ago)
  'common.age.justNow': '剛剛',
  'common.age.minutes': '{count} 分鐘前',
  'common.age.hours': '{count} 小時前',
  'common.age.days': '{count} 天前',
  'common.age.months': '{count} 個月前',
  // Durations, in their largest whole unit
  'common.duration.off': '關閉',
  'common.duration.weeks': '{count, plural, other {#}} 週',
  'common.duration.days': '{count, plural, other {#}} 天',
  'common.duration.hours': '{count, plural, other {#}} 小時',
  'common.duration.minutes': '{count, plural, other {#}} 分鐘',
  'common.duration.seconds': '{count, plural, other {#}} 秒',
  // A shared account without a label
  'common.account.onlyYou': '僅您',
  'common.account.rule': '{count} 位共管人中 {threshold} 位簽名',
  'common.account.yourOwn': '您自己的帳戶',
  'common.account.unlabelled': '共管 {threshold}/{count}：{members}',
  // Which keychain holds the keys (inside a sentence)
  'common.keychain.secretService': '桌面系統的 Secret Service 鑰匙圈（GNOME Keyring 或 KWallet）',
  'common.keychain.macos': 'macOS 鑰匙圈',
  'common.keychain.windows': 'Windows 認證管理員',
  'common.keychain.other': '{backend}（系統鑰匙圈）',
  'common.keychain.unknown': '系統鑰匙圈',
  // ContactPicker
  'common.contactPicker.excluded': '此處不能選擇 {name}。',
  'common.contactPicker.hint':
    '搜尋您的聯絡人（您在群組和請求中遇過的所有人），或貼上使用者 ID 或連結。',
  'common.contactPicker.chosen': '{label}：已選擇',
  'common.contactPicker.remove': '移除 {name}',
  'common.contactPicker.placeholderAddresses': '名稱、使用者 ID、連結或地址',
  'common.contactPicker.placeholder': '名稱、Mixin ID、使用者 ID 或連結',
  'common.contactPicker.finding': '正在尋找…',
  'common.contactPicker.find': '尋找 {count, plural, other {#}} 位使用者',
  'common.contactPicker.contacts': '{label}：聯絡人',
  'common.contactPicker.pick': '選擇 {name}',
  'common.contactPicker.noMatch':
    '沒有與「{query}」相符的聯絡人。請改為貼上對方的使用者 ID、使用者連結或代碼連結。',
  'common.contactPicker.address':
    '{kind, select, mix {MIX 地址} other {XIN 地址}}：付款將按輸入的地址傳送。',
  'common.contactPicker.badLink': '無法使用此連結：{reason}。',
  'common.contactInput.notAPerson':
    '它是{kind, select, pay {付款} other {請求}}連結，不是使用者連結',
  // CopyButton
  'common.copyButton.copied': '已複製到剪貼簿。',
  'common.copyButton.selected': '已選取；請按 Ctrl+C 複製。',
  'common.copyButton.copyNamed': '複製{name}',
  // FromGroup
  'common.fromGroup.theGroup': '該群組',
  'common.fromGroup.label': '使用群組的成員',
  'common.fromGroup.reading': '正在讀取成員…',
  'common.fromGroup.choose': '選擇群組…',
  'common.fromGroup.option': '{name}（{count, plural, other {#}} 位成員）',
  // LongText
  'common.longText.less': '收合',
  'common.longText.all': '顯示全部',
  // PartOfRun
  'common.partOfRun.payroll':
    '這筆請求屬於批次付款「{name}」（{payees, plural, other {# 位收款人}}，{requests, plural, other {# 筆請求}}）。請在批次中與其他請求一起核對並簽名。',
  'common.partOfRun.move':
    '這筆請求屬於轉移到新共管人的批次「{name}」。請在批次中與其他請求一起核對並簽名。',
  'common.partOfRun.open': '開啟批次',
  // ThresholdBar
  'common.thresholdBar.label': '簽名',
  'common.thresholdBar.valueText': '已有 {signed} 個簽名，共需 {threshold} 個',
  'common.thresholdBar.short': '已簽 {signed}/{threshold}',
  // UserRef
  'common.userRef.copyId': '複製 {name} 的使用者 ID',
  // The store’s notices: what an action did
  'common.notice.backupSaved': '備份已儲存為 {file}。請將它與其備份密碼分開保管。',
  'common.notice.accountRemoved': '已從此錢包中移除 {name} 及其金鑰。',
  'common.notice.unnamedAccountRemoved': '已從此錢包中移除該帳號及其金鑰。',
  'common.notice.orphanRemoved': '已刪除 {userId} 的金鑰。',
  'common.notice.requestsSaved': '已將 {count, plural, other {#}} 筆請求儲存為 {file}。',
  'common.notice.auditSaved':
    '稽核記錄（{count, plural, other {#}} 條）已儲存為 {file}。{truncated, select, yes {符合條件的項目超過一個檔案的容量：已保留最新的項目；請縮小日期範圍以匯出其餘項目。} other {}}',
  'common.notice.ledgerSaved':
    '{account} 的收支明細（{count, plural, other {#}} 筆）已儲存為 {file}。',
  'common.notice.sharedIn': '已分享到「{name}」。',
  'common.notice.sharedInGroup': '已分享到群組。',
  'common.notice.groupCreated': '已建立「{name}」。您是群組擁有者。',
  'common.notice.groupJoined': '您已加入「{name}」。',
  'common.notice.groupLeft': '您已退出「{name}」。',
  'common.notice.leftGroup': '您已退出該群組。',
  'common.notice.addAccountFirst': '請先新增帳號，然後才能開啟此連結。',
  'common.notice.passphraseChanged': '錢包密碼已變更。所有金鑰現已用新密碼加密。',
  'common.notice.signedSending': '已簽名。所需簽名已齊，交易正在傳送。',
  'common.notice.signedDone': '已簽名。已達到簽名門檻，交易已傳送。',
  'common.notice.signedSoFar': '已簽名。目前已有 {signed} 個簽名，共需 {threshold} 個。',
  'common.notice.movedOn': '{what}核對頁面現已顯示這筆請求的目前狀態。',
  'common.notice.requestChanged': '您開啟這筆請求後它發生了變化；核對頁面現已顯示其目前狀態。',
  'common.notice.unlocked': '已撤銷。這筆請求已撤銷，其資金已重新可用。',
  'common.notice.signedOffline': '已離線簽名並儲存為 {file}。請在連網的錢包中匯入以提交。',
  'common.notice.exportedForOffline':
    '已儲存 {file}。請在離線電腦上透過「請求 → 透過 ID、連結或檔案開啟請求」開啟它。',
  'common.notice.signatureSubmitted':
    '{elsewhere, select, yes {請求 {request} 的} other {}}簽名已提交：已有 {signed} 個簽名，共需 {threshold} 個。',
  'common.notice.runNothingToSign': '此批次中已沒有需要您簽名的請求。',
  'common.notice.runSignedAll': '已為批次中全部 {total, plural, other {#}} 筆請求簽名。',
  'common.notice.runSignedSome': '已為批次中 {total} 筆請求中的 {signed} 筆簽名。',
  'common.notice.runProposed':
    '{kind, select, payroll {已發起批次付款} other {已開始轉移到新共管人}}：{count, plural, other {#}} 筆請求，每筆都已由您簽名。{shared, select, yes {其檔案已分享到該帳戶的群組。} other {}}',
  'common.notice.draftSaved': '草稿「{name}」已儲存。可從該帳戶的批次中重新開啟。',
  'common.notice.unnamedDraftSaved': '草稿「批次付款」已儲存。可從該帳戶的批次中重新開啟。',
  'common.notice.draftDiscarded': '草稿已捨棄。',
  'common.notice.sweepStarted': '剩餘資金正在歸集，已由您簽名。',
  'common.notice.paymentProposed': '已由您發起並簽名：已有 {signed} 個簽名，共需 {threshold} 個。',
  // What the passphrase prompt says an action is
  'common.notice.asking.addAccount': '新增帳號',
  'common.notice.asking.createKeys': '建立新的支付金鑰',
  'common.notice.asking.exportBackup': '匯出此帳號金鑰的備份',
  'common.notice.asking.removeAccount': '從錢包中移除此帳號',
  'common.notice.asking.removeOrphan': '刪除不屬於任何帳號的金鑰',
  'common.notice.asking.changePassphrase': '變更錢包密碼',
  'common.notice.asking.signRequest': '為這筆請求簽名',
  'common.notice.asking.unlockRequest': '撤銷這筆請求',
  'common.notice.asking.signPayroll': '為批次付款「{name}」簽名',
  'common.notice.asking.signRun': '為此批次中的每筆請求簽名',
  'common.notice.asking.signMove': '為轉移到新共管人簽名',
  'common.notice.asking.signSweep': '為歸集剩餘資金簽名',
  'common.notice.asking.signPayment': '為您發起的付款簽名',
  // The request history’s CSV
  'common.export.time': '時間',
  'common.export.account': '帳戶',
  'common.export.action': '操作',
  'common.export.requestId': '請求 ID',
  'common.export.asset': '資產',
  'common.export.amount': '金額',
  'common.export.receivers': '收款人',
  'common.export.memo': '備註',
  'common.export.state': '狀態',
  'common.export.signedBy': '簽名人',
  'common.export.created': '建立時間',
  'common.export.transactionHash': '交易雜湊',
  'common.export.stateNeedsSignature': '待您簽名',
  'common.export.stateWaiting': '等待其他共管人',
  'common.export.stateSending': '簽名已齊，正在傳送',
  'common.export.stateSent': '已傳送',
  'common.export.stateUnlocked': '已撤銷',
  'common.export.actionRequest': '付款請求',
  'common.export.actionCompleted': '已完成付款',
  'common.export.actionUnlocked': '已撤銷的付款請求',
}
