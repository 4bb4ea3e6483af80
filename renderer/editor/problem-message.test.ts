import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProblemMessage } from './Form.tsx';

describe("a problem's message in the editor", () => {
  it('keeps each date on one line, and the rest of the words as they are', () => {
    const text =
      "'Bewerbungsschluss' ist 2026-01-01 und liegt vor 'Veröffentlicht am' (2026-11-16): Korrigieren Sie das falsche der beiden Daten.";
    const html = renderToStaticMarkup(createElement(ProblemMessage, { text }));
    expect(html).toBe(
      '&#x27;Bewerbungsschluss&#x27; ist <span class="unbroken">2026-01-01</span> und liegt vor &#x27;Veröffentlicht am&#x27; (<span class="unbroken">2026-11-16</span>): Korrigieren Sie das falsche der beiden Daten.',
    );
    expect(renderToStaticMarkup(createElement(ProblemMessage, { text: 'No date here.' }))).toBe('No date here.');
  });
});
