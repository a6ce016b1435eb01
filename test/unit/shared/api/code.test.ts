import { describe, expect, it } from 'vitest'
import { CodeResult } from '../../../../src/shared/api/code'
import { RegistrationBody } from '../../../../src/shared/api/registration'
import { User, UserMe, UsersFetchBody } from '../../../../src/shared/api/user'
import { ErrorCode } from '../../../../src/shared/api/error'

const T = '2024-01-01T00:00:00.123456789Z'
const ID = 'a0000000-0000-4000-8000-000000000001'
const ID2 = 'a0000000-0000-4000-8000-000000000002'

const user = {
  type: 'user',
  user_id: ID,
  identity_number: '7000000001',
  phone: '',
  full_name: 'Alice',
  biography: '',
  avatar_url: '',
  relationship: '',
  mute_until: '0001-01-01T00:00:00Z',
  created_at: T,
  is_verified: false,
  is_scam: false,
}

const multisig = {
  type: 'multisig_request',
  request_id: ID,
  user_id: ID2,
  asset_id: ID,
  amount: '1.5',
  threshold: 2,
  senders: [ID, ID2],
  receivers: [ID2],
  signers: [ID],
  memo: '',
  action: 'sign',
  state: 'initial',
  transaction_hash: 'ab'.repeat(32),
  raw_transaction: '7777',
  created_at: T,
  updated_at: T,
  code_id: ID2,
}

describe('CodeResult', () => {
  it('selects the shape by type', () => {
    expect(CodeResult.parse(user)).toEqual(user)
    expect(CodeResult.parse(multisig)).toEqual(multisig)
    const payment = {
      type: 'payment',
      trace_id: ID,
      asset_id: ID2,
      amount: '0.00000001',
      threshold: 1,
      receivers: [ID],
      memo: 'm',
      created_at: T,
      status: 'pending',
      code_id: ID2,
    }
    expect(CodeResult.parse(payment)).toEqual(payment)
    const nft = {
      ...multisig,
      type: 'non_fungible_request',
      token_id: ID,
      senders_threshold: 1,
      receivers_threshold: 1,
      action: 'sign',
    }
    expect(CodeResult.safeParse(nft).success).toBe(true)
  })

  it('refuses an unknown type, a float amount, or a missing field of the selected shape', () => {
    expect(CodeResult.safeParse({ ...user, type: 'authorization' }).success).toBe(false)
    expect(CodeResult.safeParse({ ...multisig, amount: '1e-8' }).success).toBe(false)
    expect(CodeResult.safeParse({ ...multisig, action: 'burn' }).success).toBe(false)
    const { senders: _, ...noSenders } = multisig
    expect(CodeResult.safeParse(noSenders).success).toBe(false)
  })
})

describe('user schemas', () => {
  it('take identity numbers as decimal strings only', () => {
    expect(User.safeParse({ ...user, identity_number: 7000000001 }).success).toBe(false)
    expect(User.safeParse({ ...user, identity_number: '07' }).success).toBe(false)
  })

  it('require has_safe on UserMe only: the public user object has none', () => {
    expect(UserMe.safeParse(user).success).toBe(false)
    expect(UserMe.safeParse({ ...user, has_safe: false }).success).toBe(true)
    expect(User.strict().safeParse({ ...user, has_safe: true }).success).toBe(false)
  })

  it('bound /users/fetch to 100 UUIDs, read in lowercase', () => {
    expect(UsersFetchBody.safeParse(Array(100).fill(ID)).success).toBe(true)
    expect(UsersFetchBody.safeParse(Array(101).fill(ID)).success).toBe(false)
    expect(UsersFetchBody.parse([ID.toUpperCase()])).toEqual([ID])
    expect(UsersFetchBody.safeParse([`${ID}x`]).success).toBe(false)
  })
})

describe('RegistrationBody', () => {
  const good = {
    public_key: 'ab'.repeat(32),
    signature: 'x'.repeat(86),
    pin_base64: 'y'.repeat(150),
  }
  it('accepts the SDK shape and ignores the Messenger extras', () => {
    expect(RegistrationBody.parse(good)).toEqual(good)
    expect(RegistrationBody.parse({ ...good, salt_base64: 's' })).toMatchObject(good)
  })
  it('bounds every field', () => {
    expect(RegistrationBody.safeParse({ ...good, public_key: 'ab'.repeat(33) }).success).toBe(false)
    expect(RegistrationBody.safeParse({ ...good, signature: '' }).success).toBe(false)
    expect(RegistrationBody.safeParse({ ...good, pin_base64: 'y'.repeat(1025) }).success).toBe(
      false,
    )
  })
})

describe('ErrorCode', () => {
  it('carries the Mixin codes clients branch on', () => {
    expect(ErrorCode).toMatchObject({
      InvalidField: 10002,
      GroupFull: 20116,
      PinIncorrect: 20119,
      UserNotRegistered: 10404,
    })
  })
})
