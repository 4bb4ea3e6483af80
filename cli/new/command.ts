import path from 'node:path';
import { parseArgs } from 'node:util';
import { cancel } from '@clack/prompts';
import { z } from 'zod';
import { isoDate } from '../../generator/content/closed-entries.ts';
import { loadContent } from '../../generator/content/load-content.ts';
import { absoluteUrl, pagePath } from '../../generator/routes/urls.ts';
import { declaredCollections } from '../../schemas/collections.ts';
import { runningDevServer } from '../dev-address.ts';
import { problemLine } from '../problem-formats.ts';
import { casePlan } from './case.ts';
import { readYaml } from './content-files.ts';
import { eventPlan } from './event.ts';
import {
  type Answers,
  checkAnswers,
  type Field,
  options,
  type Plan,
  questionOf,
  type SiteFacts,
  siteFactsOf,
  UsageError,
  unescapeLines,
} from './fields.ts';
import { locationPlan, officeRegions } from './location.ts';
import { ask, Cancelled } from './prompt.ts';
import { schemaPlan } from './schema-plan.ts';
import { serviceItemPlan } from './service-item.ts';

type PlanOf = (contentDir: string, site: SiteFacts) => Promise<Plan>;

/** The entries with a plan of their own: an item added to an existing file, or a file with an id of its own. */
const ownPlans: Record<string, PlanOf> = {
  event: eventPlan,
  case: casePlan,
  'service-item': serviceItemPlan,
  location: locationPlan,
};

/** Each kind of entry and the plan of what it asks and writes: a kind's declared `newEntry` asks what its schema requires. */
export const newEntryPlans: Record<string, PlanOf> = {
  ...ownPlans,
  ...Object.fromEntries(
    declaredCollections.flatMap((collection) =>
      collection.newEntry && !(collection.newEntry in ownPlans)
        ? [
            [
              collection.newEntry,
              async (contentDir: string, site: SiteFacts) =>
                schemaPlan(contentDir, site, collection, collection.officeField ? await officeRegions(contentDir) : undefined),
            ],
          ]
        : [],
    ),
  ),
};
const newKinds = Object.keys(newEntryPlans);
const schemaKinds = newKinds.filter((kind) => !(kind in ownPlans));

const usage = `Usage: site new ${newKinds.join('|')} [--content DIR] [--no-input] [field flags]

Asks for every required field on a terminal (lists to pick from for category, sector, service and region; several
lines for long texts, Enter twice to finish; Ctrl-C cancels and writes nothing); in scripts and CI give them as
flags (missing ones are an error with --no-input or without a terminal). Texts are asked in the reference language (Spanish); the
other languages' versions are written as "[translate] <Spanish text>" and \`site validate\` reports them until
translated. A "\\n" in a text flag starts a new line.

  event         --date YYYY-MM-DD --category KEY --title T --description T --details T
                [--image /assets/events/x.jpg --image-alt T]... (each picture, then what it shows) [--name FILE-NAME]
  case          --sector SLUG --image /assets/cases/x.svg --image-alt T --title T --description T
                [--column-subtitle T --column-text T]...
  service-item  --service SLUG --image /assets/services/x.svg --image-alt T --title T --subtitle T
                --description T --desc1 T --main-title T (--column-subtitle T --column-text T)... (--logo BRAND)...
                [--title1 T (default: the service's name)]
  location      --region REGION --id SLUG --title T --city CITY --address T (--phone "+593 2 245 1000")...
                --lat=N --lng=N (write negative numbers with "=") --email ADDRESS [--fax PHONE] [--map https://... (default: an OpenStreetMap embed of lat/lng)]
${schemaKinds.map((kind) => `  ${kind.padEnd(14)}--file-name NAME and a flag per required field of its schema: site new ${kind} --help lists them`).join('\n')}
`;

/** Exit code of a command stopped by Ctrl-C, as shells report SIGINT. */
const cancelledExit = 130;

/** `site new KIND`: scaffolds an entry with every language present, then names the file, what validate says, and its URLs. */
export async function newCommand(argv: string[], defaultContentDir: string): Promise<number> {
  const [kind, ...rest] = argv;
  // The content folder and help come first: a kind's own flags are known once its plan is read.
  const early = parseArgs({ args: rest, options, strict: false, allowPositionals: true }).values;
  const wantsHelp = early.help === true || kind === 'help' || kind === '--help' || kind === '-h';
  if (wantsHelp && !(kind && kind in newEntryPlans)) {
    process.stdout.write(usage);
    return 0;
  }
  if (!kind || !(kind in newEntryPlans)) {
    process.stderr.write(`${kind ? `Unknown kind '${kind}'. ` : ''}Say what to create: ${newKinds.join(', ')}.\n\n${usage}`);
    return 2;
  }
  const contentDir = path.resolve(typeof early.content === 'string' ? early.content : defaultContentDir);
  const site = siteFactsOf(await readYaml(contentDir, 'site.yaml').catch(() => undefined));
  if (!site) {
    process.stderr.write(`content/site.yaml could not be read; run \`site validate --content ${contentDir}\` first.\n`);
    return 1;
  }
  const plan = await (newEntryPlans[kind] as PlanOf)(contentDir, site);
  if (wantsHelp) {
    // A closed list is named after its question, unless the schema's description already names it.
    const choicesOf = ({ question, choices }: Field) =>
      choices && !choices.every((choice) => question.includes(choice)) ? ` (one of: ${choices.join(', ')})` : '';
    process.stdout.write(
      `site new ${kind} asks for:\n${plan.fields.map((field) => `  --${field.flag.padEnd(22)} ${questionOf(field)}${choicesOf(field)}`).join('\n')}\n`,
    );
    return 0;
  }
  const planOptions = Object.fromEntries(
    plan.fields
      .filter((field) => !(field.flag in options))
      .map((field) => [field.flag, { type: 'string', multiple: Boolean(field.list) } as const]),
  );
  let values: Record<string, string | boolean | (string | boolean)[] | undefined>;
  try {
    ({ values } = parseArgs({ args: rest, options: { ...options, ...planOptions }, strict: true, allowPositionals: false }));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    return 2;
  }
  // Every kind shares one flag parser; a flag of another kind (--city on an event) would otherwise be ignored.
  const ownFlags = new Set<string>(['content', 'no-input', 'help', ...plan.fields.map((field) => field.flag)]);
  if (kind === 'event') ownFlags.add('name');
  const misplaced = Object.keys(values).filter((flag) => !ownFlags.has(flag) && values[flag] !== undefined);
  if (misplaced.length > 0) {
    const flags = [...ownFlags].filter((flag) => flag !== 'help').map((flag) => `--${flag}`);
    process.stderr.write(
      `${misplaced.map((flag) => `--${flag}`).join(', ')} ${misplaced.length === 1 ? 'does' : 'do'} not apply to 'site new ${kind}'; its flags are: ${flags.join(', ')}.\n\n${usage}`,
    );
    return 2;
  }
  const answers: Answers = {};
  for (const [flag, value] of Object.entries(values)) {
    if (typeof value === 'string') answers[flag] = unescapeLines(value);
    else if (Array.isArray(value)) answers[flag] = unescapeLines(value.map(String));
  }

  const interactive = Boolean(process.stdin.isTTY) && !values['no-input'];
  const problems = await checkAnswers(plan.fields, answers);
  if (!interactive && problems.length > 0) {
    process.stderr.write(
      `${problems.map((problem) => `  ${problem.sentence}`).join('\n')}\n\nGive these as flags, or run the command in a terminal to be asked.\n`,
    );
    return 2;
  }
  if (interactive) {
    for (const problem of problems) if (!problem.missing) process.stderr.write(`  ${problem.sentence}\n`);
    try {
      await ask(plan.fields, answers);
    } catch (error) {
      if (!(error instanceof Cancelled)) throw error;
      cancel('Cancelled, nothing written.');
      return cancelledExit;
    }
  }

  let written: { file: string; what: string };
  try {
    written = await plan.write(answers);
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n`);
      return 2;
    }
    if (error instanceof z.ZodError) {
      process.stderr.write(`The new ${kind} does not pass its schema; nothing written:\n${z.prettifyError(error)}\n`);
      return 1;
    }
    throw error;
  }
  return report(written, plan, answers, contentDir, site);
}

/** Names the file, what `site validate` says of it, and the URLs it shows on (those of `site dev` while it runs). */
async function report(
  { file, what }: { file: string; what: string },
  plan: Plan,
  answers: Answers,
  contentDir: string,
  site: SiteFacts,
): Promise<number> {
  const projectRoot = path.dirname(contentDir);
  const shown = path.relative(projectRoot, file).split(path.sep).join('/');
  const lines = [`✔ ${what}: ${shown}`];

  const { problems } = await loadContent(contentDir, { today: isoDate() });
  const own = problems.filter((problem) => problem.file === shown);
  const untranslated = own.filter((problem) => problem.code === 'untranslated');
  const others = own.filter((problem) => problem.code !== 'untranslated');
  lines.push(
    `  ${untranslated.length} text${untranslated.length === 1 ? '' : 's'} in ${shown} start with "[translate] ": translate each and delete the marker; until then \`site validate\` reports them (code untranslated) and the site does not build.`,
  );
  for (const problem of others) lines.push(`  ${problemLine(problem)}`);

  const shownIn = plan.regions?.(answers);
  const regions = site.regions.filter((region) => !shownIn || shownIn.includes(region.id));
  const preview = await runningDevServer(contentDir);
  const urls = regions.flatMap((region) =>
    plan
      .pages(answers)
      .flatMap((page) =>
        region.languages.map((language) =>
          preview ? `${preview}${pagePath(region, language, page)}` : absoluteUrl(region, pagePath(region, language, page)),
        ),
      ),
  );
  if (urls.length > 0) {
    lines.push(preview ? 'See it now in site dev:' : 'It will appear on:', ...urls.map((url) => `  ${url}`));
  } else if (!others.some((problem) => problem.code === 'unknown-file')) {
    lines.push('No region shows it yet: list it in a region of content/site.yaml to publish it.');
  }
  process.stdout.write(`${lines.join('\n')}\n`);
  return others.some((problem) => problem.severity === 'error') ? 1 : 0;
}
