import { access, lstat, mkdir, readFile, realpath, rm, stat, writeFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { rasterFormats, readRasterFacts } from '../../generator/media/image-metadata.ts';
import { mediaLimits, megabytes } from '../../generator/media/media-limits.ts';
import { svgSafetyProblems } from '../../generator/media/svg-safety.ts';
import { documentExtension, rasterExtension, vectorExtension, videoExtension } from '../../schemas/asset-kinds.ts';
import { slugify } from '../../schemas/primitives.ts';
import { type ProblemWordId, type ProblemWords, problemSentence } from '../../schemas/problem-words.ts';

/** A file the editor does not store: its status, and why, in words the editor says in its own language. */
export class UploadRefused extends Error {
  readonly status: number;
  readonly words: ProblemWords[];
  constructor(status: number, ...words: ProblemWords[]) {
    super(words.map((said) => problemSentence(said)).join(' '));
    this.status = status;
    this.words = words;
  }
}

const said = (id: ProblemWordId, values: ProblemWords['values'] = {}): ProblemWords => ({ id, values });

/** A kind of file the editor takes: the most it may weigh, and how its bytes are told to be what its name says. */
interface Accepted {
  limit: number;
  /** What a file over the limit is told. */
  tooLarge: ProblemWordId;
  /** Why the bytes are refused (and the status to answer), or undefined when they pass. */
  refusal: (bytes: Buffer, file: string) => Promise<UploadRefused | undefined>;
}

/**
 * The kinds of file by their ending. Pictures are checked as `site validate` checks them; a PDF and an MP4 only by
 * their first bytes here: what `site validate` reads of them (pages, codec, length) it says at the field once the
 * entry names the file.
 */
function acceptedFor(name: string): Accepted | undefined {
  if (vectorExtension.test(name)) {
    return {
      limit: mediaLimits.svgBytes,
      tooLarge: 'uploadSvgTooLarge',
      refusal: async (bytes, file) => {
        const problems = svgSafetyProblems(bytes.toString('utf8'), file);
        return problems.length > 0 ? new UploadRefused(422, ...problems.flatMap((problem) => problem.words ?? [])) : undefined;
      },
    };
  }
  if (rasterExtension.test(name)) {
    return {
      limit: mediaLimits.photoBytes,
      tooLarge: 'uploadPictureTooLarge',
      // Said as site validate says it of a named file that is no picture.
      refusal: async (bytes, file) => {
        const facts = await readRasterFacts(bytes);
        return facts && (rasterFormats as readonly string[]).includes(facts.format)
          ? undefined
          : new UploadRefused(415, said('notAnImage', { path: file }));
      },
    };
  }
  if (documentExtension.test(name)) {
    return {
      limit: mediaLimits.documentBytes,
      tooLarge: 'uploadPdfTooLarge',
      refusal: async (bytes) =>
        bytes.subarray(0, 5).toString('latin1') === '%PDF-' ? undefined : new UploadRefused(415, said('uploadNotAPdf')),
    };
  }
  if (videoExtension.test(name)) {
    return {
      limit: mediaLimits.video.bytes,
      tooLarge: 'uploadVideoTooLarge',
      // An MP4 opens with its file-type box: four bytes of length, then "ftyp".
      refusal: async (bytes) =>
        bytes.subarray(4, 8).toString('latin1') === 'ftyp' ? undefined : new UploadRefused(415, said('uploadNotAVideo')),
    };
  }
  return undefined;
}

/**
 * A file dropped into the editor (a picture, a PDF, a video), stored as content/assets/{folder}/{safe name}
 * (lowercase words and hyphens, its ending kept) and checked before it is written: within the limits of
 * generator/media/media-limits.ts (refused before it is read whole), a format the build publishes, an SVG without
 * scripts. The photo pipeline then publishes a picture like any other. Answers its public path, as the YAML names it.
 */
export async function storeUpload(
  request: IncomingMessage,
  contentDir: string,
  folder: string | null,
  name: string | null,
): Promise<{ src: string; reused: boolean }> {
  if (!folder || !/^[a-z0-9-]+$/.test(folder)) throw new UploadRefused(400, said('uploadWhichFolder'));
  const ending = /\.([a-z0-9]+)$/i.exec(name ?? '')?.[1]?.toLowerCase();
  const accepted = ending ? acceptedFor(name ?? '') : undefined;
  if (!ending || !accepted) {
    throw new UploadRefused(415, said('uploadWhichKinds'));
  }
  const tooLarge = new UploadRefused(413, said(accepted.tooLarge, { limit: megabytes(accepted.limit) }));
  if (Number(request.headers['content-length'] ?? 0) > accepted.limit) throw tooLarge;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > accepted.limit) throw tooLarge;
    chunks.push(chunk);
  }
  const bytes = Buffer.concat(chunks);
  const stem = slugify(path.basename(name ?? '', path.extname(name ?? ''))) || 'file';
  const target = path.join(path.resolve(contentDir), 'assets', folder);
  await mkdir(target, { recursive: true });
  const root = await realpath(contentDir);
  if (!(await realpath(target)).startsWith(root + path.sep)) {
    throw new UploadRefused(403, said('uploadOutsideContent'));
  }
  let file = `${stem}.${ending}`;
  const refused = await accepted.refusal(bytes, file);
  if (refused) throw refused;
  for (let count = 2; await exists(path.join(target, file)); count++) {
    // The same picture added again (a second try, another entry) is the file already there, not a copy of it.
    if (await sameBytes(path.join(target, file), bytes)) return { src: `/assets/${folder}/${file}`, reused: true };
    file = `${stem}-${count}.${ending}`;
  }
  await writeFile(path.join(target, file), bytes, { flag: 'wx' });
  return { src: `/assets/${folder}/${file}`, reused: false };
}

/** Whether `file` is a file holding exactly `bytes` (its size compared first; a folder of that name is not). */
async function sameBytes(file: string, bytes: Buffer): Promise<boolean> {
  const found = await stat(file);
  return found.isFile() && found.size === bytes.length && bytes.equals(await readFile(file));
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * Takes away a file `storeUpload` stored (`src`, as it answered) for a New entry that was then cancelled, so the
 * next commit does not carry it: unless a content file names it meanwhile, or it is no longer a plain file there.
 */
export async function discardUpload(contentDir: string, src: string, contentTexts: () => Promise<string[]>): Promise<void> {
  const file = path.join(path.resolve(contentDir), src);
  const real = await realpath(file).catch(() => undefined);
  if (real !== path.join(await realpath(contentDir), src) || !(await lstat(file)).isFile()) return;
  if ((await contentTexts()).some((text) => text.includes(src))) return;
  await rm(file);
}

/** The text of every YAML file of the content folder, to tell whether one names a file. */
export async function yamlTextsOf(contentDir: string, files: readonly string[]): Promise<string[]> {
  return Promise.all(files.map((relative) => readFile(path.join(contentDir, relative), 'utf8').catch(() => '')));
}
