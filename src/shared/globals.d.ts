// Shared code type-checks against ES2022 alone (no DOM, no Node), so the two Web APIs it needs,
// which every process has, are declared here and nothing else is.
declare class TextEncoder {
  encode(input?: string): Uint8Array
}
declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean; ignoreBOM?: boolean })
  decode(input?: Uint8Array): string
}
