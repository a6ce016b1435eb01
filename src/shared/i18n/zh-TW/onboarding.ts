import type { Translation } from '../translation'
import type { onboarding as english } from '../en/onboarding'

export const onboarding: Translation<typeof english> = {
  // 首次執行與「新增帳號」
  'onboarding.title.setup': '設定 Cosigner',
  'onboarding.title.add': '新增帳號',
  'onboarding.lead':
    'Cosigner 為您的 Mixin Safe 金庫帳戶簽署多簽請求，並在簽名前向您清楚顯示每筆請求支付的內容。您的金鑰儲存在<b>{keychain}</b>中，絕不會存入錢包的檔案。',
  'onboarding.steps.label': '設定步驟',
  'onboarding.steps.bringIn': '匯入您的帳號',
  'onboarding.steps.register': '在服務方註冊',
  'onboarding.steps.ready': '完成',
  'onboarding.ready.title': '您的帳號已就緒',
  'onboarding.ready.registered':
    '{now, select, yes {它現已註冊到} other {它先前已註冊到}} <code>{baseUrl}</code>。其金鑰儲存在{keychain}中。',
  'onboarding.ready.account': '帳號 <code>{userId}</code>',
  'onboarding.ready.go': '前往您的請求',

  // 匯入金鑰檔案
  'onboarding.keystore.title': '匯入金鑰檔案',
  'onboarding.keystore.about': '您帳號的 JSON 檔案：包含 app_id、session_id 及其私鑰。',
  'onboarding.keystore.file': '金鑰檔案',
  'onboarding.keystore.chosen':
    '{file}：帳號 <code>{userId}</code>（{keys, select, spend {含工作階段金鑰和支付金鑰} other {僅含工作階段金鑰}}）{inWallet, select, yes {，已在此錢包中} other {}}。',
  'onboarding.keystore.another': '另選一個',
  'onboarding.keystore.paste': '或貼上金鑰檔案的 JSON 內容',
  'onboarding.keystore.label': '此帳號的名稱（選填）',
  'onboarding.keystore.labelPlaceholder': '例如：財務',
  'onboarding.keystore.import': '匯入金鑰檔案',
  'onboarding.keystore.importing': '正在匯入…',

  // 還原備份
  'onboarding.backup.title': '還原備份',
  'onboarding.backup.about': '從 Cosigner 設定中匯出的備份檔案，以及建立它時使用的備份密碼。',
  'onboarding.backup.file': '備份檔案',
  'onboarding.backup.chosen': '已選擇：{file}',
  'onboarding.backup.passphrase': '備份密碼',
  'onboarding.backup.restore': '還原備份',
  'onboarding.backup.restoring': '正在還原…',

  // 在服務方註冊
  'onboarding.register.title': '在服務方註冊',
  'onboarding.register.account': '帳號 <code>{userId}</code>，服務位址 <code>{baseUrl}</code>。',
  'onboarding.register.accountNamed':
    '帳號 <code>{userId}</code>（{label}），服務位址 <code>{baseUrl}</code>。',
  'onboarding.register.progress': '正在註冊',
  'onboarding.register.busy': '正在註冊…此步驟會用您的支付金鑰簽署一份註冊資訊，並傳送給服務方。',
  'onboarding.register.noSpendKey':
    '此金鑰檔案沒有支付金鑰，因此暫時無法簽名。Cosigner 可以產生新的支付金鑰，儲存在您的系統鑰匙圈中並完成註冊。請僅對新帳號這樣做：如果帳號已在別處擁有支付金鑰，那些金鑰將會失效。',
  'onboarding.register.makeKeys': '為此帳號產生新的支付金鑰',
  'onboarding.register.createAndRegister': '產生金鑰並註冊',
  'onboarding.register.register': '註冊',
  'onboarding.register.retry': '重新註冊',
  'onboarding.register.skip': '略過：此電腦保持離線',
  'onboarding.register.offline': '離線電腦無需註冊：它為連線錢包匯出的請求檔案簽名。',
}
