import { writeContentJsonSchemas } from '../generator/content/json-schemas.ts';
import { loadContent } from '../generator/content/load-content.ts';
import { imageCacheDir } from '../generator/media/image-cache.ts';
import { formatReport, hasErrors, type OutputFormat } from './problem-formats.ts';

interface ValidateOptions {
  contentDir: string;
  format: OutputFormat;
  /** The day expiry dates are checked against, YYYY-MM-DD: the day it runs, or `--today` (what fails next month?). */
  today: string;
  /** Where verdicts on unchanged documents are kept between runs; SITE_IMAGE_CACHE_DIR or node_modules/.cache by default. */
  cacheDir?: string;
}

/**
 * `site validate`: prints every problem and a summary. It refreshes the editor schemas whenever site.yaml's languages
 * and regions are valid, whatever else fails: a language just added is then a known key of every text in the
 * editor while its texts are being written, instead of an error on each of them until all are.
 */
export async function validateCommand({ contentDir, format, today, cacheDir = imageCacheDir() }: ValidateOptions): Promise<number> {
  const result = await loadContent(contentDir, { today, cacheDir });
  const failed = hasErrors(result.problems);
  if (result.locales) await writeContentJsonSchemas(contentDir, result.locales);
  const report = formatReport(format, result.problems, result.stats);
  (failed && format === 'human' ? process.stderr : process.stdout).write(`${report}\n`);
  return failed ? 1 : 0;
}
