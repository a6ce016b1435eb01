import type { Translation } from '../translation'
import type { conversation as english } from '../en/conversation'

export const conversation: Translation<typeof english> = {
  // 会话
  'conversation.title': '会话',
  'conversation.loadingOlder': '正在加载更早的消息…',
  'conversation.loading': '正在加载消息…',
  'conversation.empty': '暂无消息。可在下方发送第一条消息。',
  'conversation.emptySaved': '没有已保存的消息。',
  'conversation.list': '消息',
  'conversation.newBelow': '下方有 {count, number} 条新消息',
  'conversation.unread': '{count, plural, other {#}} 条未读消息',

  // 单条消息
  'conversation.separator': '，',
  'conversation.message.you': '您',
  'conversation.message.sending': '正在发送…',
  'conversation.message.review': '核对',
  'conversation.message.reviewRequest': '核对请求 {id}',
  'conversation.message.open': '打开',
  'conversation.message.fetching': '正在获取…',
  'conversation.message.show': '显示',
  'conversation.message.download': '下载',

  // 发送消息
  'conversation.composer.label': '消息',
  'conversation.composer.placeholder': '输入消息…',
  'conversation.composer.sending': '正在发送…',
  'conversation.composer.send': '发送',

  // 群公告提醒
  'conversation.announcement.title': '新群公告',
  'conversation.announcement.showAll': '显示全部',
  'conversation.announcement.showLess': '收起',
  'conversation.announcement.dismiss': '知道了',

  // 群组成员的请求
  'conversation.requests.title': '这些成员的请求',
  'conversation.requests.needsSignature': '待您签名',
  'conversation.requests.waiting': '等待其他共管人',
  'conversation.requests.sending': '签名已齐，正在发送',
  'conversation.requests.done': '已发送',
  'conversation.requests.unlocked': '已撤销',

  // 消息中的链接
  'conversation.link.title': '消息中的链接',
  'conversation.link.done': '完成',
  'conversation.link.goesTo':
    '此链接指向 <b>{host}</b>。Cosigner 不会打开外部链接；如果您信任它，请复制后自行打开。',
  'conversation.link.goesSomewhere':
    'Cosigner 无法确定此链接指向何处。Cosigner 不会打开外部链接；如果您信任它，请复制后自行打开。',
  'conversation.link.copy': '复制链接',

  // 群组中发生的事
  'conversation.system.someone': '有人',
  'conversation.system.someoneElse': '某人',
  'conversation.system.created': '{who} 创建了群组',
  'conversation.system.added': '{who} 添加了 {whom}',
  'conversation.system.removed': '{who} 移除了 {whom}',
  'conversation.system.joined': '{who} 通过邀请链接加入了群组',
  'conversation.system.left': '{who} 退出了群组',
  'conversation.system.role':
    '{who} 将 {whom} {role, select, admin {设为管理员} owner {设为群主} member {设为普通成员} other {设为“{raw}”}}',
  'conversation.system.expireOff': '{who} 关闭了限时消息',
  'conversation.system.expire': '{who} 将消息设为 {duration}后消失',
  'conversation.system.updated': '{who} 更新了群组',
  'conversation.system.updatedName': '{who} 修改了群组名称',
  'conversation.system.updatedAnnouncement': '{who} 修改了群公告',
  'conversation.system.updatedLink': '{who} 重置了邀请链接',
  'conversation.system.updatedNameAnnouncement': '{who} 修改了群组名称和群公告',
  'conversation.system.updatedNameLink': '{who} 修改了群组名称，并重置了邀请链接',
  'conversation.system.updatedAnnouncementLink': '{who} 修改了群公告，并重置了邀请链接',
  'conversation.system.updatedAll': '{who} 修改了群组名称和群公告，并重置了邀请链接',

  // 时长（限时消息）
  'conversation.duration.week': '{n, plural, other {#}} 周',
  'conversation.duration.day': '{n, plural, other {#}} 天',
  'conversation.duration.hour': '{n, plural, other {#}} 小时',
  'conversation.duration.minute': '{n, plural, other {#}} 分钟',
  'conversation.duration.second': '{n, plural, other {#}} 秒',
  'conversation.duration.off': '关闭',

  // 非文字消息
  'conversation.body.requestNotice': '{name} 发起了一笔多签请求，请您核对',
  'conversation.body.card': '卡片',
  'conversation.body.buttons': '{count, plural, other {#}} 个按钮',
  'conversation.body.sticker': '🏷 贴纸',
  'conversation.body.image': '🖼 图片 · {width}×{height} · {size}',
  'conversation.body.audio': '🎤 语音消息 · {length} · {size}',
  'conversation.body.video': '🎞 视频 · {length} · {size}',
  'conversation.body.fileNameless': '📎 文件 · {size}',
  'conversation.body.contact': '👤 联系人：{name}',
  'conversation.body.locationUnnamed': '📍 位置（{latitude}, {longitude}）',
  'conversation.body.live': '📡 直播',
  'conversation.body.transcript': '🗒 {count, plural, other {#}} 条转发的消息',
  'conversation.body.pin':
    '📌 {action, select, pin {置顶了} other {取消置顶了}} {count, plural, other {#}} 条消息',
  'conversation.body.transfer': '💸 转账 {amount}',
  'conversation.body.transferWith': '💸 与 {name} 的转账 {amount}',
  'conversation.body.withMemo': '{transfer}，备注“{memo}”',
  'conversation.body.recalled': '此消息已被发送者撤回。',
  'conversation.body.unknown': 'Cosigner 无法显示此类消息（{category}）',
  'conversation.body.invalid': 'Cosigner 无法显示此消息（{category}）：{reason}',
}
