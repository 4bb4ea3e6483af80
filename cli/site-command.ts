import { stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { failureText } from './failure.ts';
import { type OutputFormat, outputFormats } from './problem-formats.ts';
import { devHost, serveAddress } from './serve-address.ts';

const usage = `Usage: site <command> [options]

Commands:
  validate [--format human|json|github] [--content DIR] [--watch] [--today YYYY-MM-DD]
      Check every content file; print every problem with file:line:col and exit 1 if there is any error.
      --watch: check again on every save and print only the problems that appeared or were fixed.
      --today: check expiry and closing dates (certificates, job openings) as of that day instead of today.
  build [--content DIR] [--out DIR] [--verbose] [--production] [--today YYYY-MM-DD]
      Validate, then prerender every page into DIR (default dist) with .br and .gz copies of every text file; a
      failed build leaves DIR as it was. Prints the time of each phase; --verbose adds Vite's list of chunks.
      --production (or SITE_MODE=production): refuse to build pages that carry the reCAPTCHA test site key.
      --today: the build's date (default today, UTC); job openings whose closing date is before it leave the
      careers page and the sitemap, and their pages say they are closed.
  dev [--content DIR] [--port N] [--host H] [--editor-origin URL] [--today YYYY-MM-DD]
      The site with live preview (default http://127.0.0.1:3000): a saved YAML file or asset updates the open page,
      a content error shows over the page with file:line:col; POST /api/send-email works as in serve. Drafts and texts
      still marked [translate] are shown with badges and listed in a banner (warnings); site build leaves drafts out.
      The content editor is at /_edit, for this computer only; --editor-origin: the address a proxy with its own
      login serves it at to a team (CONTENT.md, "The editor in the browser"). --today: the site as on that day
      (openings closed by then, certificates' warnings), as site build --today would build it.
  serve [--out DIR] [--port N] [--host H] [--production]
      Serve the built site (PORT and HOST environment variables work too; default port 3000), with GET /healthz and
      /readyz; METRICS_PORT serves Prometheus metrics apart. The log is readable at a terminal, JSON elsewhere
      (LOG_FORMAT). A server that cannot start names every wrong or missing setting, one a line, and exits 1.
      --production (or SITE_MODE=production): refuse test keys, a test-key build and a plain-http siteverify.
  report [--format human|json|markdown] [--content DIR] [--out DIR]
      Translation coverage per language, kind of content and region, with translations made outdated by a later
      change of the Spanish text (from git history); also written as a page to DIR/translations.html (default
      DIR: reports, which a build never deletes). markdown: a summary for a CI job ($GITHUB_STEP_SUMMARY).
  report --confirm FILE:LINE [--confirm FILE:LINE...] [--content DIR]
      The outdated translation at FILE:LINE (as report lists it) is still right: marks it '# still correct' for the
      current Spanish text, so report stops listing it until the Spanish changes again.
  outline-logos [--content DIR]
      Turn the live <text> of the SVG logos in content/assets/logos, content/assets/brands and content/assets/clients
      into outlines set in the brand typeface, so they look the same on every machine (site validate asks for it:
      logo-live-text).
  new KIND [--content DIR] [--no-input] [field flags]
      Scaffold an entry in every language of the site (asks on a terminal) and print its URLs; \`site new --help\`
      lists the kinds of content and their flags.
  messages list|export|retry [--format human|json|csv] [--db FILE] [--interrupted]
      Show what the contact form received with each message's delivery state and attempts (the outbox; CONTACT_DB,
      default data/contact-outbox.sqlite); retry sends failed messages again (CONTACT_DELIVERY=server).
  messages find|export|delete --email ADDRESS [--out FILE] [--yes]   messages purge [--days N]
      A person's request (LOPDP, Ley 29733, LGPD): list, export as JSON or erase the messages from one address;
      purge erases delivered messages older than the retention (CONTACT_RETENTION_DAYS, default 90).
  messages backup --out FILE   messages migrate --to postgres://...
      A consistent copy of the SQLite outbox while the server runs; the move of every message to PostgreSQL.
  releases list|rollback|prune [--out DIR] [--to NAME] [--keep N]
      The releases site build published in DIR.releases/: list them, link DIR back to the previous one (pages,
      server and nginx files together), delete all but the current one and the N newest others.
`;

const isFolder = (folder: string) =>
  stat(folder).then(
    (found) => found.isDirectory(),
    () => false,
  );

/**
 * The `site` command: the command named by `argv` (the arguments after `site`), run to its exit code, a command
 * that stopped on an error having printed it (cli/failure.ts) and ended with 1. cli/site.ts runs it as the
 * executable; a test may run it in its own process, as the executable does.
 */
export async function siteCommand(argv: string[]): Promise<number> {
  try {
    return await runCommand(argv);
  } catch (error) {
    process.stderr.write(failureText(error));
    return 1;
  }
}

// Each command loads its own modules when it runs (Vite, Fastify, the outbox's database drivers, the terminal
// prompts...): a build or a validation does not pay for loading what only the other commands use.
async function runCommand(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  // `site --help`, as most commands take it, is `site help`.
  if (command === '--help' || command === '-h') return runCommand(['help', ...rest]);
  if (command === 'messages') {
    const { siteMessages } = await import('./messages-command.ts');
    return siteMessages(rest);
  }
  if (command === 'releases') {
    const { releasesCommand } = await import('./releases-command.ts');
    return releasesCommand(rest, 'dist');
  }
  // `new` has a flag per field of what it creates: it reads its own arguments.
  if (command === 'new') {
    const { newCommand } = await import('./new/command.ts');
    return newCommand(rest, path.resolve(import.meta.dirname, '..', 'content'));
  }
  const address = serveAddress();
  let parsed: ReturnType<typeof parseSiteArgs>;
  try {
    parsed = parseSiteArgs(rest, address);
  } catch (error) {
    // A mistyped flag or one without its value: one line and the way to the usage, never a stack.
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\nRun \`site help\` for every command and its flags.\n`);
    return 2;
  }
  const { values } = parsed;
  if (values.help || command === undefined || command === 'help') {
    process.stdout.write(usage);
    return command === undefined ? 2 : 0;
  }
  // site report has its own formats, checked below.
  if (command !== 'report' && !(outputFormats as readonly string[]).includes(values.format)) {
    process.stderr.write(`Unknown format '${values.format}'; use one of ${outputFormats.join(', ')}.\n`);
    return 2;
  }
  // A mistyped --content would otherwise be reported as every content file missing, and site dev would wait on it.
  const takesContent =
    command === 'validate' || command === 'build' || command === 'dev' || command === 'report' || command === 'outline-logos';
  if (takesContent && !(await isFolder(values.content))) {
    process.stderr.write(
      `There is no content folder at ${values.content}: --content names the folder that holds site.yaml (default: the project's content/).\n`,
    );
    return 2;
  }
  // A day of the calendar: 2027-02-30 would be read as 2 March, and 2027-13-45 as nothing at all.
  if (values.today !== undefined && !z.iso.date().safeParse(values.today).success) {
    process.stderr.write(`--today must be a day of the calendar written YYYY-MM-DD, like 2027-02-15; found '${values.today}'.\n`);
    return 2;
  }
  switch (command) {
    case 'validate': {
      if (values.watch) {
        const { watchValidateCommand } = await import('./watch.ts');
        return watchValidateCommand({ contentDir: values.content, ...(values.today ? { today: values.today } : {}) });
      }
      const { validateCommand } = await import('./validate.ts');
      const { isoDate } = await import('../generator/content/closed-entries.ts');
      return validateCommand({ contentDir: values.content, format: values.format as OutputFormat, today: values.today ?? isoDate() });
    }
    case 'build': {
      const { buildCommand } = await import('./build.ts');
      return buildCommand({
        contentDir: values.content,
        outDir: values.out,
        verbose: values.verbose,
        production: values.production,
        ...(values.today ? { today: values.today } : {}),
      });
    }
    case 'report': {
      if (values.confirm) {
        const { confirmCommand } = await import('./report-confirm.ts');
        return confirmCommand(values.content, values.confirm);
      }
      const { reportCommand, reportFormats } = await import('./report.ts');
      if (!(reportFormats as readonly string[]).includes(values.format)) {
        process.stderr.write(`site report prints ${reportFormats.join(', ')}, not '${values.format}'.\n`);
        return 2;
      }
      return reportCommand({
        contentDir: values.content,
        outDir: rest.some((arg) => arg === '--out' || arg.startsWith('--out='))
          ? values.out
          : path.resolve(import.meta.dirname, '..', 'reports'),
        format: values.format as (typeof reportFormats)[number],
      });
    }
    case 'dev': {
      const { devCommand } = await import('./dev.ts');
      const host = rest.some((arg) => arg === '--host' || arg.startsWith('--host=')) ? values.host : devHost();
      return devCommand({
        contentDir: values.content,
        port: Number(values.port),
        host,
        env: process.env,
        editorOrigins: values['editor-origin'] ?? [],
        ...(values.today ? { today: values.today } : {}),
      });
    }
    case 'outline-logos': {
      const { outlineLogosCommand } = await import('./outline-logos.ts');
      return outlineLogosCommand(values.content);
    }
    case 'serve': {
      const [{ serveCommand }, { settingsWithFlags }] = await Promise.all([import('./serve.ts'), import('../server/config.ts')]);
      // The flag is SITE_MODE's spelling on the command line: handed to the server in its settings.
      const env = settingsWithFlags({ production: values.production });
      return serveCommand({ distDir: values.out, port: values.port, host: values.host, env });
    }
    default:
      process.stderr.write(`Unknown command '${command}'.\n\n${usage}`);
      return 2;
  }
}

/** The flags every command but messages, releases and new reads; parseArgs throws on one it does not know. */
function parseSiteArgs(args: string[], address: { port: string; host: string }) {
  return parseArgs({
    args,
    options: {
      format: { type: 'string', default: 'human' },
      content: { type: 'string', default: path.resolve(import.meta.dirname, '..', 'content') },
      out: { type: 'string', default: 'dist' },
      port: { type: 'string', default: address.port },
      host: { type: 'string', default: address.host },
      help: { type: 'boolean', short: 'h', default: false },
      watch: { type: 'boolean', default: false },
      verbose: { type: 'boolean', default: false },
      production: { type: 'boolean', default: false },
      confirm: { type: 'string', multiple: true },
      today: { type: 'string' },
      'editor-origin': { type: 'string', multiple: true },
    },
    strict: true,
  });
}
