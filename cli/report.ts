import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentFiles } from '../generator/content/content-files.ts';
import { readYamlSource } from '../generator/content/yaml-source.ts';
import { escapeMarkup } from '../generator/outputs/escape-markup.ts';
import {
  type CoverageCounts,
  type CoverageFile,
  type CoverageFinding,
  type CoverageReport,
  cellOf,
  coverageKindLabels,
  percentTranslated,
  translationCoverage,
} from '../generator/progress/coverage.ts';
import { gitLineTimes } from '../generator/progress/freshness.ts';
import { englishName } from '../schemas/language-codes.ts';
import { type Locales, localesView, type RegionId } from '../schemas/locales.ts';
import { localeSchemas } from '../schemas/primitives.ts';
import { regionsPassing, siteSchemas } from '../schemas/site.ts';

export const reportFormats = ['human', 'json', 'markdown'] as const;

interface ReportOptions {
  contentDir: string;
  /** Where the page goes (`${outDir}/translations.html`): outside dist/, so a build never deletes it. */
  outDir: string;
  format: (typeof reportFormats)[number];
}

/** The report says "Spanish" for the reference language of site.yaml, whichever it is. */
function stateWords(finding: CoverageFinding, reference: string): string {
  if (finding.state === 'identical') return `identical to ${finding.sameAs ? englishName(finding.sameAs) : reference}`;
  if (finding.state === 'outdated') return `outdated: the ${reference} text changed after this translation`;
  return 'missing';
}

/** Every content file as written, whether or not it is valid: the report counts what editors have so far. */
export async function readContentFiles(contentDir: string): Promise<CoverageFile[]> {
  const projectRoot = path.dirname(path.resolve(contentDir));
  const files: CoverageFile[] = [];
  for (const { kind, relativePath, name } of await contentFiles(contentDir)) {
    const absolutePath = path.join(contentDir, relativePath);
    const file = path.relative(projectRoot, absolutePath).split(path.sep).join('/');
    const source = await readYamlSource(absolutePath, file).catch(() => undefined);
    if (source) files.push({ kind, name, source });
  }
  return files;
}

/** `site report`: the translation coverage grid in the terminal (or as JSON) and as a static page. */
export async function reportCommand({ contentDir, outDir, format }: ReportOptions): Promise<number> {
  const files = await readContentFiles(contentDir);
  if (files.length === 0) {
    process.stderr.write(`No content files found in ${contentDir}.\n`);
    return 1;
  }
  const site = files.find((file) => file.kind === 'site')?.source.data;
  const locales = localesView.safeParse(site);
  if (!locales.success) {
    process.stderr.write('The languages and regions of site.yaml are not valid, so there is nothing to count; run `site validate`.\n');
    return 1;
  }
  const projectRoot = path.dirname(path.resolve(contentDir));
  const report = translationCoverage(
    files,
    locales.data,
    await gitLineTimes(
      projectRoot,
      files.map((file) => file.source.file),
    ),
  );
  const regionNames = regionNamesOf(site, locales.data);
  const pageFile = path.join(path.resolve(outDir), 'translations.html');
  await mkdir(path.dirname(pageFile), { recursive: true });
  await writeFile(pageFile, coverageHtml(report, regionNames));
  const shownPath = path.relative(process.cwd(), pageFile) || pageFile;
  if (format === 'markdown') {
    process.stdout.write(`${coverageMarkdown(report, shownPath)}\n`);
  } else if (format === 'json') {
    process.stdout.write(`${JSON.stringify({ ...report, regionNames, page: shownPath }, null, 2)}\n`);
  } else {
    process.stdout.write(`${coverageText(report, regionNames)}\nThe same report as a page: ${shownPath}\n`);
  }
  return 0;
}

type RegionNames = Partial<Record<RegionId, string>>;

/** The languages a region's table has a row for: those it declares (a language may start in some regions only). */
const languagesOf = (report: CoverageReport, region: RegionId) =>
  report.languages.filter((language) => report.cells.some((cell) => cell.region === region && cell.language === language));

/** The report is in English: country names from CLDR, like the language names. */
const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

function regionNamesOf(site: unknown, locales: Locales): RegionNames {
  const facts = siteSchemas(localeSchemas(locales)).region.pick({ id: true, countryCode: true }).loose();
  return Object.fromEntries(regionsPassing(site, facts).map(({ id, countryCode }) => [id, countryNames.of(countryCode) ?? countryCode]));
}

const regionTitle = (names: RegionNames, region: RegionId) => (names[region] ? `${names[region]} (${region})` : region);

function cellText(counts: CoverageCounts | undefined): string {
  if (!counts || counts.total === 0) return '—';
  const marks = [
    counts.missing ? `−${counts.missing}` : '',
    counts.identical ? `=${counts.identical}` : '',
    counts.outdated ? `~${counts.outdated}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return `${counts.translated === counts.total ? '✔ ' : ''}${counts.translated}/${counts.total}${marks ? ` ${marks}` : ''}`;
}

/** The grid for a terminal or a CI log: one table per region, languages down, kinds across. */
function coverageText(report: CoverageReport, regionNames: RegionNames = {}, findingLimit = 40): string {
  const reference = englishName(report.reference);
  const lines = [
    `Translation coverage against ${reference}: translated/total; −N missing (absent, empty or still marked [translate]); =N identical to ${reference} or to a language listed before (probably copied, not translated); ~N outdated (the ${reference} text changed after the translation, from git history; \`site report --confirm file:line\` marks one still correct).`,
  ];
  const headers = ['', ...report.kinds.map((kind) => coverageKindLabels[kind].en)];
  for (const region of report.regions) {
    const rows = languagesOf(report, region).map((language) => [
      `${language} ${englishName(language)}`,
      ...report.kinds.map((kind) => cellText(cellOf(report, language, kind, region))),
    ]);
    const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)));
    const line = (cells: readonly string[]) => `  ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')}`.trimEnd();
    lines.push('', regionTitle(regionNames, region), line(headers), ...rows.map(line));
  }
  lines.push('', 'Every text counted once:');
  for (const total of report.totals) {
    lines.push(
      `  ${total.language} ${englishName(total.language).padEnd(10)} ${String(percentTranslated(total) ?? 100).padStart(5)}% translated (${total.translated} of ${total.total}), ${total.missing} missing, ${total.identical} identical, ${total.outdated} outdated`,
    );
  }
  if (report.findings.length > 0) {
    lines.push('', 'To look at:');
    for (const finding of report.findings.slice(0, findingLimit)) {
      lines.push(
        `  ${finding.file}:${finding.line}:${finding.col}  ${finding.language} ${(finding.sameAs ? `${finding.state} (${finding.sameAs})` : finding.state).padEnd(9)}  ${finding.field}  «${clip(finding.spanish)}»`,
      );
    }
    if (report.findings.length > findingLimit) lines.push(`  ... and ${report.findings.length - findingLimit} more on the page.`);
  }
  if (report.unreadFiles.length > 0) lines.push('', `Not counted (not valid YAML): ${report.unreadFiles.join(', ')}`);
  return lines.join('\n');
}

/** A static, self-contained page: real tables with captions and header cells, figures in words, no script. */
function coverageHtml(report: CoverageReport, regionNames: RegionNames = {}): string {
  const reference = englishName(report.reference);
  const regionTables = report.regions
    .map((region) => {
      const rows = languagesOf(report, region)
        .map((language) => {
          const cells = report.kinds
            .map((kind) => {
              const cell = cellOf(report, language, kind, region);
              if (!cell || cell.total === 0) return '<td class="none">—<span class="visually-hidden"> nothing to translate</span></td>';
              const percent = percentTranslated(cell) ?? 100;
              const state = cell.translated === cell.total ? 'done' : cell.missing > 0 ? 'missing' : 'identical';
              return `<td class="${state}"><strong>${percent}%</strong> <span>${cell.translated} of ${cell.total}</span>${detail(cell)}<span class="bar" aria-hidden="true"><span style="width:${percent}%"></span></span></td>`;
            })
            .join('');
          return `<tr><th scope="row" lang="${language}">${englishName(language)}</th>${cells}</tr>`;
        })
        .join('\n');
      return `<section aria-labelledby="region-${region}">
<h2 id="region-${region}">${escapeMarkup(regionTitle(regionNames, region))}</h2>
<table>
<caption>Translated texts per language and kind of content shown in ${escapeMarkup(regionNames[region] ?? region)}</caption>
<thead><tr><td></td>${report.kinds.map((kind) => `<th scope="col">${coverageKindLabels[kind].en}</th>`).join('')}</tr></thead>
<tbody>
${rows}
</tbody>
</table>
</section>`;
    })
    .join('\n');
  const totals = report.totals
    .map(
      (total) =>
        `<tr><th scope="row">${englishName(total.language)}</th><td>${percentTranslated(total) ?? 100}%</td><td>${total.translated}</td><td>${total.missing}</td><td>${total.identical}</td><td>${total.outdated}</td><td>${total.total}</td></tr>`,
    )
    .join('\n');
  const findings = report.findings
    .map(
      (finding) =>
        `<tr><td>${englishName(finding.language)}</td><td>${stateWords(finding, reference)}</td><td><code>${escapeMarkup(`${finding.file}:${finding.line}:${finding.col}`)}</code></td><td><code>${escapeMarkup(finding.field)}</code></td><td lang="${report.reference}">${escapeMarkup(finding.spanish)}</td><td>${finding.regions.join(', ')}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Translation coverage</title>
<style>
:root { color-scheme: light; font-family: Arial, Helvetica, sans-serif; color: #0b2545; background: #fff; line-height: 1.5; }
body { margin: 0; }
main { max-width: 72rem; margin: 0 auto; padding: 1.5rem; }
h1, h2 { color: #13315c; }
table { border-collapse: collapse; width: 100%; margin: 0.5rem 0 2rem; }
caption { text-align: left; font-weight: bold; padding: 0.25rem 0; }
th, td { border: 1px solid #b8c7d6; padding: 0.4rem 0.6rem; text-align: left; vertical-align: top; }
thead th, tbody th { background: #eef4f8; }
td.done { background: #e6f4f1; }
td.identical { background: #fff5e8; }
td.missing { background: #fdecec; }
td span { display: block; font-size: 0.9rem; }
.bar { height: 0.35rem; background: #d5dee7; margin-top: 0.3rem; }
.bar span { height: 100%; background: #13315c; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
code { font-size: 0.9rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
dt { font-weight: bold; }
</style>
</head>
<body>
<main>
<h1>Translation coverage</h1>
<p>Every text a visitor can read, per language, kind of content and region, measured against ${reference}, the reference language. Generated by <code>site report</code>.</p>
<dl>
<dt>Translated</dt><dd>present and different from ${reference}, or a text that is the same in every language (numbers, e-mail and web addresses, language names, proper names of up to three capitalised words, postal addresses).</dd>
<dt>Missing</dt><dd>absent, empty, or still marked <code>[translate]</code>.</dd>
<dt>Identical</dt><dd>word for word the ${reference} text, or the text of a language listed before it in site.yaml (a file copied from English): probably copied and not translated yet. Check it, and translate it unless it is right as it is (then mark it <code># identical on purpose</code>).</dd>
<dt>Outdated</dt><dd>translated, but the ${reference} text was changed (in git) after the translation last was: check that the translation still says the same, and if it does, run <code>site report --confirm file:line</code>.</dd>
</dl>
${regionTables}
<section aria-labelledby="totals">
<h2 id="totals">Every text counted once</h2>
<table>
<caption>Totals per language, whatever the number of regions that show a text</caption>
<thead><tr><th scope="col">Language</th><th scope="col">Translated %</th><th scope="col">Translated</th><th scope="col">Missing</th><th scope="col">Identical</th><th scope="col">Outdated</th><th scope="col">Texts</th></tr></thead>
<tbody>
${totals}
</tbody>
</table>
</section>
<section aria-labelledby="findings">
<h2 id="findings">Texts to look at (${report.findings.length})</h2>
${
  report.findings.length === 0
    ? '<p>None: every text is translated.</p>'
    : `<table>
<caption>Missing, identical and outdated texts, where they are written</caption>
<thead><tr><th scope="col">Language</th><th scope="col">State</th><th scope="col">Where</th><th scope="col">Field</th><th scope="col">${reference} text</th><th scope="col">Regions</th></tr></thead>
<tbody>
${findings}
</tbody>
</table>`
}
</section>
${report.unreadFiles.length > 0 ? `<p>Not counted because they are not valid YAML: ${report.unreadFiles.map((file) => `<code>${escapeMarkup(file)}</code>`).join(', ')}.</p>` : ''}
</main>
</body>
</html>
`;
}

function detail(counts: CoverageCounts): string {
  const parts = [
    counts.missing ? `${counts.missing} missing` : '',
    counts.identical ? `${counts.identical} identical` : '',
    counts.outdated ? `${counts.outdated} outdated` : '',
  ].filter(Boolean);
  return parts.length > 0 ? `<span>${parts.join(', ')}</span>` : '';
}

/** For a CI job summary ($GITHUB_STEP_SUMMARY): the totals as a table and what to look at, file:line first. */
function coverageMarkdown(report: CoverageReport, page: string, findingLimit = 50): string {
  const reference = englishName(report.reference);
  const lines = [
    '## Translations',
    '',
    `| Language | Translated | Missing | Identical | Outdated | Texts |`,
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...report.totals.map(
      (total) =>
        `| ${englishName(total.language)} | ${percentTranslated(total) ?? 100}% | ${total.missing} | ${total.identical} | ${total.outdated} | ${total.total} |`,
    ),
  ];
  if (report.findings.length > 0) {
    lines.push('', '### To look at', '');
    for (const finding of report.findings.slice(0, findingLimit)) {
      lines.push(`- \`${finding.file}:${finding.line}\` ${finding.language} ${stateWords(finding, reference)}: \`${finding.field}\``);
    }
    if (report.findings.length > findingLimit) lines.push(`- … and ${report.findings.length - findingLimit} more in ${page}`);
  }
  return lines.join('\n');
}

function clip(text: string, length = 60): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > length ? `${line.slice(0, length - 1)}…` : line;
}
