import path from 'node:path';
import type { z } from 'zod';
import { sameFileInOtherCapitals } from '../../generator/checks/assets.ts';
import { answerWordsOf } from '../../generator/content/zod-issues.ts';
import { exists } from '../../generator/outputs/file-exists.ts';
import { markForTranslation } from '../../generator/progress/untranslated.ts';
import type { AssetField } from '../../schemas/asset-kinds.ts';
import { englishName } from '../../schemas/language-codes.ts';
import { localesView } from '../../schemas/locales.ts';
import type { PageRef } from '../../schemas/page-fields.ts';
import { assetPath, localeSchemas } from '../../schemas/primitives.ts';
import { type InnerWords, type ProblemWords, problemSentence } from '../../schemas/problem-words.ts';
import { regionListKeys, regionsPassing, siteSchemas } from '../../schemas/site.ts';

/** Every flag of `site new`; each kind accepts only the flags of its own fields. */
export const options = {
  content: { type: 'string' },
  'no-input': { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
  name: { type: 'string' },
  date: { type: 'string' },
  category: { type: 'string' },
  title: { type: 'string' },
  title1: { type: 'string' },
  subtitle: { type: 'string' },
  description: { type: 'string' },
  desc1: { type: 'string' },
  details: { type: 'string' },
  'main-title': { type: 'string' },
  // Several for an event (each picture with its own --image-alt); one for the other kinds.
  image: { type: 'string', multiple: true },
  'image-alt': { type: 'string', multiple: true },
  sector: { type: 'string' },
  service: { type: 'string' },
  'column-subtitle': { type: 'string', multiple: true },
  'column-text': { type: 'string', multiple: true },
  logo: { type: 'string', multiple: true },
  region: { type: 'string' },
  id: { type: 'string' },
  city: { type: 'string' },
  address: { type: 'string' },
  phone: { type: 'string', multiple: true },
  fax: { type: 'string' },
  email: { type: 'string' },
  map: { type: 'string' },
  lat: { type: 'string' },
  lng: { type: 'string' },
} as const;

export type Answers = Record<string, string | string[] | undefined>;

/** Why an answer is refused: in words of schemas/problem-words.ts, which the browser editor translates, or a sentence. */
export type Refusal = string | InnerWords;

/** A refusal as the terminal prints it. */
export const refusalText = (refusal: Refusal): string => (typeof refusal === 'string' ? refusal : problemSentence(refusal));

/** One question: a flag, how it is asked, and the check an answer must pass (an error message, or undefined). */
export interface Field {
  /** Its flag: one of `options`, or a field of a kind's schema (cli/new/schema-plan.ts). */
  flag: string;
  question: string;
  optional?: boolean;
  /** Asked as a list: answers until an empty one. */
  list?: 'one-or-more' | 'any';
  /** Asked as a pick from these values (read from the content), instead of typed. */
  choices?: readonly string[];
  /** Where the UI texts labelling the choices are (`events.categories`), which the browser editor shows. */
  choiceLabelsAt?: string;
  /** A long text: asked over several lines. */
  multiline?: boolean;
  /** Answered with the public path of a file in content/assets, of this kind (the browser editor offers to add one). */
  asset?: AssetField;
  /** A list answered once for each answer of that other list, in the same order (column texts, picture texts). */
  pairedWith?: string;
  /**
   * The language the answer is written in (the reference language's English name), said after the question, or
   * after each heading for a paired answer: the question itself stays one text the browser editor translates.
   */
  language?: string;
  /** Asked only when this returns true for the answers so far. */
  when?: (answers: Answers) => boolean;
  check?: (value: string, answers: Answers) => Refusal | undefined | Promise<Refusal | undefined>;
}

/** A question as the terminal asks it: with the language its answer is written in. */
export const questionOf = (field: Field): string =>
  field.language && !field.pairedWith ? `${field.question} (${field.language})` : field.question;

/** What one kind of entry asks, and how it writes the answers. */
export interface Plan {
  fields: Field[];
  /** Builds the entry, parses it through its schema and only then writes the file; says what was written. */
  write: (answers: Answers) => Promise<{ file: string; what: string }>;
  /** The pages the new entry shows on. */
  pages: (answers: Answers) => PageRef[];
  /** Regions it shows in; undefined means every region. */
  regions?: (answers: Answers) => string[];
}

/**
 * What `site new` reads of site.yaml: the languages an entry is written in, the regions it shows in and the schemas
 * built from them. Each region's facts are checked by the region schema's own rules; undefined when the languages
 * or a region's facts do not pass, so no entry is written against a site.yaml that `site validate` would refuse there.
 */
export function siteFactsOf(site: unknown) {
  const locales = localesView.safeParse(site);
  if (!locales.success) return undefined;
  const { languages, reference } = locales.data;
  const locale = localeSchemas(locales.data);
  const regions = regionsPassing(
    site,
    siteSchemas(locale)
      .region.pick({ id: true, defaultLanguage: true, languages: true, domains: true, ...regionListKeys })
      .loose(),
  );
  if (regions.length !== locales.data.regions.length) return undefined;
  /** The reference text as given; every other language that text behind the `[translate]` marker. */
  const localized = (text: string) =>
    Object.fromEntries(languages.map((language) => [language, language === reference ? text : markForTranslation(text)]));
  return { languages, referenceLanguage: reference, regions, locale, localized, referenceName: englishName(reference) };
}
export type SiteFacts = NonNullable<ReturnType<typeof siteFactsOf>>;

/** A problem the person can fix by answering differently: printed without a stack trace, exit 2. */
export class UsageError extends Error {}

export const one = (value: string | string[] | undefined): string => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));
export const list = (value: string | string[] | undefined): string[] =>
  (value === undefined ? [] : Array.isArray(value) ? value : [value]).filter(Boolean);

export function columnsOf(answers: Answers, { localized }: SiteFacts) {
  const texts = list(answers['column-text']);
  return list(answers['column-subtitle']).map((subtitle, index) => ({
    subtitle: localized(subtitle),
    text: localized(texts[index] ?? ''),
  }));
}

/** What is wrong with an answer, in the words `site validate` uses for the same field. */
export function zodCheck(schema: z.ZodType, value: unknown): Refusal | undefined {
  // With the input, a date written right that names no day says why (February 2026 has 28 days).
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return undefined;
  const [issue] = result.error.issues;
  return issue && answerWordsOf(issue);
}

export function oneOf(values: readonly string[]) {
  return (value: string): Refusal | undefined =>
    values.includes(value) ? undefined : { id: 'notOneOfThese', values: { values: values.join(', ') } };
}

export async function assetCheck(contentDir: string, value: string): Promise<Refusal | undefined> {
  const format = zodCheck(assetPath, value);
  if (format) return format;
  // Asked first: a disk that ignores capitals finds the file under a name the server would not.
  const found = await sameFileInOtherCapitals(contentDir, value);
  if (found) return { id: 'inAssetsInOtherCapitals', values: { path: value, found } };
  return (await exists(path.join(contentDir, value.slice(1)))) ? undefined : { id: 'notInAssetsYet', values: { path: value } };
}

export const imageField = (contentDir: string, folder: string, optional = false): Field => ({
  flag: 'image',
  question: `Image file in content/assets/${folder}/, e.g. /assets/${folder}/my-picture.svg${optional ? '; empty for none' : ''}`,
  optional,
  asset: 'picture',
  check: (value) => assetCheck(contentDir, value),
});

/** The pictures of an event: any number, each followed by what it shows (its own alternative text). */
export const imageListField = (contentDir: string, folder: string): Field => ({
  flag: 'image',
  question: `Picture file in content/assets/${folder}/, e.g. /assets/${folder}/my-picture.jpg`,
  list: 'any',
  asset: 'picture',
  check: (value) => assetCheck(contentDir, value),
});

/** The questions of texts, which are asked in the reference language of the site and say which one it is. */
export function textFields({ referenceName }: SiteFacts) {
  return {
    imageAltField: (): Field => ({
      flag: 'image-alt',
      question: 'What the image shows, for people who cannot see it',
      language: referenceName,
    }),
    imageAltListField: (): Field => ({
      flag: 'image-alt',
      question: 'What the picture shows, for people who cannot see it',
      list: 'any',
      pairedWith: 'image',
      language: referenceName,
    }),
    textField: (flag: Field['flag'], question: string, multiline = false): Field => ({
      flag,
      question,
      language: referenceName,
      ...(multiline ? { multiline } : {}),
    }),
    columnFields: (atLeastOne: boolean): Field[] => [
      {
        flag: 'column-subtitle',
        question: 'Heading of a detail column',
        language: referenceName,
        list: atLeastOne ? 'one-or-more' : 'any',
      },
      {
        flag: 'column-text',
        question: 'Text of the column',
        list: 'any',
        pairedWith: 'column-subtitle',
        multiline: true,
        language: referenceName,
      },
    ],
  };
}

/** A problem of one answer: as the terminal says it, and, for a form, without naming the flag it came by. */
interface AnswerProblem {
  flag: string;
  /** The question was not answered, and must be. */
  missing: boolean;
  /** What is wrong, said of the answer itself: "'2026-13-45' must be a date written YYYY-MM-DD, …". */
  detail: string;
  /** The same, naming the flag, as `site new` prints it. */
  sentence: string;
  /** The detail's words, which the browser editor says in its own language. */
  words?: ProblemWords;
}

/** Every problem of the answers given so far; a missing required answer says which flag gives it. */
export async function checkAnswers(fields: readonly Field[], answers: Answers): Promise<AnswerProblem[]> {
  const problems: AnswerProblem[] = [];
  for (const field of fields) {
    const { flag } = field;
    if (field.when && !field.when(answers)) continue;
    const values = list(answers[flag]);
    if (values.length === 0) {
      if (!field.optional && field.list !== 'any') {
        problems.push({ flag, missing: true, detail: `${questionOf(field)}.`, sentence: `--${flag} is required: ${questionOf(field)}.` });
      }
      continue;
    }
    if (!field.list && values.length > 1) {
      const detail = `is given ${values.length} times; give it once.`;
      problems.push({ flag, missing: false, detail, sentence: `--${flag} ${detail}` });
    }
    if (field.pairedWith) {
      const heads = list(answers[field.pairedWith]);
      if (heads.length !== values.length) {
        const sentence = `every --${field.pairedWith} needs its --${field.flag}, in the same order: found ${heads.length} --${field.pairedWith} and ${values.length} --${field.flag}.`;
        const head = fields.find((other) => other.flag === field.pairedWith);
        const detail = `gives ${values.length} where «${head ? questionOf(head) : field.pairedWith}» has ${heads.length}: one for each, in the same order.`;
        problems.push({ flag, missing: false, detail, sentence });
      }
    }
    for (const value of values) {
      const error = await field.check?.(value, answers);
      if (!error) continue;
      const words: ProblemWords = { id: 'answerRefused', values: { value, reason: error } };
      const detail = problemSentence(words);
      problems.push({ flag, missing: false, detail, sentence: `--${flag} ${detail}`, words });
    }
  }
  return problems;
}

/** A flag carries one line; "\n" in it starts a new line, as it would in the terminal's multi-line prompt. */
export function unescapeLines<T>(value: T): T {
  if (typeof value === 'string') return value.replaceAll('\\n', '\n') as T;
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? item.replaceAll('\\n', '\n') : item)) as T;
  return value;
}
