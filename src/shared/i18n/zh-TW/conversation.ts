import type { Translation } from '../translation'
import type { conversation as english } from '../en/conversation'

export const conversation: Translation<typeof english> = {
  // 會話
  'conversation.title': '會話',
  'conversation.loadingOlder': '正在載入較早的訊息…',
  'conversation.loading': '正在載入訊息…',
  'conversation.empty': '尚無訊息。可在下方傳送第一條訊息。',
  'conversation.emptySaved': '沒有已儲存的訊息。',
  'conversation.list': '訊息',
  'conversation.newBelow': '下方有 {count, number} 條新訊息',
  'conversation.unread': '{count, plural, other {#}} 條未讀訊息',

  // 單條訊息
  'conversation.separator': '，',
  'conversation.message.you': '您',
  'conversation.message.sending': '正在傳送…',
  'conversation.message.review': '核對',
  'conversation.message.reviewRequest': '核對請求 {id}',
  'conversation.message.open': '開啟',
  'conversation.message.fetching': '正在取得…',
  'conversation.message.show': '顯示',
  'conversation.message.download': '下載',

  // 傳送訊息
  'conversation.composer.label': '訊息',
  'conversation.composer.placeholder': '輸入訊息…',
  'conversation.composer.sending': '正在傳送…',
  'conversation.composer.send': '傳送',

  // 群組公告提醒
  'conversation.announcement.title': '新的群組公告',
  'conversation.announcement.showAll': '顯示全部',
  'conversation.announcement.showLess': '收合',
  'conversation.announcement.dismiss': '知道了',

  // 群組成員的請求
  'conversation.requests.title': '這些成員的請求',
  'conversation.requests.needsSignature': '待您簽名',
  'conversation.requests.waiting': '等待其他共管人',
  'conversation.requests.sending': '簽名已齊，正在傳送',
  'conversation.requests.done': '已傳送',
  'conversation.requests.unlocked': '已撤銷',

  // 訊息中的連結
  'conversation.link.title': '訊息中的連結',
  'conversation.link.done': '完成',
  'conversation.link.goesTo':
    '此連結指向 <b>{host}</b>。Cosigner 不會開啟外部連結；如果您信任它，請複製後自行開啟。',
  'conversation.link.goesSomewhere':
    'Cosigner 無法確定此連結指向何處。Cosigner 不會開啟外部連結；如果您信任它，請複製後自行開啟。',
  'conversation.link.copy': '複製連結',

  // 群組中發生的事
  'conversation.system.someone': '有人',
  'conversation.system.someoneElse': '某人',
  'conversation.system.created': '{who} 建立了群組',
  'conversation.system.added': '{who} 新增了 {whom}',
  'conversation.system.removed': '{who} 移除了 {whom}',
  'conversation.system.joined': '{who} 透過邀請連結加入了群組',
  'conversation.system.left': '{who} 退出了群組',
  'conversation.system.role':
    '{who} 將 {whom} {role, select, admin {設為管理員} owner {設為群主} member {設為一般成員} other {設為「{raw}」}}',
  'conversation.system.expireOff': '{who} 關閉了限時訊息',
  'conversation.system.expire': '{who} 將訊息設為 {duration}後消失',
  'conversation.system.updated': '{who} 更新了群組',
  'conversation.system.updatedName': '{who} 修改了群組名稱',
  'conversation.system.updatedAnnouncement': '{who} 修改了群組公告',
  'conversation.system.updatedLink': '{who} 重設了邀請連結',
  'conversation.system.updatedNameAnnouncement': '{who} 修改了群組名稱和群組公告',
  'conversation.system.updatedNameLink': '{who} 修改了群組名稱，並重設了邀請連結',
  'conversation.system.updatedAnnouncementLink': '{who} 修改了群組公告，並重設了邀請連結',
  'conversation.system.updatedAll': '{who} 修改了群組名稱和群組公告，並重設了邀請連結',

  // 時長（限時訊息）
  'conversation.duration.week': '{n, plural, other {#}} 週',
  'conversation.duration.day': '{n, plural, other {#}} 天',
  'conversation.duration.hour': '{n, plural, other {#}} 小時',
  'conversation.duration.minute': '{n, plural, other {#}} 分鐘',
  'conversation.duration.second': '{n, plural, other {#}} 秒',
  'conversation.duration.off': '關閉',

  // 非文字訊息
  'conversation.body.requestNotice': '{name} 發起了一筆多簽請求，請您核對',
  'conversation.body.card': '卡片',
  'conversation.body.buttons': '{count, plural, other {#}} 個按鈕',
  'conversation.body.sticker': '🏷 貼圖',
  'conversation.body.image': '🖼 圖片 · {width}×{height} · {size}',
  'conversation.body.audio': '🎤 語音訊息 · {length} · {size}',
  'conversation.body.video': '🎞 影片 · {length} · {size}',
  'conversation.body.fileNameless': '📎 檔案 · {size}',
  'conversation.body.contact': '👤 聯絡人：{name}',
  'conversation.body.locationUnnamed': '📍 位置（{latitude}, {longitude}）',
  'conversation.body.live': '📡 直播',
  'conversation.body.transcript': '🗒 {count, plural, other {#}} 條轉發的訊息',
  'conversation.body.pin':
    '📌 {action, select, pin {置頂了} other {取消置頂了}} {count, plural, other {#}} 條訊息',
  'conversation.body.transfer': '💸 轉帳 {amount}',
  'conversation.body.transferWith': '💸 與 {name} 的轉帳 {amount}',
  'conversation.body.withMemo': '{transfer}，備註「{memo}」',
  'conversation.body.recalled': '此訊息已被傳送者收回。',
  'conversation.body.unknown': 'Cosigner 無法顯示此類訊息（{category}）',
  'conversation.body.invalid': 'Cosigner 無法顯示此訊息（{category}）：{reason}',
}
