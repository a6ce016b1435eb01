import type { Translation } from '../translation'
import type { settings as english } from '../en/settings'

export const settings: Translation<typeof english> = {
  // LanguageSettings
  'settings.language.title': '語言',
  'settings.language.system': '跟隨系統語言',
  // Settings
  'settings.title': '設定',
  'settings.service.title': '服務方',
  'settings.service.intro':
    '此錢包連線的相容 Mixin 的服務方。預設位址 <code>{url}</code> 是錢包啟動時使用的位址。',
  'settings.service.address': '服務位址',
  'settings.service.privateTitle': '這是您自己的伺服器嗎？',
  'settings.service.privateConfirm': '是的，{host} 是我自己的伺服器',
  'settings.service.privateWhy':
    '<b>{host}</b> 是私人網路中的位址。執行該服務方的人能看到此錢包簽名的每一筆請求，因此只有在它是您自己執行的伺服器時才能使用。',
  'settings.service.checking': '正在檢查服務方…',
  'settings.service.save': '儲存位址',
  'settings.service.useDefault': '使用預設位址',
  'settings.service.changing': '變更服務位址',
  'settings.service.changed': '錢包現在使用 {url}。',
  'settings.theme.title': '主題',
  'settings.theme.system': '跟隨系統',
  'settings.theme.light': '淺色',
  'settings.theme.dark': '深色',
  'settings.sharing.title': '分享',
  'settings.sharing.label': '在帳戶的群組中分享新發起的付款',
  'settings.sharing.hint':
    '您發起的付款會以附帶連結的文字訊息傳送到成員與該共管帳戶的共管人完全相同的群組，其他共管人的錢包和手機會立即看到。關閉後，您需要在核對頁面逐筆自行分享。',
  'settings.notifications.title': '桌面通知',
  'settings.notifications.intro': '有請求新需要您簽名時發出通知。',
  'settings.notifications.allow': '允許通知',
  'settings.notifications.on': '通知已開啟。',
  'settings.notifications.blockedInBrowser':
    '此頁面的通知已被封鎖，瀏覽器不會再詢問。如需允許，請點擊網址列左側的圖示開啟網站設定，將「通知」設為「允許」，然後重新載入頁面。',
  'settings.notifications.blockedInApp':
    'Cosigner 的通知已被封鎖。請在系統的通知設定中允許，然後重新啟動 Cosigner。',
  'settings.notifications.unanswered':
    '瀏覽器的詢問被關閉且未作回答，因此通知仍未開啟。請再次要求，並選擇「允許」。',
  'settings.notifications.off': '在您允許之前，通知保持關閉。',
  'settings.notifications.unsupported': '此視窗無法顯示通知。',
  // AccountSettings
  'settings.account.title': '帳號',
  'settings.account.name': '名稱',
  'settings.account.unnamed': '未命名',
  'settings.account.userId': '使用者 ID',
  'settings.account.keys': '金鑰',
  'settings.account.keysWhere':
    '存放位置：{keychain}{named, select, yes {，服務名稱為 <code>{service}</code>} other {}}{kind, select, both {（工作階段金鑰和支付金鑰）} other {（僅工作階段金鑰）}}',
  'settings.account.registered': '已註冊',
  'settings.account.notYet': '尚未註冊',
  'settings.account.registering': '正在註冊…',
  'settings.account.register': '在服務方註冊',
  'settings.account.registeredNow': '已在服務方註冊。',
  'settings.account.alreadyRegistered': '已在服務方註冊過。',
  'settings.account.addAnother': '新增其他帳號',
  'settings.account.none': '還沒有帳號。',
  'settings.account.add': '新增帳號',
  'settings.backup.title': '備份',
  'settings.backup.intro':
    '包含此帳號金鑰的加密檔案。任何拿到該檔案及其備份密碼的人都能以您的身分簽名。',
  'settings.backup.passphrase': '備份密碼',
  'settings.backup.encrypting': '正在加密…',
  'settings.backup.export': '匯出備份',
  'settings.remove.button': '移除此帳號…',
  'settings.remove.title': '移除此帳號？',
  'settings.remove.confirm': '移除帳號',
  'settings.remove.what':
    '它的金鑰將從鑰匙圈中刪除，它的請求和群組也將從此錢包中刪除。帳號本身仍保留在服務方：您可以透過其金鑰檔案或備份重新匯入。',
  'settings.remove.warning': '如果沒有備份或金鑰檔案，這些金鑰將永久遺失。',
  'settings.orphans.title': '沒有對應帳號的金鑰',
  'settings.orphans.intro':
    '鑰匙圈中有此錢包的任何帳號都未使用的金鑰，它們是未完成的匯入或移除操作留下的。',
  'settings.orphans.delete': '刪除這些金鑰',
  'settings.orphans.import': '重新匯入帳號',
}
