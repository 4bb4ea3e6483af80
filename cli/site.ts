#!/usr/bin/env node
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildCommand } from './build.ts';
import { type OutputFormat, outputFormats } from './problem-formats.ts';
import { serveCommand } from './serve.ts';
import { validateCommand } from './validate.ts';

const usage = `Usage: site <command> [options]

Commands:
  validate [--format human|json|github] [--content DIR]
      Check every content file; print every problem with file:line:col and exit 1 if there is any error.
  build [--content DIR] [--out DIR]
      Validate, then prerender every page into DIR (default dist); a failed build leaves DIR as it was.
  serve [--out DIR] [--port N] [--host H]
      Serve the built site (PORT and HOST environment variables work too; default port 3000).
`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      format: { type: 'string', default: 'human' },
      content: { type: 'string', default: path.resolve(import.meta.dirname, '..', 'content') },
      out: { type: 'string', default: 'dist' },
      port: { type: 'string', default: process.env.PORT ?? '3000' },
      host: { type: 'string', default: process.env.HOST ?? '0.0.0.0' },
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
    case 'build':
      return buildCommand({ contentDir: values.content, outDir: values.out });
    case 'serve':
      return serveCommand({ distDir: values.out, port: Number(values.port), host: values.host });
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
