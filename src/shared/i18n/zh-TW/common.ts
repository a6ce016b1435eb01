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
}
