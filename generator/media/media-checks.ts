import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import { documentExtension, rasterExtension, vectorExtension, videoExtension } from '../../schemas/asset-kinds.ts';
import type { ProblemWordId, ProblemWords } from '../../schemas/problem-words.ts';
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
  const at = (code: Problem['code'], said: ProblemWords, severity: Problem['severity'] = 'error') =>
    problems.push(source.problemAt(valuePath, code, said, severity));
  const tooLarge = (id: 'svgTooLarge' | 'photoTooLarge' | 'documentTooLarge', limit: number): ProblemWords => ({
    id,
    values: { path: value, size: megabytes(bytes), limit: megabytes(limit) },
  });
  const { size: bytes } = await stat(absolutePath);
  if (vectorExtension.test(value)) {
    if (bytes > mediaLimits.svgBytes) {
      at('file-too-large', tooLarge('svgTooLarge', mediaLimits.svgBytes));
    }
    if (checkSvg) {
      const file = path.relative(projectRoot, absolutePath).split(path.sep).join('/');
      problems.push(...svgSafetyProblems(await readFile(absolutePath, 'utf8'), file));
    }
  } else if (rasterExtension.test(value)) {
    if (bytes > mediaLimits.photoBytes) {
      at('file-too-large', tooLarge('photoTooLarge', mediaLimits.photoBytes));
      return problems;
    }
    const facts = await readRasterFacts(absolutePath);
    if (!facts || !(rasterFormats as readonly string[]).includes(facts.format)) {
      at(
        'unsupported-format',
        facts ? { id: 'otherImageFormat', values: { path: value, format: facts.format } } : { id: 'notAnImage', values: { path: value } },
      );
      return problems;
    }
    const contentFile = path.relative(contentDir, path.join(projectRoot, source.file)).split(path.sep).join('/');
    const use = imageUseAt(contentFile, valuePath);
    const wanted = imageUses[use].displayWidth * 2;
    if (facts.width < wanted) {
      at(
        'image-too-small',
        {
          id: 'photoTooSmall',
          values: { path: value, width: String(facts.width), use, shown: String(imageUses[use].displayWidth), wanted: String(wanted) },
        },
        'warning',
      );
    }
  } else if (videoExtension.test(value)) {
    await checkVideo(value, absolutePath, bytes, at);
  } else if (documentExtension.test(value)) {
    if (bytes > mediaLimits.documentBytes) {
      at('file-too-large', tooLarge('documentTooLarge', mediaLimits.documentBytes));
      return problems;
    }
    const problem = await documents.problemOf(await readFile(absolutePath));
    if (problem) at('invalid-document', { id: 'notAPdf', values: { path: value, reason: problem } });
  }
  return problems;
}

async function checkVideo(value: string, absolutePath: string, bytes: number, at: (code: Problem['code'], said: ProblemWords) => void) {
  const limits = mediaLimits.video;
  const said = (id: ProblemWordId, values: Record<string, string> = {}) =>
    at('invalid-video', { id, values: { path: value, ...values, remedy: { id: 'videoRemedy', values: {} } } });
  if (bytes > limits.bytes) said('videoTooLarge', { size: megabytes(bytes), limit: megabytes(limits.bytes) });
  const facts = await readVideoFacts(absolutePath);
  if (!facts) {
    said('notAVideo');
    return;
  }
  if (!facts.codec) said('videoWithoutPicture');
  else if (!limits.codecs.some((codec) => facts.codec?.startsWith(codec))) said('videoCodec', { codec: facts.codec });
  if (facts.seconds > limits.seconds) said('videoTooLong', { seconds: String(Math.round(facts.seconds)), limit: String(limits.seconds) });
  if (facts.width > limits.maxWidth || facts.height > limits.maxHeight) {
    said('videoTooWide', {
      width: String(facts.width),
      height: String(facts.height),
      maxWidth: String(limits.maxWidth),
      maxHeight: String(limits.maxHeight),
    });
  }
}
