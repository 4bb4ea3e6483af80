import { execFile } from 'node:child_process';
import { readFile, realpath, rm, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { contentFiles, yamlStem } from '../../generator/content/content-files.ts';
import { contentFileNames, contentJsonSchemas } from '../../generator/content/json-schemas.ts';
import { loadContent } from '../../generator/content/load-content.ts';
import type { Problem } from '../../generator/content/problem.ts';
import { parseYamlSource, yamlValues } from '../../generator/content/yaml-source.ts';
import { writeAtomically } from '../../generator/outputs/write-atomically.ts';
import { coverageKindLabels, translationCoverage } from '../../generator/progress/coverage.ts';
import { gitLineTimes } from '../../generator/progress/freshness.ts';
import { markedIdentical } from '../../generator/progress/identical-on-purpose.ts';
import { isStillCorrectComment } from '../../generator/progress/still-correct.ts';
import { isMarkedForTranslation } from '../../generator/progress/untranslated.ts';
import type {
  Changes,
  ChoiceLabels,
  FieldProblem,
  JsonSchema,
  KindFiles,
  Listing,
  NewEntryProblem,
  OpenedFile,
  PreviewPage,
  Segment,
  TranslationMark,
} from '../../renderer/editor/api.ts';
import { childSchemas, editorApi, editorPath } from '../../renderer/editor/api.ts';
import { oneAtATime } from '../../renderer/editor/one-at-a-time.ts';
import { declaredCollections, listedCollections } from '../../schemas/collections.ts';
import type { ContentKind } from '../../schemas/content-kinds.ts';
import { type EditorLanguage, editorLanguages } from '../../schemas/editor-languages.ts';
import { type Locales, localesView } from '../../schemas/locales.ts';
import { localeSchemas } from '../../schemas/primitives.ts';
import type { Route } from '../../schemas/route.ts';
import { regionsPassing, siteSchemas } from '../../schemas/site.ts';
import { choiceLabelsKeyword, uiTextGroupAt } from '../../schemas/ui-text.ts';
import { newEntryPlans } from '../new/command.ts';
import { type Answers, checkAnswers, siteFactsOf } from '../new/fields.ts';
import { officeDirectory } from '../new/location.ts';
import { readContentFiles } from '../report.ts';
import { confirmTranslation } from '../report-confirm.ts';
import { assertUnchangedSince, changedOnDisk, fileText, versionOf } from './file-text.ts';
import { type Guard, refusal } from './guard.ts';
import { Refused } from './refused.ts';
import { changeRegionLists, regionsListing } from './region-lists.ts';
import { discardUpload, storeUpload, UploadRefused, yamlTextsOf } from './uploads.ts';
import { EditRefused, editableValues, editedYaml, fieldPositions, mergedYaml } from './yaml-edit.ts';

const run = promisify(execFile);

interface EditorOptions {
  contentDir: string;
  guard: Guard;
  /** The pages `site dev` serves now, to preview an entry where it appears. */
  routes: () => readonly Route[];
  /** The editor's page, with Vite's client and the React refresh preamble added to it. */
  page: (url: string, html: string) => Promise<string>;
  /** The day expiry and closing dates are checked against, as `site dev` checks them (YYYY-MM-DD). */
  today: string;
  /**
   * What outlives the routes when `site dev` makes them again after a change of code (cli/dev.ts): the queue its
   * changes wait in, and the pictures this editor added, which a cancelled New entry may take away again.
   */
  session?: EditorSession;
}

export interface EditorSession {
  change: ReturnType<typeof oneAtATime>;
  uploads: Set<string>;
}

/**
 * A YAML file of content/ named by the editor, as the loader names it, or a refusal: no way out of the folder, by
 * name or by a link (a file reached through any link is refused, wherever the link points).
 */
async function contentFile(contentDir: string, relative: unknown): Promise<string> {
  if (typeof relative !== 'string' || relative === '' || path.isAbsolute(relative) || relative.split(/[\\/]/).includes('..')) {
    throw new Refused(403, 'Only files inside the content folder can be opened.');
  }
  if (!/^[\w./-]+\.ya?ml$/.test(relative)) throw new Refused(403, 'Only the YAML files of the content folder can be edited here.');
  const real = await realpath(path.join(contentDir, relative)).catch(() => undefined);
  if (real === undefined) throw new Refused(404, `There is no file content/${relative}.`);
  if (real !== path.join(await realpath(contentDir), relative)) {
    throw new Refused(403, 'That file is a link to another place; it is not edited here.');
  }
  return path.join(path.resolve(contentDir), relative);
}

const jsonLimit = 2 * 1024 * 1024;

async function jsonBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > jsonLimit) throw new Refused(413, 'The request is too large.');
    chunks.push(chunk);
  }
  try {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // Answered below, as any body that is not an object.
  }
  throw new Refused(400, 'The request must be a JSON object.');
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.statusCode = status;
  response.setHeader('content-type', 'application/json; charset=utf-8');
  response.setHeader('cache-control', 'no-store');
  response.end(JSON.stringify(body));
}

/** The editor's page: a shell the browser app (renderer/editor/main.tsx) fills in. */
const shell = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>Editor</title>
</head>
<body>
<div id="editor"></div>
<script type="module" src="/renderer/editor/main.tsx"></script>
</body>
</html>
`;

/**
 * The browser editor of `site dev` at /_edit: lists the content files by kind, opens one with its kind's JSON
 * Schema, its problems from the validator `site validate` runs and its translations' states from `site report`,
 * saves changes in place (cli/editor/yaml-edit.ts), confirms a translation as `site report --confirm` does, scaffolds
 * entries as `site new` does, stores pictures, and shows and commits the changes with git. Resolves false for
 * requests that are not its own.
 */
export function editorRoutes({ contentDir, guard, routes, page, today, session }: EditorOptions) {
  const projectRoot = path.dirname(path.resolve(contentDir));
  const relativeToProject = (absolute: string) => path.relative(projectRoot, absolute).split(path.sep).join('/');
  const relativeToContent = (absolute: string) => path.relative(path.resolve(contentDir), absolute).split(path.sep).join('/');

  const siteData = async () => yamlValues(await readFile(path.join(contentDir, 'site.yaml'), 'utf8'));
  const locales = async (): Promise<Locales> => {
    const parsed = localesView.safeParse(await siteData());
    if (!parsed.success) throw new Refused(409, 'The languages and regions of site.yaml are not valid; run `site validate`.');
    return parsed.data;
  };

  /** The site's UI texts in each language the editor speaks (content/translations/{lang}.yaml), where there are some. */
  async function uiTextsOfEditorLanguages(): Promise<Partial<Record<EditorLanguage, unknown>>> {
    const files = await Promise.all(
      editorLanguages.map(async (language) => {
        const text = await readFile(path.join(contentDir, 'translations', `${language}.yaml`), 'utf8').catch(() => undefined);
        return [language, text === undefined ? undefined : yamlValues(text)] as const;
      }),
    );
    return Object.fromEntries(files.filter(([, texts]) => texts !== undefined));
  }

  /** Every closed list of the schema whose values UI texts label gets those labels, in each of the editor's languages. */
  async function labelChoices(schema: JsonSchema): Promise<void> {
    const labelled: JsonSchema[] = [];
    const visit = (node: JsonSchema) => {
      if (typeof (node as Record<string, unknown>)[choiceLabelsKeyword] === 'string') labelled.push(node);
      for (const child of childSchemas(node)) visit(child);
    };
    visit(schema);
    if (labelled.length === 0) return;
    const uiTexts = await uiTextsOfEditorLanguages();
    for (const node of labelled) node.choiceLabels = labelsIn(uiTexts, String((node as Record<string, unknown>)[choiceLabelsKeyword]));
  }

  /**
   * A field naming an office (a collection's officeField) is a choice among the offices of content/locations, each
   * labelled with its name, as `site new` asks for it: a typed id could name no office. An entry that regions list
   * is offered their offices only (another's would be refused); without any office, the field stays one to type in.
   */
  async function offerOffices(schema: JsonSchema, kind: string, listedIn: readonly string[]): Promise<void> {
    const field = declaredCollections.find((collection) => collection.name === kind)?.officeField;
    const property = field === undefined ? undefined : schema.properties?.[field];
    if (!property) return;
    const { regions, names } = await officeDirectory(contentDir, editorLanguages);
    const offered = [...regions].filter(([, region]) => listedIn.length === 0 || listedIn.includes(region)).map(([id]) => id);
    if (offered.length === 0) return;
    property.enum = offered;
    property.choiceLabels = names;
  }

  async function listing(): Promise<Listing> {
    const siteLocales = await locales();
    const { languages, reference } = siteLocales;
    const siteYaml = await siteData();
    const site = siteFactsOf(siteYaml);
    const regionNames = regionNamesOf(siteYaml, siteLocales);
    const kinds = new Map<string, KindFiles>();
    for (const { kind, relativePath } of await contentFiles(contentDir)) {
      const text = await readFile(path.join(contentDir, relativePath), 'utf8').catch(() => undefined);
      if (text === undefined) continue;
      const data = (yamlValues(text) ?? null) as Record<string, unknown> | null;
      const label = coverageKindLabels[kind === 'translations' ? 'ui' : kind];
      const entry = kinds.get(kind) ?? { kind, label, files: [] };
      // A file named after its region (a region's offices) is named by the region, as the editor's choices name it.
      const byRegion = declaredCollections.find((collection) => collection.name === kind)?.keyedBy === 'region';
      const region = byRegion ? regionNames.get(yamlStem(relativePath)) : undefined;
      const title = region ? `${region} (${yamlStem(relativePath)})` : titleOf(data, reference, relativePath);
      entry.files.push({ path: relativePath, title, draft: data?.draft === true });
      kinds.set(kind, entry);
    }
    const uiTexts = await uiTextsOfEditorLanguages();
    for (const collection of declaredCollections) {
      const newKind = collection.newEntry;
      const plan = newKind ? newEntryPlans[newKind] : undefined;
      if (!newKind || !plan || !site) continue;
      const { fields } = await plan(contentDir, site);
      const offices = collection.officeField === undefined ? undefined : (await officeDirectory(contentDir, editorLanguages)).names;
      const entry = kinds.get(collection.name) ?? { kind: collection.name, label: collection.label, files: [] };
      entry.newEntry = {
        kind: newKind,
        fields: fields.map((field) => ({
          flag: field.flag,
          question: field.question,
          inReference: field.language !== undefined,
          optional: Boolean(field.optional),
          multiline: Boolean(field.multiline),
          ...(field.asset ? { asset: field.asset } : {}),
          ...(field.list ? { list: field.list } : {}),
          ...(field.pairedWith ? { pairedWith: field.pairedWith } : {}),
          ...(field.choices ? { choices: field.choices } : {}),
          ...(field.choiceLabelsAt ? { choiceLabels: labelsIn(uiTexts, field.choiceLabelsAt) } : {}),
          ...(offices && field.flag === collection.officeField ? { choiceLabels: offices } : {}),
        })),
      };
      kinds.set(collection.name, entry);
    }
    return { languages, reference, kinds: [...kinds.values()] };
  }

  /**
   * Every problem `site validate` reports for the file, each at its field when it names one: as it is saved, or,
   * with `unsaved`, as the editor has it before saving.
   */
  async function problemsOf(absolute: string, text: string, { unsaved = false } = {}): Promise<FieldProblem[]> {
    const file = relativeToProject(absolute);
    const { problems } = await loadContent(contentDir, {
      preview: true,
      today,
      ...(unsaved ? { unsaved: new Map([[absolute, text]]) } : {}),
    });
    const positions = fieldPositions(text);
    return problems
      .filter((problem: Problem) => problem.file === file)
      .map(({ line, col, code, severity, message, words }) => {
        const place = positions.get(`${line}:${col}`);
        return { line, col, code, severity, message, ...(words ? { words } : {}), ...(place ? { path: place } : {}) };
      });
  }

  /** The state of every translation of the file that is not simply translated, as `site report` counts it. */
  async function translationMarks(absolute: string, text: string, kind: ContentKind, own: Locales): Promise<TranslationMark[]> {
    const file = relativeToProject(absolute);
    const uiLanguage = kind === 'translations' ? yamlStem(absolute) : undefined;
    const all = await readContentFiles(contentDir);
    const wanted = all.filter(
      (each) =>
        each.source.file === file ||
        each.kind === 'site' ||
        (uiLanguage !== undefined && each.kind === 'translations' && each.name === own.reference),
    );
    const times = await gitLineTimes(
      projectRoot,
      wanted.map((each) => each.source.file),
    );
    const report = translationCoverage(wanted, own, times);
    const positions = fieldPositions(text);
    const source = parseYamlSource(text, file);
    const data = source.data;
    const languageOf = (at: Segment[]) => uiLanguage ?? String(at.at(-1));
    const valueAt = (at: Segment[]) =>
      at.reduce<unknown>((node, segment) => (node as Record<string, unknown> | undefined)?.[segment], data);
    const marks: TranslationMark[] = report.findings
      .filter((finding) => finding.file === file)
      .flatMap((finding) => {
        const place = positions.get(`${finding.line}:${finding.col}`);
        if (!place) return [];
        const at = uiLanguage || place.at(-1) === finding.language ? place : [...place, finding.language];
        const state = finding.state === 'missing' && isMarkedForTranslation(valueAt(at)) ? 'marked' : finding.state;
        return [{ path: at, language: finding.language, state, line: finding.line, ...(finding.sameAs ? { sameAs: finding.sameAs } : {}) }];
      });
    const lineOf = (at: Segment[]) => source.linesOf(at)?.first ?? 1;
    for (const at of markedIdentical(source)) marks.push({ path: at, language: languageOf(at), state: 'on-purpose', line: lineOf(at) });
    for (const { path: at, comment } of source.trailingComments()) {
      if (isStillCorrectComment(comment) && !marks.some((mark) => sameSegments(mark.path, at))) {
        marks.push({ path: at, language: languageOf(at), state: 'confirmed', line: lineOf(at) });
      }
    }
    return marks;
  }

  /** The pages that show the file's entry (or the home page for what every page shows), in every region and language. */
  function pagesOf(relative: string, kind: ContentKind): PreviewPage[] {
    const stem = yamlStem(relative);
    const collection = declaredCollections.find((candidate) => candidate.name === kind);
    const all = routes();
    const entryPage = all.filter((route) => route.page === `${kind}/${stem}`);
    const listPage = collection?.pages?.list ? all.filter((route) => route.page === collection.pages?.list?.name) : [];
    let shown = entryPage.length > 0 ? entryPage : listPage.length > 0 ? listPage : all.filter((route) => route.page === 'home');
    if (collection?.regions === 'own') shown = shown.filter((route) => route.region === stem);
    if (kind === 'translations') shown = shown.filter((route) => route.language === stem);
    return shown.map(({ region, language, path: at }) => ({ region, language, path: at }));
  }

  /** The file of one entry (an event, a service): only those are duplicated or deleted, not what every page needs. */
  async function entryFile(relative: unknown): Promise<{ absolute: string; kind: ContentKind }> {
    const absolute = await contentFile(contentDir, relative);
    const kind = (await contentFiles(contentDir)).find((each) => each.relativePath === relative)?.kind;
    if (!kind || !isEntryKind(kind))
      throw new Refused(403, `content/${String(relative)} is not the file of one entry; it is not duplicated or deleted here.`);
    return { absolute, kind };
  }

  /** Whether regions show the entries of `kind` through lists in site.yaml (service lines, openings). */
  const isListed = (kind: ContentKind) => listedCollections.some((collection) => collection.name === kind);

  /**
   * Deletes an entry's file and takes it off the lists of the regions that show it: left there, site.yaml would
   * name a file that is gone, and no build could run until someone found the line. site.yaml is changed first, so
   * a site.yaml YAML cannot read refuses the delete and keeps the entry.
   */
  async function deleteEntry(relative: unknown): Promise<{ deleted: string; unlistedIn: string[] }> {
    const { absolute, kind } = await entryFile(relative);
    const stem = yamlStem(absolute);
    const unlistedIn = isListed(kind)
      ? await changeRegionLists(contentDir, kind, (list) => (list.includes(stem) ? list.filter((each) => each !== stem) : undefined))
      : [];
    await rm(absolute);
    return { deleted: relativeToContent(absolute), unlistedIn };
  }

  async function open(relative: string): Promise<OpenedFile> {
    const absolute = await contentFile(contentDir, relative);
    const kind = (await contentFiles(contentDir)).find((each) => each.relativePath === relative)?.kind;
    if (!kind) throw new Refused(404, `content/${relative} is not a content file of any kind.`);
    const text = await fileText(absolute, relative);
    const own = await locales();
    const schemas = contentJsonSchemas(own, await contentFileNames(contentDir));
    const schema = JSON.parse(schemas.get(`${kind}.schema.json`) ?? '{}') as JsonSchema;
    await labelChoices(schema);
    const listedIn = isListed(kind) ? await regionsListing(contentDir, kind, yamlStem(relative)) : [];
    await offerOffices(schema, kind, listedIn);
    const [problems, translations] = await Promise.all([problemsOf(absolute, text), translationMarks(absolute, text, kind, own)]);
    const uiLanguage = kind === 'translations' ? yamlStem(relative) : undefined;
    const reference =
      uiLanguage === undefined
        ? undefined
        : yamlValues(await readFile(path.join(contentDir, 'translations', `${own.reference}.yaml`), 'utf8'));
    return {
      path: relative,
      version: versionOf(text),
      kind,
      entry: isEntryKind(kind),
      // A file YAML cannot read opens with its problems and no form (Editor.tsx); a save of it is refused (yaml-edit.ts).
      data: yamlValues(text) ?? {},
      schema,
      problems,
      translations,
      pages: pagesOf(relative, kind),
      listedIn,
      ...(uiLanguage ? { language: uiLanguage, reference } : {}),
    };
  }

  async function save(body: Record<string, unknown>): Promise<OpenedFile> {
    const relative = String(body.path);
    const absolute = await contentFile(contentDir, relative);
    const text = await fileText(absolute, relative);
    // A save that changes nothing (the second of a double click) loses nothing, whatever version it names.
    const unchanged = body.version === versionOf(text) || editedYaml(text, body.data) === text;
    // Changed on disk since it was opened: the editor's changes are made to the file as it is now, unless
    // they change a field that was changed there too.
    const edited = unchanged ? editedYaml(text, body.data) : 'base' in body ? mergedYaml(text, body.base, body.data) : undefined;
    if (edited === undefined) throw changedOnDisk(relative);
    // site.yaml's languages and regions are what every file and the editor itself are read with: a change that
    // breaks them is refused before it is written, as the editor could open nothing after it.
    if (relative === 'site.yaml' && !localesView.safeParse(yamlValues(edited)).success) {
      throw new Refused(
        409,
        'This change leaves the languages and regions of site.yaml invalid (run `site validate` to see why); nothing was saved.',
      );
    }
    if (edited !== text) await writeAtomically(absolute, edited);
    return { ...(await open(relative)), ...(unchanged ? {} : { merged: true }) };
  }

  /** The problems a change would have, checked before it is written (nothing is saved). */
  async function check(body: Record<string, unknown>): Promise<{ problems: FieldProblem[] }> {
    const absolute = await contentFile(contentDir, body.path);
    const edited = editedYaml(await fileText(absolute, String(body.path)), body.data);
    return { problems: await problemsOf(absolute, edited, { unsaved: true }) };
  }

  async function createEntry(body: Record<string, unknown>): Promise<{ path: string } | { problems: NewEntryProblem[] }> {
    const site = siteFactsOf(await siteData());
    const planOf = site ? newEntryPlans[String(body.kind)] : undefined;
    if (!site || !planOf) throw new Refused(404, `No new entry of the kind '${String(body.kind)}' can be made.`);
    const plan = await planOf(contentDir, site);
    const given = (body.answers ?? {}) as Record<string, unknown>;
    const asked = new Set(plan.fields.map((field) => field.flag));
    const answers: Answers = {};
    // Only the answers to the questions the editor asks: `site new`'s other flags (a file name) are the terminal's.
    for (const [flag, value] of Object.entries(given).filter(([flag]) => asked.has(flag))) {
      if (Array.isArray(value)) answers[flag] = value.map(String).filter(Boolean);
      else if (typeof value === 'string' && value !== '') answers[flag] = value;
    }
    const problems = await checkAnswers(plan.fields, answers);
    if (problems.length > 0)
      return { problems: problems.map(({ flag, missing, detail, words }) => ({ flag, missing, detail, ...(words ? { words } : {}) })) };
    try {
      const { file } = await plan.write(answers);
      return { path: relativeToContent(file) };
    } catch (error) {
      return { problems: [{ missing: false, detail: error instanceof Error ? error.message : String(error) }] };
    }
  }

  /** A copy of an entry, as a draft, with the next free id when the kind numbers its entries; comments kept. */
  async function duplicate(relative: string): Promise<{ path: string }> {
    const { absolute } = await entryFile(relative);
    const text = await fileText(absolute, relative);
    const data = editableValues(text) as Record<string, unknown>;
    const folder = path.dirname(absolute);
    const siblings = (await contentFiles(contentDir)).filter((each) => path.join(contentDir, path.dirname(each.relativePath)) === folder);
    let name = `${yamlStem(relative)}-copy`;
    for (let count = 2; siblings.some((each) => yamlStem(each.relativePath) === name); count++)
      name = `${yamlStem(relative)}-copy-${count}`;
    const next: Record<string, unknown> = { ...data, draft: true };
    if (typeof data.id === 'number') {
      const ids = await Promise.all(
        siblings.map(async (each) =>
          Number((yamlValues(await readFile(path.join(contentDir, each.relativePath), 'utf8')) as { id?: unknown } | undefined)?.id),
        ),
      );
      next.id = Math.max(0, ...ids.filter(Number.isInteger)) + 1;
    }
    const target = path.join(folder, `${name}.yaml`);
    await writeFile(target, editedYaml(text, next), { flag: 'wx' });
    return { path: relativeToContent(target) };
  }

  async function changes(): Promise<Changes> {
    const inProject = (args: string[]) => run('git', args, { cwd: projectRoot, maxBuffer: 32 * 1024 * 1024 }).catch(() => undefined);
    const content = path.resolve(contentDir);
    const status = await inProject(['status', '--porcelain', '-z', '--untracked-files=all', '--', content]);
    if (!status) throw new Refused(409, 'The project folder is not a git repository, so there is nothing to compare with.');
    const entries = status.stdout.split('\0').filter(Boolean);
    const files = entries.map((entry) => entry.slice(3));
    const tracked = (await inProject(['diff', 'HEAD', '--', content]))?.stdout ?? '';
    const untracked = entries.filter((entry) => entry.startsWith('??')).map((entry) => entry.slice(3));
    const added = await Promise.all(
      untracked.map(async (file) => {
        // `git diff --no-index` exits 1 when the files differ, which they always do here.
        const shown = await run('git', ['diff', '--no-index', '--', '/dev/null', file], { cwd: projectRoot }).catch(
          (error: { stdout?: string }) => error.stdout ?? '',
        );
        return typeof shown === 'string' ? shown : shown.stdout;
      }),
    );
    return { diff: [tracked, ...added].filter(Boolean).join('\n'), files };
  }

  async function commit(message: unknown): Promise<{ commit: string }> {
    if (typeof message !== 'string' || message.trim() === '') throw new Refused(400, 'Write what the change is about.');
    const content = path.resolve(contentDir);
    await run('git', ['add', '--all', '--', content], { cwd: projectRoot });
    // Only content/ is committed, whatever else of the project is staged.
    await run('git', ['commit', '--quiet', '-m', message.trim(), '--', content], { cwd: projectRoot }).catch(
      (error: { stderr?: string }) => {
        throw new Refused(409, `git could not commit: ${error.stderr?.trim() || 'nothing to commit'}`);
      },
    );
    const head = await run('git', ['rev-parse', '--short', 'HEAD'], { cwd: projectRoot });
    return { commit: head.stdout.trim() };
  }

  const { change, uploads: storedHere } = session ?? { change: oneAtATime(), uploads: new Set<string>() };

  async function answer(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const method = request.method ?? 'GET';
    const route = url.pathname.slice(editorApi.length);
    // Read before waiting its turn: a body slow to arrive holds up no one else's change (an upload's file is read
    // in its turn, within its limit).
    const body = (method === 'PUT' || method === 'POST') && route !== '/upload' ? await jsonBody(request) : {};
    if (['GET', 'HEAD'].includes(method) || route === '/check') return answerRequest(request, response, url, body);
    return change(() => answerRequest(request, response, url, body));
  }

  async function answerRequest(request: IncomingMessage, response: ServerResponse, url: URL, body: Record<string, unknown>): Promise<void> {
    const route = url.pathname.slice(editorApi.length);
    const method = request.method ?? 'GET';
    if (method === 'GET' && route === '/files') return send(response, 200, await listing());
    if (method === 'GET' && route === '/file') return send(response, 200, await open(url.searchParams.get('path') ?? ''));
    if (method === 'PUT' && route === '/file') return send(response, 200, await save(body));
    if (method === 'POST' && route === '/check') return send(response, 200, await check(body));
    if (method === 'DELETE' && route === '/file') return send(response, 200, await deleteEntry(url.searchParams.get('path')));
    if (method === 'POST' && route === '/confirm') {
      const absolute = await contentFile(contentDir, body.path);
      // The line is the line in the editor's copy: in another version it may hold another language's text.
      assertUnchangedSince(body.version, await fileText(absolute, String(body.path)), String(body.path));
      try {
        await confirmTranslation(contentDir, `${absolute}:${Number(body.line)}`);
      } catch (error) {
        throw new Refused(409, error instanceof Error ? error.message : String(error));
      }
      return send(response, 200, await open(String(body.path)));
    }
    if (method === 'POST' && route === '/new') {
      const created = await createEntry(body);
      return send(response, 'problems' in created ? 422 : 201, created);
    }
    if (method === 'POST' && route === '/duplicate') return send(response, 201, await duplicate(String(body.path)));
    if (method === 'DELETE' && route === '/upload') {
      const src = url.searchParams.get('path') ?? '';
      // Only what this editor stored itself: never a picture the site's code names (a favicon) and no YAML does.
      if (!storedHere.has(src)) throw new Refused(403, `${src} was not added in this editor; it is not taken away here.`);
      storedHere.delete(src);
      await discardUpload(contentDir, src, async () =>
        yamlTextsOf(
          contentDir,
          (await contentFiles(contentDir)).map((each) => each.relativePath),
        ),
      );
      return send(response, 200, { discarded: src });
    }
    if (method === 'POST' && route === '/upload') {
      const { src, reused } = await storeUpload(request, contentDir, url.searchParams.get('folder'), url.searchParams.get('name'));
      // A file that was there already is not this editor's to take away.
      if (!reused) storedHere.add(src);
      return send(response, reused ? 200 : 201, { src });
    }
    if (method === 'GET' && route === '/changes') return send(response, 200, await changes());
    if (method === 'POST' && route === '/commit') return send(response, 201, await commit(body.message));
    send(response, 404, { error: 'No such editor request.' });
  }

  return async (request: IncomingMessage, response: ServerResponse): Promise<boolean> => {
    const url = new URL(request.url ?? '/', 'http://editor.invalid');
    if (url.pathname !== editorPath && !url.pathname.startsWith(`${editorPath}/`)) return false;
    const refused = guard.check(request);
    if (refused) {
      refusal(response, refused);
      return true;
    }
    try {
      if (!url.pathname.startsWith(`${editorApi}/`)) {
        response.setHeader('content-type', 'text/html; charset=utf-8');
        response.setHeader('cache-control', 'no-store');
        response.end(await page(url.pathname, shell));
        return true;
      }
      await answer(request, response, url);
    } catch (error) {
      // A refused upload is answered before its body is read: the rest of it is let through unread.
      request.resume();
      if (error instanceof Refused) send(response, error.status, { error: error.message, ...error.details });
      else if (error instanceof UploadRefused) send(response, error.status, { error: error.message, words: error.words });
      else if (error instanceof EditRefused) send(response, 409, { error: error.message, ...(error.words ? { words: error.words } : {}) });
      else if (error instanceof Error && 'status' in error && typeof error.status === 'number')
        send(response, error.status, { error: error.message });
      else send(response, 500, { error: error instanceof Error ? error.message : String(error) });
    }
    return true;
  };
}

/** Kinds with one file per entry (an event, a service), as opposed to a region's file or what every page reads. */
const isEntryKind = (kind: string) =>
  declaredCollections.some((collection) => collection.name === kind && ['file', 'list'].includes(collection.keyedBy));

/** The texts of a group of UI texts (`events.categories`) in each language that has it. */
function labelsIn(uiTexts: Partial<Record<EditorLanguage, unknown>>, at: string): ChoiceLabels {
  return Object.fromEntries(
    Object.entries(uiTexts).flatMap(([language, texts]) => {
      const group = uiTextGroupAt(texts, at);
      return group
        ? [[language, Object.fromEntries(Object.entries(group).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))]]
        : [];
    }),
  );
}

const sameSegments = (a: readonly Segment[], b: readonly Segment[]) =>
  a.length === b.length && a.every((segment, index) => String(segment) === String(b[index]));

/** Each region's name in the reference language, by its id, as site.yaml writes them (regions that read). */
function regionNamesOf(site: unknown, locales: Locales): Map<string, string> {
  const facts = siteSchemas(localeSchemas(locales)).region.pick({ id: true, name: true }).loose();
  return new Map(regionsPassing(site, facts).map(({ id, name }) => [id, name[locales.reference] ?? id]));
}

function titleOf(data: Record<string, unknown> | null, reference: string, relativePath: string): string {
  for (const field of ['title', 'name', 'standard', 'law']) {
    const value = data?.[field];
    if (typeof value === 'string') return value;
    if (value && typeof value === 'object' && typeof (value as Record<string, unknown>)[reference] === 'string') {
      return (value as Record<string, string>)[reference] ?? relativePath;
    }
  }
  return yamlStem(relativePath);
}
