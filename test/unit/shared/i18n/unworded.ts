/**
 * Finds text a person would read that is written in the source instead of a catalog: JSX text, the
 * words of a JSX attribute people read (title, placeholder, aria-label, alt, label), and string or
 * template literals that read as English (two words with a space between, or one capitalised word).
 * What is not read by people is passed over: module specifiers, class names and other attributes for
 * the DOM, key names compared with an event's, literal types, log lines and internal errors. A line
 * may be exempted with a comment `// words-exempt: why` on it or the line before (a brand, a unit).
 * @module
 */
import ts from 'typescript'

export interface Unworded {
  readonly file: string
  readonly line: number
  readonly text: string
}

const READ_ATTRIBUTES = new Set([
  'title',
  'placeholder',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'alt',
  'label',
])
const DOM_ATTRIBUTES = new Set([
  'className',
  'id',
  'htmlFor',
  'type',
  'role',
  'name',
  'key',
  'autoComplete',
  'inputMode',
  'href',
  'rel',
  'target',
  'accept',
  'lang',
  'dir',
  'pattern',
  'method',
  'encType',
  'form',
  'list',
  'wrap',
  'spellCheck',
  'enterKeyHint',
])
// Names a keyboard event, a media query or the platform gives: compared with, never shown.
const NOT_WORDS =
  /^(?:Enter|Escape|Tab|Backspace|Delete|Home|End|PageUp|PageDown|Arrow(?:Up|Down|Left|Right)|Shift|Control|Alt|Meta|Space)$/
const SILENT_CALLS =
  /^(?:(?:[\w.]+\.)?(?:console\.\w+|log\.\w+|logger\.\w+|log|debug|warn|assert\w*|querySelector\w*|closest|matchMedia|getElementById|addEventListener|removeEventListener|setAttribute|getAttribute|mark|measure)|expect|require|import|new (?:Error|TypeError|RangeError|SyntaxError|AssertionError))$/

/** Whether a literal's text reads as English words. */
export function readsAsEnglish(text: string): boolean {
  const t = text.trim()
  if (
    /[A-Za-z]{2,}[’']?[A-Za-z]*[ ,;:.!?…—–-]+[A-Za-z]{2,}/.test(t) &&
    /[a-z]/.test(t) &&
    / /.test(t)
  )
    return true
  return /^[A-Z][a-z]{2,}[.!?…:]?$/.test(t) && !NOT_WORDS.test(t)
}

function exempt(source: ts.SourceFile, node: ts.Node): boolean {
  const { line } = source.getLineAndCharacterOfPosition(node.getStart(source))
  const lines = source.text.split('\n')
  return [lines[line], lines[line - 1]].some((l) => l !== undefined && /words-exempt:/.test(l))
}

function calleeName(call: ts.CallExpression | ts.NewExpression, source: ts.SourceFile): string {
  const text = call.expression.getText(source)
  return ts.isNewExpression(call) ? `new ${text}` : text
}

/** Whether a literal sits where nothing is read by people. */
function silent(node: ts.Node, source: ts.SourceFile): boolean {
  for (let n: ts.Node = node, p = node.parent; p !== undefined; n = p, p = p.parent) {
    if (ts.isImportDeclaration(p) || ts.isExportDeclaration(p) || ts.isImportTypeNode(p))
      return true
    if (ts.isLiteralTypeNode(p) || ts.isTypeNode(p)) return true
    if (ts.isPropertyAssignment(p) && p.name === n) return true
    if (ts.isElementAccessExpression(p) && p.argumentExpression === n) return true
    if (ts.isJsxAttribute(p)) {
      const name = p.name.getText(source)
      return DOM_ATTRIBUTES.has(name) || name.startsWith('data-') || !READ_ATTRIBUTES.has(name)
        ? !READ_ATTRIBUTES.has(name)
        : false
    }
    if (ts.isCallExpression(p) || ts.isNewExpression(p)) {
      if (SILENT_CALLS.test(calleeName(p, source))) return true
    }
    if (ts.isBinaryExpression(p) && /^(?:===|!==|==|!=)$/.test(p.operatorToken.getText(source)))
      return true
    if (ts.isCaseClause(p) && p.expression === n) return true
    if (ts.isBlock(p) || ts.isSourceFile(p)) return false
  }
  return false
}

/** The text a person would read in one file's source, with where it stands. */
export function unwordedIn(file: string, text: string): Unworded[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)
  const found: Unworded[] = []
  const add = (node: ts.Node, words: string) => {
    if (exempt(source, node)) return
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source))
    found.push({ file, line: line + 1, text: words.trim().replace(/\s+/g, ' ').slice(0, 80) })
  }
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) {
      if (/[A-Za-z]{2,}/.test(node.text)) add(node, node.text)
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (readsAsEnglish(node.text) && !silent(node, source)) add(node, node.text)
    } else if (ts.isTemplateExpression(node)) {
      const words = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' … ')
      if (readsAsEnglish(words) && !silent(node, source)) add(node, words)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

const isText = (node: ts.Node): boolean =>
  ts.isStringLiteral(node) ||
  ts.isNoSubstitutionTemplateLiteral(node) ||
  ts.isTemplateExpression(node)

/** Whether an expression is text written here: a literal, a choice between literals, or parentheses round one. */
function writtenText(node: ts.Expression): boolean {
  if (ts.isParenthesizedExpression(node)) return writtenText(node.expression)
  if (ts.isConditionalExpression(node))
    return writtenText(node.whenTrue) || writtenText(node.whenFalse)
  return isText(node)
}

/** The `const` declarations of a file by name, whose initialiser is text written there. */
function textConstants(source: ts.SourceFile): Set<string> {
  const names = new Set<string>()
  const visit = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer !== undefined &&
      ts.isVariableDeclarationList(node.parent) &&
      (node.parent.flags & ts.NodeFlags.Const) !== 0 &&
      writtenText(node.initializer)
    )
      names.add(node.name.text)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return names
}

/**
 * The message argument of each `new CoreError(code, message)` (and the vault's and cache's) given as
 * text: a literal, a choice between two literals (`cond ? 'A.' : 'B.'`), or a local `const` holding one.
 */
export function literalErrorMessages(file: string, text: string): Unworded[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)
  const found: Unworded[] = []
  const constants = textConstants(source)
  const visit = (node: ts.Node): void => {
    if (
      ts.isNewExpression(node) &&
      /^(?:CoreError|VaultError|CacheError)$/.test(node.expression.getText(source))
    ) {
      const message = node.arguments?.[1]
      if (
        message !== undefined &&
        (writtenText(message) || (ts.isIdentifier(message) && constants.has(message.text)))
      ) {
        const { line } = source.getLineAndCharacterOfPosition(message.getStart(source))
        found.push({ file, line: line + 1, text: message.getText(source).slice(0, 80) })
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}
