// Vectors and small helpers shared by the kernel crypto tests (scalar, ghost, signing, addresses, ids).
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import { specVectors } from '../../../helpers/spec-vectors'

export const hex = bytesToHex
export const unhex = hexToBytes

interface MemberKeys {
  user_id: string
  spend_seed: string
  spend_public_B: string
  view_private_a: string
  view_public_A: string
}

interface PrevUtxo {
  transaction_hash: string
  output_index: number
  r_private: string
  mask_R: string
  keys: string[]
  script: string
  amount: string
  views_by_member: Record<string, string>
}

export interface TxVector {
  name: string
  raw: string
  hash: string
  inputs: number
  outputs: number
  signature_maps: Record<string, string>[]
  views?: string[]
  spend_private_key_hex_seed_then_pub?: string
  derived_y_plus_x_scalar_t?: string
  derived_one_time_public_P?: string
}

export interface CryptoVectors {
  kernel_asset_id: Record<string, string>
  transactions: TxVector[]
  synthetic_2of3_multisig: {
    members: string[]
    members_hash: string
    member_keys: MemberKeys[]
    prev_utxos: PrevUtxo[]
    tx_unsigned_raw: string
    tx_hash: string
    tx_partial_signed_raw: Record<string, string>
    tx_full_signed_raw: string
    full_verify: { input: number; index: number; key: string; ok: boolean }[][]
  }
  ghost_keys: {
    official_mainnet_vector: {
      receiver: string
      receiver_spend_pub_B: string
      receiver_view_pub_A: string
      seed64: string
      r: string
      output_index: number
      uvarint_255: string
      mask_R: string
      key_P: string
    }
    sdk_ghostKey_xin_member: {
      receiver: string
      receiver_private_view_a: string
      receiver_private_spend_b: string
      receiver_public_spend_B: string
      trace_id: string
      sender_spend_private_hex: string
      output_index: number
      mask_R: string
      key_P: string
    }
    hashScalar: {
      a: string
      R: string
      aR: string
      index0: string
      index1: string
      index300: string
    }
  }
  addresses: {
    xin_from_seed_1_to_64: {
      seed: string
      address: string
      public_view: string
      public_spend: string
      private_view: string
      private_spend: string
    }
    xin_from_seed_all_01: { address: string }
    mix_uuid_1of1: {
      members: string[]
      threshold: number
      address: string
      base58_payload_hex: string
    }
    mix_uuid_4of7: { members: string[]; threshold: number; address: string }
    mix_xin_1of1: { members: string[]; threshold: number; address: string }
  }
  hashes: {
    hashMembers_single: { ids: string[]; value: string }
    hashMembers_three: { ids: string[]; value: string }
    uniqueConversationID: { a: string; b: string; value: string }
    groupConversationId: {
      owner: string
      name: string
      random_id: string
      participants: string[]
      value: string
    }
    conversation_checksum: { session_ids: string[]; value: string }
  }
}

export const vectors = specVectors as CryptoVectors

export const synthetic = vectors.synthetic_2of3_multisig

/** The spent outputs of the synthetic 2-of-3 transaction, in input order. */
export function syntheticSpent(): { keys: Uint8Array[]; threshold: number }[] {
  return synthetic.prev_utxos.map((u) => ({ keys: u.keys.map(unhex), threshold: 2 }))
}

/** The views member `m` receives for the synthetic transaction's inputs. */
export function syntheticViews(m: number): string[] {
  const id = synthetic.members[m] as string
  return synthetic.prev_utxos.map((u) => u.views_by_member[id] as string)
}

export function txVector(name: string): TxVector {
  const v = vectors.transactions.find((t) => t.name === name)
  if (v === undefined) throw new Error(`no transaction vector ${name}`)
  return v
}

/** A deterministic byte stream (SHA-256 in counter mode), so random tests replay identically. */
export class Rng {
  private counter = 0
  constructor(private readonly label: string) {}

  bytes(n: number): Uint8Array {
    const out = new Uint8Array(n)
    for (let i = 0; i < n; i += 32) {
      const block = sha256(new TextEncoder().encode(`${this.label}/${this.counter++}`))
      out.set(block.subarray(0, Math.min(32, n - i)), i)
    }
    return out
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    const b = this.bytes(6)
    const v = b.reduce((acc, x) => acc * 256 + x, 0)
    return min + (v % (max - min + 1))
  }

  uuid(): string {
    const h = hex(this.bytes(16))
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20)}`
  }
}
