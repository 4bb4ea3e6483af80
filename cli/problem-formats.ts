import type { ContentStats } from '../generator/content/load-content.ts';
import type { Problem } from '../generator/content/problem.ts';

export const outputFormats = ['human', 'json', 'github'] as const;
export type OutputFormat = (typeof outputFormats)[number];

const validateBudgetMs = 1000;

export function formatReport(format: OutputFormat, problems: readonly Problem[], stats: ContentStats): string {
  if (format === 'json') return JSON.stringify({ ok: !hasErrors(problems), problems, summary: stats }, null, 2);
  if (format === 'github') {
    const lines = problems.map(
      (problem) =>
        `::${problem.severity === 'error' ? 'error' : 'warning'} file=${escapeGithubProperty(problem.file)},line=${problem.line},col=${problem.col},title=${escapeGithubProperty(problem.code)}::${escapeGithub(problem.message)}`,
    );
    return [...lines, summaryLine(problems, stats)].join('\n');
  }
  const lines = problems.map(problemLine);
  return [...lines, ...(lines.length > 0 ? [''] : []), summaryLine(problems, stats)].join('\n');
}

/** One problem as the terminal shows it: `file:line:col` first, so editors and terminals open it with a click. */
export function problemLine(problem: Problem): string {
  return `${problem.file}:${problem.line}:${problem.col}  ${problem.severity} ${problem.code}  ${problem.message}`;
}

export function summaryLine(problems: readonly Problem[], stats: ContentStats): string {
  const keys = Object.entries(stats.keysPerLanguage)
    .map(([language, count]) => `${language} ${count}`)
    .join(', ');
  const facts = `${stats.files} files, ${stats.entities} entities, keys per language: ${keys || 'none'}, ${stats.milliseconds} ms (budget ${validateBudgetMs} ms)`;
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  const warnings = problems.length - errors;
  if (errors > 0) {
    const fileCount = new Set(problems.map((problem) => problem.file)).size;
    return `✖ ${errors} error${errors === 1 ? '' : 's'}${warnings ? `, ${warnings} warning${warnings === 1 ? '' : 's'}` : ''} in ${fileCount} file${fileCount === 1 ? '' : 's'}: ${facts}`;
  }
  return `✔ content valid${warnings ? ` with ${warnings} warning${warnings === 1 ? '' : 's'}` : ''}: ${facts}`;
}

export function hasErrors(problems: readonly Problem[]): boolean {
  return problems.some((problem) => problem.severity === 'error');
}

/** A workflow command ends at the line's end: a message of several lines is one annotation only when escaped. */
function escapeGithub(text: string): string {
  return text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
}

/** In a property (`file=...,title=...`) a comma or colon would end it too. */
function escapeGithubProperty(text: string): string {
  return escapeGithub(text).replaceAll(':', '%3A').replaceAll(',', '%2C');
}
