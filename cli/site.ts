#!/usr/bin/env node
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type OutputFormat, outputFormats } from './problem-formats.ts';
import { validateCommand } from './validate.ts';

const usage = `Usage: site <command> [options]

Commands:
  validate [--format human|json|github] [--content DIR]
      Check every content file; print every problem with file:line:col and exit 1 if there is any error.
`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      format: { type: 'string', default: 'human' },
      content: { type: 'string', default: path.resolve(import.meta.dirname, '..', 'content') },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help || command === undefined || command === 'help') {
    process.stdout.write(usage);
    return command === undefined ? 2 : 0;
  }
  if (!(outputFormats as readonly string[]).includes(values.format)) {
    process.stderr.write(`Unknown format '${values.format}'; use one of ${outputFormats.join(', ')}.\n`);
    return 2;
  }
  switch (command) {
    case 'validate':
      return validateCommand({ contentDir: values.content, format: values.format as OutputFormat });
    default:
      process.stderr.write(`Unknown command '${command}'.\n\n${usage}`);
      return 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  },
);
