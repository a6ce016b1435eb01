import type { Translation } from '../translation'
import type { groups as english } from '../en/groups'

export const groups: Translation<typeof english> = {
  // 群组列表、加入群组
  'groups.list.title': '群组',
  'groups.list.offline':
    '<b>离线。</b>以下是保存在这台电脑上的群组，您可以打开并查看已保存的内容。加入、创建和修改群组需等到能连接服务方后再进行。',
  'groups.list.yours': '您的群组',
  'groups.list.noneOffline':
    '这台电脑上没有保存任何群组。无法连接服务方时，无法确定您是否在某个群组中。',
  'groups.list.none':
    '暂无群组。您可以通过邀请链接加入群组，在“打开任意内容”中通过链接打开您已加入的群组，或创建一个群组。',
  'groups.list.row': '{members, plural, other {#}} 位成员 · {role}',
  'groups.list.rowDisappearing':
    '{members, plural, other {#}} 位成员 · {role} · 消息在 {duration}后消失',
  'groups.join.title': '加入群组',
  'groups.join.code': '邀请码或邀请链接',
  'groups.join.joining': '正在加入…',
  'groups.join.submit': '加入群组',

  // 创建群组
  'groups.create.title': '创建群组',
  'groups.create.name': '群组名称',
  'groups.create.members': '成员',
  'groups.create.membersHint': '您也可以稍后添加成员，或分享邀请链接。',
  'groups.create.announcement': '群公告（可选）',
  'groups.create.creating': '正在创建…',
  'groups.create.submit': '创建群组',

  // 单个群组
  'groups.detail.title': '群组',
  'groups.detail.loading': '正在加载群组…',
  'groups.detail.back': '← 群组',
  'groups.detail.notMember':
    '<b>您已不是这个群组的成员。</b>此前保存的内容仍可查看；如需重新加入，需要邀请链接。',
  'groups.detail.announcement': '群公告',
  'groups.detail.noAnnouncement': '无',
  'groups.detail.notifications': '通知',
  'groups.detail.mutedUntil': '静音至 {until, date, ::yyyyMMMdjjmm}',
  'groups.detail.notMuted': '未静音',
  'groups.detail.disappearing': '限时消息',
  'groups.detail.disappearAfter': '{duration}后消失',
  'groups.detail.disappearOff': '关闭',

  // 角色
  'groups.role.owner': '群主',
  'groups.role.admin': '管理员',
  'groups.role.member': '成员',
  'groups.role.none': '非成员',

  // 静音与限时消息
  'groups.mute.title': '通知',
  'groups.mute.label': '静音',
  'groups.mute.1h': '静音 1 小时',
  'groups.mute.8h': '静音 8 小时',
  'groups.mute.1w': '静音 1 周',
  'groups.mute.unmute': '取消静音',
  'groups.mute.done1h': '已静音 1 小时。',
  'groups.mute.done8h': '已静音 8 小时。',
  'groups.mute.done1w': '已静音 1 周。',
  'groups.mute.doneUnmute': '已取消静音。',
  'groups.disappear.label': '限时消息',
  'groups.disappear.off': '已关闭限时消息。',
  'groups.disappear.set': '消息将在 {duration}后消失。',

  // 名称与群公告
  'groups.edit.title': '名称与群公告',
  'groups.edit.name': '群组名称',
  'groups.edit.announcement': '群公告',
  'groups.edit.done': '群组已更新。',

  // 退出群组
  'groups.exit.button': '退出群组…',
  'groups.exit.title': '要退出“{group}”吗？',
  'groups.exit.confirm': '退出群组',
  'groups.exit.body':
    '退出后，您将不再收到该群组的消息及在其中分享的请求。如需重新加入，需要邀请链接。',
  'groups.exit.bodyOwner':
    '退出后，您将不再收到该群组的消息及在其中分享的请求。您是群主：群主身份将移交给另一位成员。如需重新加入，需要邀请链接。',

  // 邀请链接
  'groups.invite.title': '邀请链接',
  'groups.invite.none': '暂无链接。',
  'groups.invite.reset': '重置邀请链接…',
  'groups.invite.resetTitle': '要重置邀请链接吗？',
  'groups.invite.resetConfirm': '重置链接',
  'groups.invite.resetBody':
    '当前链接将立即失效：已获得链接但尚未加入的人需要使用新链接。现有成员仍留在群组中。',
  'groups.invite.done': '已生成新的邀请链接，旧链接已失效。',

  // 成员
  'groups.members.title': '成员（{count, number}）',
  'groups.members.label': '成员',
  'groups.members.nameSeparator': '、',
  'groups.members.added': '已添加 {names}。',
  'groups.members.makeAdmin': '设为管理员',
  'groups.members.makeAdminOf': '将 {name} 设为管理员',
  'groups.members.removeAdmin': '取消管理员',
  'groups.members.removeAdminFrom': '取消 {name} 的管理员身份',
  'groups.members.madeAdmin': '已设为管理员。',
  'groups.members.adminRemoved': '已取消管理员身份。',
  'groups.members.remove': '移除',
  'groups.members.removeWho': '将 {name} 移出群组',
  'groups.members.removeTitle': '要将 {name} 移出群组吗？',
  'groups.members.removeBody': '对方将不再收到该群组的消息。群主或管理员之后可以再次添加对方。',
  'groups.members.removed': '已将 {name} 移出群组。',
  'groups.members.add': '添加成员',
  'groups.members.already': '{name} 已是群组成员。',
  'groups.members.addButton': '添加{count, plural, =0 {} one {} other { # 位成员}}',
  'groups.members.onlyManagers': '只有群主和管理员可以添加或移除成员。',
}
