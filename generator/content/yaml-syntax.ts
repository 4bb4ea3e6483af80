import type { YAMLError } from 'yaml';
import type { InnerWords, ProblemWordId } from '../../schemas/problem-words.ts';

/**
 * A YAML syntax error moved to the line an editor has to change, with a hint in plain words (schemas/problem-words.ts,
 * which the browser editor says in its own language).
 */
interface SyntaxFinding {
  line: number;
  col: number;
  words: InnerWords;
}

const words = (id: ProblemWordId, values: InnerWords['values'] = {}): InnerWords => ({ id, values });

const indentOf = (text: string) => text.length - text.trimStart().length;
const isContent = (text: string) => text.trim() !== '' && !text.trimStart().startsWith('#');

/**
 * The yaml library reports where parsing broke down, which is often not where the mistake is: an unclosed
 * quote breaks at the end of the file, a line indented too deep breaks on the line above it, and one tab
 * breaks three ways on the same line. This puts each mistake at its place, once.
 */
export function syntaxFindings(text: string, errors: readonly YAMLError[], linePos: (offset: number) => { line: number; col: number }) {
  // Without a byte-order mark, as the positions are counted (yaml-source.ts): its columns are the editor's.
  const lines = text.replace(/^\uFEFF/, '').split('\n');
  const findings: SyntaxFinding[] = [];
  // Later errors on a line already explained are consequences of the same mistake.
  const explainedLines = new Set<number>();
  for (const error of errors) {
    const at = linePos(error.pos[0]);
    if (explainedLines.has(at.line)) continue;
    const finding = locate(error, at, lines);
    explainedLines.add(at.line).add(finding.line);
    if (!findings.some((known) => known.line === finding.line)) findings.push(finding);
  }
  return findings.sort((a, b) => a.line - b.line || a.col - b.col);
}

function locate(error: YAMLError, at: { line: number; col: number }, lines: readonly string[]): SyntaxFinding {
  const lineText = (line: number) => lines[line - 1] ?? '';
  if (error.code === 'MISSING_CHAR' && /quote/.test(error.message)) {
    const quote = error.message.includes("'") ? "'" : '"';
    const opened = unclosedQuote(lines, quote);
    if (opened) {
      return { ...opened, words: words('yamlQuoteNotClosed', quoted(quote)) };
    }
  }
  if (error.code === 'TAB_AS_INDENT') return { ...at, words: tabWords };
  const closing = /end with an? ([\]}])/.exec(error.message)?.[1];
  if (closing) {
    const bracket = closing === ']' ? '[' : '{';
    const opened = unclosedBracket(lines, at.line, bracket);
    if (opened) return { ...opened, words: words('yamlBracketNotClosed', { opening: bracket, closing }) };
  }
  if (error.code === 'UNEXPECTED_TOKEN' && /block-seq-ind on same line/.test(error.message)) {
    return { ...at, words: words('yamlReservedStart', { character: '-' }) };
  }
  if (error.code === 'BAD_INDENT' || error.code === 'BLOCK_AS_IMPLICIT_KEY' || error.code === 'MULTILINE_IMPLICIT_KEY') {
    // A tab in the indentation of this group makes YAML misread the lines after it: those are the tab's mistake.
    const tabLine = tabIndentedLineOfGroup(lines, at.line);
    if (tabLine) return { line: tabLine, col: 1, words: tabWords };
    const colon = colonInPlainText(lineText(at.line));
    if (colon) {
      return { line: at.line, col: colon.col, words: words('yamlColonInText', { key: colon.key, text: colon.text }) };
    }
    // A line indented deeper than its sibling above is read as part of that sibling's value: the error shows
    // on the sibling, the mistake is on the next line that does not line up.
    let line = at.line;
    const siblingIndent = indentOf(lineText(line));
    if (error.code !== 'BAD_INDENT') {
      for (let next = line + 1; next <= lines.length; next++) {
        if (!isContent(lineText(next))) continue;
        if (indentOf(lineText(next)) !== siblingIndent) line = next;
        break;
      }
    }
    let previous = line - 1;
    while (previous > 0 && !isContent(lineText(previous))) previous--;
    const indent = indentOf(lineText(line));
    // Under `- src: …`, the item's fields start after its dash: a line lined up with the dash left the item.
    const expected = line === at.line ? fieldIndentOf(lineText(previous)) : siblingIndent;
    if (indent === expected) {
      return { ...at, words: words('yamlLineWithoutField') };
    }
    return { line, col: indent + 1, words: words('yamlIndent', { indent: spaces(indent), expected: spaces(expected) }) };
  }
  const opening = valueOpening(lineText(at.line));
  if (error.code === 'UNEXPECTED_TOKEN' && /scalar at node end/.test(error.message) && opening) {
    // `es: [Nuevo] Tecnandes`: YAML read a list, then more text after it.
    if (opening.character === '[' || opening.character === '{') {
      return { line: at.line, col: opening.col, words: words('yamlReservedStart', { character: opening.character }) };
    }
    return { ...at, words: words('yamlTextAfterQuote', quoted(opening.character)) };
  }
  return { ...at, words: plainHint(error) };
}

/** Where the fields of a line start: its indentation, and after the dash of a list item that holds a field. */
const fieldIndentOf = (text: string) => /^\s*-\s+(?=[^\s#"'-][^#]*:(\s|$))/.exec(text)?.[0].length ?? indentOf(text);

/** The quote or bracket a line's value starts with (`title: "Expo" 2026`), and its column, if it starts with one. */
function valueOpening(text: string): { character: string; col: number } | undefined {
  const match = /^(\s*(?:-\s+)?(?:[^\s:#"'[{][^:#]*:\s+)?)(["'[{])/.exec(text);
  return match?.[2] ? { character: match[2], col: (match[1]?.length ?? 0) + 1 } : undefined;
}

/**
 * Where the innermost `opening` bracket still open at the end of `line` was opened, read from the top of the file
 * as YAML reads brackets: in a field's value only where the value starts with one (`title: a [b` is a text), inside
 * a list or group everywhere, and never inside a quoted text or a comment.
 */
function unclosedBracket(lines: readonly string[], line: number, opening: '[' | '{'): { line: number; col: number } | undefined {
  const open: { bracket: string; line: number; col: number }[] = [];
  for (const [index, text] of lines.slice(0, line).entries()) {
    // Outside any list, only the start of a value (after `key: ` or `- `) may open one.
    const valueStart = /^(\s*(?:-\s+)*(?:[^\s#"'[{][^#]*?:\s+)?)/.exec(text)?.[1]?.length ?? 0;
    let quote: string | undefined;
    for (let col = open.length > 0 ? 0 : valueStart; col < text.length; col++) {
      const character = text[col] ?? '';
      if (quote) {
        if (quote === '"' && character === '\\') col++;
        else if (character === quote && !(quote === "'" && text[col + 1] === "'")) quote = undefined;
        else if (quote === "'" && character === "'") col++;
      } else if (character === '"' || character === "'") quote = character;
      else if (character === '#' && (col === 0 || /\s/.test(text[col - 1] ?? ''))) break;
      else if (character === '[' || character === '{') open.push({ bracket: character, line: index + 1, col: col + 1 });
      else if (character === ']' || character === '}') open.pop();
      else if (open.length === 0) break;
    }
  }
  const last = open.findLast((each) => each.bracket === opening);
  return last && { line: last.line, col: last.col };
}

/** A quote, and how it is written inside a text in those quotes. */
const quoted = (quote: string) => ({ quote, escaped: quote === '"' ? '\\"' : "''" });

const spaces = (count: number) => (count === 1 ? words('oneSpace') : words('spaces', { count: String(count) }));
const tabWords = words('yamlTabIndent');
const hasTabIndent = (text: string) => /^ *\t/.test(text) && isContent(text);

/** A tab-indented line from the start of the top-level field that holds `line` down to it, if any. */
function tabIndentedLineOfGroup(lines: readonly string[], line: number): number | undefined {
  for (let index = line - 1; index >= 0; index--) {
    const text = lines[index] ?? '';
    if (hasTabIndent(text)) return index + 1;
    if (isContent(text) && indentOf(text) === 0) return undefined;
  }
  return undefined;
}

/** `title: Expo: Energía`: a value written without quotes that has ": " in it, which YAML takes for a nested field. */
function colonInPlainText(text: string): { key: string; text: string; col: number } | undefined {
  const match = /^(\s*(?:-\s+)?)([^\s:#"'][^:#]*):[ \t]+([^\s"'|>&*!{[#].*?:\s.*?)\s*$/.exec(text);
  if (!match) return undefined;
  const [, lead = '', key = '', value = ''] = match;
  return { key: key.trim(), text: value.replaceAll('"', '\\"'), col: text.indexOf(value, lead.length + key.length + 1) + 1 };
}

/** The first quoted value whose closing quote never comes on its line. */
function unclosedQuote(lines: readonly string[], quote: string): { line: number; col: number } | undefined {
  for (const [index, text] of lines.entries()) {
    const match = /^(\s*(?:-\s+)?(?:[^\s:#][^:#]*:\s+)?)(["'])(.*)$/.exec(text);
    if (!match || match[2] !== quote) continue;
    const rest = match[3] ?? '';
    const closed = quote === '"' ? /(^|[^\\])(\\\\)*"/.test(rest) : /'(?!')/.test(rest.replaceAll("''", ''));
    if (!closed) return { line: index + 1, col: (match[1]?.length ?? 0) + 1 };
  }
  return undefined;
}

/** A hint by the kind of mistake the library names; its own English (yamlOther) where no hint of ours fits. */
function plainHint(error: YAMLError): InnerWords {
  if (error.code === 'DUPLICATE_KEY') return words('yamlKeyTwice');
  // `  Hello` under `es: Hola`: a line of text with no field, which YAML takes for a field missing its value.
  if (/Implicit map keys need to be followed by map values/.test(error.message)) return words('yamlLineWithoutField');
  if (error.code === 'MISSING_CHAR') return words('yamlNotClosed');
  if (error.code === 'MULTIPLE_DOCS') return words('yamlTwoDocuments');
  const sequence = /escape sequence (\S+)/.exec(error.message)?.[1];
  // `\Users` is read as the start of `\U` and the eight digits it wants: the two characters are what is wrong.
  if (error.code === 'BAD_DQ_ESCAPE' && sequence) return words('yamlBadEscape', { escape: sequence.slice(0, 2) });
  const bracket = /flow-(?:seq|map)-end token in YAML stream: "(.)"/.exec(error.message)?.[1];
  if (error.code === 'UNEXPECTED_TOKEN' && bracket) return words('yamlStrayBracket', { bracket });
  const reserved = /reserved character (\S)/.exec(error.message)?.[1];
  if (error.code === 'BAD_SCALAR_START' && reserved) return words('yamlReservedStart', { character: reserved });
  return words('yamlOther', { detail: error.message.split('\n')[0] ?? error.code });
}
