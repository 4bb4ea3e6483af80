import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isMap, isScalar, isSeq, LineCounter, type Node, parseDocument, Scalar } from 'yaml';
import { lookup } from '../generator/checks/cross-checks.ts';
import type { PathSegment } from '../generator/content/yaml-source.ts';
import { fieldName } from '../generator/content/zod-issues.ts';
import { writeAtomically } from '../generator/outputs/write-atomically.ts';
import { isStillCorrectComment, stillCorrectComment } from '../generator/progress/still-correct.ts';
import { englishName } from '../schemas/language-codes.ts';
import { type Language, type Locales, localesView } from '../schemas/locales.ts';
import { type CommandIo, processIo } from './command-io.ts';

interface Translation {
  path: PathSegment[];
  node: Scalar;
  language: Language;
  reference: string;
}

/**
 * `site report --confirm file:line`: the translation written at that line is still right for the reference text
 * as it is now. Writes the `# still correct (es …)` mark at the end of its line (generator/progress/still-correct.ts) and
 * changes nothing else in the file, so the review of the change shows one comment.
 */
export async function confirmCommand(contentDir: string, targets: readonly string[], io: CommandIo = processIo): Promise<number> {
  const projectRoot = path.dirname(path.resolve(contentDir));
  const locales = localesView.safeParse(parseDocument(await readFile(path.join(contentDir, 'site.yaml'), 'utf8')).toJS());
  if (!locales.success) {
    io.stderr('The languages and regions of site.yaml are not valid, so no translation can be confirmed; run `site validate`.\n');
    return 1;
  }
  let failed = false;
  for (const target of targets) {
    // Each target's own outcome picks its stream: a failed one before does not send later confirmations to stderr.
    try {
      io.stdout(`${await confirmOne(projectRoot, contentDir, locales.data, target)}\n`);
    } catch (error) {
      failed = true;
      io.stderr(`${target}: ${error instanceof Error ? error.message : String(error)}\n`);
    }
  }
  return failed ? 1 : 0;
}

/** Confirms the translation at `file:line` (a path of the content folder, absolute or from the project); says what it marked. */
export async function confirmTranslation(contentDir: string, target: string): Promise<string> {
  return confirmOne(path.dirname(path.resolve(contentDir)), contentDir, await localesOf(contentDir), target);
}

async function localesOf(contentDir: string): Promise<Locales> {
  const locales = localesView.safeParse(parseDocument(await readFile(path.join(contentDir, 'site.yaml'), 'utf8')).toJS());
  if (!locales.success) throw new Error('the languages and regions of site.yaml are not valid; run `site validate`.');
  return locales.data;
}

async function confirmOne(projectRoot: string, contentDir: string, locales: Locales, target: string): Promise<string> {
  const match = /^(.+?):(\d+)(?::\d+)?$/.exec(target);
  if (!match?.[1] || !match[2])
    throw new Error('write the place as file:line or file:line:col, as site report prints it, e.g. content/translations/de.yaml:42.');
  const [file, line] = [match[1], Number(match[2])];
  const absolute = [path.resolve(projectRoot, file), path.resolve(file)].find((candidate) =>
    candidate.startsWith(path.resolve(contentDir) + path.sep),
  );
  if (!absolute) throw new Error(`${file} is not a file of the content folder.`);
  const text = await readFile(absolute, 'utf8').catch(() => {
    throw new Error(`there is no file ${file}.`);
  });
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  if (doc.errors.length > 0) throw new Error('the file is not valid YAML; run `site validate` first.');
  const relative = path.relative(path.resolve(contentDir), absolute).split(path.sep);
  const uiLanguage = relative[0] === 'translations' ? path.basename(absolute, path.extname(absolute)) : undefined;
  const referenceUi =
    uiLanguage === undefined
      ? undefined
      : parseDocument(await readFile(path.join(contentDir, 'translations', `${locales.reference}.yaml`), 'utf8')).toJS();

  const translations = translationsIn(doc.contents, locales, uiLanguage, referenceUi);
  const found = translations.find(({ node }) => {
    const [start = 0, end = 0] = node.range ?? [];
    return lineCounter.linePos(start).line <= line && line <= lineCounter.linePos(Math.max(start, end - 1)).line;
  });
  if (!found) {
    throw new Error(
      `no translation is written at line ${line} (a text in ${locales.languages.filter((language) => language !== locales.reference).join(', ')}).`,
    );
  }
  const comment = stillCorrectComment(locales.reference, found.reference);
  await writeAtomically(absolute, withLineComment(text, found.node, comment));
  return `${file}:${line}: the ${englishName(found.language)} text of '${fieldName(found.path)}' is marked '# ${comment}': site report counts it as up to date until the ${englishName(locales.reference)} text changes again.`;
}

/** Every translation of a file with the reference text it translates: texts per language, or a UI text file's texts. */
function translationsIn(root: unknown, locales: Locales, uiLanguage: string | undefined, referenceUi: unknown): Translation[] {
  const found: Translation[] = [];
  const walk = (node: unknown, at: PathSegment[]) => {
    if (isMap(node)) {
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : '';
        const value = pair.value;
        if (isScalar(value) && typeof value.value === 'string') {
          const language = uiLanguage ?? key;
          const reference = uiLanguage ? lookup(referenceUi, [...at, key].join('.')) : node.get(locales.reference);
          if (language !== locales.reference && locales.languages.includes(language) && typeof reference === 'string') {
            found.push({ path: [...at, key], node: value, language, reference });
          }
        } else walk(value, [...at, key]);
      }
    } else if (isSeq(node)) for (const [index, item] of node.items.entries()) walk(item, [...at, index]);
  };
  walk(root, []);
  return found;
}

/** The text with `# comment` at the end of the value's line (a block text's `>-` line), replacing a mark already there. */
function withLineComment(text: string, node: Node, comment: string): string {
  const [start = 0, valueEnd = 0] = node.range ?? [];
  const block = node instanceof Scalar && (node.type === Scalar.BLOCK_FOLDED || node.type === Scalar.BLOCK_LITERAL);
  const from = block ? start + (/^[|>][-+0-9]*/.exec(text.slice(start))?.[0].length ?? 1) : valueEnd;
  const lineEnd = text.indexOf('\n', from) === -1 ? text.length : text.indexOf('\n', from);
  const rest = text.slice(from, lineEnd).trim();
  if (rest !== '' && !(rest.startsWith('#') && isStillCorrectComment(rest.slice(1)))) {
    throw new Error(
      rest.startsWith('#')
        ? `the line already ends with the comment '${rest}': move it to the line above, then confirm again.`
        : 'the text shares its line with others ({ es: …, en: … }): write each language on its own line, then confirm again.',
    );
  }
  // A Windows line end stays one: the comment goes before its \r.
  const windowsLine = text[lineEnd - 1] === '\r' && lineEnd > from;
  return `${text.slice(0, from)} # ${comment}${windowsLine ? '\r' : ''}${text.slice(lineEnd)}`;
}
