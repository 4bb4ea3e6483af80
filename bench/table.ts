/** One line of the report; `ok` is undefined when a figure has no budget or could not be measured. */
export interface Row {
  name: string;
  measured: string;
  budget: string;
  ok?: boolean | undefined;
}

export interface Section {
  title: string;
  rows: Row[];
}

/** Medians, not means: one slow run (a cold cache, a busy machine) should not move the figure. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export function formatBytes(bytes: number): string {
  return bytes < 1000 ? `${bytes} B` : `${(bytes / 1000).toFixed(1)} kB`;
}

export function formatMs(milliseconds: number): string {
  return Math.abs(milliseconds) >= 1000 ? `${(milliseconds / 1000).toFixed(2)} s` : `${milliseconds.toFixed(1)} ms`;
}

const headers = ['Benchmark', 'Measured', 'Budget', 'Within budget?'] as const;

/** Error messages can run to paragraphs; the table keeps their first sentence-sized slice. */
export function clip(text: string, length = 110): string {
  const line = text.split('\n')[0] ?? '';
  return line.length > length ? `${line.slice(0, length - 1)}…` : line;
}

function verdict(ok: boolean | undefined): string {
  if (ok === undefined) return '–';
  return ok ? '✔' : '✖';
}

/** A plain-text table, so the output reads the same in a terminal, a CI log or a pasted report. */
export function formatTable(sections: readonly Section[]): string {
  const cells = sections.flatMap((section) => [
    [section.title, '', '', ''],
    ...section.rows.map((row) => [row.name, row.measured, row.budget, verdict(row.ok)]),
  ]);
  const widths = headers.map((header, column) => Math.max(header.length, ...cells.map((line) => (line[column] ?? '').length)));
  const line = (values: readonly string[]) => `| ${values.map((value, column) => value.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  const rule = `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`;
  const out = [line(headers), rule];
  for (const values of cells) out.push(line(values));
  return `${out.join('\n')}\n`;
}
