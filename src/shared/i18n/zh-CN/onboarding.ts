import type { Translation } from '../translation'
import type { onboarding as english } from '../en/onboarding'

export const onboarding: Translation<typeof english> = {
  // 首次运行与“添加账号”
  'onboarding.title.setup': '设置 Cosigner',
  'onboarding.title.add': '添加账号',
  'onboarding.lead':
    'Cosigner 为您的 Mixin Safe 金库账户签署多签请求，并在签名前向您清楚展示每笔请求支付的内容。您的密钥保存在<b>{keychain}</b>中，绝不会存入钱包的文件。',
  'onboarding.steps.label': '设置步骤',
  'onboarding.steps.bringIn': '导入您的账号',
  'onboarding.steps.register': '在服务方注册',
  'onboarding.steps.ready': '完成',
  'onboarding.ready.title': '您的账号已就绪',
  'onboarding.ready.registered':
    '{now, select, yes {它现已注册到} other {它此前已注册到}} <code>{baseUrl}</code>。其密钥保存在{keychain}中。',
  'onboarding.ready.account': '账号 <code>{userId}</code>',
  'onboarding.ready.go': '前往您的请求',

  // 导入密钥文件
  'onboarding.keystore.title': '导入密钥文件',
  'onboarding.keystore.about': '您账号的 JSON 文件：包含 app_id、session_id 及其私钥。',
  'onboarding.keystore.file': '密钥文件',
  'onboarding.keystore.chosen':
    '{file}：账号 <code>{userId}</code>（{keys, select, spend {含会话密钥和支付密钥} other {仅含会话密钥}}）{inWallet, select, yes {，已在此钱包中} other {}}。',
  'onboarding.keystore.another': '另选一个',
  'onboarding.keystore.paste': '或粘贴密钥文件的 JSON 内容',
  'onboarding.keystore.label': '此账号的名称（可选）',
  'onboarding.keystore.labelPlaceholder': '例如：财务',
  'onboarding.keystore.import': '导入密钥文件',
  'onboarding.keystore.importing': '正在导入…',

  // 恢复备份
  'onboarding.backup.title': '恢复备份',
  'onboarding.backup.about': '从 Cosigner 设置中导出的备份文件，以及创建它时使用的备份密码。',
  'onboarding.backup.file': '备份文件',
  'onboarding.backup.chosen': '已选择：{file}',
  'onboarding.backup.passphrase': '备份密码',
  'onboarding.backup.restore': '恢复备份',
  'onboarding.backup.restoring': '正在恢复…',

  // 在服务方注册
  'onboarding.register.title': '在服务方注册',
  'onboarding.register.account': '账号 <code>{userId}</code>，服务地址 <code>{baseUrl}</code>。',
  'onboarding.register.accountNamed':
    '账号 <code>{userId}</code>（{label}），服务地址 <code>{baseUrl}</code>。',
  'onboarding.register.progress': '正在注册',
  'onboarding.register.busy': '正在注册…此步骤会用您的支付密钥签署一份注册信息，并发送给服务方。',
  'onboarding.register.noSpendKey':
    '此密钥文件没有支付密钥，因此暂时无法签名。Cosigner 可以生成新的支付密钥，保存在您的系统钥匙串中并完成注册。请仅对新账号这样做：如果账号已在别处拥有支付密钥，那些密钥将会失效。',
  'onboarding.register.makeKeys': '为此账号生成新的支付密钥',
  'onboarding.register.createAndRegister': '生成密钥并注册',
  'onboarding.register.register': '注册',
  'onboarding.register.retry': '重新注册',
  'onboarding.register.skip': '跳过：此电脑保持离线',
  'onboarding.register.offline': '离线电脑无需注册：它为联网钱包导出的请求文件签名。',
}
