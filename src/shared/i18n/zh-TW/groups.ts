import type { Translation } from '../translation'
import type { groups as english } from '../en/groups'

export const groups: Translation<typeof english> = {
  // 群組列表、加入群組
  'groups.list.title': '群組',
  'groups.list.offline':
    '<b>離線。</b>以下是儲存在這台電腦上的群組，您可以開啟並檢視已儲存的內容。加入、建立和修改群組需等到能連線服務方後再進行。',
  'groups.list.yours': '您的群組',
  'groups.list.noneOffline':
    '這台電腦上沒有儲存任何群組。無法連線服務方時，無法確定您是否在某個群組中。',
  'groups.list.none':
    '尚無群組。您可以透過邀請連結加入群組，在「開啟任意內容」中透過連結開啟您已加入的群組，或建立一個群組。',
  'groups.list.row': '{members, plural, other {#}} 位成員 · {role}',
  'groups.list.rowDisappearing':
    '{members, plural, other {#}} 位成員 · {role} · 訊息在 {duration}後消失',
  'groups.join.title': '加入群組',
  'groups.join.code': '邀請碼或邀請連結',
  'groups.join.joining': '正在加入…',
  'groups.join.submit': '加入群組',

  // 建立群組
  'groups.create.title': '建立群組',
  'groups.create.name': '群組名稱',
  'groups.create.members': '成員',
  'groups.create.membersHint': '您也可以稍後新增成員，或分享邀請連結。',
  'groups.create.announcement': '群組公告（選填）',
  'groups.create.creating': '正在建立…',
  'groups.create.submit': '建立群組',

  // 單一群組
  'groups.detail.title': '群組',
  'groups.detail.loading': '正在載入群組…',
  'groups.detail.back': '← 群組',
  'groups.detail.notMember':
    '<b>您已不是這個群組的成員。</b>先前儲存的內容仍可檢視；如需重新加入，需要邀請連結。',
  'groups.detail.announcement': '群組公告',
  'groups.detail.noAnnouncement': '無',
  'groups.detail.notifications': '通知',
  'groups.detail.mutedUntil': '靜音至 {until, date, ::yyyyMMMdjjmm}',
  'groups.detail.notMuted': '未靜音',
  'groups.detail.disappearing': '限時訊息',
  'groups.detail.disappearAfter': '{duration}後消失',
  'groups.detail.disappearOff': '關閉',

  // 角色
  'groups.role.owner': '群主',
  'groups.role.admin': '管理員',
  'groups.role.member': '成員',
  'groups.role.none': '非成員',

  // 靜音與限時訊息
  'groups.mute.title': '通知',
  'groups.mute.label': '靜音',
  'groups.mute.1h': '靜音 1 小時',
  'groups.mute.8h': '靜音 8 小時',
  'groups.mute.1w': '靜音 1 週',
  'groups.mute.unmute': '取消靜音',
  'groups.mute.done1h': '已靜音 1 小時。',
  'groups.mute.done8h': '已靜音 8 小時。',
  'groups.mute.done1w': '已靜音 1 週。',
  'groups.mute.doneUnmute': '已取消靜音。',
  'groups.disappear.label': '限時訊息',
  'groups.disappear.off': '已關閉限時訊息。',
  'groups.disappear.set': '訊息將在 {duration}後消失。',

  // 名稱與群組公告
  'groups.edit.title': '名稱與群組公告',
  'groups.edit.name': '群組名稱',
  'groups.edit.announcement': '群組公告',
  'groups.edit.done': '群組已更新。',

  // 退出群組
  'groups.exit.button': '退出群組…',
  'groups.exit.title': '要退出「{group}」嗎？',
  'groups.exit.confirm': '退出群組',
  'groups.exit.body':
    '退出後，您將不再收到該群組的訊息及在其中分享的請求。如需重新加入，需要邀請連結。',
  'groups.exit.bodyOwner':
    '退出後，您將不再收到該群組的訊息及在其中分享的請求。您是群主：群主身分將移交給另一位成員。如需重新加入，需要邀請連結。',

  // 邀請連結
  'groups.invite.title': '邀請連結',
  'groups.invite.none': '尚無連結。',
  'groups.invite.reset': '重設邀請連結…',
  'groups.invite.resetTitle': '要重設邀請連結嗎？',
  'groups.invite.resetConfirm': '重設連結',
  'groups.invite.resetBody':
    '目前的連結將立即失效：已取得連結但尚未加入的人需要使用新連結。現有成員仍留在群組中。',
  'groups.invite.done': '已產生新的邀請連結，舊連結已失效。',

  // 成員
  'groups.members.title': '成員（{count, number}）',
  'groups.members.label': '成員',
  'groups.members.nameSeparator': '、',
  'groups.members.added': '已新增 {names}。',
  'groups.members.makeAdmin': '設為管理員',
  'groups.members.makeAdminOf': '將 {name} 設為管理員',
  'groups.members.removeAdmin': '取消管理員',
  'groups.members.removeAdminFrom': '取消 {name} 的管理員身分',
  'groups.members.madeAdmin': '已設為管理員。',
  'groups.members.adminRemoved': '已取消管理員身分。',
  'groups.members.remove': '移除',
  'groups.members.removeWho': '將 {name} 移出群組',
  'groups.members.removeTitle': '要將 {name} 移出群組嗎？',
  'groups.members.removeBody': '對方將不再收到該群組的訊息。群主或管理員之後可以再次新增對方。',
  'groups.members.removed': '已將 {name} 移出群組。',
  'groups.members.add': '新增成員',
  'groups.members.already': '{name} 已是群組成員。',
  'groups.members.addButton': '新增{count, plural, =0 {} one {} other { # 位成員}}',
  'groups.members.onlyManagers': '只有群主和管理員可以新增或移除成員。',
}
