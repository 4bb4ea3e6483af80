import { copyFile, link, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { settleAll } from './settle-all.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and video are already compressed by their own formats. */
const compressibleExtensions: ReadonlySet<string> = new Set([
  '.html',
  '.css',
  '.js',
  '.mjs',
  '.svg',
  '.json',
  '.xml',
  '.txt',
  '.webmanifest',
  '.ico',
]);

/** The encodings written next to each file, as `site serve` (@fastify/static `preCompressed`) and nginx look for them. */
const precompressedSuffixes = ['.br', '.gz'] as const;

export interface PrecompressSummary {
  files: number;
  /** Files whose copies came from the previous build, their bytes unchanged. */
  reused: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/**
 * Brotli's quality 6: measured on this site's build, quality 11 made files 9% smaller but took 40 times as long
 * (35 s against 0.8 s for one build's 6 MB of text), which would triple the build time; gzip's best level costs
 * little more than its default.
 */
const brotliQuality = 6;

interface PreviousCopy {
  file: string;
  size: number;
}

/** The previous build's copies of a file, when that file had exactly these bytes; undefined otherwise. */
async function previousCopies(previousFile: string, source: Buffer): Promise<{ br?: PreviousCopy; gz?: PreviousCopy } | undefined> {
  const previous = await readFile(previousFile).catch(() => undefined);
  if (!previous?.equals(source)) return undefined;
  const [br, gz] = await Promise.all(
    precompressedSuffixes.map((suffix) =>
      stat(`${previousFile}${suffix}`).then(
        ({ size }) => ({ file: `${previousFile}${suffix}`, size }),
        () => undefined,
      ),
    ),
  );
  // A copy that was not written (it would not have been smaller) is absent on purpose; one missing for a file
  // that compresses means the previous build was cut short: compress afresh.
  if (!br && !gz) return undefined;
  return { br, gz };
}

/** Releases are never changed once published, so a copy can be the same file under a second name. */
async function reuse(copy: PreviousCopy, target: string): Promise<void> {
  await link(copy.file, target).catch(() => copyFile(copy.file, target));
}

/**
 * Which top-level folders of `dir` are compressed: all but `except`, or `only` these; a folder left out of one
 * call is compressed by another once it is written.
 */
type FolderChoice = { except: readonly string[] } | { only: readonly string[] };

/**
 * The files under the chosen top-level entries of `dir`. A folder left out is not walked: another process may be
 * writing it.
 */
async function chosenFiles(dir: string, folders: FolderChoice): Promise<string[]> {
  const chosen = (name: string) => ('only' in folders ? folders.only.includes(name) : !folders.except.includes(name));
  const top = (await readdir(dir, { withFileTypes: true })).filter((entry) => chosen(entry.name));
  const within = await Promise.all(
    top.map(async (entry) => {
      const at = path.join(dir, entry.name);
      if (!entry.isDirectory()) return entry.isFile() ? [at] : [];
      const nested = await readdir(at, { recursive: true, withFileTypes: true });
      return nested.filter((file) => file.isFile()).map((file) => path.join(file.parentPath, file.name));
    }),
  );
  return within.flat();
}

/** Whether `file` is a copy this step wrote (`x.br`, `x.gz`) beside `x`, among `names`: another encoding, no address of its own. */
export function isPrecompressedCopy(file: string, names: ReadonlySet<string>): boolean {
  const suffix = precompressedSuffixes.find((candidate) => file.endsWith(candidate));
  return suffix !== undefined && names.has(file.slice(0, -suffix.length));
}

/**
 * Writes `file.br` and `file.gz` next to every text file under `dir`: compressed once at build, so neither
 * server spends a request compressing. A variant that would not be smaller is not written, and the server then
 * sends the file as it is. With `previousDir` (the build being replaced), a file whose bytes did not change
 * takes its copies from there: a rebuild compresses only what changed.
 */
export async function precompressFolder(
  dir: string,
  previousDir?: string,
  folders: FolderChoice = { except: [] },
): Promise<PrecompressSummary> {
  const files = (await chosenFiles(dir, folders)).filter((file) => compressibleExtensions.has(path.extname(file)));
  const summary: PrecompressSummary = { files: files.length, reused: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  await settleAll(
    files.map(async (file) => {
      const source = await readFile(file);
      const previousFile = previousDir ? path.join(previousDir, path.relative(dir, file)) : undefined;
      const reused = previousFile ? await previousCopies(previousFile, source) : undefined;
      summary.bytes += source.length;
      if (reused) {
        summary.reused += 1;
        summary.brotliBytes += Math.min(reused.br?.size ?? source.length, source.length);
        summary.gzipBytes += Math.min(reused.gz?.size ?? source.length, source.length);
        await settleAll([
          reused.br ? reuse(reused.br, `${file}.br`) : Promise.resolve(),
          reused.gz ? reuse(reused.gz, `${file}.gz`) : Promise.resolve(),
        ]);
        return;
      }
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
        gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      summary.brotliBytes += Math.min(br.length, source.length);
      summary.gzipBytes += Math.min(gz.length, source.length);
      await settleAll([
        br.length < source.length ? writeFile(`${file}.br`, br) : Promise.resolve(),
        gz.length < source.length ? writeFile(`${file}.gz`, gz) : Promise.resolve(),
      ]);
    }),
  );
  return summary;
}
