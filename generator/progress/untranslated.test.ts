import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ContentCopy, copyContent } from '../../tests/support/content-fixture.ts';
import { loadContent } from '../content/load-content.ts';
import { isMarkedForTranslation, markForTranslation } from './untranslated.ts';

let copy: ContentCopy;
beforeEach(async () => {
  copy = await copyContent();
});
afterEach(async () => {
  await copy.remove();
});

/** The first line matching `pattern` below the line matching `after`. */
async function lineAfter(relative: string, after: RegExp, pattern: RegExp): Promise<number> {
  const lines = (await readFile(path.join(copy.contentDir, relative), 'utf8')).split('\n');
  const start = lines.findIndex((line) => after.test(line));
  return start + lines.slice(start).findIndex((line) => pattern.test(line)) + 1;
}

describe('texts marked [translate]', () => {
  it('recognises the marker as an editor may retype it', () => {
    expect(markForTranslation('Hola')).toBe('[translate] Hola');
    for (const text of ['[translate] Hola', '[Translate]Hola', '  [TRANSLATE] Hola']) expect(isMarkedForTranslation(text)).toBe(true);
    for (const text of ['Hola [translate]', 'translate', 42]) expect(isMarkedForTranslation(text)).toBe(false);
  });

  it('fail validation with the untranslated code where each marked text is, in entity and UI files', async () => {
    const event = await copy.firstFileIn('events');
    await copy.editYaml(event, (doc) => doc.setIn(['title', 'pt'], markForTranslation(String(doc.getIn(['title', 'es'])))));
    await copy.editYaml('translations/de.yaml', (doc) => doc.setIn(['nav', 'home'], markForTranslation('Inicio')));
    const result = await loadContent(copy.contentDir);
    expect(result.content).toBeUndefined();
    const untranslated = result.problems.filter((problem) => problem.code === 'untranslated');
    expect(untranslated).toEqual([
      {
        file: copy.file(event),
        line: await copy.lineOf(event, /^ {2}pt:/),
        col: 3,
        code: 'untranslated',
        severity: 'error',
        message:
          "The Portuguese text of 'title' is still marked '[translate]': translate it and delete the marker '[translate]' at its start.",
        language: 'pt',
        // What the browser editor says in its own language (schemas/problem-words.ts).
        words: { id: 'untranslated', values: { language: { language: 'pt' }, field: 'title', marker: '[translate]' } },
      },
      {
        file: copy.file('translations/de.yaml'),
        line: await lineAfter('translations/de.yaml', /^nav:/, /^ {2}home:/),
        col: 3,
        code: 'untranslated',
        severity: 'error',
        message:
          "The German text of 'nav.home' is still marked '[translate]': translate it and delete the marker '[translate]' at its start.",
        language: 'de',
        words: { id: 'untranslated', values: { language: { language: 'de' }, field: 'nav.home', marker: '[translate]' } },
      },
    ]);
    expect(result.problems.filter((problem) => problem.code !== 'untranslated')).toEqual([]);
  });
});
