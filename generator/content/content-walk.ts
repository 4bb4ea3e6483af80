import type { PathSegment } from './yaml-source.ts';

/** One value of a parsed content file and where it is: the path YamlSource.problemAt reports at. */
export interface ContentNode {
  path: PathSegment[];
  value: unknown;
}

const isBranch = (value: unknown): value is object => value !== null && typeof value === 'object';

/**
 * Every value of a parsed content file, depth first with its path: lists by index, maps by key. `enter` says
 * whether to look inside a map or list; a check that takes a text in every language (es, en...) as one value stops there.
 */
export function walkContent(data: unknown, visit: (node: ContentNode) => void, enter: (node: ContentNode) => boolean = () => true): void {
  const walk = (value: unknown, path: PathSegment[]): void => {
    const node = { path, value };
    visit(node);
    if (!isBranch(value) || !enter(node)) return;
    const children: [PathSegment, unknown][] = Array.isArray(value) ? [...value.entries()] : Object.entries(value);
    for (const [key, child] of children) walk(child, [...path, key]);
  };
  walk(data, []);
}

/** Every text of a content file, with its path. */
export function contentStrings(data: unknown): { path: PathSegment[]; value: string }[] {
  const found: { path: PathSegment[]; value: string }[] = [];
  walkContent(data, ({ path, value }) => {
    if (typeof value === 'string') found.push({ path, value });
  });
  return found;
}

/** Every text of the content, one after the other: what the brand font must be able to print. */
export function contentText(data: unknown): string {
  return contentStrings(data)
    .map(({ value }) => value)
    .join('');
}

/** The leaves of nested maps by dotted key, as translations/*.yaml are read: `nav.home` with its path and value. */
export function leavesByKey(data: unknown): Map<string, ContentNode> {
  const leaves = new Map<string, ContentNode>();
  const isMap = (value: unknown) => isBranch(value) && !Array.isArray(value);
  walkContent(
    data,
    (node) => {
      if (!isMap(node.value) && node.path.length > 0) leaves.set(node.path.join('.'), node);
    },
    (node) => isMap(node.value),
  );
  return leaves;
}

/** How many values a file holds at its leaves (the size `site validate` reports per language). */
export function countLeaves(data: unknown): number {
  // A file with nothing readable in it (empty, or a YAML mistake on its first line) has no text, not one.
  if (!isBranch(data)) return 0;
  let count = 0;
  walkContent(data, ({ value }) => {
    if (!isBranch(value)) count += 1;
  });
  return count;
}
