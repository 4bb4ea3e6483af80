import { describe, expect, it } from 'vitest';
import { checkAnswers, type Field, oneOf, questionOf } from './fields.ts';

const fields: Field[] = [
  { flag: 'title', question: 'Title', language: 'Spanish' },
  { flag: 'category', question: 'Category', choices: ['news', 'tradeFairs'], check: oneOf(['news', 'tradeFairs']) },
  { flag: 'column-subtitle', question: 'Heading of a detail column', language: 'Spanish', list: 'one-or-more' },
  { flag: 'column-text', question: 'Text of the column', language: 'Spanish', list: 'any', pairedWith: 'column-subtitle' },
];

describe('the answers to site new’s questions', () => {
  it('names the answer’s language after the question, except where each answer follows its heading', () => {
    expect(questionOf(fields[0] as Field)).toBe('Title (Spanish)');
    expect(questionOf(fields[3] as Field)).toBe('Text of the column');
  });

  it('says each problem for the terminal with its flag, and for a form without it', async () => {
    const problems = await checkAnswers(fields, {
      category: 'fairs',
      'column-subtitle': ['Alcance', 'Equipos'],
      'column-text': ['Ingeniería y montaje'],
    });
    expect(problems).toEqual([
      { flag: 'title', missing: true, detail: 'Title (Spanish).', sentence: '--title is required: Title (Spanish).' },
      {
        flag: 'category',
        missing: false,
        detail: "'fairs' must be one of news, tradeFairs.",
        sentence: "--category 'fairs' must be one of news, tradeFairs.",
        // What the browser editor's New entry says in its own language (schemas/problem-words.ts).
        words: { id: 'answerRefused', values: { value: 'fairs', reason: { id: 'notOneOfThese', values: { values: 'news, tradeFairs' } } } },
      },
      {
        flag: 'column-text',
        missing: false,
        detail: 'gives 1 where «Heading of a detail column (Spanish)» has 2: one for each, in the same order.',
        sentence: 'every --column-subtitle needs its --column-text, in the same order: found 2 --column-subtitle and 1 --column-text.',
      },
    ]);
  });
});
