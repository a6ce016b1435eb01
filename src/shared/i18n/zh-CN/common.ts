import type { Translation } from '../catalog'
import type { common as english } from '../en/common'

export const common: Translation<typeof english> = {
  // Buttons and states
  'common.cancel': '取消',
  'common.close': '关闭',
  'common.back': '← 返回',
  'common.save': '保存',
  'common.saving': '正在保存…',
  'common.retry': '重试',
  'common.copy': '复制',
  'common.copied': '已复制',
  'common.loading': '正在加载…',
  'common.details': '详情：{details}',
  'common.working': '正在处理…',
  'common.checking': '正在检查…',
  // People and lists
  'common.you': '您',
  'common.listSeparator': '、',
  'common.unknown': '未知',
  // Ages (how long ago)
  'common.age.justNow': '刚刚',
  'common.age.minutes': '{count} 分钟前',
  'common.age.hours': '{count} 小时前',
  'common.age.days': '{count} 天前',
  'common.age.months': '{count} 个月前',
  // Durations, in their largest whole unit
  'common.duration.off': '关闭',
  'common.duration.weeks': '{count, plural, other {#}} 周',
  'common.duration.days': '{count, plural, other {#}} 天',
  'common.duration.hours': '{count, plural, other {#}} 小时',
  'common.duration.minutes': '{count, plural, other {#}} 分钟',
  'common.duration.seconds': '{count, plural, other {#}} 秒',
  // A shared account without a label
  'common.account.onlyYou': '仅您',
  'common.account.rule': '{count} 位共管人中 {threshold} 位签名',
  'common.account.yourOwn': '您自己的账户',
  'common.account.unlabelled': '共管 {threshold}/{count}：{members}',
  // Which keychain holds the keys (inside a sentence)
  'common.keychain.secretService': '桌面系统的 Secret Service 钥匙串（GNOME Keyring 或 KWallet）',
  'common.keychain.macos': 'macOS 钥匙串',
  'common.keychain.windows': 'Windows 凭据管理器',
  'common.keychain.other': '{backend}（系统钥匙串）',
  'common.keychain.unknown': '系统钥匙串',
  // ContactPicker
  'common.contactPicker.excluded': '此处不能选择 {name}。',
  'common.contactPicker.hint':
    '搜索您的联系人（您在群组和请求中遇到过的所有人），或粘贴用户 ID 或链接。',
  'common.contactPicker.chosen': '{label}：已选择',
  'common.contactPicker.remove': '移除 {name}',
  'common.contactPicker.placeholderAddresses': '名称、用户 ID、链接或地址',
  'common.contactPicker.placeholder': '名称、Mixin ID、用户 ID 或链接',
  'common.contactPicker.finding': '正在查找…',
  'common.contactPicker.find': '查找 {count, plural, other {#}} 位用户',
  'common.contactPicker.contacts': '{label}：联系人',
  'common.contactPicker.pick': '选择 {name}',
  'common.contactPicker.noMatch':
    '没有与“{query}”匹配的联系人。请改为粘贴对方的用户 ID、用户链接或代码链接。',
  'common.contactPicker.address':
    '{kind, select, mix {MIX 地址} other {XIN 地址}}：付款将按输入的地址发送。',
  'common.contactPicker.badLink': '无法使用此链接：{reason}。',
  'common.contactInput.notAPerson': '它是{kind, select, pay {付款} other {请求}}链接，不是用户链接',
  // CopyButton
  'common.copyButton.copied': '已复制到剪贴板。',
  'common.copyButton.selected': '已选中；请按 Ctrl+C 复制。',
  'common.copyButton.copyNamed': '复制{name}',
  // FromGroup
  'common.fromGroup.theGroup': '该群组',
  'common.fromGroup.label': '使用群组的成员',
  'common.fromGroup.reading': '正在读取成员…',
  'common.fromGroup.choose': '选择群组…',
  'common.fromGroup.option': '{name}（{count, plural, other {#}} 位成员）',
  // LongText
  'common.longText.less': '收起',
  'common.longText.all': '显示全部',
  // PartOfRun
  'common.partOfRun.payroll':
    '这笔请求属于批量付款“{name}”（{payees, plural, other {# 位收款人}}，{requests, plural, other {# 笔请求}}）。请在批次中与其他请求一起核对并签名。',
  'common.partOfRun.move':
    '这笔请求属于转移到新共管人的批次“{name}”。请在批次中与其他请求一起核对并签名。',
  'common.partOfRun.open': '打开批次',
  // ThresholdBar
  'common.thresholdBar.label': '签名',
  'common.thresholdBar.valueText': '已有 {signed} 个签名，共需 {threshold} 个',
  'common.thresholdBar.short': '已签 {signed}/{threshold}',
  // UserRef
  'common.userRef.copyId': '复制 {name} 的用户 ID',
}
