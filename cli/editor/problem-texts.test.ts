import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Problem } from '../../generator/content/problem.ts';
import { parseYamlSource } from '../../generator/content/yaml-source.ts';
import { problemsFromZod } from '../../generator/content/zod-issues.ts';
import { editorTexts, problemTextsOf } from '../../renderer/editor/texts.ts';
import { editorLanguages } from '../../schemas/editor-languages.ts';
import { localesView } from '../../schemas/locales.ts';
import { assetPath, slug } from '../../schemas/primitives.ts';
import { type ProblemWordId, type ProblemWords, problemSentence, problemWords } from '../../schemas/problem-words.ts';

/**
 * A file with one mistake of every kind the validator words field by field, checked against a schema made for it:
 * the problems the browser editor shows at a form's fields.
 */
const schema = z.strictObject({
  name: z.string().min(1).meta({ description: 'Short company name.' }),
  slug,
  date: z.iso.date(),
  born: z.iso.date(),
  day: z.iso.date(),
  picture: assetPath,
  title: z.strictObject({ es: z.string().min(1), en: z.string().min(1), de: z.string().min(1) }),
  count: z.int().min(2).max(5),
  many: z.int().max(3),
  tags: z.array(z.string()).min(2),
  one: z.array(z.string()).min(1),
  few: z.array(z.string()).max(2),
  single: z.array(z.string()).max(1),
  code: z.string().min(3).max(4),
  colour: z.enum(['red', 'green', 'blue']),
  kind: z.literal('case'),
  web: z.url(),
  flag: z.boolean(),
  shape: z.union([z.string(), z.array(z.string())]),
  even: z.int().refine((value) => value % 2 === 0, 'must be an even number'),
  group: z.strictObject({ a: z.string() }),
  list: z.array(z.string()),
  size: z.number(),
  ok: z.boolean(),
  things: z.strictObject({}),
  needed: z.string(),
  short: z.string().max(3),
  low: z.int().min(2),
  unit: z.enum(['mm', 'cm', 'm']),
  label: z.string(),
  pick: z.enum(['a', 'b']),
});

const yaml = `name: ""
slug: Mal Nombre
date: 2026-13-01
born: 2026-02-30
day: 2026-01-00
picture: photo.jpg
title:
  es: Hola
  en: ""
count: 9
many: 1.5
tags: [a]
one: []
few: [a, b, c]
single: [a, b]
code: ab
colour: grene
kind: cases
web: nowhere
flag: 3
shape: 4
even: 3
group: [1, 2]
list: true
size: null
ok: "yes"
things: {}
short: abcdef
low: 1
unit: zzzz
label: 5
nmae: extra
zzzzzzzz: 1
`;

const locales = localesView.parse({
  languages: ['es', 'en', 'de'],
  referenceLanguage: 'es',
  regions: [{ id: 'ec', languages: ['es', 'en', 'de'], defaultLanguage: 'es' }],
});

function problemsOfTheFile(): Problem[] {
  const source = parseYamlSource(yaml, 'content/sample.yaml');
  const result = schema.safeParse(source.data, { reportInput: true });
  expect(result.success).toBe(false);
  return problemsFromZod(source, schema, result.error?.issues ?? [], locales);
}

/** Every template a problem's words use, its own and those of the words inside it. */
const idsOf = (words: ProblemWords): ProblemWordId[] => [
  words.id,
  ...Object.values(words.values).flatMap((value) => (typeof value === 'object' && 'id' in value ? [value.id] : [])),
];

const placeholders = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("the validator's problems in the editor's language", () => {
  it('word every mistake of a field with a template, which site validate fills in English', () => {
    const problems = problemsOfTheFile();
    for (const problem of problems) {
      expect(problem.words, problem.message).toBeDefined();
      expect(problemSentence(problem.words as ProblemWords)).toBe(problem.message);
    }
    expect(problems.find((problem) => problem.line === 3)?.message).toBe(
      "'date' is written YYYY-MM-DD but is not a day of the calendar: there is no month 13; found the text '2026-13-01'.",
    );
    expect(problems.find((problem) => problem.line === 4)?.message).toContain('February 2026 has 28 days');
    // The file makes every template of schemas/problem-words.ts but the format words of the other named checks.
    const used = new Set(problems.flatMap((problem) => idsOf(problem.words as ProblemWords)));
    const otherFormats: ProblemWordId[] = [
      'pdfDocument',
      'translationKey',
      'phone',
      'pageRef',
      'countryCode',
      'languageCode',
      'regionCode',
      'hostName',
      'locale',
      'email',
      'date',
      'validFormat',
    ];
    expect(Object.keys(problemWords).filter((id) => !used.has(id as ProblemWordId))).toEqual(otherFormats);
  });

  it('are said in each language the editor speaks, with every value of the English in its place', () => {
    const problems = problemsOfTheFile();
    for (const language of editorLanguages.filter((each) => each !== 'en')) {
      const { problemText, fieldText } = editorTexts([language]);
      for (const problem of problems) {
        const said = problemText(problem);
        // A refinement's own reason is the schema's English, as a field's description is before translation.
        if (problem.words?.id !== 'refused') expect(said, `${language}: ${problem.message}`).not.toBe(problem.message);
        expect(said).not.toMatch(/[{}]/);
        const field = problem.words?.values.field;
        expect(said).toContain(`'${String(field)}'`);
      }
      const name = problems.find((problem) => problem.line === 1);
      expect(name && problemText(name)).toContain(fieldText('Short company name.'));
      expect(fieldText('Short company name.')).not.toBe('Short company name.');
    }
    const { problemText } = editorTexts(['es']);
    const german = problems.find((problem) => problem.code === 'missing-translation' && problem.language === 'de');
    expect(german && problemText(german)).toBe("Falta el texto en alemán de 'title'.");
    const month = problems.find((problem) => problem.line === 4);
    expect(month && problemText(month)).toContain('febrero de 2026 tiene 28 días');
    expect(editorTexts(['de']).problemText(german as Problem)).toBe("Der Text auf Deutsch von 'title' fehlt.");
    expect(editorTexts(['en']).problemText(german as Problem)).toBe("The German text of 'title' is missing.");
  });

  it('keep, in every translation, the values of the English template and no others', () => {
    for (const language of editorLanguages.filter((each) => each !== 'en')) {
      const catalog = problemTextsOf[language];
      expect(catalog).toBeDefined();
      for (const [id, english] of Object.entries(problemWords)) {
        expect(placeholders(catalog?.words[id as ProblemWordId] ?? ''), `${language}: ${id}`).toEqual(placeholders(english));
      }
    }
  });

  it('keep the English of a problem the validator words as a whole sentence', () => {
    const { problemText } = editorTexts(['de']);
    const sentence = 'The menu entry contact is listed twice.';
    expect(problemText({ message: sentence })).toBe(sentence);
  });
});
