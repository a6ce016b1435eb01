/**
 * Bad input for every conversation endpoint: malformed JSON (400/400), wrong shapes and types,
 * over-limit strings and bad UUIDs (400/10002). Each is sent by a caller who would otherwise be
 * allowed, and none may change the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectError, fixture, makeGroup, newId, type Fixture } from './setup'
import type { TestUser } from '../../../helpers/sequencer'
import type { Conversation } from '../../../../src/shared/api/conversation'

let f: Fixture
let owner: TestUser, member: TestUser, other: TestUser
let c: Conversation
beforeAll(async () => {
  f = await fixture()
  ;[owner, member, other] = await f.users('Owner', 'Member', 'Other')
  c = await makeGroup(f, owner, [member])
})
afterAll(() => f.close())

/** Bodies name users as `$member` / `$other`; they exist only once the suite has started. */
const resolve = (body: unknown): unknown =>
  typeof body === 'string' || body === undefined
    ? body
    : JSON.parse(
        JSON.stringify(body)
          .replaceAll('"$member"', JSON.stringify(member.userId))
          .replaceAll('"$other"', JSON.stringify(other.userId)),
      )

type Case = [
  label: string,
  method: string,
  path: () => string,
  body: unknown,
  status: 400,
  code: 400 | 10002,
  field?: string,
]

const id = () => c.conversation_id
const MALFORMED = '{"name": "x"'

const cases: Case[] = [
  // POST /conversations
  ['create: malformed JSON', 'POST', () => '/conversations', MALFORMED, 400, 400],
  ['create: empty body', 'POST', () => '/conversations', '', 400, 400],
  ['create: an array', 'POST', () => '/conversations', [], 400, 10002, '(body)'],
  [
    'create: unknown category',
    'POST',
    () => '/conversations',
    { category: 'CHANNEL', conversation_id: newId(), participants: [] },
    400,
    10002,
    'category',
  ],
  [
    'create: bad conversation_id',
    'POST',
    () => '/conversations',
    { category: 'GROUP', conversation_id: 'nope', participants: [] },
    400,
    10002,
    'conversation_id',
  ],
  [
    'create: numeric conversation_id',
    'POST',
    () => '/conversations',
    { category: 'GROUP', conversation_id: 42, participants: [] },
    400,
    10002,
    'conversation_id',
  ],
  [
    'create: participants missing',
    'POST',
    () => '/conversations',
    { category: 'GROUP', conversation_id: newId() },
    400,
    10002,
    'participants',
  ],
  [
    'create: participants not an array',
    'POST',
    () => '/conversations',
    { category: 'GROUP', conversation_id: newId(), participants: {} },
    400,
    10002,
    'participants',
  ],
  [
    'create: bad participant id',
    'POST',
    () => '/conversations',
    { category: 'GROUP', conversation_id: newId(), participants: [{ user_id: 'x' }] },
    400,
    10002,
    'participants.0.user_id',
  ],
  [
    'create: participant role OWNER',
    'POST',
    () => '/conversations',
    {
      category: 'GROUP',
      conversation_id: newId(),
      participants: [{ user_id: '$member', role: 'OWNER' }],
    },
    400,
    10002,
    'participants.0.role',
  ],
  [
    'create: numeric name',
    'POST',
    () => '/conversations',
    { category: 'GROUP', conversation_id: newId(), name: 5, participants: [] },
    400,
    10002,
    'name',
  ],
  [
    'create: name of 513',
    'POST',
    () => '/conversations',
    { category: 'GROUP', conversation_id: newId(), name: 'x'.repeat(513), participants: [] },
    400,
    10002,
    'name',
  ],
  [
    'create: announcement of 1025',
    'POST',
    () => '/conversations',
    {
      category: 'GROUP',
      conversation_id: newId(),
      announcement: 'x'.repeat(1025),
      participants: [],
    },
    400,
    10002,
    'announcement',
  ],
  [
    'create: bad random_id',
    'POST',
    () => '/conversations',
    { category: 'GROUP', conversation_id: newId(), random_id: 'r', participants: [] },
    400,
    10002,
    'random_id',
  ],
  // GET /conversations/:id
  [
    'read: bad id',
    'GET',
    () => '/conversations/not-a-uuid',
    undefined,
    400,
    10002,
    'conversation_id',
  ],
  // POST /conversations/:id
  [
    'update: bad id',
    'POST',
    () => '/conversations/1234',
    { name: 'x' },
    400,
    10002,
    'conversation_id',
  ],
  ['update: malformed JSON', 'POST', () => `/conversations/${id()}`, MALFORMED, 400, 400],
  ['update: no body', 'POST', () => `/conversations/${id()}`, undefined, 400, 400],
  [
    'update: an array',
    'POST',
    () => `/conversations/${id()}`,
    [{ name: 'x' }],
    400,
    10002,
    '(body)',
  ],
  ['update: numeric name', 'POST', () => `/conversations/${id()}`, { name: 1 }, 400, 10002, 'name'],
  [
    'update: boolean announcement',
    'POST',
    () => `/conversations/${id()}`,
    { announcement: true },
    400,
    10002,
    'announcement',
  ],
  [
    'update: name of 513',
    'POST',
    () => `/conversations/${id()}`,
    { name: 'x'.repeat(513) },
    400,
    10002,
    'name',
  ],
  [
    'update: announcement of 1025',
    'POST',
    () => `/conversations/${id()}`,
    { announcement: 'x'.repeat(1025) },
    400,
    10002,
    'announcement',
  ],
  // join
  ['join: bad code id', 'POST', () => '/conversations/code/join', undefined, 400, 10002, 'code_id'],
  ['join: malformed JSON', 'POST', () => `/conversations/${c.code_id}/join`, MALFORMED, 400, 400],
  [
    'join: a non-object body',
    'POST',
    () => `/conversations/${c.code_id}/join`,
    [1],
    400,
    10002,
    '(body)',
  ],
  // ADD / REMOVE / ROLE
  ...(['ADD', 'REMOVE'] as const).flatMap((action): Case[] => [
    [
      `${action}: bad id`,
      'POST',
      () => `/conversations/x/participants/${action}`,
      [{ user_id: '$other' }],
      400,
      10002,
      'conversation_id',
    ],
    [
      `${action}: malformed JSON`,
      'POST',
      () => `/conversations/${id()}/participants/${action}`,
      '[{"user_id":',
      400,
      400,
    ],
    [
      `${action}: no body`,
      'POST',
      () => `/conversations/${id()}/participants/${action}`,
      undefined,
      400,
      400,
    ],
    [
      `${action}: an object`,
      'POST',
      () => `/conversations/${id()}/participants/${action}`,
      { user_id: '$other' },
      400,
      10002,
      '(body)',
    ],
    [
      `${action}: empty list`,
      'POST',
      () => `/conversations/${id()}/participants/${action}`,
      [],
      400,
      10002,
      '(body)',
    ],
    [
      `${action}: bad user id`,
      'POST',
      () => `/conversations/${id()}/participants/${action}`,
      [{ user_id: '$other' }, { user_id: 'u' }],
      400,
      10002,
      '1.user_id',
    ],
    [
      `${action}: missing user id`,
      'POST',
      () => `/conversations/${id()}/participants/${action}`,
      [{}],
      400,
      10002,
      '0.user_id',
    ],
    [
      `${action}: too many entries`,
      'POST',
      () => `/conversations/${id()}/participants/${action}`,
      Array(1025).fill({ user_id: '$other' }),
      400,
      10002,
      '(body)',
    ],
  ]),
  [
    'ROLE: bad id',
    'POST',
    () => '/conversations/x/participants/ROLE',
    [{ user_id: '$member', role: 'ADMIN' }],
    400,
    10002,
    'conversation_id',
  ],
  [
    'ROLE: malformed JSON',
    'POST',
    () => `/conversations/${id()}/participants/ROLE`,
    MALFORMED,
    400,
    400,
  ],
  [
    'ROLE: role missing',
    'POST',
    () => `/conversations/${id()}/participants/ROLE`,
    [{ user_id: '$member' }],
    400,
    10002,
    '0.role',
  ],
  [
    'ROLE: role OWNER',
    'POST',
    () => `/conversations/${id()}/participants/ROLE`,
    [{ user_id: '$member', role: 'OWNER' }],
    400,
    10002,
    '0.role',
  ],
  [
    'ROLE: lowercase admin',
    'POST',
    () => `/conversations/${id()}/participants/ROLE`,
    [{ user_id: '$member', role: 'admin' }],
    400,
    10002,
    '0.role',
  ],
  [
    'ROLE: bad user id',
    'POST',
    () => `/conversations/${id()}/participants/ROLE`,
    [{ user_id: 7, role: 'ADMIN' }],
    400,
    10002,
    '0.user_id',
  ],
  // rotate / exit
  [
    'rotate: bad id',
    'POST',
    () => '/conversations/zz/rotate',
    undefined,
    400,
    10002,
    'conversation_id',
  ],
  ['rotate: malformed JSON', 'POST', () => `/conversations/${id()}/rotate`, MALFORMED, 400, 400],
  [
    'exit: bad id',
    'POST',
    () => '/conversations/zz/exit',
    undefined,
    400,
    10002,
    'conversation_id',
  ],
  ['exit: malformed JSON', 'POST', () => `/conversations/${id()}/exit`, MALFORMED, 400, 400],
  // mute / disappear
  ...(['mute', 'disappear'] as const).flatMap((action): Case[] => [
    [
      `${action}: bad id`,
      'POST',
      () => `/conversations/${newId().slice(1)}/${action}`,
      { duration: 60 },
      400,
      10002,
      'conversation_id',
    ],
    [
      `${action}: malformed JSON`,
      'POST',
      () => `/conversations/${id()}/${action}`,
      '{"duration": }',
      400,
      400,
    ],
    [`${action}: no body`, 'POST', () => `/conversations/${id()}/${action}`, undefined, 400, 400],
    [
      `${action}: duration missing`,
      'POST',
      () => `/conversations/${id()}/${action}`,
      {},
      400,
      10002,
      'duration',
    ],
    [
      `${action}: duration as text`,
      'POST',
      () => `/conversations/${id()}/${action}`,
      { duration: '60' },
      400,
      10002,
      'duration',
    ],
    [
      `${action}: negative duration`,
      'POST',
      () => `/conversations/${id()}/${action}`,
      { duration: -60 },
      400,
      10002,
      'duration',
    ],
    [
      `${action}: huge duration`,
      'POST',
      () => `/conversations/${id()}/${action}`,
      { duration: 2 ** 63 },
      400,
      10002,
      'duration',
    ],
  ]),
]

describe('bad input', () => {
  for (const [label, method, path, body, status, code, field] of cases) {
    it(`${label} → ${status}/${code}`, async () => {
      const before = f.snapshot()
      // The owner may do everything here, so only the input can be wrong.
      const e = await expectError(f.call(owner, method, path(), resolve(body)), status, code)
      if (field !== undefined) expect(e.extra?.field).toBe(field)
      expect(f.snapshot()).toEqual(before)
    })
  }

  it('an unknown participants action is 404', async () => {
    const before = f.snapshot()
    await expectError(
      f.call(owner, 'POST', `/conversations/${id()}/participants/DELETE`, [
        { user_id: member.userId },
      ]),
      404,
      404,
    )
    await expectError(
      f.call(owner, 'POST', `/conversations/${id()}/participants/add`, [{ user_id: other.userId }]),
      404,
      404,
    )
    expect(f.snapshot()).toEqual(before)
  })
})
