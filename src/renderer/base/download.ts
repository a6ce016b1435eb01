/**
 * Saving a file the wallet produced (an offline request, a signature, a backup, a CSV export, an
 * attachment). The page has no file system: it hands the bytes to the browser's download, which
 * the host turns into a save dialog (Electron) or a download (the web host).
 * @module
 */
import { BridgeFailure } from './bridge-caller'

/** Offers `text` as a download named `fileName`. */
export function saveTextFile(fileName: string, text: string, type = 'application/json'): void {
  offer(fileName, new Blob([text], { type }))
}

/** Offers bytes the wallet handed over as base64 (a message's attachment) as a download. */
export function saveBase64File(fileName: string, base64: string, mimeType: string): void {
  const bin = atob(base64)
  const bytes = new Uint8Array(bin.length)
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i)
  offer(fileName, new Blob([bytes], { type: mimeType }))
}

function offer(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  a.rel = 'noopener'
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/**
 * Reads a chosen file as text.
 * @throws BridgeFailure 'invalid-file' for a file larger than `maxBytes`
 */
export async function readTextFile(file: File, maxBytes = 8 * 1024 * 1024): Promise<string> {
  if (file.size > maxBytes)
    throw new BridgeFailure('invalid-file', {
      id: 'errors.fileTooLarge',
      values: { kb: Math.ceil(file.size / 1024) },
    })
  return file.text()
}
