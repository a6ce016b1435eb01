import { bytesToHex } from '@noble/hashes/utils.js'
import { base64UrlEncode } from '../../shared/auth'
import { formatTime, ZERO_TIME } from '../../shared/api/time'
import type { UserMeWire, UserWire } from '../../shared/api/user'
import type { SequencerContext } from '../context'
import { serverCurvePublicKey, serverPublicKey } from '../server-key'
import type { UserRecord } from './store'

/**
 * The public user object (wire-formats §8.4; DOCS `_resp.user.md`, the SDK's `UserResponse`) as
 * `viewerId` sees it: `relationship` is 'ME' for the user itself and '' otherwise; no phone is ever
 * shown; and no `has_safe`, which only the caller's own record carries (docs/SEQUENCER-FIDELITY.md).
 */
export function presentUser(user: UserRecord, viewerId?: string): UserWire {
  return {
    type: 'user',
    user_id: user.userId,
    identity_number: user.identityNumber.toString(),
    phone: '',
    full_name: user.fullName,
    biography: user.biography,
    avatar_url: user.avatarUrl,
    relationship: viewerId === user.userId ? 'ME' : '',
    mute_until: ZERO_TIME,
    created_at: formatTime(user.createdAtNs),
    is_verified: false,
    is_scam: false,
  }
}

/**
 * The caller's own record (interface 2.4 plus wire-formats §6.2): what `/me`, `/safe/me`,
 * `POST /pin/update` and `POST /safe/users` return. Preferences are the official service's
 * defaults; nothing here is settable yet. `has_pin` and `tip_key_base64` tell the TIP key
 * `POST /pin/update` installed; `has_safe` the registration. `app_id` and `server_public_key` are
 * what Go's `User` declares: a bot's own id and the server key its keystore holds, and '' for a
 * person's account, which has no app (its client reads the server key from `pin_token_base64`).
 */
export function presentMe(ctx: SequencerContext, user: UserRecord, sessionId: string): UserMeWire {
  const { pinToken, serverKeyHex } = serverKeyText(ctx)
  // Added to, not spread into a literal: that would cost a quarter of a `/safe/me` read's CPU.
  return Object.assign(presentUser(user, user.userId), {
    code_id: user.codeId,
    code_url: ctx.codeUrlBase + user.codeId,
    features: [],
    session_id: sessionId,
    device_status: '',
    has_safe: user.spendPublicKey !== null,
    has_pin: user.tipPublicKey !== null,
    receive_message_source: 'EVERYBODY',
    accept_conversation_source: 'EVERYBODY',
    accept_search_source: 'EVERYBODY',
    fiat_currency: 'USD',
    transfer_notification_threshold: 0,
    transfer_confirmation_threshold: 100,
    pin_token: pinToken,
    pin_token_base64: pinToken,
    salt_base64: '',
    tip_key_base64: user.tipPublicKey ? base64UrlEncode(user.tipPublicKey) : '',
    tip_counter: user.tipCounter,
    has_emergency_contact: false,
    app_id: user.isBot ? user.userId : '',
    server_public_key: user.isBot ? serverKeyHex : '',
  })
}

const serverKeyTexts = new WeakMap<
  SequencerContext['db'],
  { pinToken: string; serverKeyHex: string }
>()

/** The server key as `/safe/me` spells it, computed once per database (it never changes). */
function serverKeyText(ctx: SequencerContext): { pinToken: string; serverKeyHex: string } {
  let text = serverKeyTexts.get(ctx.db)
  if (!text) {
    const key = serverPublicKey(ctx.db)
    text = { pinToken: base64UrlEncode(serverCurvePublicKey(key)), serverKeyHex: bytesToHex(key) }
    serverKeyTexts.set(ctx.db, text)
  }
  return text
}
