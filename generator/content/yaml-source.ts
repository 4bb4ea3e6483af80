import { readFile } from 'node:fs/promises';
import { type Alias, type Document, isMap, isScalar, isSeq, LineCounter, type Node, parseDocument, visit } from 'yaml';
import type { InnerWords, ProblemWords } from '../../schemas/problem-words.ts';
import { type Problem, type ProblemCode, worded } from './problem.ts';
import { syntaxFindings } from './yaml-syntax.ts';

export type PathSegment = string | number;

/** A parsed YAML file that can say where any value of it was written. */
export interface YamlSource {
  readonly file: string;
  readonly data: unknown;
  readonly syntaxProblems: Problem[];
  /** Where the value of `path` is written: this file, its line and column. */
  placeOf(path: readonly PathSegment[]): Pick<Problem, 'file' | 'line' | 'col'>;
  /** A problem at the value of `path`, in words of schemas/problem-words.ts (which the editor translates). */
  problemAt(path: readonly PathSegment[], code: ProblemCode, said: ProblemWords, severity?: Problem['severity']): Problem;
  /** First and last line of the value written at the path (a multi-line text spans several), if it is written. */
  linesOf(path: readonly PathSegment[]): { first: number; last: number } | undefined;
  /** Every value with a comment at the end of its line (`pt: Hola # identical on purpose`), with that comment. */
  trailingComments(): { path: PathSegment[]; comment: string }[];
}

/**
 * The values a YAML text holds, as far as they can be read (a file with a syntax mistake gives what comes before
 * it); undefined when an alias in it cannot be read, which YAML throws for (see `unreadableAlias`).
 */
export function yamlValues(text: string): unknown {
  const read = readValues(parseDocument(text));
  return 'data' in read ? read.data : undefined;
}

export async function readYamlSource(absolutePath: string, file: string): Promise<YamlSource> {
  return parseYamlSource(await readFile(absolutePath, 'utf8'), file);
}

export function parseYamlSource(text: string, file: string): YamlSource {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  // A byte-order mark (a Windows editor's) is no column an editor sees: the first line counts from the letter after it.
  const markWidth = text.startsWith('\uFEFF') ? 1 : 0;
  const position = (offset: number) => {
    const at = lineCounter.linePos(offset);
    return at.line === 1 ? { line: 1, col: Math.max(1, at.col - markWidth) } : at;
  };
  const syntaxProblems = syntaxFindings(text, doc.errors, position).map(
    ({ line, col, words }): Problem => ({
      file,
      line,
      col,
      code: 'yaml-syntax',
      severity: 'error',
      ...worded(notValidYaml(words)),
    }),
  );
  const read = syntaxProblems.length > 0 ? undefined : readValues(doc);
  if (read && 'alias' in read) {
    const { line, col } = position(read.alias.offset);
    syntaxProblems.push({ file, line, col, code: 'yaml-syntax', severity: 'error', ...worded(read.alias.words) });
  }
  const data = read && 'data' in read ? read.data : undefined;

  /** The deepest node written for the path: a missing field is reported where its parent is. */
  const offsetOf = (path: readonly PathSegment[]): number => {
    let node: unknown = doc.contents;
    let offset = (doc.contents as Node | null)?.range?.[0] ?? 0;
    for (const segment of path) {
      if (isMap(node)) {
        const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(segment));
        if (!pair) break;
        offset = (pair.key as Node).range?.[0] ?? offset;
        node = pair.value;
      } else if (isSeq(node) && typeof segment === 'number') {
        const item = node.items[segment] as Node | undefined;
        if (!item) break;
        offset = item.range?.[0] ?? offset;
        node = item;
      } else {
        break;
      }
    }
    return offset;
  };

  const nodeAt = (path: readonly PathSegment[]): Node | undefined => {
    let node: unknown = doc.contents;
    for (const segment of path) {
      if (isMap(node)) node = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(segment))?.value;
      else if (isSeq(node) && typeof segment === 'number') node = node.items[segment];
      else return undefined;
    }
    return (node ?? undefined) as Node | undefined;
  };

  const trailingComments = (): { path: PathSegment[]; comment: string }[] => {
    const found: { path: PathSegment[]; comment: string }[] = [];
    const walk = (node: unknown, path: PathSegment[]) => {
      if (isMap(node)) for (const pair of node.items) walk(pair.value, [...path, isScalar(pair.key) ? String(pair.key.value) : '']);
      else if (isSeq(node)) for (const [index, item] of node.items.entries()) walk(item, [...path, index]);
      else if (isScalar(node) && node.comment) found.push({ path, comment: node.comment.trim() });
    };
    walk(doc.contents, []);
    return found;
  };

  const placeOf = (path: readonly PathSegment[]) => ({ file, ...position(offsetOf(path)) });

  return {
    file,
    data,
    syntaxProblems,
    trailingComments,
    placeOf,
    linesOf(path) {
      const range = nodeAt(path)?.range;
      if (!range) return undefined;
      // The end offset is where the next token starts: the last line is the one of the value's last character.
      return { first: position(range[0]).line, last: position(Math.max(range[0], range[1] - 1)).line };
    },
    problemAt(path, code, said, severity = 'error') {
      return { ...placeOf(path), code, severity, ...worded(said) };
    },
  };
}

/**
 * The values of the document, unless an alias (`*name`, the value marked `&name` again) cannot be read, which the
 * parser does not count as an error: one whose mark is nowhere above it (reading throws), one inside the very value
 * it repeats (reading gives a value that holds itself, which every check would walk for ever), or so many repeats
 * of marked values that reading them would take the machine's memory (a "billion laughs", reading throws).
 */
function readValues(doc: Document): { data: unknown } | { alias: { offset: number; words: ProblemWords } } {
  let first: Alias | undefined;
  let unreadable: { alias: Alias; id: 'yamlAliasUnmarked' | 'yamlAliasInsideItself' } | undefined;
  visit(doc, {
    Alias(_, alias) {
      first ??= alias;
      const marked = alias.resolve(doc);
      const [from, to] = [marked?.range?.[0], marked?.range?.[2]];
      const inside = from !== undefined && to !== undefined && (alias.range?.[0] ?? -1) >= from && (alias.range?.[0] ?? -1) < to;
      if (!marked || inside) {
        unreadable = { alias, id: marked ? 'yamlAliasInsideItself' : 'yamlAliasUnmarked' };
        return visit.BREAK;
      }
      return undefined;
    },
  });
  const at = (alias: Alias, reason: InnerWords) => ({ alias: { offset: alias.range?.[0] ?? 0, words: notValidYaml(reason) } });
  if (unreadable) return at(unreadable.alias, { id: unreadable.id, values: { name: unreadable.alias.source } });
  try {
    return { data: doc.toJS() as unknown };
  } catch (error) {
    if (!(error instanceof ReferenceError) || !first) throw error;
    return at(first, { id: 'yamlTooManyAliases', values: {} });
  }
}

const notValidYaml = (reason: InnerWords): ProblemWords => ({ id: 'notValidYaml', values: { reason } });
