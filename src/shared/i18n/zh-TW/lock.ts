import type { Translation } from '../translation'
import type { lock as english } from '../en/lock'

export const lock: Translation<typeof english> = {
  // Shared by the lock screens
  'lock.passphrase': '錢包密碼',
  // LockScreen
  'lock.screen.title': 'Cosigner 已鎖定',
  'lock.screen.intro': '請輸入錢包密碼以開啟錢包。在此之前，金鑰始終保持加密。',
  'lock.screen.wait': '密碼錯誤次數過多。您可以在 {seconds, plural, other {# 秒}}後重試。',
  'lock.screen.unlocking': '正在解鎖…',
  'lock.screen.unlock': '解鎖',
  'lock.screen.failed': '已連續輸錯 {count, plural, other {# 次}}；每次都記錄在操作記錄中。',
  // LockBar
  'lock.bar.button': '鎖定',
  'lock.bar.buttonTitle': '鎖定（Alt+L）',
  'lock.bar.unprotected':
    '示範錢包，未設定密碼：{kind, select, none {它還沒有任何金鑰。} memory {{reason}錢包執行期間，任何使用這台電腦的人都能用這些金鑰簽名。} other {它的臨時金鑰未加密儲存，任何使用這台電腦的人都能用它們簽名。}}用於真實帳戶的錢包會先要求設定密碼。',
  // KeychainMissing
  'lock.keychainMissing.title': '沒有可存放金鑰的系統鑰匙圈',
  'lock.keychainMissing.whatToDo': '如何處理',
  // SetupPassphrase
  'lock.setup.title': '設定錢包密碼',
  'lock.setup.unsealed':
    '此錢包中有 {count, plural, other {# 個帳號}}的金鑰未用密碼保護。請現在設定密碼：在進行任何其他操作之前，這些金鑰會先用它加密。',
  'lock.setup.sealed': '您的金鑰將用它加密後存放在系統鑰匙圈中，其他程式都無法使用。',
  'lock.setup.cannotRecover':
    '解鎖 Cosigner 和確認每次簽名時都需要輸入它。密碼無法找回：請備份您的帳號。',
  'lock.setup.sealing': '正在加密金鑰…',
  'lock.setup.setting': '正在設定密碼…',
  'lock.setup.set': '設定密碼',
  // NewPassphraseFields and PassphraseStrength
  'lock.newPassphrase.repeat': '再次輸入密碼',
  'lock.newPassphrase.differ': '兩次輸入的密碼不符。',
  'lock.strength.label': '密碼強度',
  'lock.strength.veryWeak': '很弱',
  'lock.strength.weak': '弱',
  'lock.strength.fair': '中',
  'lock.strength.strong': '強',
  'lock.strength.veryStrong': '很強',
  'lock.strength.tooEasy': '{score}：太容易被猜到。',
  // ReauthDialog
  'lock.reauth.title': '驗證身分',
  'lock.reauth.needs': '<b>{what}</b>需要您的錢包密碼。',
  'lock.reauth.confirm': '確認',
  // LockSettings
  'lock.settings.minutes': '{count, plural, other {#}} 分鐘',
  'lock.settings.idleAsking': '無操作 {duration}後才鎖定',
  'lock.settings.idleDone': '現在，錢包會在無操作 {duration}後鎖定。',
  'lock.settings.windowAsking': '輸入密碼後 {duration}內簽名無需再次輸入',
  'lock.settings.windowDoneEveryTime': '現在，每次簽名都需要輸入密碼。',
  'lock.settings.windowDone': '簽名時需要輸入密碼，除非您在最近 {duration}內已輸入過。',
  'lock.settings.windowLater': '更長的時間從您下次輸入密碼時開始計算。',
  'lock.settings.saved': '已儲存。{what}',
  'lock.settings.changeTitle': '變更錢包密碼',
  'lock.settings.newPassphrase': '新錢包密碼',
  'lock.settings.repeatNew': '再次輸入新密碼',
  'lock.settings.resealing': '正在重新加密金鑰…',
  'lock.settings.change': '變更密碼',
  'lock.settings.lockTitle': '鎖定',
  'lock.settings.cannotLock':
    '此示範錢包沒有密碼，因此無法鎖定。用於真實帳戶的錢包會在設定時要求設定密碼。',
  'lock.settings.title': '鎖定與密碼',
  'lock.settings.idleLabel': '無操作多久後鎖定',
  'lock.settings.windowLabel': '簽名前要求輸入密碼',
  'lock.settings.everyTime': '每次',
  'lock.settings.unlessEntered': '除非最近 {duration}內已輸入',
  'lock.settings.explain':
    '改為更長的時間需要先輸入密碼；改為更短的時間立即生效。撤銷請求、備份、新增或移除帳號以及變更服務方始終需要輸入密碼。電腦休眠時錢包也會鎖定。',
}
