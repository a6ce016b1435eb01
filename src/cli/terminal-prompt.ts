/**
 * Reads one line from the terminal: a passphrase without echoing it, or a yes or no as typed. The
 * prompt goes to stderr (stdout stays the command's output), and Ctrl-C or the end of input cancels.
 * @module
 */
import { createInterface } from 'node:readline'
import { Writable } from 'node:stream'

/** Whether a person can be asked: standard input is a terminal. */
export const canAsk = (): boolean => process.stdin.isTTY === true

function askLine(prompt: string, { echo }: { echo: boolean }): Promise<string> {
  process.stderr.write(prompt)
  // Without echo the terminal interface writes into this sink, so nothing typed reaches the screen.
  const output = echo
    ? process.stderr
    : new Writable({ write: (_chunk, _encoding, done) => done() })
  const rl = createInterface({ input: process.stdin, output, terminal: true })
  return new Promise<string>((resolve, reject) => {
    let answered = false
    rl.on('SIGINT', () => rl.close())
    rl.on('close', () => {
      if (!echo) process.stderr.write('\n')
      if (!answered) reject(new Error('cancelled at the prompt'))
    })
    rl.question('', (line) => {
      answered = true
      resolve(line)
      rl.close()
    })
  })
}

/**
 * The line typed after `prompt`, never echoed.
 * @throws Error when the person cancels (Ctrl-C) or input ends before a line
 */
export const askHidden = (prompt: string): Promise<string> => askLine(prompt, { echo: false })

/**
 * The line typed after `prompt`, shown as it is typed.
 * @throws Error when the person cancels (Ctrl-C) or input ends before a line
 */
export const askVisible = (prompt: string): Promise<string> => askLine(prompt, { echo: true })
