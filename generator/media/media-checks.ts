import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import { documentExtension, rasterExtension, vectorExtension, videoExtension } from '../../schemas/asset-kinds.ts';
import type { Problem } from '../content/problem.ts';
import type { PathSegment, YamlSource } from '../content/yaml-source.ts';
import { DocumentVerdicts } from './document-verdicts.ts';
import { rasterFormats, readRasterFacts } from './image-metadata.ts';
import { imageUseAt } from './image-placements.ts';
import { imageUses } from './image-uses.ts';
import { mediaLimits, megabytes } from './media-limits.ts';
import { svgSafetyProblems } from './svg-safety.ts';
import { readVideoFacts } from './video-facts.ts';

export interface MediaReference {
  source: YamlSource;
  path: PathSegment[];
  /** The public path written in the YAML, e.g. /assets/home/IMG_2041.JPG. */
  value: string;
  absolutePath: string;
}

/**
 * What `site validate` says about the content media that exist: photos too small for where they are shown,
 * files too large, formats a browser may not show, unsafe SVG, videos outside the limits and documents that are no PDF
 * a visitor can open. Problems about
 * a reference point at the YAML that names the file; problems inside an SVG point at the SVG itself.
 */
export async function mediaProblems(
  references: readonly MediaReference[],
  contentDir: string,
  cacheDir: string | undefined,
): Promise<Problem[]> {
  const documents = await DocumentVerdicts.open(cacheDir);
  const projectRoot = path.dirname(path.resolve(contentDir));
  // An SVG named twice is checked once, with its first reference: decided before the checks run side by side, so
  // the problems come in the same order whichever file is read first.
  const firstOfItsSvg = new Set<MediaReference>();
  const svgs = new Set<string>();
  for (const reference of references) {
    if (!vectorExtension.test(reference.value) || svgs.has(reference.absolutePath)) continue;
    svgs.add(reference.absolutePath);
    firstOfItsSvg.add(reference);
  }
  // A few files at a time: one after another, validation spent most of this stage waiting on the disk.
  const limit = pLimit(filesCheckedAtOnce);
  const perReference = await Promise.all(
    references.map((reference) =>
      limit(() => referenceProblems(reference, { projectRoot, contentDir, documents, checkSvg: firstOfItsSvg.has(reference) })),
    ),
  );
  await documents.save();
  return perReference.flat();
}

/** Files checked at a time. */
const filesCheckedAtOnce = 8;

interface ReferenceContext {
  projectRoot: string;
  contentDir: string;
  documents: DocumentVerdicts;
  /** Whether this reference is the first to its SVG, which carries the checks of the SVG itself. */
  checkSvg: boolean;
}

/** The problems of one reference to a media file, in the order they are found. */
async function referenceProblems(
  { source, path: valuePath, value, absolutePath }: MediaReference,
  { projectRoot, contentDir, documents, checkSvg }: ReferenceContext,
): Promise<Problem[]> {
  const problems: Problem[] = [];
  const at = (code: Problem['code'], message: string, severity: Problem['severity'] = 'error') =>
    problems.push(source.problemAt(valuePath, code, message, severity));
  const { size: bytes } = await stat(absolutePath);
  if (vectorExtension.test(value)) {
    if (bytes > mediaLimits.svgBytes) {
      at(
        'file-too-large',
        `The SVG '${value}' is ${megabytes(bytes)} (at most ${megabytes(mediaLimits.svgBytes)}): simplify the drawing or export it as a photo (JPEG).`,
      );
    }
    if (checkSvg) {
      const file = path.relative(projectRoot, absolutePath).split(path.sep).join('/');
      problems.push(...svgSafetyProblems(await readFile(absolutePath, 'utf8'), file));
    }
  } else if (rasterExtension.test(value)) {
    if (bytes > mediaLimits.photoBytes) {
      at(
        'file-too-large',
        `The photo '${value}' is ${megabytes(bytes)} (at most ${megabytes(mediaLimits.photoBytes)}): export it again as a JPEG at quality 90 or at most 6000 px wide.`,
      );
      return problems;
    }
    const facts = await readRasterFacts(absolutePath);
    if (!facts || !(rasterFormats as readonly string[]).includes(facts.format)) {
      at(
        'unsupported-format',
        `The file '${value}' is not a JPEG, PNG, WebP or AVIF image${facts ? ` (it is ${facts.format})` : ''}: export it as JPEG (photos) or PNG (logos).`,
      );
      return problems;
    }
    const contentFile = path.relative(contentDir, path.join(projectRoot, source.file)).split(path.sep).join('/');
    const use = imageUseAt(contentFile, valuePath);
    const wanted = imageUses[use].displayWidth * 2;
    if (facts.width < wanted) {
      at(
        'image-too-small',
        `The photo '${value}' is ${facts.width} px wide; shown as ${use} it is up to ${imageUses[use].displayWidth} px wide, so it looks blurred on sharp screens below ${wanted} px. Use a larger original if there is one.`,
        'warning',
      );
    }
  } else if (videoExtension.test(value)) {
    await checkVideo(value, absolutePath, bytes, at);
  } else if (documentExtension.test(value)) {
    if (bytes > mediaLimits.documentBytes) {
      at(
        'file-too-large',
        `The document '${value}' is ${megabytes(bytes)} (at most ${megabytes(mediaLimits.documentBytes)}): export it again with images compressed for the screen.`,
      );
      return problems;
    }
    const problem = await documents.problemOf(await readFile(absolutePath));
    if (problem) at('invalid-document', `The file '${value}' is not a PDF a visitor can open: ${problem}. Export it again as PDF.`);
  }
  return problems;
}

async function checkVideo(value: string, absolutePath: string, bytes: number, at: (code: Problem['code'], message: string) => void) {
  const limits = mediaLimits.video;
  const what = 'Shorten or re-encode it (H.264, at most 1920x1080, no burned-in text).';
  if (bytes > limits.bytes)
    at('invalid-video', `The video '${value}' is ${megabytes(bytes)} (at most ${megabytes(limits.bytes)}). ${what}`);
  const facts = await readVideoFacts(absolutePath);
  if (!facts) {
    at('invalid-video', `The file '${value}' is not a readable MP4 video. ${what}`);
    return;
  }
  if (!facts.codec || !limits.codecs.some((codec) => facts.codec?.startsWith(codec))) {
    at('invalid-video', `The video '${value}' is encoded as ${facts.codec ?? 'no video track'}, which not every browser plays. ${what}`);
  }
  if (facts.seconds > limits.seconds) {
    at('invalid-video', `The video '${value}' lasts ${Math.round(facts.seconds)} s (at most ${limits.seconds} s). ${what}`);
  }
  if (facts.width > limits.maxWidth || facts.height > limits.maxHeight) {
    at('invalid-video', `The video '${value}' is ${facts.width}x${facts.height} (at most ${limits.maxWidth}x${limits.maxHeight}). ${what}`);
  }
}
