import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { contentFiles } from '../../generator/content/content-files.ts';
import { editedYaml, fieldPositions, mergedYaml } from './yaml-edit.ts';

const contentDir = path.resolve(import.meta.dirname, '../../content');
const dataOf = (text: string) => parseDocument(text).toJS() as Record<string, unknown>;
const changedLines = (before: string, after: string) => {
  const [a, b] = [before.split('\n'), after.split('\n')];
  return b.filter((line, index) => line !== a[index]);
};

async function eventText(): Promise<string> {
  const [event] = (await contentFiles(contentDir)).filter((file) => file.kind === 'events');
  if (!event) throw new Error('no event in content/events');
  return readFile(path.join(contentDir, event.relativePath), 'utf8');
}

describe('the editor writes only what changed', () => {
  it('leaves every content file byte-identical when its data did not change', async () => {
    const files = await contentFiles(contentDir);
    expect(files.length).toBeGreaterThan(10);
    for (const { relativePath } of files) {
      const text = await readFile(path.join(contentDir, relativePath), 'utf8').catch(() => undefined);
      if (text === undefined) continue;
      expect(editedYaml(text, dataOf(text)), relativePath).toBe(text);
    }
  });

  it('changes one translation on its own line, keeping its quoting and the rest of the file', async () => {
    const text = await eventText();
    const data = dataOf(text);
    const title = data.title as Record<string, string>;
    const edited = editedYaml(text, { ...data, title: { ...title, de: 'Neuer Titel: mit Doppelpunkt' } });
    expect(dataOf(edited)).toEqual({ ...data, title: { ...title, de: 'Neuer Titel: mit Doppelpunkt' } });
    expect(edited.split('\n')).toHaveLength(text.split('\n').length);
    expect(changedLines(text, edited)).toHaveLength(1);
  });

  it('keeps a text that reads as a number a text, and a comment at the end of its line', () => {
    const text = 'id: 3\nname:\n  es: Hola\n  pt: Hola   # identical on purpose\n';
    const edited = editedYaml(text, { id: 3, name: { es: 'Hola', pt: '2025' } });
    expect(dataOf(edited)).toEqual({ id: 3, name: { es: 'Hola', pt: '2025' } });
    expect(edited).toContain('# identical on purpose');
  });

  it('adds and removes fields and list items, and back to the same bytes', async () => {
    const text = await eventText();
    const data = dataOf(text);
    const draft = editedYaml(text, { draft: true, ...data });
    expect(dataOf(draft).draft).toBe(true);
    expect(editedYaml(draft, data)).toBe(text);
    const images = (data.images as unknown[]) ?? [];
    const picture = { src: '/assets/events/new.jpg', alt: { es: 'Una foto', en: 'A photo', pt: 'Uma foto', de: 'Ein Foto' } };
    const more = editedYaml(text, { ...data, images: [...images, picture] });
    expect((dataOf(more).images as unknown[]).at(-1)).toEqual(picture);
    expect(editedYaml(more, data)).toBe(text);
  });

  it('adds to and takes from lists written on one line, the empty one too, keeping the rest of the file', () => {
    const text = 'id: 7 # the card\nsectors: [oil, mining] # shown as chips\ncolumns: []\njobs: [welder]\ntitle: Planta\n';
    const data = dataOf(text);
    const added = editedYaml(text, { ...data, sectors: ['oil', 'mining', 'energy'], columns: [{ label: 'Año' }] });
    expect(dataOf(added)).toEqual({ ...data, sectors: ['oil', 'mining', 'energy'], columns: [{ label: 'Año' }] });
    expect(changedLines(text, added)).toEqual(['sectors: [oil, mining, energy] # shown as chips', 'columns: [{ label: Año }]']);
    const removed = editedYaml(text, { ...data, sectors: ['mining'], jobs: [] });
    expect(dataOf(removed)).toEqual({ ...data, sectors: ['mining'], jobs: [] });
    expect(removed).toContain('# the card');
    // One with a comment inside, or spread over lines, would lose them: refused rather than rewritten.
    const commented = 'sectors: [oil, # the main one\n  mining]\n';
    expect(() => editedYaml(commented, { sectors: ['oil', 'mining', 'energy'] })).toThrow(/text editor/);
  });

  it('keeps the Windows line ends of a file written with them', () => {
    const text = 'id: 3\r\ntitle:\r\n  es: Hola\r\nimages:\r\n  - src: /a.svg\r\n';
    const edited = editedYaml(text, { id: 3, title: { es: 'Hola', de: 'Hallo' }, images: [{ src: '/a.svg' }, { src: '/b.svg' }] });
    expect(dataOf(edited)).toEqual({ id: 3, title: { es: 'Hola', de: 'Hallo' }, images: [{ src: '/a.svg' }, { src: '/b.svg' }] });
    expect(edited.split('\r\n')).toHaveLength(8);
    expect(edited.replaceAll('\r\n', '')).not.toContain('\n');
  });

  it('makes its changes to a file changed since it was opened, unless they meet a change made there', () => {
    const base = 'title:\n  es: Feria\n  en: Fair\n  de: Messe\nimages:\n  - src: /a.jpg\n  - src: /b.jpg\n';
    const opened = dataOf(base);
    const edited = { ...opened, title: { es: 'Feria', en: 'Fair', de: 'Industriemesse' } };
    // A colleague translated the English title meanwhile: both changes are kept.
    const theirs = base.replace('en: Fair', 'en: Trade fair');
    expect(dataOf(mergedYaml(theirs, opened, edited) ?? '')).toEqual({
      ...edited,
      title: { es: 'Feria', en: 'Trade fair', de: 'Industriemesse' },
    });
    // The same field changed on both sides is no choice to make silently.
    expect(mergedYaml(base.replace('de: Messe', 'de: Fachmesse'), opened, edited)).toBeUndefined();
    // A picture removed meanwhile moves the others: a change to the second picture is refused, not made to another.
    const secondChanged = { ...opened, images: [{ src: '/a.jpg' }, { src: '/c.jpg' }] };
    expect(mergedYaml(base.replace('  - src: /a.jpg\n', ''), opened, secondChanged)).toBeUndefined();
    // A picture added meanwhile and one added here would both be the third: refused too.
    const added = { ...opened, images: [{ src: '/a.jpg' }, { src: '/b.jpg' }, { src: '/mine.jpg' }] };
    expect(mergedYaml(`${base}  - src: /theirs.jpg\n`, opened, added)).toBeUndefined();
    expect(dataOf(mergedYaml(theirs, opened, added) ?? '').images).toEqual(added.images);
  });

  it('places a problem at the field it names', () => {
    const positions = fieldPositions('id: 1\ntitle:\n  es: Hola\nimages:\n  - src: /a.svg\n');
    expect(positions.get('3:3')).toEqual(['title', 'es']);
    expect(positions.get('5:5')).toEqual(['images', 0, 'src']);
  });
});
