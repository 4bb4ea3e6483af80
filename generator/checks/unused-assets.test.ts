import { copyFile, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyContentAssets } from '../../renderer/build/content-assets.ts';
import { type ContentCopy, copyContent, dayTheContentIsCurrent } from '../../tests/support/content-fixture.ts';
import { ownAssets } from '../../tests/support/photo-fixtures.ts';
import { loadContent } from '../content/load-content.ts';

let copy: ContentCopy;
beforeEach(async () => {
  copy = await copyContent();
});
afterEach(async () => {
  await copy.remove();
});

const unused = async () =>
  (await loadContent(copy.contentDir, { today: dayTheContentIsCurrent })).problems
    .filter((problem) => problem.code === 'unused-asset')
    .map(({ file, line, col, severity, message }) => ({ file: file.slice(file.indexOf('content/')), line, col, severity, message }));

const event = 'events/2025-feria-industrial-alemania.yaml';
const stand = '/assets/events/2025-feria-hannover-stand.svg';

describe('files of content/assets that nothing names', () => {
  it('are none in the content as published, the files the code names included', async () => {
    expect(await unused()).toEqual([]);
  });

  it('are each said at the file, as a warning; hidden files are left alone', async () => {
    await ownAssets(copy.contentDir);
    const events = path.join(copy.contentDir, 'assets', 'events');
    await copyFile(path.join(events, '2025-feria-hannover-stand.svg'), path.join(events, 'old-stand.svg'));
    await writeFile(path.join(events, '.DS_Store'), 'Finder');
    await mkdir(path.join(copy.contentDir, 'assets', '.thumbnails'));
    await writeFile(path.join(copy.contentDir, 'assets', '.thumbnails', 'a.png'), 'cache');
    expect(await unused()).toEqual([
      {
        file: 'content/assets/events/old-stand.svg',
        line: 1,
        col: 1,
        severity: 'warning',
        message:
          "No content file names '/assets/events/old-stand.svg', so the site does not publish it: name it in the file that should show it, or delete it.",
      },
    ]);
  });

  it('count as named by a draft, which the build publishes without them until the draft is published', async () => {
    await copy.editText(event, (text) => `draft: true\n${text}`);
    expect(await unused()).toEqual([]);
    const { content } = await loadContent(copy.contentDir, { today: dayTheContentIsCurrent });
    if (!content) throw new Error('the content with a draft did not load');
    const client = await mkdtemp(path.join(tmpdir(), 'published-assets-'));
    try {
      await copyContentAssets(copy.contentDir, client, content);
      const published = (await readdir(path.join(client, 'assets'), { recursive: true })).map(
        (file) => `/assets/${file.split(path.sep).join('/')}`,
      );
      expect(published).not.toContain(stand);
      expect(published).toContain('/assets/events/placeholder.svg');
      expect(published).toContain('/assets/logos/favicon.svg');
      expect(published).toContain('/assets/cases/oil-pipeline-valve-automation.svg');
    } finally {
      await rm(client, { recursive: true, force: true });
    }
  });
});
