/** The conversation messages in English, the catalog the others are checked against (see ../catalog). */
export const conversation = {
  // The conversation
  'conversation.title': 'Conversation',
  'conversation.loadingOlder': 'Loading older messages…',
  'conversation.loading': 'Loading messages…',
  'conversation.empty': 'No messages yet. Say hello below.',
  'conversation.emptySaved': 'No messages saved.',
  'conversation.list': 'Messages',
  'conversation.newBelow': '{count, number} new below',
  'conversation.unread': '{count, plural, one {# unread message} other {# unread messages}}',

  // One message
  'conversation.separator': ', ',
  'conversation.message.you': 'You',
  'conversation.message.sending': 'sending…',
  'conversation.message.review': 'Review',
  'conversation.message.reviewRequest': 'Review request {id}',
  'conversation.message.open': 'Open',
  'conversation.message.fetching': 'Fetching…',
  'conversation.message.show': 'Show',
  'conversation.message.download': 'Download',

  // Writing
  'conversation.composer.label': 'Message',
  'conversation.composer.placeholder': 'Write a message…',
  'conversation.composer.sending': 'Sending…',
  'conversation.composer.send': 'Send',

  // The announcement reminder
  'conversation.announcement.title': 'New announcement',
  'conversation.announcement.showAll': 'Show all',
  'conversation.announcement.showLess': 'Show less',
  'conversation.announcement.dismiss': 'Dismiss',

  // Requests of the group's members
  'conversation.requests.title': 'Requests of these members',
  'conversation.requests.needsSignature': 'needs your signature',
  'conversation.requests.waiting': 'waiting for others',
  'conversation.requests.sending': 'complete, being sent',
  'conversation.requests.done': 'sent',
  'conversation.requests.unlocked': 'unlocked',

  // A link from a message
  'conversation.link.title': 'A link from a message',
  'conversation.link.done': 'Done',
  'conversation.link.goesTo':
    'This link goes to <b>{host}</b>. Cosigner does not open outside links; copy it and open it yourself if you trust it.',
  'conversation.link.goesSomewhere':
    'This link goes somewhere Cosigner cannot tell. Cosigner does not open outside links; copy it and open it yourself if you trust it.',
  'conversation.link.copy': 'Copy the link',

  // What happened in the group
  'conversation.system.someone': 'Someone',
  'conversation.system.someoneElse': 'someone',
  'conversation.system.created': '{who} created the group',
  'conversation.system.added': '{who} added {whom}',
  'conversation.system.removed': '{who} removed {whom}',
  'conversation.system.joined': '{who} joined with the invitation link',
  'conversation.system.left': '{who} left the group',
  'conversation.system.role':
    '{who} made {whom} {role, select, admin {an admin} owner {the owner} member {a member} other {“{raw}”}}',
  'conversation.system.expireOff': '{who} turned off disappearing messages',
  'conversation.system.expire': '{who} set messages to disappear after {duration}',
  'conversation.system.updated': '{who} updated the group',
  'conversation.system.updatedName': '{who} changed the group name',
  'conversation.system.updatedAnnouncement': '{who} changed the announcement',
  'conversation.system.updatedLink': '{who} reset the invitation link',
  'conversation.system.updatedNameAnnouncement':
    '{who} changed the group name and changed the announcement',
  'conversation.system.updatedNameLink':
    '{who} changed the group name and reset the invitation link',
  'conversation.system.updatedAnnouncementLink':
    '{who} changed the announcement and reset the invitation link',
  'conversation.system.updatedAll':
    '{who} changed the group name, changed the announcement and reset the invitation link',

  // Durations (the disappearing-messages timer)
  'conversation.duration.week': '{n, plural, one {# week} other {# weeks}}',
  'conversation.duration.day': '{n, plural, one {# day} other {# days}}',
  'conversation.duration.hour': '{n, plural, one {# hour} other {# hours}}',
  'conversation.duration.minute': '{n, plural, one {# minute} other {# minutes}}',
  'conversation.duration.second': '{n, plural, one {# second} other {# seconds}}',
  'conversation.duration.off': 'off',

  // Messages that are not text
  'conversation.body.requestNotice': '{name} started a multisig request for you to review',
  'conversation.body.card': 'Card',
  'conversation.body.buttons': '{count, plural, one {# button} other {# buttons}}',
  'conversation.body.sticker': '🏷 Sticker',
  'conversation.body.image': '🖼 Image · {width}×{height} · {size}',
  'conversation.body.audio': '🎤 Voice message · {length} · {size}',
  'conversation.body.video': '🎞 Video · {length} · {size}',
  'conversation.body.fileNameless': '📎 File · {size}',
  'conversation.body.contact': '👤 Contact: {name}',
  'conversation.body.locationUnnamed': '📍 Location ({latitude}, {longitude})',
  'conversation.body.live': '📡 A live stream',
  'conversation.body.transcript':
    '{count, plural, one {🗒 # forwarded message} other {🗒 # forwarded messages}}',
  'conversation.body.pin':
    '{action, select, pin {{count, plural, one {📌 Pinned a message} other {📌 Pinned # messages}}} other {{count, plural, one {📌 Unpinned a message} other {📌 Unpinned # messages}}}}',
  'conversation.body.transfer': '💸 Transfer of {amount}',
  'conversation.body.transferWith': '💸 Transfer of {amount} with {name}',
  'conversation.body.withMemo': '{transfer} — “{memo}”',
  'conversation.body.recalled': 'This message was taken back by its sender.',
  'conversation.body.unknown': 'A message of a kind Cosigner cannot show ({category})',
  'conversation.body.invalid': 'A message Cosigner cannot show ({category}): {reason}',
} as const
