import { cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Document, parse, parseDocument } from 'yaml';

export const realContentDir = path.resolve(import.meta.dirname, '..', '..', 'content');

/**
 * A day on which the committed content is current: no certificate within its 60 days of warning, no job opening
 * closed, news from the twelve months before it. Tests that validate the committed content as an editor does name
 * it (`--today`), so that their verdict does not change as the calendar moves on; `npm test`'s own `site validate`
 * checks as of the day it runs, and is where CI says that a certificate wants renewing.
 */
export const dayTheContentIsCurrent = '2026-11-28';

/** A disposable copy of content/ that tests break on purpose; assets are linked, not copied. */
export interface ContentCopy {
  root: string;
  contentDir: string;
  file(relative: string): string;
  editYaml(relative: string, edit: (doc: Document) => void): Promise<void>;
  editText(relative: string, edit: (text: string) => string): Promise<void>;
  lineOf(relative: string, pattern: RegExp): Promise<number>;
  firstFileIn(folder: string): Promise<string>;
  remove(): Promise<void>;
}

export async function copyContent(): Promise<ContentCopy> {
  const root = await mkdtemp(path.join(tmpdir(), 'site-content-'));
  const contentDir = path.join(root, 'content');
  await cp(realContentDir, contentDir, { recursive: true, filter: (source) => !source.startsWith(path.join(realContentDir, 'assets')) });
  await symlink(path.join(realContentDir, 'assets'), path.join(contentDir, 'assets'));
  const file = (relative: string) => `content/${relative}`;
  const absolute = (relative: string) => path.join(contentDir, relative);
  return {
    root,
    contentDir,
    file,
    async editYaml(relative, edit) {
      const doc = parseDocument(await readFile(absolute(relative), 'utf8'));
      edit(doc);
      await writeFile(absolute(relative), doc.toString({ lineWidth: 0 }));
    },
    async editText(relative, edit) {
      const before = await readFile(absolute(relative), 'utf8');
      const after = edit(before);
      if (after === before) throw new Error(`the edit changed nothing in ${relative}`);
      await writeFile(absolute(relative), after);
    },
    async lineOf(relative, pattern) {
      const lines = (await readFile(absolute(relative), 'utf8')).split('\n');
      const index = lines.findIndex((line) => pattern.test(line));
      if (index < 0) throw new Error(`${pattern} not found in ${relative}`);
      return index + 1;
    },
    async firstFileIn(folder) {
      const [name] = (await readdir(absolute(folder))).filter((entry) => entry.endsWith('.yaml')).sort();
      if (!name) throw new Error(`no YAML file in ${folder}`);
      return `${folder}/${name}`;
    },
    remove: () => rm(root, { recursive: true, force: true }),
  };
}

/** The id `site new event` gives the next event: read from the content, so adding an event changes no test. */
export async function nextEventId(contentDir: string): Promise<number> {
  const folder = path.join(contentDir, 'events');
  const names = (await readdir(folder)).filter((name) => name.endsWith('.yaml'));
  const ids = await Promise.all(
    names.map(async (name) => Number((parse(await readFile(path.join(folder, name), 'utf8')) as { id?: unknown }).id)),
  );
  return Math.max(0, ...ids.filter(Number.isInteger)) + 1;
}
