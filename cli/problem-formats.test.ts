import { describe, expect, it } from 'vitest';
import type { Problem } from '../generator/content/problem.ts';
import { formatReport } from './problem-formats.ts';

const stats = { files: 2, entities: 3, keysPerLanguage: { es: 10 }, milliseconds: 12 };

/** Reads the annotations back as GitHub's runner does: one workflow command per line, values unescaped. */
function annotations(output: string) {
  const decode = (text: string) =>
    text.replaceAll('%0D', '\r').replaceAll('%0A', '\n').replaceAll('%3A', ':').replaceAll('%2C', ',').replaceAll('%25', '%');
  return output.split('\n').flatMap((line) => {
    const match = /^::(error|warning) (.*?)::(.*)$/.exec(line);
    if (!match) return [];
    const [, level, properties = '', message = ''] = match;
    const fields = Object.fromEntries(properties.split(',').map((pair) => pair.split('=', 2) as [string, string]));
    return [{ level, file: decode(fields.file ?? ''), line: fields.line, title: fields.title, message: decode(message) }];
  });
}

describe('site validate --format github', () => {
  it('turns each problem into one annotation, whatever its message holds', () => {
    const problems: Problem[] = [
      {
        file: 'content/events/fair, 2025.yaml',
        line: 4,
        col: 3,
        severity: 'error',
        code: 'missing-field',
        message: 'title is missing\nAdd it in every language: es, en, pt, de (100% of the four)',
      },
      {
        file: 'content/site.yaml',
        line: 1,
        col: 1,
        severity: 'warning',
        code: 'draft',
        message: 'a draft\r\nleft out of the build, with its photo /assets/events/feria%2C2025.jpg',
      },
    ];
    const output = formatReport('github', problems, stats);
    expect(annotations(output)).toEqual([
      { level: 'error', file: 'content/events/fair, 2025.yaml', line: '4', title: 'missing-field', message: problems[0]?.message },
      { level: 'warning', file: 'content/site.yaml', line: '1', title: 'draft', message: problems[1]?.message },
    ]);
    // Two annotations and the summary: no part of a message spills onto a line of its own.
    expect(output.split('\n')).toHaveLength(3);
  });
});
