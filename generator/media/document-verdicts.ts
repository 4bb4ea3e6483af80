import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { writeAtomically } from '../outputs/write-atomically.ts';

/** What the check said of one file: why it is no PDF a visitor can open, or null when it opens. */
type Verdicts = Record<string, string | null>;

/**
 * Verdicts this process reached: a pure function's memo, which spares processes that load content many times
 * without a cache folder (tests) from opening the same documents again.
 */
const reachedInThisProcess = new Map<string, string | null>();

/**
 * Opening a PDF parses its first page with pdf.js: about a third of every validate and build for the site's
 * thirteen documents, for files that rarely change. The answer depends only on the file's bytes and on pdf.js,
 * so it is remembered by both, in the image cache folder, and pdf.js is loaded only for a file not seen before.
 */
export class DocumentVerdicts {
  #verdicts: Verdicts = {};
  #changed = false;
  readonly #file: string | undefined;
  readonly #checker: string;

  private constructor(file: string | undefined, checker: string) {
    this.#file = file;
    this.#checker = checker;
  }

  /** Verdicts kept in `cacheDir` between runs; without one, for as long as this process runs. */
  static async open(cacheDir: string | undefined): Promise<DocumentVerdicts> {
    const pdfjsManifest = createRequire(import.meta.url).resolve('pdfjs-dist/package.json');
    const { version } = JSON.parse(await readFile(pdfjsManifest, 'utf8')) as { version: string };
    const verdicts = new DocumentVerdicts(cacheDir && path.join(cacheDir, 'document-checks.json'), `pdfjs-dist ${version}`);
    if (verdicts.#file) {
      verdicts.#verdicts = await readFile(verdicts.#file, 'utf8').then(
        (text) => JSON.parse(text) as Verdicts,
        () => ({}),
      );
    }
    return verdicts;
  }

  /** Why `bytes` is no PDF a visitor can open, or undefined when it is one with at least one page. */
  async problemOf(bytes: Uint8Array): Promise<string | undefined> {
    const key = createHash('sha256').update(this.#checker).update(bytes).digest('hex');
    let verdict = key in this.#verdicts ? this.#verdicts[key] : reachedInThisProcess.get(key);
    if (verdict === undefined) {
      const { pdfProblem } = await import('./pdf-document.ts');
      verdict = (await pdfProblem(bytes)) ?? null;
    }
    reachedInThisProcess.set(key, verdict);
    if (!(key in this.#verdicts)) {
      this.#verdicts[key] = verdict;
      this.#changed = true;
    }
    return verdict ?? undefined;
  }

  /**
   * Writes the verdicts learnt in this run; whole or not at all, as builds running side by side may share the
   * folder, and `site dev` may check content twice at once.
   */
  async save(): Promise<void> {
    if (!this.#file || !this.#changed) return;
    await mkdir(path.dirname(this.#file), { recursive: true });
    await writeAtomically(this.#file, JSON.stringify(this.#verdicts));
    this.#changed = false;
  }
}
