import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { logoTextProblems } from '../../generator/checks/logo-text.ts';
import { loadContent } from '../../generator/content/load-content.ts';
import type { Problem } from '../../generator/content/problem.ts';
import { parseYamlSource } from '../../generator/content/yaml-source.ts';
import { problemsFromZod } from '../../generator/content/zod-issues.ts';
import { svgSafetyProblems } from '../../generator/media/svg-safety.ts';
import { markForTranslation } from '../../generator/progress/untranslated.ts';
import { formPlace } from '../../renderer/editor/problem-texts.ts';
import { editorTexts, problemTextsOf } from '../../renderer/editor/texts.ts';
import { editorLanguages } from '../../schemas/editor-languages.ts';
import { localesView } from '../../schemas/locales.ts';
import { assetPath, slug } from '../../schemas/primitives.ts';
import { type ProblemWordId, type ProblemWords, problemSentence, problemWords } from '../../schemas/problem-words.ts';
import { type ContentCopy, copyContent } from '../../tests/support/content-fixture.ts';
import { checkAnswers, imageField, oneOf, zodCheck } from '../new/fields.ts';
import { storeUpload, UploadRefused } from './uploads.ts';
import { type EditRefused, editedYaml } from './yaml-edit.ts';

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
  mode: z.literal('auto'),
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
mode: zzzzzzzz
nmae: extra
zzzzzzzz: 1
`;

const locales = localesView.parse({
  languages: ['es', 'en', 'de'],
  referenceLanguage: 'es',
  regions: [{ id: 'ec', languages: ['es', 'en', 'de'], defaultLanguage: 'es' }],
});

const englishOfTheFile = [
  "'name' is empty; it needs a text (Short company name.).",
  "'slug' must be a short lowercase identifier of letters, digits and hyphens, starting with a letter, like quito-matriz; found the text 'Mal Nombre'.",
  "'date' is written YYYY-MM-DD but is not a day of the calendar: there is no month 13; found the text '2026-13-01'.",
  "'born' is written YYYY-MM-DD but is not a day of the calendar: February 2026 has 28 days; found the text '2026-02-30'.",
  "'day' is written YYYY-MM-DD but is not a day of the calendar: there is no day 0; found the text '2026-01-00'.",
  "'picture' must be the path of a file in content/assets ending in .svg, .png, .jpg, .jpeg, .webp, .avif, .mp4 or .pdf, written like /assets/folder/file-name.svg or /assets/folder/IMG_2041.JPG (no spaces); found the text 'photo.jpg'.",
  "The English text of 'title' is empty.",
  "The German text of 'title' is missing.",
  "'count' must be at most 5; found the number 9.",
  "'many' should be a whole number, but it is the number 1.5.",
  "'tags' needs at least 2 entries (it has 1).",
  "'one' needs at least 1 entry (it has 0).",
  "'few' needs at most 2 entries (it has 3).",
  "'single' needs at most 1 entry (it has 2).",
  "'code' must be at least 3 characters long (it has 2).",
  "'colour' must be one of 'red', 'green', 'blue'; found the text 'grene'. Did you mean 'green'?",
  "'kind' must be 'case'; found the text 'cases'. Did you mean 'case'?",
  "'web' must be a full web address starting with https://, like https://www.openstreetmap.org; found the text 'nowhere'.",
  "'flag' should be true or false, but it is the number 3.",
  "'shape' has the wrong form; found the number 4.",
  "'even': must be an even number.",
  "'group' should be a group of fields, but it is a list of 2.",
  "'list' should be a list, but it is 'true'.",
  "'size' should be a number, but it is empty.",
  "'ok' should be true or false, but it is the text 'yes'.",
  "'needed' is required but missing.",
  "'short' must be at most 3 characters long (it has 6).",
  "'low' must be at least 2; found the number 1.",
  "'unit' must be one of 'mm', 'cm', 'm'; found the text 'zzzz'.",
  "'label' should be a text, but it is the number 5.",
  "'pick' is required but missing.",
  "'mode' must be 'auto'; found the text 'zzzzzzzz'.",
  "'nmae' is not a known field here. Did you mean 'name'?",
  "'zzzzzzzz' is not a known field here. Remove it or check its spelling.",
];

/** Files that are not valid YAML, one mistake of each kind the validator explains (generator/content/yaml-syntax.ts). */
const brokenYaml = [
  'title:\n  es: "Hola\n  en: Hello\n',
  "title:\n  es: 'Hola\n  en: Hello\n",
  'title:\n  es: Hola\n\ten: Hello\n',
  'title: Expo: Energía\n',
  'title:\n  es: Hola\n   en: Hello\n',
  'title:\n  es: Hola\n en: Hello\n',
  'title:\n  es: Hola\n  en: Hello\n  es: Otra\n',
  'title: [a, b\n',
  'title:\n  es: Hola\n  Hello\n',
  'a: &x 1\nb: *y\n',
  'a: &x\n  b: *x\n',
  'title: @Tecnandes\n',
  'tags: [1, "b]\n',
  'title: "Expo" 2026\n',
  'tags: [a, b]]\n',
  'title: 1\n---\ntitle: 2\n',
  'path: "C:\\docs"\n',
  'title: *\n',
  `a: &a [${'x, '.repeat(99)}x]\nb: &b [${'*a, '.repeat(99)}*a]\nc: &c [${'*b, '.repeat(99)}*b]\nd: [${'*c, '.repeat(99)}*c]\n`,
];

/** ...and what the editor answers when asked to change one of them. */
function syntaxProblems(): { message: string; words?: ProblemWords | undefined }[] {
  const refused = (() => {
    try {
      editedYaml('a: *nowhere\n', { a: 1 });
    } catch (error) {
      return error as EditRefused;
    }
  })();
  return [
    ...brokenYaml.flatMap((text) => parseYamlSource(text, 'content/broken.yaml').syntaxProblems),
    { message: String(refused?.message), words: refused?.words },
  ];
}

function problemsOfTheFile(): Problem[] {
  const source = parseYamlSource(yaml, 'content/sample.yaml');
  const result = schema.safeParse(source.data, { reportInput: true });
  expect(result.success).toBe(false);
  return problemsFromZod(source, schema, result.error?.issues ?? [], locales);
}

/** Every template a problem's words use, its own and those of the words inside it. */
const idsOf = (words: Pick<ProblemWords, 'id' | 'values'>): ProblemWordId[] => [
  words.id,
  ...Object.values(words.values).flatMap((value) => (typeof value === 'object' && 'id' in value ? idsOf(value) : [])),
];

const placeholders = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** The site's content with the mistakes an editor meets beyond a field's own value: files, drafts, translations. */
let copy: ContentCopy;
let contentProblems: Problem[];
let answerProblems: { message: string; words?: ProblemWords | undefined }[];
let uploadProblems: { message: string; words: ProblemWords }[];
let uploadFolder: string;

/** Why the editor's upload route refuses a file, in words (cli/editor/uploads.ts). */
async function refusalOf(bytes: string, name: string, { folder = 'downloads' as string | null, announced = 0 } = {}) {
  const request = Object.assign(Readable.from([Buffer.from(bytes)]), { headers: { 'content-length': String(announced) } });
  const refused = await storeUpload(request as unknown as IncomingMessage, uploadFolder, folder, name).then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(refused, name).toBeInstanceOf(UploadRefused);
  return (refused as UploadRefused).words.map((words) => ({ message: problemSentence(words), words }));
}
const event = 'events/2025-feria-industrial-alemania.yaml';

beforeAll(async () => {
  copy = await copyContent();
  await copy.editYaml(event, (doc) => {
    doc.setIn(['title', 'pt'], markForTranslation(String(doc.getIn(['title', 'pt']))));
    doc.set('draft', true);
    doc.setIn(['images', 0, 'src'], '/assets/events/missing.svg');
  });
  await copy.editYaml('translations/de.yaml', (doc) => doc.setIn(['nav', 'home'], markForTranslation('Start')));
  await copy.editYaml('services/oil.yaml', (doc) => doc.setIn(['items', 0, 'draft'], true));
  // The interface texts a translator keeps: missing, empty, only in one language, placeholders and bold changed.
  await copy.editYaml('translations/pt.yaml', (doc) => {
    doc.deleteIn(['nav', 'home']);
    doc.setIn(['nav', 'services'], '');
    doc.setIn(['meta', 'titleTemplate'], '{{pagina}} | {{company}}');
  });
  await copy.editYaml('translations/de.yaml', (doc) => {
    doc.setIn(['nav', 'careersExtra'], 'Karriere');
    doc.setIn(['meta', 'titleTemplate'], 'Seite | Tecnandes');
  });
  await copy.editYaml('translations/es.yaml', (doc) => doc.setIn(['nav', 'events'], ''));
  await copy.editYaml(event, (doc) => doc.setIn(['title', 'de'], `**${String(doc.getIn(['title', 'de']))}**`));
  // A text of every language written as one text.
  await copy.editYaml('events/2026-visita-tecnica-socios.yaml', (doc) => doc.set('description', 'Solo en español'));
  // An event's English details that no longer name the year of its date (a copy rule, generator/checks/copy-rules.ts).
  await copy.editYaml(event, (doc) =>
    doc.setIn(['details', 'en'], String(doc.getIn(['details', 'en'])).replace(/\b20\d\d\b/g, 'last year')),
  );
  // Files of no language and no region, an office the privacy policy cannot name, a card linking to a draft.
  await writeFile(
    path.join(copy.contentDir, 'translations', 'fr.yaml'),
    await readFile(path.join(copy.contentDir, 'translations', 'es.yaml')),
  );
  const offices = await readFile(path.join(copy.contentDir, 'locations', 'ec.yaml'), 'utf8');
  await writeFile(path.join(copy.contentDir, 'locations', 'co.yaml'), offices.replace(/^( *- id: )(\S+)$/gm, '$1$2-co'));
  await copy.editYaml('privacy/ec.yaml', (doc) => doc.setIn(['controller', 'office'], 'guayaquil-sur'));
  await copy.editYaml('services/industrial.yaml', (doc) => doc.set('draft', true));
  await copy.editYaml('downloads/iso-9001-certificate.yaml', (doc) => doc.set('draft', true));
  // A file no kind reads, and an entry written twice.
  await writeFile(path.join(copy.contentDir, 'events', 'notes.txt'), 'Feria 2027');
  await writeFile(
    path.join(copy.contentDir, 'services', 'Solar Térmico.yaml'),
    await readFile(path.join(copy.contentDir, 'services', 'oil.yaml')),
  );
  await writeFile(path.join(copy.contentDir, 'cases', 'oil.yml'), await readFile(path.join(copy.contentDir, 'cases', 'oil.yaml')));
  // Entries of a kind: listed and missing, listed by no region, at an office of another region, an id used twice,
  // certificates expired and about to expire.
  await copy.editText('site.yaml', (text) => text.replace('services: [oil, industrial]', 'services: [oil, industrial, mining, oil]'));
  await writeFile(path.join(copy.contentDir, 'services', 'solar.yaml'), await readFile(path.join(copy.contentDir, 'services', 'oil.yaml')));
  await copy.editYaml('jobs/field-engineer-quito.yaml', (doc) => doc.set('office', 'lima'));
  await copy.editText('events/2026-alianzas-actuadores-valvulas.yaml', (text) => text.replace(/^id: .*$/m, 'id: 3'));
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  await copy.editYaml('certifications/iso-9001.yaml', (doc) => doc.set('validUntil', inDays(-3)));
  await copy.editYaml('certifications/iso-14001.yaml', (doc) => doc.set('validUntil', inDays(10)));
  await copy.editYaml('certifications/iso-45001.yaml', (doc) => doc.set('validUntil', inDays(1)));
  await copy.editYaml('jobs/electrical-project-engineer-lima.yaml', (doc) => {
    doc.set('datePosted', inDays(-40));
    doc.set('validThrough', inDays(-3));
  });
  // A certificate valid until before it was issued, naming a document that is not in the download centre, and a
  // download of a service line that does not exist; a client in a country there is none of.
  const certificate = await readFile(path.join(copy.contentDir, 'certifications', 'iso-9001.yaml'), 'utf8');
  await writeFile(
    path.join(copy.contentDir, 'certifications', 'iso-27001.yaml'),
    certificate
      .replace(/^number: .*$/m, 'number: QCA-27001-EC-0007')
      .replace(/^issued: .*$/m, `issued: ${inDays(400)}`)
      .replace(/^validUntil: .*$/m, `validUntil: ${inDays(300)}`)
      .replace(/^download: .*$/m, 'download: iso-27001-certificate'),
  );
  await copy.editYaml('downloads/oil-gas-flow-control.yaml', (doc) => doc.set('services', ['oill']));
  await copy.editYaml('cases/energy.yaml', (doc) => doc.setIn(['cards', 0, 'client', 'country'], 'XX'));
  await rm(path.join(copy.contentDir, 'privacy', 'pe.yaml'));
  await copy.editText('translations/es.yaml', (text) => text.replace(/^( {2}cases: .*)$/m, '$1 # identical on purpose'));
  await copy.editText('translations/en.yaml', (text) => text.replace(/^( {2}services: .*)$/m, '$1 # identical on purpose'));
  await copy.editText('site.yaml', (text) =>
    text
      .replace(
        '    - { id: about, label: nav.about, page: about }',
        '    - { id: about, label: nav.aboutUs, page: about }\n    - { id: home, label: nav.home, page: home }',
      )
      .replace(/^( {8}- id: telecommunications\n(?:.*\n)*? {10}link: ).*$/m, '$1services/nowhere'),
  );
  contentProblems = [
    ...(await loadContent(copy.contentDir, { preview: true, today: new Date().toISOString().slice(0, 10) })).problems,
    // What only site validate and build say, where drafts are left out: a published entry naming a draft on its own.
    ...(await loadContent(copy.contentDir)).problems.filter((problem) => problem.words?.id === 'namesADraft'),
    // An SVG's own problems, at its lines (generator/media/svg-safety.ts, generator/checks/logo-text.ts).
    ...svgSafetyProblems(
      '<svg><script/><a onclick="x"/><foreignObject/><image href="a.png"/><rect style="fill:url(b.svg)"/><style>@import "c.css";</style></svg>',
      'content/assets/logos/x.svg',
    ),
    ...logoTextProblems('<svg><text>Acme</text></svg>', 'content/assets/logos/x.svg'),
  ];
  // New entry's answers, refused in the words of `site new` (cli/new/fields.ts).
  const answers = await checkAnswers(
    [
      { flag: 'category', question: 'Category', choices: ['news', 'tradeFairs'], check: oneOf(['news', 'tradeFairs']) },
      { flag: 'date', question: 'Date', check: (value) => zodCheck(z.iso.date(), value) },
      imageField(copy.contentDir, 'events'),
      // A number and a text of a kind's own schema, as site new asks them (cli/new/schema-plan.ts).
      { flag: 'hours', question: 'Hours', check: (value) => zodCheck(z.int().min(1).max(200), Number(value)) },
      { flag: 'year', question: 'Year', check: (value) => zodCheck(z.int().min(1975).max(2100), Number(value)) },
      { flag: 'grade', question: 'Grade', check: (value) => zodCheck(z.int().min(1).max(5), Number(value)) },
      { flag: 'code', question: 'Code', check: (value) => zodCheck(z.string().min(3).max(4), value) },
      { flag: 'tag', question: 'Tag', check: (value) => zodCheck(z.string().min(3), value) },
      { flag: 'level', question: 'Level', check: (value) => zodCheck(z.enum(['basic', 'advanced']), value) },
    ],
    {
      category: 'fairs',
      date: '2026-02-30',
      image: '/assets/events/none.jpg',
      hours: 'dos mil',
      year: '1800',
      grade: '9',
      code: 'abcdef',
      tag: 'ab',
      level: 'expert',
    },
  );
  answerProblems = answers.map(({ detail, words }) => ({ message: detail, words }));
  // Files the editor's upload route refuses: no folder, a kind it does not take, over each limit, not what the
  // name says, an SVG with a script, and a content/assets that leads outside content/.
  uploadFolder = await mkdtemp(path.join(tmpdir(), 'problem-texts-uploads-'));
  const big = 100 * 1024 * 1024;
  uploadProblems = [
    ...(await refusalOf('%PDF-', 'a.pdf', { folder: null })),
    ...(await refusalOf('x', 'story.mov')),
    ...(await refusalOf('x', 'a.svg', { announced: big })),
    ...(await refusalOf('x', 'a.jpg', { announced: big })),
    ...(await refusalOf('x', 'a.pdf', { announced: big })),
    ...(await refusalOf('x', 'a.mp4', { announced: big })),
    ...(await refusalOf('<html>', 'sheet.pdf')),
    ...(await refusalOf('<html>', 'story.mp4')),
    ...(await refusalOf('<html>', 'foto.jpg')),
    ...(await refusalOf('<svg><script/></svg>', 'logo.svg')),
  ];
  const outside = await mkdtemp(path.join(tmpdir(), 'problem-texts-outside-'));
  const linked = path.join(uploadFolder, 'linked');
  await mkdir(linked);
  await symlink(outside, path.join(linked, 'assets'));
  const request = Object.assign(Readable.from([Buffer.from('%PDF-')]), { headers: {} }) as unknown as IncomingMessage;
  const escaped = await storeUpload(request, linked, 'downloads', 'a.pdf').catch((error: UploadRefused) => error);
  uploadProblems.push(...(escaped as UploadRefused).words.map((words) => ({ message: problemSentence(words), words })));
  await rm(outside, { recursive: true, force: true });
  // Two validations of the whole content, the site's own and the build's: seconds on a busy machine.
}, 60_000);
afterAll(async () => {
  await copy?.remove();
  if (uploadFolder) await rm(uploadFolder, { recursive: true, force: true });
});

describe("the validator's problems in the editor's language", () => {
  it('word every mistake of a field with a template, which site validate fills in English', () => {
    const problems = problemsOfTheFile();
    for (const problem of problems) expect(problem.words, problem.message).toBeDefined();
    // The English site validate prints, as it printed it before its words were templates.
    expect(problems.map((problem) => problem.message)).toEqual(englishOfTheFile);
  });

  it('word the mistakes of files, drafts and translations with templates too, and each template is made by a check', () => {
    for (const problem of [...contentProblems, ...answerProblems]) expect(problem.words, problem.message).toBeDefined();
    expect(uploadProblems.map((problem) => problem.words.id)).toEqual([
      'uploadWhichFolder',
      'uploadWhichKinds',
      'uploadSvgTooLarge',
      'uploadPictureTooLarge',
      'uploadPdfTooLarge',
      'uploadVideoTooLarge',
      'uploadNotAPdf',
      'uploadNotAVideo',
      'notAnImage',
      'svgScript',
      'uploadOutsideContent',
    ]);
    expect(contentProblems.map((problem) => problem.message)).toContain(
      `The event id 3 is also used in ${copy.file(event)}; every event needs its own id.`,
    );
    expect(contentProblems.map((problem) => problem.message)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^'download' names the document 'iso-27001-certificate', but there is no file content\/downloads\//),
        expect.stringMatching(/^'validUntil' is \d{4}-\d\d-\d\d, which comes before 'issued' \(\d{4}-\d\d-\d\d\)/),
        "'cards[0].client.country' must be the ISO code of a country, like EC for Ecuador or PE for Peru; found the text 'XX'.",
      ]),
    );
    const used = new Set(
      [...problemsOfTheFile(), ...syntaxProblems(), ...contentProblems, ...answerProblems, ...uploadProblems].flatMap((problem) =>
        idsOf(problem.words as ProblemWords),
      ),
    );
    // The templates none of these mistakes makes, each named here, so that a new one is made above or named: the
    // media checks' (generator/media/media-checks.test.ts makes some, on photos and videos made for it), the format
    // words of the other named checks, site new's own refusals, and mistakes of the whole site that would bury the rest.
    const madeElsewhere = [
      ...['pathWithDots', 'folderNotFile', 'svgWithoutSize', 'svgTooLarge', 'photoTooLarge', 'otherImageFormat'],
      ...['photoTooSmall', 'documentTooLarge', 'notAPdf', 'videoTooLarge', 'notAVideo', 'videoWithoutPicture', 'videoCodec'],
      ...['videoTooLong', 'videoTooWide', 'videoRemedy', 'pdfDocument', 'translationKey', 'phone', 'countryCode', 'languageCode'],
      ...[
        'regionCode',
        'hostName',
        'locale',
        'localeTwice',
        'localeOfNoLanguage',
        'textLineOutdented',
        'noSuchFileOtherCapitals',
        'inAssetsInOtherCapitals',
        'email',
        'date',
        'validFormat',
        'untranslatedText',
        'itself',
        'defaultNotInRegion',
      ],
      ...['notPublishedYet', 'notPublishedYetOne', 'draftLink', 'languageWithoutTexts', 'fileMissing', 'pageRef'],
      ...['fileNameTaken', 'officeExists', 'numberFromTo', 'noBrandLogo', 'brandNotListed', 'notUtf8'],
      // News a year old, or none, on the day the editor checks it: generator/checks/copy-rules.test.ts, on a day it names.
      'newestOutOfDate',
      'noneInGroup',
    ];
    expect(new Set(Object.keys(problemWords).filter((id) => !used.has(id as ProblemWordId)))).toEqual(new Set(madeElsewhere));
    const { problemText } = editorTexts(['es']);
    expect(answerProblems.map((problem) => problemText(problem))).toEqual([
      "'fairs' debe ser uno de estos valores: news, tradeFairs.",
      "'2026-02-30' está escrita YYYY-MM-DD pero no es un día del calendario: febrero de 2026 tiene 28 días.",
      "'/assets/events/none.jpg' no está en content/assets/events/none.jpg; agregue el archivo primero.",
      "'dos mil' debe ser un número.",
      "'1800' debe ser al menos 1975.",
      "'9' debe ser como máximo 5.",
      "'abcdef' debe tener como máximo 4 caracteres.",
      "'ab' debe tener al menos 3 caracteres.",
      "'expert' debe ser uno de estos valores: basic, advanced.",
    ]);
    const said = contentProblems.filter((problem) => problem.file === copy.file(event)).map((problem) => problemText(problem));
    expect(said).toContain(
      "Este archivo es un borrador: site dev lo muestra con una etiqueta y site build lo deja fuera. Borre 'draft: true' para publicarlo.",
    );
    expect(said).toContain(
      "El archivo '/assets/events/missing.svg' no existe: agréguelo como content/assets/events/missing.svg o corrija el nombre.",
    );
  });

  it('are said in each language the editor speaks, with every value of the English in its place', () => {
    const problems = [...problemsOfTheFile(), ...contentProblems];
    for (const language of editorLanguages.filter((each) => each !== 'en')) {
      const { problemText, fieldText } = editorTexts([language]);
      for (const problem of [...problems, ...syntaxProblems(), ...answerProblems, ...uploadProblems]) {
        const said = problemText(problem);
        // A refinement's own reason is the schema's English, as a field's description is before translation.
        if (problem.words?.id !== 'refused') expect(said, `${language}: ${problem.message}`).not.toBe(problem.message);
        expect(said).not.toMatch(/(?<!\{)\{\w+\}(?!\})/);
        // The field it is about as the form labels it, the file as the English names it.
        const { field, path } = problem.words?.values ?? {};
        if (typeof field === 'string') expect(said).toContain(`'${formPlace(field, fieldText)}'`);
        if (path !== undefined) expect(said).toContain(`'${String(path)}'`);
      }
      const name = problems.find((problem) => problem.line === 1);
      expect(name && problemText(name)).toContain(fieldText('Short company name.'));
      expect(fieldText('Short company name.')).not.toBe('Short company name.');
    }
    const { problemText } = editorTexts(['es']);
    const german = problems.find((problem) => problem.code === 'missing-translation' && problem.language === 'de');
    expect(german && problemText(german)).toBe("Falta el texto en alemán de 'Título'.");
    const month = problems.find((problem) => problem.line === 4);
    expect(month && problemText(month)).toContain('febrero de 2026 tiene 28 días');
    expect(editorTexts(['de']).problemText(german as Problem)).toBe("Der Text auf Deutsch von 'Titel' fehlt.");
    expect(editorTexts(['en']).problemText(german as Problem)).toBe("The German text of 'Title' is missing.");
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

  it("name a field as the form labels it and the items it is in, a language's text by the language, and a UI text by its key", () => {
    const missing = wordsOnly({ id: 'fieldMissing', values: { field: 'cards[0].client.country', about: { description: '' } } });
    const place = { keys: false, languages: ['es', 'en', 'pt', 'de'] };
    expect(editorTexts(['de']).problemText(missing, place)).toBe("'Karten 1 › Kunde › Land' ist ein Pflichtfeld und fehlt.");
    expect(editorTexts(['es']).problemText(missing, place)).toBe("Falta 'Tarjetas 1 › Cliente › País', que es obligatorio.");
    const marked = wordsOnly({
      id: 'notIdentical',
      values: { field: 'title.de', mark: 'identical on purpose', languages: { languages: ['es'] } },
    });
    expect(editorTexts(['de']).problemText(marked, place)).toMatch(/^'Titel › Deutsch' /);
    // The UI texts' form labels each text by its key, as the file writes it.
    const uiText = wordsOnly({ id: 'translationEmpty', values: { field: 'home.knowMore', language: { language: 'de' } } });
    expect(editorTexts(['es']).problemText(uiText, { ...place, keys: true })).toBe("El texto en alemán de 'home.knowMore' está vacío.");
    // An unknown field has no label: it is named as written.
    const unknown = wordsOnly({ id: 'unknownField', values: { unknown: 'titel' } });
    expect(editorTexts(['de']).problemText(unknown, place)).toMatch(/^'titel' ist hier kein bekanntes Feld/);
  });

  it('keep the English of a problem the validator words as a whole sentence', () => {
    const { problemText } = editorTexts(['de']);
    const sentence = 'The menu entry contact is listed twice.';
    expect(problemText({ message: sentence })).toBe(sentence);
  });
});

/** A problem as the editor receives it, by its words alone. */
const wordsOnly = (words: ProblemWords) => ({ message: '', words });
