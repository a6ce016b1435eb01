import type { Translation } from '../translation'
import type { lock as english } from '../en/lock'

export const lock: Translation<typeof english> = {
  // Shared by the lock screens
  'lock.passphrase': '钱包密码',
  // LockScreen
  'lock.screen.title': 'Cosigner 已锁定',
  'lock.screen.intro': '请输入钱包密码以打开钱包。在此之前，密钥始终保持加密。',
  'lock.screen.wait': '密码错误次数过多。您可以在 {seconds, plural, other {# 秒}}后重试。',
  'lock.screen.unlocking': '正在解锁…',
  'lock.screen.unlock': '解锁',
  'lock.screen.failed': '已连续输错 {count, plural, other {# 次}}；每次都记录在操作记录中。',
  // LockBar
  'lock.bar.button': '锁定',
  'lock.bar.buttonTitle': '锁定（Alt+L）',
  'lock.bar.unprotected':
    '演示钱包，未设置密码：{kind, select, none {它还没有任何密钥。} memory {{reason}钱包运行期间，任何使用这台电脑的人都能用这些密钥签名。} other {它的临时密钥未加密存储，任何使用这台电脑的人都能用它们签名。}}用于真实账户的钱包会先要求设置密码。',
  // KeychainMissing
  'lock.keychainMissing.title': '没有可存放密钥的系统钥匙串',
  'lock.keychainMissing.whatToDo': '怎么办',
  // SetupPassphrase
  'lock.setup.title': '设置钱包密码',
  'lock.setup.unsealed':
    '此钱包中有 {count, plural, other {# 个账号}}的密钥未用密码保护。请现在设置密码：在进行任何其他操作之前，这些密钥会先用它加密。',
  'lock.setup.sealed': '您的密钥将用它加密后存放在系统钥匙串中，其他程序都无法使用。',
  'lock.setup.cannotRecover':
    '解锁 Cosigner 和确认每次签名时都需要输入它。密码无法找回：请备份您的账号。',
  'lock.setup.sealing': '正在加密密钥…',
  'lock.setup.setting': '正在设置密码…',
  'lock.setup.set': '设置密码',
  // NewPassphraseFields and PassphraseStrength
  'lock.newPassphrase.repeat': '再次输入密码',
  'lock.newPassphrase.differ': '两次输入的密码不一致。',
  'lock.strength.label': '密码强度',
  'lock.strength.veryWeak': '很弱',
  'lock.strength.weak': '弱',
  'lock.strength.fair': '中',
  'lock.strength.strong': '强',
  'lock.strength.veryStrong': '很强',
  'lock.strength.tooEasy': '{score}：太容易被猜到。',
  // ReauthDialog
  'lock.reauth.title': '验证身份',
  'lock.reauth.needs': '<b>{what}</b>需要您的钱包密码。',
  'lock.reauth.confirm': '确认',
  // LockSettings
  'lock.settings.minutes': '{count, plural, other {#}} 分钟',
  'lock.settings.idleAsking': '无操作 {duration}后才锁定',
  'lock.settings.idleDone': '现在，钱包会在无操作 {duration}后锁定。',
  'lock.settings.windowAsking': '输入密码后 {duration}内签名无需再次输入',
  'lock.settings.windowDoneEveryTime': '现在，每次签名都需要输入密码。',
  'lock.settings.windowDone': '签名时需要输入密码，除非您在最近 {duration}内已输入过。',
  'lock.settings.windowLater': '更长的时间从您下次输入密码时开始计算。',
  'lock.settings.saved': '已保存。{what}',
  'lock.settings.changeTitle': '更改钱包密码',
  'lock.settings.newPassphrase': '新钱包密码',
  'lock.settings.repeatNew': '再次输入新密码',
  'lock.settings.resealing': '正在重新加密密钥…',
  'lock.settings.change': '更改密码',
  'lock.settings.lockTitle': '锁定',
  'lock.settings.cannotLock':
    '此演示钱包没有密码，因此无法锁定。用于真实账户的钱包会在设置时要求设置密码。',
  'lock.settings.title': '锁定与密码',
  'lock.settings.idleLabel': '无操作多久后锁定',
  'lock.settings.windowLabel': '签名前要求输入密码',
  'lock.settings.everyTime': '每次',
  'lock.settings.unlessEntered': '除非最近 {duration}内已输入',
  'lock.settings.explain':
    '改为更长的时间需要先输入密码；改为更短的时间立即生效。撤销请求、备份、添加或移除账号以及更改服务方始终需要输入密码。电脑休眠时钱包也会锁定。',
}
