import { describe, expect, it } from 'vitest';
import { splitParagraphs } from './paragraphs.ts';

describe('splitParagraphs', () => {
  it('splits on line breaks', () => {
    expect(splitParagraphs('First line.\nSecond line.\n')).toEqual(['First line.', 'Second line.']);
  });

  it('drops empty and blank lines and trims each paragraph', () => {
    expect(splitParagraphs('\n  One  \n\n   \nTwo\r\nThree\r\n\r\n')).toEqual(['One', 'Two', 'Three']);
  });

  it('returns one paragraph for a text without line breaks, none for an empty text', () => {
    expect(splitParagraphs('Only one.')).toEqual(['Only one.']);
    expect(splitParagraphs('')).toEqual([]);
    expect(splitParagraphs('\n\n')).toEqual([]);
  });

  it('keeps HTML-looking text as it is: it is rendered as text', () => {
    expect(splitParagraphs('<b>x</b>\n<script>')).toEqual(['<b>x</b>', '<script>']);
  });
});
