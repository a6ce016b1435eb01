/** The groups messages in English, the catalog the others are checked against (see ../catalog). */
export const groups = {
  // The list of groups, joining one
  'groups.list.title': 'Groups',
  'groups.list.offline':
    '<b>Offline.</b> These are the groups saved on this computer; you can open them and read what was saved. Joining, creating and changing groups wait until the service can be reached again.',
  'groups.list.yours': 'Your groups',
  'groups.list.noneOffline':
    'No group is saved on this computer. Whether you are in any is not known while the service cannot be reached.',
  'groups.list.none':
    'No groups yet. Join one with its invitation link, open one you are already in from its link in “Open anything”, or create one.',
  'groups.list.row': '{members, plural, one {# member} other {# members}} · {role}',
  'groups.list.rowDisappearing':
    '{members, plural, one {# member} other {# members}} · {role} · messages disappear after {duration}',
  'groups.join.title': 'Join a group',
  'groups.join.code': 'Invitation code or link',
  'groups.join.joining': 'Joining…',
  'groups.join.submit': 'Join group',

  // Creating a group
  'groups.create.title': 'Create a group',
  'groups.create.name': 'Group name',
  'groups.create.members': 'Members',
  'groups.create.membersHint': 'You can also add members later, or share the invitation link.',
  'groups.create.announcement': 'Announcement (optional)',
  'groups.create.creating': 'Creating…',
  'groups.create.submit': 'Create group',

  // One group's screen
  'groups.detail.title': 'Group',
  'groups.detail.loading': 'Loading the group…',
  'groups.detail.back': '← Groups',
  'groups.detail.notMember':
    '<b>You are not a member of this group any more.</b> What was saved here stays readable; to come back you need an invitation link.',
  'groups.detail.announcement': 'Announcement',
  'groups.detail.noAnnouncement': 'none',
  'groups.detail.notifications': 'Notifications',
  'groups.detail.mutedUntil': 'Muted until {until, date, ::yyyyMMMdjjmm}',
  'groups.detail.notMuted': 'Not muted',
  'groups.detail.disappearing': 'Disappearing messages',
  'groups.detail.disappearAfter': 'After {duration}',
  'groups.detail.disappearOff': 'Off',

  // Roles
  'groups.role.owner': 'Owner',
  'groups.role.admin': 'Admin',
  'groups.role.member': 'Member',
  'groups.role.none': 'Not a member',

  // Muting and the disappearing-messages timer
  'groups.mute.title': 'Notifications',
  'groups.mute.label': 'Mute',
  'groups.mute.1h': 'Mute for 1 hour',
  'groups.mute.8h': 'Mute for 8 hours',
  'groups.mute.1w': 'Mute for 1 week',
  'groups.mute.unmute': 'Unmute',
  'groups.mute.done1h': 'Muted for 1 hour.',
  'groups.mute.done8h': 'Muted for 8 hours.',
  'groups.mute.done1w': 'Muted for 1 week.',
  'groups.mute.doneUnmute': 'Unmuted.',
  'groups.disappear.label': 'Disappearing messages',
  'groups.disappear.off': 'Disappearing messages turned off.',
  'groups.disappear.set': 'Messages now disappear after {duration}.',

  // Name and announcement
  'groups.edit.title': 'Name and announcement',
  'groups.edit.name': 'Group name',
  'groups.edit.announcement': 'Announcement',
  'groups.edit.done': 'Group updated.',

  // Leaving
  'groups.exit.button': 'Leave group…',
  'groups.exit.title': 'Leave {group}?',
  'groups.exit.confirm': 'Leave group',
  'groups.exit.body':
    'You will stop receiving its messages and requests shared in it. To come back you need an invitation link.',
  'groups.exit.bodyOwner':
    'You will stop receiving its messages and requests shared in it. You are its owner: ownership passes to another member. To come back you need an invitation link.',

  // The invitation link
  'groups.invite.title': 'Invitation link',
  'groups.invite.none': 'No link.',
  'groups.invite.reset': 'Reset invitation link…',
  'groups.invite.resetTitle': 'Reset the invitation link?',
  'groups.invite.resetConfirm': 'Reset link',
  'groups.invite.resetBody':
    'The current link stops working at once: anyone who has it but has not joined yet will need the new one. Members stay in the group.',
  'groups.invite.done': 'New invitation link made. The old one no longer works.',

  // Members
  'groups.members.title': 'Members ({count, number})',
  'groups.members.label': 'Members',
  'groups.members.nameSeparator': ', ',
  'groups.members.added': 'Added {names}.',
  'groups.members.makeAdmin': 'Make admin',
  'groups.members.makeAdminOf': 'Make admin {name}',
  'groups.members.removeAdmin': 'Remove admin',
  'groups.members.removeAdminFrom': 'Remove admin role from {name}',
  'groups.members.madeAdmin': 'Made admin.',
  'groups.members.adminRemoved': 'Admin role removed.',
  'groups.members.remove': 'Remove',
  'groups.members.removeWho': 'Remove {name} from the group',
  'groups.members.removeTitle': 'Remove {name} from the group?',
  'groups.members.removeBody':
    'They stop receiving the group’s messages. An owner or admin can add them again later.',
  'groups.members.removed': 'Removed {name} from the group.',
  'groups.members.add': 'Add members',
  'groups.members.already': '{name} is already a member.',
  'groups.members.addButton': '{count, plural, =0 {Add} one {Add} other {Add # members}}',
  'groups.members.onlyManagers': 'Only the owner and admins can add or remove members.',
} as const
