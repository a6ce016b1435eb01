import type { Translation } from '../translation'
import type { settings as english } from '../en/settings'

export const settings: Translation<typeof english> = {
  // LanguageSettings
  'settings.language.title': '语言',
  'settings.language.system': '跟随系统语言',
  // Settings
  'settings.title': '设置',
  'settings.service.title': '服务方',
  'settings.service.intro':
    '此钱包连接的兼容 Mixin 的服务方。默认地址 <code>{url}</code> 是钱包启动时使用的地址。',
  'settings.service.address': '服务地址',
  'settings.service.privateTitle': '这是您自己的服务器吗？',
  'settings.service.privateConfirm': '是的，{host} 是我自己的服务器',
  'settings.service.privateWhy':
    '<b>{host}</b> 是私有网络中的地址。运行该服务方的人能看到此钱包签名的每一笔请求，因此只有在它是您自己运行的服务器时才能使用。',
  'settings.service.checking': '正在检查服务方…',
  'settings.service.save': '保存地址',
  'settings.service.useDefault': '使用默认地址',
  'settings.service.changing': '更改服务地址',
  'settings.service.changed': '钱包现在使用 {url}。',
  'settings.theme.title': '主题',
  'settings.theme.system': '跟随系统',
  'settings.theme.light': '浅色',
  'settings.theme.dark': '深色',
  'settings.sharing.title': '分享',
  'settings.sharing.label': '在账户的群组中分享新发起的付款',
  'settings.sharing.hint':
    '您发起的付款会以附带链接的文字消息发送到成员与该共管账户的共管人完全相同的群组，其他共管人的钱包和手机会立即看到。关闭后，您需要在核对页面逐笔自行分享。',
  'settings.notifications.title': '桌面通知',
  'settings.notifications.intro': '有请求新需要您签名时发出通知。',
  'settings.notifications.allow': '允许通知',
  'settings.notifications.on': '通知已开启。',
  'settings.notifications.blockedInBrowser':
    '此页面的通知已被屏蔽，浏览器不会再询问。如需允许，请点击地址栏左侧的图标打开网站设置，将“通知”设为“允许”，然后重新加载页面。',
  'settings.notifications.blockedInApp':
    'Cosigner 的通知已被屏蔽。请在系统的通知设置中允许，然后重启 Cosigner。',
  'settings.notifications.unanswered':
    '浏览器的询问被关闭且未作回答，因此通知仍未开启。请再次请求，并选择“允许”。',
  'settings.notifications.off': '在您允许之前，通知保持关闭。',
  'settings.notifications.unsupported': '此窗口无法显示通知。',
  // AccountSettings
  'settings.account.title': '账号',
  'settings.account.name': '名称',
  'settings.account.unnamed': '未命名',
  'settings.account.userId': '用户 ID',
  'settings.account.keys': '密钥',
  'settings.account.keysWhere':
    '存放位置：{keychain}{named, select, yes {，服务名称为 <code>{service}</code>} other {}}{kind, select, both {（会话密钥和支付密钥）} other {（仅会话密钥）}}',
  'settings.account.registered': '已注册',
  'settings.account.notYet': '尚未注册',
  'settings.account.registering': '正在注册…',
  'settings.account.register': '在服务方注册',
  'settings.account.registeredNow': '已在服务方注册。',
  'settings.account.alreadyRegistered': '已在服务方注册过。',
  'settings.account.addAnother': '添加其他账号',
  'settings.account.none': '还没有账号。',
  'settings.account.add': '添加账号',
  'settings.backup.title': '备份',
  'settings.backup.intro':
    '包含此账号密钥的加密文件。任何拿到该文件及其备份密码的人都能以您的身份签名。',
  'settings.backup.passphrase': '备份密码',
  'settings.backup.encrypting': '正在加密…',
  'settings.backup.export': '导出备份',
  'settings.remove.button': '移除此账号…',
  'settings.remove.title': '移除此账号？',
  'settings.remove.confirm': '移除账号',
  'settings.remove.what':
    '它的密钥将从钥匙串中删除，它的请求和群组也将从此钱包中删除。账号本身仍保留在服务方：您可以通过其密钥文件或备份重新导入。',
  'settings.remove.warning': '如果没有备份或密钥文件，这些密钥将永久丢失。',
  'settings.orphans.title': '没有对应账号的密钥',
  'settings.orphans.intro':
    '钥匙串中有此钱包的任何账号都未使用的密钥，它们是未完成的导入或移除操作留下的。',
  'settings.orphans.delete': '删除这些密钥',
  'settings.orphans.import': '重新导入账号',
}
