import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatDetails, formatInline } from './details.ts';
import { FormattedText } from './FormattedText.tsx';

const text = (value: string) => ({ kind: 'text', text: value }) as const;
const bold = (value: string) => ({ kind: 'bold', text: value }) as const;
const render = (source: string, headingLevel?: 3) =>
  renderToStaticMarkup(createElement(FormattedText, { blocks: formatDetails(source), headingLevel }));

describe('formatDetails', () => {
  it('turns a line ending with a colon into a heading and other lines into paragraphs', () => {
    expect(formatDetails('Highlights:\nWe were there.')).toEqual([
      { kind: 'heading', content: [text('Highlights:')] },
      { kind: 'paragraph', content: [text('We were there.')] },
    ]);
  });

  it('keeps colon lines as paragraphs when headings are off (case descriptions)', () => {
    expect(formatDetails('Scope:', { headings: false })).toEqual([{ kind: 'paragraph', content: [text('Scope:')] }]);
  });

  it('groups consecutive bullets into one list and starts a new list after other text', () => {
    expect(formatDetails('- one\n- two\nBetween\n- three')).toEqual([
      { kind: 'list', items: [[text('one')], [text('two')]] },
      { kind: 'paragraph', content: [text('Between')] },
      { kind: 'list', items: [[text('three')]] },
    ]);
  });

  it('drops blank lines and surrounding spaces, and a blank line ends a list', () => {
    expect(formatDetails('\n  First  \n\n- a\n\n- b\n')).toEqual([
      { kind: 'paragraph', content: [text('First')] },
      { kind: 'list', items: [[text('a')]] },
      { kind: 'list', items: [[text('b')]] },
    ]);
  });

  it('needs a space after the dash: "-5 °C" and a lone dash are plain text', () => {
    expect(formatDetails('-5 °C\n-')).toEqual([
      { kind: 'paragraph', content: [text('-5 °C')] },
      { kind: 'paragraph', content: [text('-')] },
    ]);
  });

  it('a bullet ending with a colon stays a bullet, and a lone colon is not a heading', () => {
    expect(formatDetails('- Next steps:\n:')).toEqual([
      { kind: 'list', items: [[text('Next steps:')]] },
      { kind: 'paragraph', content: [text(':')] },
    ]);
  });

  it('reads **text** as bold inside paragraphs, bullets and headings', () => {
    expect(formatDetails('A **Tecnandes** team\n- **Stock** in Quito\n**Results**:')).toEqual([
      { kind: 'paragraph', content: [text('A '), bold('Tecnandes'), text(' team')] },
      { kind: 'list', items: [[bold('Stock'), text(' in Quito')]] },
      { kind: 'heading', content: [bold('Results'), text(':')] },
    ]);
  });

  it('handles CRLF line breaks', () => {
    expect(formatDetails('Agenda:\r\n- visit\r\n')).toEqual([
      { kind: 'heading', content: [text('Agenda:')] },
      { kind: 'list', items: [[text('visit')]] },
    ]);
  });
});

describe('formatInline: unbalanced and odd markers stay literal', () => {
  it.each([
    ['a **b', [text('a **b')]],
    ['**a** and **b', [bold('a'), text(' and **b')]],
    ['****', [text('****')]],
    ['** spaced **', [text('** spaced **')]],
    ['2 * 3 = 6', [text('2 * 3 = 6')]],
    ['**a** **b**', [bold('a'), text(' '), bold('b')]],
  ])('%s', (source, expected) => {
    expect(formatInline(source)).toEqual(expected);
  });

  it('returns nothing for an empty text', () => {
    expect(formatInline('')).toEqual([]);
  });
});

describe('FormattedText renders text, never markup', () => {
  it('shows HTML-looking content as text', () => {
    const source = '<script>alert(1)</script>\n- <img src=x onerror=alert(1)>\n**<b>bold</b>**';
    const blocks = formatDetails(source);
    expect(blocks[0]).toEqual({ kind: 'paragraph', content: [text('<script>alert(1)</script>')] });
    const html = render(source);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p><ul><li>&lt;img src=x onerror=alert(1)&gt;</li></ul><p><strong>&lt;b&gt;bold&lt;/b&gt;</strong></p>',
    );
  });

  it('renders headings as bold paragraphs, or as <h3> when asked', () => {
    expect(render('Agenda:\n- **Day 1** visit')).toBe('<p><strong>Agenda:</strong></p><ul><li><strong>Day 1</strong> visit</li></ul>');
    expect(render('Agenda:', 3)).toBe('<h3>Agenda:</h3>');
  });
});
