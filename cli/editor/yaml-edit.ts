import { isDeepStrictEqual } from 'node:util';
import { Composer, CST, isMap, isScalar, isSeq, LineCounter, type Node, Parser, parseDocument, stringify } from 'yaml';
import { type PathSegment, yamlValues } from '../../generator/content/yaml-source.ts';
import { type ProblemWords, problemSentence } from '../../schemas/problem-words.ts';

/**
 * The browser editor's writes: the file as its editor wrote it, with only the values that changed written anew.
 * `yaml`'s Document.toString() formats the whole file its own way (it re-folds long lines, re-quotes, drops blank
 * lines), so a save through it would rewrite most of a file nobody changed. Instead each change is made on the
 * source itself: a text through the concrete syntax tree (CST.setScalarValue keeps its quoting style, its comment
 * and the line it is on), a new field or list item as lines added after its siblings, a removed one as its lines
 * taken out. After every step the text is parsed again and must hold exactly the intended data, or nothing is saved.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export class EditRefused extends Error {
  /** The sentence's words where the editor says it in its own language. */
  readonly words: ProblemWords | undefined;
  constructor(message: string, words?: ProblemWords) {
    super(message);
    this.words = words;
  }
}

const fixFirst: ProblemWords = { id: 'fixYamlFirst', values: {} };
const fixFirstRefusal = () => new EditRefused(problemSentence(fixFirst), fixFirst);

/** The values of the file, which a change is made to; a file whose values YAML cannot read is not changed. */
export function editableValues(text: string): unknown {
  const values = yamlValues(text);
  if (values === undefined) throw fixFirstRefusal();
  return values;
}

/** The file with `next` as its data, changing only what differs from the data it holds now. */
export function editedYaml(text: string, next: unknown): string {
  const current = editableValues(text);
  if (isDeepStrictEqual(current, next)) return text;
  // A file written with Windows line ends keeps them: it is edited with \n alone and written back with \r\n.
  const windows = text.includes('\r\n');
  let edited = windows ? text.replaceAll('\r\n', '\n') : text;
  for (const change of changesBetween(current, next, [])) edited = applyChange(edited, change);
  if (!isDeepStrictEqual(parseDocument(edited).toJS(), next)) {
    throw new EditRefused('The change could not be written without rewriting other parts of the file; nothing was saved.');
  }
  return windows ? edited.replaceAll('\n', '\r\n') : edited;
}

/**
 * The file with the changes the editor made to `base` (the data it opened) made to the file as it is now, where
 * it changed since: a field someone else changed meanwhile keeps their value unless the editor changed that same
 * field, which is a conflict (undefined) rather than a choice between the two.
 */
export function mergedYaml(text: string, base: unknown, next: unknown): string | undefined {
  const current = editableValues(text);
  const changes = changesBetween(base, next, []);
  // Each change must meet, in the file as it is now, the value it was made from (a field not added meanwhile), and
  // every list on its way must have kept its length: an item added or removed there moves the others' places.
  const unchangedSince = changes.every((change) => {
    const listsKept = change.path.every((_, depth) => {
      const [inBase, inCurrent] = [valueAt(base, change.path.slice(0, depth)), valueAt(current, change.path.slice(0, depth))];
      return !Array.isArray(inBase) || (Array.isArray(inCurrent) && inCurrent.length === inBase.length);
    });
    return listsKept && isDeepStrictEqual(valueAt(base, change.path), valueAt(current, change.path));
  });
  if (!unchangedSince) return undefined;
  const expected = changes.reduce<unknown>((data, change) => withChange(data, change), structuredClone(current));
  let edited = text.includes('\r\n') ? text.replaceAll('\r\n', '\n') : text;
  for (const change of changes) edited = applyChange(edited, change);
  if (!isDeepStrictEqual(parseDocument(edited).toJS(), expected)) return undefined;
  return text.includes('\r\n') ? edited.replaceAll('\n', '\r\n') : edited;
}

function valueAt(data: unknown, path: readonly PathSegment[]): unknown {
  return path.reduce<unknown>(
    (node, segment) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[segment] : undefined),
    data,
  );
}

/** `data` with one change made (a copy of what it touches). */
function withChange(data: unknown, change: Change): unknown {
  const [head, ...rest] = change.path;
  if (head === undefined) return change.op === 'set' ? change.value : undefined;
  const last = rest.length === 0;
  const inner = (child: unknown) =>
    last ? (change.op === 'set' ? change.value : undefined) : withChange(child, { ...change, path: rest });
  if (Array.isArray(data)) {
    const items = [...data];
    if (last && change.op === 'remove') items.splice(Number(head), 1);
    else items[Number(head)] = inner(items[Number(head)]);
    return items;
  }
  const fields = { ...(data as Record<string, unknown>) };
  if (last && change.op === 'remove') delete fields[String(head)];
  else fields[String(head)] = inner(fields[String(head)]);
  return fields;
}

type Change = { op: 'set'; path: PathSegment[]; value: unknown } | { op: 'remove'; path: PathSegment[] };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The smallest changes from one data to the other: values set where they differ, keys and list items added or removed. */
function changesBetween(before: unknown, after: unknown, path: PathSegment[]): Change[] {
  if (isDeepStrictEqual(before, after)) return [];
  if (isRecord(before) && isRecord(after)) {
    const removed = Object.keys(before)
      .filter((key) => !(key in after) || after[key] === undefined)
      .map((key): Change => ({ op: 'remove', path: [...path, key] }));
    const kept = Object.keys(after)
      .filter((key) => after[key] !== undefined)
      .flatMap((key) =>
        key in before
          ? changesBetween(before[key], after[key], [...path, key])
          : [{ op: 'set' as const, path: [...path, key], value: after[key] }],
      );
    return [...kept, ...removed];
  }
  if (Array.isArray(before) && Array.isArray(after) && after.length > 0) {
    const common = Math.min(before.length, after.length);
    const changed = Array.from({ length: common }, (_, index) => changesBetween(before[index], after[index], [...path, index])).flat();
    const added = after.slice(common).map((value, offset): Change => ({ op: 'set', path: [...path, common + offset], value }));
    // From the end, so the indexes of the items still to remove stay right.
    const removed = Array.from(
      { length: before.length - common },
      (_, offset): Change => ({ op: 'remove', path: [...path, before.length - 1 - offset] }),
    );
    return [...changed, ...added, ...removed];
  }
  return [{ op: 'set', path, value: after }];
}

/** The file parsed with its syntax tree kept: each node knows its source token, and the tokens print the file back. */
function parsedWithTokens(text: string) {
  const lineCounter = new LineCounter();
  const tokens = Array.from(new Parser(lineCounter.addNewLine).parse(text));
  const [doc] = Array.from(new Composer({ keepSourceTokens: true }).compose(tokens));
  if (!doc || doc.errors.length > 0) throw fixFirstRefusal();
  return { doc, tokens, lineCounter };
}

function nodeAt(root: unknown, path: readonly PathSegment[]): { node: unknown; parent: unknown } {
  let node: unknown = root;
  let parent: unknown;
  for (const segment of path) {
    parent = node;
    if (isMap(node)) node = node.items.find((pair) => isScalar(pair.key) && String(pair.key.value) === String(segment))?.value;
    else if (isSeq(node) && typeof segment === 'number') node = node.items[segment];
    else return { node: undefined, parent };
  }
  return { node, parent };
}

function applyChange(text: string, change: Change): string {
  const { doc, tokens, lineCounter } = parsedWithTokens(text);
  const { node, parent } = nodeAt(doc.contents, change.path);
  const key = change.path.at(-1);
  // A list or group written on one line (`sectors: [oil, mining]`, `columns: []`) is written anew on its line.
  if ((isSeq(parent) || isMap(parent)) && parent.flow && (change.op === 'remove' || node === undefined)) {
    // Written anew, such a list would lose a comment or the lines it is spread over: left to a text editor.
    const [start = 0, end = 0] = parent.range ?? [];
    if (/[#\n]/.test(text.slice(start, end)))
      throw new EditRefused(`'${change.path.join('.')}' is in a list with comments or on several lines; change it in a text editor.`);
    return withReplacedNode(text, parent, withChange(parent.toJSON() as unknown, { ...change, path: [key ?? ''] }), lineCounter);
  }
  if (change.op === 'remove') return removeLines(text, parent, key, lineCounter);
  const value = change.value;
  if (isScalar(node) && node.srcToken && (value === null || typeof value !== 'object')) {
    return withScalar(tokens, node, change.path, value, isMap(parent));
  }
  if (node === undefined && (isMap(parent) || isSeq(parent)) && !parent.flow) return withAddedLines(text, parent, key, value, lineCounter);
  if (node !== undefined) return withReplacedNode(text, node as Node, value, lineCounter);
  throw new EditRefused(`'${change.path.join('.')}' cannot be added here.`);
}

/** A text, number or true/false written over the old one in its own style; a text that would read as another type is quoted. */
function withScalar(tokens: CST.Token[], node: Node, path: PathSegment[], value: unknown, afterKey: boolean): string {
  const token = node.srcToken as CST.FlowScalar | CST.BlockScalar;
  const source = value === null ? 'null' : String(value);
  const attempts: (CST.Token['type'] | undefined)[] = typeof value === 'string' ? [undefined, 'double-quoted-scalar'] : ['scalar'];
  for (const attempt of attempts) {
    const copy = structuredClone(tokens);
    const target = findToken(copy, tokens, token);
    const type = attempt === 'double-quoted-scalar' ? 'QUOTE_DOUBLE' : attempt === 'scalar' ? 'PLAIN' : undefined;
    CST.setScalarValue(target, source, { afterKey, ...(type ? { type } : {}) });
    const written = copy.map((each) => CST.stringify(each)).join('');
    if (isDeepStrictEqual(parseDocument(written).getIn(path), value)) return written;
  }
  throw new EditRefused(`'${path.join('.')}' could not be written as ${JSON.stringify(value)}.`);
}

/** The token in a copy of the tree at the place the original token has in the original tree. */
function findToken<T extends object>(copy: unknown, original: unknown, wanted: T): T {
  if (original === wanted) return copy as T;
  if (original && typeof original === 'object' && copy && typeof copy === 'object') {
    for (const key of Object.keys(original)) {
      const found = findToken((copy as Record<string, unknown>)[key], (original as Record<string, unknown>)[key], wanted);
      if (found) return found;
    }
  }
  return undefined as unknown as T;
}

const lineStart = (text: string, offset: number) => text.lastIndexOf('\n', offset - 1) + 1;
const lineEnd = (text: string, offset: number) => {
  const end = text.indexOf('\n', offset);
  return end === -1 ? text.length : end + 1;
};
/** The end of a node's own text: its range ends where the next token starts, after trailing blank lines and comments. */
const valueEnd = (node: Node) => node.range?.[1] ?? 0;

/** The lines of a key and its value, or of a list item, taken out. */
function removeLines(text: string, parent: unknown, key: PathSegment | undefined, lineCounter: LineCounter): string {
  let start: number | undefined;
  let end: number | undefined;
  if (isMap(parent) && !parent.flow) {
    const pair = parent.items.find((item) => isScalar(item.key) && String(item.key.value) === String(key));
    const keyNode = pair?.key as Node | undefined;
    if (keyNode?.range) {
      start = keyNode.range[0];
      end = valueEnd((pair?.value ?? keyNode) as Node);
    }
  } else if (isSeq(parent) && !parent.flow && typeof key === 'number') {
    const item = parent.items[key] as Node | undefined;
    if (item?.range) [start, end] = [item.range[0], valueEnd(item)];
  }
  if (start === undefined || end === undefined) throw new EditRefused(`'${String(key)}' cannot be removed here.`);
  const from = lineStart(text, start);
  const lastLine = lineCounter.linePos(Math.max(start, trimmedEnd(text, end) - 1)).line;
  const to = lineCounter.lineStarts[lastLine] ?? text.length;
  return text.slice(0, from) + text.slice(to);
}

/** Where a value's text really ends, before the blank lines and comment lines its range runs into. */
function trimmedEnd(text: string, end: number): number {
  let at = end;
  while (at > 0 && /\s/.test(text[at - 1] ?? '')) at--;
  // A comment on its own line after the value belongs to what follows.
  for (;;) {
    const start = lineStart(text, at);
    if (!/^\s*#/.test(text.slice(start, at))) break;
    at = start;
    while (at > 0 && /\s/.test(text[at - 1] ?? '')) at--;
  }
  return at;
}

function serialized(value: unknown): string {
  return stringify(value as Json, { lineWidth: 0 }).replace(/\n$/, '');
}

const indented = (lines: string, indent: string) =>
  lines
    .split('\n')
    .map((line) => (line ? indent + line : line))
    .join('\n');

/** A new field of a block map, or a new last item of a block list, written after the lines of its last sibling. */
function withAddedLines(text: string, parent: Node, key: PathSegment | undefined, value: unknown, lineCounter: LineCounter): string {
  const items = (isMap(parent) || isSeq(parent) ? parent.items : []) as unknown[];
  const last = items.at(-1) as { key?: Node; value?: Node; range?: [number, number, number] } | undefined;
  const first = items[0] as { key?: Node; range?: [number, number, number] } | undefined;
  const firstStart = isMap(parent) ? first?.key?.range?.[0] : first?.range?.[0];
  if (firstStart === undefined || !last) throw new EditRefused(`'${String(key)}' cannot be added to an empty list or group.`);
  const indent = ' '.repeat(lineCounter.linePos(firstStart).col - 1 - (isSeq(parent) ? 2 : 0));
  const lastNode = (isMap(parent) ? (last.value ?? last.key) : last) as Node;
  const at = lineEnd(text, trimmedEnd(text, valueEnd(lastNode)) - 1);
  const lines = isMap(parent)
    ? indented(serialized({ [String(key)]: value }), indent)
    : `${indent}- ${indented(serialized(value), `${indent}  `).slice(indent.length + 2)}`;
  const before = text.slice(0, at);
  return `${before}${before.endsWith('\n') ? '' : '\n'}${lines}\n${text.slice(at)}`;
}

/** A value whose shape changed (a text that becomes a list), written anew in place: as a flow value on its line. */
function withReplacedNode(text: string, node: Node, value: unknown, lineCounter: LineCounter): string {
  const [start = 0, end = 0] = node.range ?? [];
  if (isScalar(node) || (isMap(node) || isSeq(node) ? node.flow : false)) {
    // As the content writes them: a list without inner spaces (`[oil, mining]`), a group with (`{ es: Hola }`).
    const written = stringify(value as Json, { flow: true, lineWidth: 0 })
      .replace(/\n$/, '')
      .replace(/^\[ (.*) \]$/s, '[$1]');
    return text.slice(0, start) + written + text.slice(end);
  }
  const from = lineStart(text, start);
  const indent = ' '.repeat(lineCounter.linePos(start).col - 1);
  const to = lineEnd(text, trimmedEnd(text, end) - 1);
  return `${text.slice(0, from)}${indented(serialized(value), indent)}\n${text.slice(to)}`;
}

/** Where each field and list item starts (line:col, as problems name them), to place a problem at its field. */
export function fieldPositions(text: string): Map<string, PathSegment[]> {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  const positions = new Map<string, PathSegment[]>();
  const mark = (offset: number | undefined, path: PathSegment[]) => {
    if (offset === undefined) return;
    const { line, col } = lineCounter.linePos(offset);
    const place = `${line}:${col}`;
    // The deepest path wins: a list item and its first field start at the same place.
    positions.set(place, path);
  };
  const walk = (node: unknown, path: PathSegment[]) => {
    if (isMap(node)) {
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : '';
        mark((pair.key as Node | null)?.range?.[0], [...path, key]);
        walk(pair.value, [...path, key]);
      }
    } else if (isSeq(node)) {
      for (const [index, item] of node.items.entries()) {
        mark((item as Node | null)?.range?.[0], [...path, index]);
        walk(item, [...path, index]);
      }
    }
  };
  walk(doc.contents, []);
  return positions;
}
