/**
 * Reads one line from the terminal without echoing it, for a passphrase: the prompt goes to
 * stderr (stdout stays the command's output), and Ctrl-C or the end of input cancels.
 * @module
 */
import { createInterface } from 'node:readline'
import { Writable } from 'node:stream'

/** Whether a person can be asked: standard input is a terminal. */
export const canAsk = (): boolean => process.stdin.isTTY === true

/**
 * The line typed after `prompt`, never echoed.
 * @throws Error when the person cancels (Ctrl-C) or input ends before a line
 */
export function askHidden(prompt: string): Promise<string> {
  process.stderr.write(prompt)
  // The terminal interface echoes into this sink, so nothing typed reaches the screen.
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() })
  const rl = createInterface({ input: process.stdin, output: silent, terminal: true })
  return new Promise<string>((resolve, reject) => {
    let answered = false
    rl.on('SIGINT', () => rl.close())
    rl.on('close', () => {
      process.stderr.write('\n')
      if (!answered) reject(new Error('cancelled at the passphrase prompt'))
    })
    rl.question('', (line) => {
      answered = true
      resolve(line)
      rl.close()
    })
  })
}
