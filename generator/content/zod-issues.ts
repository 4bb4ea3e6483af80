import type { z } from 'zod';
import { assetEndingsInWords } from '../../schemas/asset-kinds.ts';
import { englishName } from '../../schemas/language-codes.ts';
import type { Locales } from '../../schemas/locales.ts';
import { pageRefForms } from '../../schemas/page-fields.ts';
import type { Problem } from './problem.ts';
import { describe, knownFields, schemaAt } from './schema-description.ts';
import type { PathSegment, YamlSource } from './yaml-source.ts';

/** Messages for the named regex checks of schemas/primitives.ts, in words an editor understands, each with an example. */
export const formatHints: Record<string, string> = {
  'asset-path': `must be the path of a file in content/assets ending in ${assetEndingsInWords}, written like /assets/folder/file-name.svg or /assets/folder/IMG_2041.JPG (no spaces)`,
  'pdf-document': 'must be the path of a PDF file in content/assets, like /assets/certificates/iso-9001.pdf',
  slug: 'must be a short lowercase identifier of letters, digits and hyphens, starting with a letter, like quito-matriz',
  'translation-key': 'must be the dotted key of a UI text, like nav.home',
  phone: 'must be an international phone number written like +593 2 245 1000',
  'page-ref': `must name a page: ${pageRefForms.join(', ')}`,
  'country-code': 'must be a two-letter country code in capitals, like EC',
  'language-code': 'must be a language code of two or three lowercase letters, like es or fr',
  'region-code': 'must be a region code of two lowercase letters, like ec or co',
  'host-name': 'must be a host name like www.example.com, without https://',
  locale: 'must be a language tag like es-EC',
  url: 'must be a full web address starting with https://, like https://www.openstreetmap.org',
  email: 'must be an e-mail address, like info@tecnandes.com.ec',
  date: 'must be a date written YYYY-MM-DD, like 2025-11-20',
};

/** What a value of the wrong form must look like; `site new` asks again with the same words. */
export function formatWords(issue: z.core.$ZodIssueInvalidStringFormat): string {
  if (issue.format === 'date') {
    const missing = missingDay(issue.input);
    if (missing) return `is written YYYY-MM-DD but is not a day of the calendar: ${missing}`;
  }
  return formatHints[issue.message] ?? formatHints[issue.format] ?? `must be a valid ${issue.format}`;
}

/** Why a date written YYYY-MM-DD names no day (2026-02-30, 2025-13-01), or undefined when it does. */
function missingDay(input: unknown): string | undefined {
  const match = typeof input === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(input) : null;
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (month < 1 || month > 12) return `there is no month ${month}`;
  // Day 0 of the next month is the last day of this one.
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day >= 1 && day <= days) return undefined;
  const monthName = new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en', { month: 'long', timeZone: 'UTC' });
  return day < 1 ? 'there is no day 0' : `${monthName} ${year} has ${days} days`;
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
  const where = fieldName(path);
  const lastSegment = path.at(-1);
  const isLanguageField = typeof lastSegment === 'string' && locales?.languages.includes(lastSegment) === true;
  const about = describe(schemaAt(schema, path));
  const aboutSuffix = about ? ` (${about})` : '';
  /** One language's text of a localized field, missing or empty: the problem names that language. */
  const untranslatedField = (state: 'missing' | 'empty'): Problem => ({
    ...source.problemAt(
      path,
      'missing-translation',
      `The ${englishName(String(lastSegment))} text of '${fieldName(path.slice(0, -1))}' is ${state}.`,
    ),
    language: String(lastSegment),
  });

  switch (issue.code) {
    case 'unrecognized_keys':
      return issue.keys.map((key) => {
        const suggestion = closest(key, knownFields(schemaAt(schema, path)));
        const hint = suggestion ? ` Did you mean '${suggestion}'?` : ' Remove it or check its spelling.';
        return source.problemAt([...path, key], 'unknown-field', `'${fieldName([...path, key])}' is not a known field here.${hint}`);
      });
    case 'invalid_type':
      if (issue.input === undefined) {
        if (isLanguageField) {
          return [untranslatedField('missing')];
        }
        return [source.problemAt(path, 'missing-field', `'${where}' is required but missing${aboutSuffix}.`)];
      }
      return [
        source.problemAt(
          path,
          'wrong-type',
          `'${where}' should be ${typeWords(issue.expected)}, but it is ${valueWords(issue.input)}${aboutSuffix}.`,
        ),
      ];
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) {
        if (isLanguageField) {
          return [untranslatedField('empty')];
        }
        return [source.problemAt(path, 'missing-field', `'${where}' is empty; it needs a text${aboutSuffix}.`)];
      }
      return [
        source.problemAt(
          path,
          'out-of-range',
          `'${where}' ${rangeWords('at least', issue.origin, issue.minimum, issue.input)}${aboutSuffix}.`,
        ),
      ];
    case 'too_big':
      return [
        source.problemAt(
          path,
          'out-of-range',
          `'${where}' ${rangeWords('at most', issue.origin, issue.maximum, issue.input)}${aboutSuffix}.`,
        ),
      ];
    case 'invalid_format': {
      const hint = formatWords(issue);
      return [source.problemAt(path, 'invalid-value', `'${where}' ${hint}; found ${valueWords(issue.input)}.`)];
    }
    case 'invalid_value': {
      const suggestion = typeof issue.input === 'string' ? closest(issue.input, issue.values.map(String)) : undefined;
      return [
        source.problemAt(
          path,
          'invalid-value',
          `'${where}' must be ${issue.values.length === 1 ? '' : 'one of '}${issue.values.map((value) => `'${String(value)}'`).join(', ')}; found ${valueWords(issue.input)}.${suggestion ? ` Did you mean '${suggestion}'?` : ''}`,
        ),
      ];
    }
    case 'invalid_union':
      return [source.problemAt(path, 'wrong-type', `'${where}' has the wrong form${aboutSuffix}; found ${valueWords(issue.input)}.`)];
    default:
      return [source.problemAt(path, 'invalid-value', `'${where}': ${issue.message}${aboutSuffix}.`)];
  }
}

/** `items[2].title.de`: how an editor would point at the value. */
export function fieldName(path: readonly PathSegment[]): string {
  if (path.length === 0) return '(the whole file)';
  return path.map((segment, index) => (typeof segment === 'number' ? `[${segment}]` : index === 0 ? segment : `.${segment}`)).join('');
}

function typeWords(expected: string): string {
  const words: Record<string, string> = {
    string: 'a text',
    number: 'a number',
    int: 'a whole number',
    boolean: 'true or false',
    array: 'a list',
    object: 'a group of fields',
    tuple: 'a list',
    record: 'a group of fields',
  };
  return words[expected] ?? expected;
}

function valueWords(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'empty';
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === 'object') return 'a group of fields';
  if (typeof value === 'string') return `the text '${value.length > 60 ? `${value.slice(0, 57)}...` : value}'`;
  if (typeof value === 'number' && Number.isInteger(value) === false) return `the number ${value}`;
  return typeof value === 'number' ? `the number ${value}` : `'${String(value)}'`;
}

function rangeWords(bound: 'at least' | 'at most', origin: string, limit: number | bigint, input: unknown): string {
  if (origin === 'array' || origin === 'set') {
    const count = Array.isArray(input) ? ` (it has ${input.length})` : '';
    return `needs ${bound} ${limit} entr${Number(limit) === 1 ? 'y' : 'ies'}${count}`;
  }
  if (origin === 'string') {
    const length = typeof input === 'string' ? ` (it has ${input.length})` : '';
    return `must be ${bound} ${limit} characters long${length}`;
  }
  return `must be ${bound} ${limit}; found ${valueWords(input)}`;
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
