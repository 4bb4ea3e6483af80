import { writeContentJsonSchemas } from '../generator/json-schemas.ts';
import { loadContent } from '../generator/load-content.ts';
import { formatReport, hasErrors, type OutputFormat } from './problem-formats.ts';

interface ValidateOptions {
  contentDir: string;
  format: OutputFormat;
}

/** `site validate`: prints every problem and a summary; writes the editor schemas only when the content is valid. */
export async function validateCommand({ contentDir, format }: ValidateOptions): Promise<number> {
  const result = await loadContent(contentDir);
  const failed = hasErrors(result.problems);
  if (!failed && result.locales) await writeContentJsonSchemas(contentDir, result.locales);
  const report = formatReport(format, result.problems, result.stats);
  (failed && format === 'human' ? process.stderr : process.stdout).write(`${report}\n`);
  return failed ? 1 : 0;
}
