import { access, mkdir, realpath, writeFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { rasterFormats, readRasterFacts } from '../../generator/media/image-metadata.ts';
import { mediaLimits, megabytes } from '../../generator/media/media-limits.ts';
import { svgSafetyProblems } from '../../generator/media/svg-safety.ts';
import { rasterExtension, vectorExtension } from '../../schemas/asset-kinds.ts';
import { slugify } from '../new/fields.ts';

class UploadRefused extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/**
 * A picture dropped into the editor, stored as content/assets/{folder}/{safe name} (lowercase words and hyphens,
 * its ending kept) and checked as `site validate` checks media: within the limits of generator/media/media-limits.ts
 * (refused before it is read whole), a format the build publishes, an SVG without scripts. The photo pipeline then
 * publishes it like any other picture. Answers its public path, as the YAML names it.
 */
export async function storeUpload(
  request: IncomingMessage,
  contentDir: string,
  folder: string | null,
  name: string | null,
): Promise<{ src: string }> {
  if (!folder || !/^[a-z0-9-]+$/.test(folder)) throw new UploadRefused(400, 'Say which folder of content/assets the picture goes in.');
  const ending = /\.([a-z0-9]+)$/i.exec(name ?? '')?.[1]?.toLowerCase();
  const vector = vectorExtension.test(name ?? '');
  if (!ending || !(vector || rasterExtension.test(name ?? ''))) {
    throw new UploadRefused(415, 'Only JPEG, PNG, WebP, AVIF or SVG pictures can be added.');
  }
  const limit = vector ? mediaLimits.svgBytes : mediaLimits.photoBytes;
  const tooLarge = new UploadRefused(413, `The file is larger than ${megabytes(limit)}, the most a picture may be.`);
  if (Number(request.headers['content-length'] ?? 0) > limit) throw tooLarge;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw tooLarge;
    chunks.push(chunk);
  }
  const bytes = Buffer.concat(chunks);
  const stem = slugify(path.basename(name ?? '', path.extname(name ?? ''))) || 'picture';
  const target = path.join(path.resolve(contentDir), 'assets', folder);
  await mkdir(target, { recursive: true });
  const root = await realpath(contentDir);
  if (!(await realpath(target)).startsWith(root + path.sep)) {
    throw new UploadRefused(403, 'content/assets is a link to a place outside content/; pictures are not stored there.');
  }
  let file = `${stem}.${ending}`;
  for (let count = 2; await exists(path.join(target, file)); count++) file = `${stem}-${count}.${ending}`;
  if (vector) {
    const problems = svgSafetyProblems(bytes.toString('utf8'), file);
    if (problems.length > 0) throw new UploadRefused(422, problems.map((problem) => problem.message).join(' '));
  } else {
    const facts = await readRasterFacts(bytes);
    if (!facts || !(rasterFormats as readonly string[]).includes(facts.format)) {
      throw new UploadRefused(415, 'The file is not a JPEG, PNG, WebP or AVIF picture: export it as JPEG (photos) or PNG (logos).');
    }
  }
  await writeFile(path.join(target, file), bytes, { flag: 'wx' });
  return { src: `/assets/${folder}/${file}` };
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );
