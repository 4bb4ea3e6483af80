import type { z } from 'zod';
import type { Locales } from '../../schemas/locales.ts';
import { type InnerWords, type ProblemWordId, type ProblemWords, problemWords, problemWordsSchema } from '../../schemas/problem-words.ts';
import type { Problem } from './problem.ts';
import { describe, knownFields, schemaAt } from './schema-description.ts';
import type { PathSegment, YamlSource } from './yaml-source.ts';

/** The format words of each named regex check of schemas/primitives.ts (and of zod's own formats), each with an example. */
const formatWordIds: Record<string, ProblemWordId> = {
  'asset-path': 'assetPath',
  'pdf-document': 'pdfDocument',
  slug: 'slug',
  'translation-key': 'translationKey',
  phone: 'phone',
  'page-ref': 'pageRef',
  'country-code': 'countryCode',
  country: 'isoCountry',
  'language-code': 'languageCode',
  'region-code': 'regionCode',
  'host-name': 'hostName',
  locale: 'locale',
  url: 'url',
  email: 'email',
  date: 'date',
};

/** The same words as the validator's, for the JSON Schemas' messages in VS Code. */
export const formatHints: Record<string, string> = Object.fromEntries(
  Object.entries(formatWordIds).map(([name, id]) => [name, problemWords[id]]),
);

const words = (id: ProblemWordId, values: InnerWords['values'] = {}): InnerWords => ({ id, values });

/** What a value of the wrong form must look like; `site new` asks again with the same words. */
function formatWordsOf(issue: z.core.$ZodIssueInvalidStringFormat): InnerWords {
  if (issue.format === 'date') {
    const missing = missingDay(issue.input);
    if (missing) return missing;
  }
  const id = formatWordIds[issue.message] ?? formatWordIds[issue.format];
  return id ? words(id) : words('validFormat', { format: issue.format });
}

/** Why a date written YYYY-MM-DD names no day (2026-02-30, 2025-13-01), or undefined when it does. */
function missingDay(input: unknown): InnerWords | undefined {
  const match = typeof input === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(input) : null;
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (month < 1 || month > 12) return words('noSuchMonth', { month: String(month) });
  // Day 0 of the next month is the last day of this one.
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day >= 1 && day <= days) return undefined;
  return day < 1 ? words('noDayZero') : words('monthHasDays', { month: { month: `${match[1]}-${match[2]}` }, days: String(days) });
}

export function problemsFromZod(
  source: YamlSource,
  schema: z.core.$ZodType,
  issues: readonly z.core.$ZodIssue[],
  locales?: Locales,
): Problem[] {
  return issues.flatMap((issue) => problemsFromIssue(source, schema, issue, locales));
}

function problemsFromIssue(source: YamlSource, schema: z.core.$ZodType, issue: z.core.$ZodIssue, locales?: Locales): Problem[] {
  const path = issue.path.filter((segment): segment is PathSegment => typeof segment !== 'symbol');
  const field = fieldName(path);
  const lastSegment = path.at(-1);
  const isLanguageField = typeof lastSegment === 'string' && locales?.languages.includes(lastSegment) === true;
  const about = { description: describe(schemaAt(schema, path)) ?? '' };
  const found = valueWords(issue.input);
  /** One language's text of a localized field, missing or empty: the problem names that language. */
  const untranslatedField = (state: 'translationMissing' | 'translationEmpty'): Problem => ({
    ...source.problemAt(path, 'missing-translation', {
      id: state,
      values: { language: { language: String(lastSegment) }, field: fieldName(path.slice(0, -1)) },
    }),
    language: String(lastSegment),
  });

  // A refinement that words its problem with a template of its own (schemas/certification.ts): `field` is where it is.
  const ownWords = issue.code === 'custom' ? problemWordsSchema.safeParse(issue.params?.words) : undefined;
  if (ownWords?.success) {
    return [source.problemAt(path, 'invalid-value', { id: ownWords.data.id, values: { ...ownWords.data.values, field } })];
  }

  switch (issue.code) {
    case 'unrecognized_keys':
      return issue.keys.map((key) => {
        const suggestion = closest(key, knownFields(schemaAt(schema, path)));
        const unknown = fieldName([...path, key]);
        // No field's name has a space: such a "field" is a line of a text (a heading of `details`) written with
        // less indentation than the text's other lines, which YAML then reads as a field of its own.
        const words: ProblemWords = /\s/.test(key.trim())
          ? { id: 'textLineOutdented', values: { field: unknown, line: key } }
          : suggestion
            ? { id: 'unknownFieldLike', values: { unknown, suggestion } }
            : { id: 'unknownField', values: { unknown } };
        return source.problemAt([...path, key], 'unknown-field', words);
      });
    case 'invalid_type':
      // `de:` with nothing after it is read as null: for an editor it is the same empty text as `de: ""`.
      if (issue.input === null && isLanguageField) return [untranslatedField('translationEmpty')];
      if (issue.input === undefined) {
        if (isLanguageField) return [untranslatedField('translationMissing')];
        return [source.problemAt(path, 'missing-field', { id: 'fieldMissing', values: { field, about } })];
      }
      return [
        source.problemAt(path, 'wrong-type', {
          id: 'wrongType',
          values: { field, expected: expectedWords(issue.expected, schemaAt(schema, path), locales), found, about },
        }),
      ];
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) {
        if (isLanguageField) return [untranslatedField('translationEmpty')];
        return [source.problemAt(path, 'missing-field', { id: 'textEmpty', values: { field, about } })];
      }
      return [
        source.problemAt(path, 'out-of-range', rangeWords('atLeast', issue.origin, issue.minimum, issue.input, { field, found, about })),
      ];
    case 'too_big':
      return [
        source.problemAt(path, 'out-of-range', rangeWords('atMost', issue.origin, issue.maximum, issue.input, { field, found, about })),
      ];
    case 'invalid_format':
      return [source.problemAt(path, 'invalid-value', { id: 'wrongFormat', values: { field, format: formatWordsOf(issue), found } })];
    case 'invalid_value': {
      // A field of fixed values left out (or its name mistyped) is missing, like any other field.
      if (issue.input === undefined) return [source.problemAt(path, 'missing-field', { id: 'fieldMissing', values: { field, about } })];
      const suggestion = typeof issue.input === 'string' ? closest(issue.input, issue.values.map(String)) : undefined;
      const values = issue.values.map((value) => `'${String(value)}'`).join(', ');
      const one = issue.values.length === 1;
      const id = suggestion ? (one ? 'notTheValueLike' : 'notOneOfLike') : one ? 'notTheValue' : 'notOneOf';
      return [source.problemAt(path, 'invalid-value', { id, values: { field, values, found, ...(suggestion ? { suggestion } : {}) } })];
    }
    case 'invalid_union': {
      if (issue.input === undefined) return [source.problemAt(path, 'missing-field', { id: 'fieldMissing', values: { field, about } })];
      // A value of one of the shapes, wrong only inside it (a focus point whose x is a text): said at those fields.
      const inside = issue.errors.filter((shape) => shape.length > 0 && shape.every((inner) => inner.path.length > 0));
      const [only] = inside;
      if (inside.length === 1 && only)
        return only.flatMap((inner) => problemsFromIssue(source, schema, { ...inner, path: [...issue.path, ...inner.path] }, locales));
      return [source.problemAt(path, 'wrong-type', { id: 'wrongForm', values: { field, about, found } })];
    }
    default:
      return [source.problemAt(path, 'invalid-value', { id: 'refused', values: { field, reason: issue.message, about } })];
  }
}

/**
 * What is wrong with one answer of `site new` or New entry (a value on its own, outside any file), in words the
 * editor translates, as `site validate` words the same mistake in a file; zod's own English where none fits.
 */
export function answerWordsOf(issue: z.core.$ZodIssue): InnerWords | string {
  switch (issue.code) {
    case 'invalid_format':
      return formatWordsOf(issue);
    case 'invalid_type': {
      const expected = typeWords(issue.expected);
      return typeof expected === 'string' ? issue.message : words('answerMustBe', { expected });
    }
    case 'invalid_value':
      return words('notOneOfThese', { values: issue.values.map(String).join(', ') });
    case 'too_small':
    case 'too_big': {
      const least = issue.code === 'too_small';
      const limit = String(issue.code === 'too_small' ? issue.minimum : issue.maximum);
      // A bound that excludes its limit (`.positive()`) or an exact length is zod's to say: no template says it.
      if (issue.inclusive === false || issue.exact) return issue.message;
      if (issue.origin === 'string') return words(least ? 'answerCharactersAtLeast' : 'answerCharactersAtMost', { limit });
      if (issue.origin === 'number' || issue.origin === 'int') return words(least ? 'answerAtLeast' : 'answerAtMost', { limit });
      return issue.message;
    }
    default:
      return issue.message;
  }
}

/** `items[2].title.de`: how an editor would point at the value. */
export function fieldName(path: readonly PathSegment[]): string {
  if (path.length === 0) return '(the whole file)';
  return path.map((segment, index) => (typeof segment === 'number' ? `[${segment}]` : index === 0 ? segment : `.${segment}`)).join('');
}

const typeWordIds: Record<string, ProblemWordId> = {
  string: 'aText',
  number: 'aNumber',
  int: 'aWholeNumber',
  boolean: 'trueOrFalse',
  array: 'aList',
  object: 'aGroup',
  tuple: 'aList',
  record: 'aGroup',
};

/** What a field takes; a text in every language said as such (`title: Hola` where `title:` wants `es:`, `en:`…). */
function expectedWords(expected: string, field: Parameters<typeof knownFields>[0], locales: Locales | undefined): InnerWords | string {
  const languages = locales?.languages ?? [];
  const fields = knownFields(field);
  const perLanguage =
    languages.length > 0 && fields.length === languages.length && languages.every((language) => fields.includes(language));
  return perLanguage
    ? words('textPerLanguage', { languages: languages.map((language) => `${language}:`).join(', ') })
    : typeWords(expected);
}

function typeWords(expected: string): InnerWords | string {
  const id = typeWordIds[expected];
  return id ? words(id) : expected;
}

function valueWords(value: unknown): InnerWords {
  // A value left out is said to be missing before it is ever compared (problemsFromIssue): nothing reaches here but `null`.
  if (value === undefined || value === null) return words('empty');
  if (Array.isArray(value)) return words('aListOf', { count: String(value.length) });
  if (typeof value === 'object') return words('aGroup');
  if (typeof value === 'string') return words('theText', { text: value.length > 60 ? `${value.slice(0, 57)}...` : value });
  return typeof value === 'number' ? words('theNumber', { number: String(value) }) : words('theValue', { value: String(value) });
}

function rangeWords(
  bound: 'atLeast' | 'atMost',
  origin: string,
  limit: number | bigint,
  input: unknown,
  values: ProblemWords['values'],
): ProblemWords {
  const least = bound === 'atLeast';
  if (origin === 'array' || origin === 'set') {
    const count = Array.isArray(input) ? words('hasCount', { count: String(input.length) }) : '';
    if (Number(limit) === 1) return { id: least ? 'entryAtLeast' : 'entryAtMost', values: { ...values, count } };
    return { id: least ? 'entriesAtLeast' : 'entriesAtMost', values: { ...values, limit: String(limit), count } };
  }
  if (origin === 'string') {
    const count = typeof input === 'string' ? words('hasCount', { count: String(input.length) }) : '';
    return { id: least ? 'charactersAtLeast' : 'charactersAtMost', values: { ...values, limit: String(limit), count } };
  }
  return { id: least ? 'numberAtLeast' : 'numberAtMost', values: { ...values, limit: String(limit) } };
}

/** The known field nearest in spelling, when it is near enough to be a typo. */
function closest(word: string, candidates: readonly string[]): string | undefined {
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (!best || distance < best.distance) best = { candidate, distance };
  }
  return best && best.distance <= Math.max(2, Math.floor(word.length / 3)) ? best.candidate : undefined;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
