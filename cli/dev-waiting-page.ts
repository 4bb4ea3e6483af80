import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Problem } from '../generator/content/problem.ts';
import { escapeMarkup } from '../generator/outputs/escape-markup.ts';

/**
 * While the content has errors `site dev` cannot start the site (its routes come from the content), yet the
 * editor's browser must not meet a refused connection: this page answers on the site's own address with the
 * problems, follows each save, and turns into the site by itself once the content is valid.
 */
export async function openWaitingPage(port: number, host: string, problems: readonly Problem[]) {
  let shown = problems;
  const server = createServer((_request, response) => {
    response.writeHead(503, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '1' });
    response.end(waitingHtml(shown));
  });
  server.listen(port, host);
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    show(next: readonly Problem[]) {
      shown = next;
    },
    /** Frees the address for the site; open pages keep asking until it answers. */
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/** Asks again every second: the problems as they are now, or, once the site answers, the site itself. */
const followSaves = `setInterval(async () => {
  try {
    const response = await fetch(location.href, { cache: 'no-store' });
    if (response.status !== 503) return location.reload();
    document.body.innerHTML = new DOMParser().parseFromString(await response.text(), 'text/html').body.innerHTML;
  } catch {}
}, 1000);`;

function waitingHtml(problems: readonly Problem[]): string {
  const errors = problems.filter((problem) => problem.severity === 'error');
  const items = errors
    .map(
      (problem) =>
        `<li><code>${escapeMarkup(`${problem.file}:${problem.line}:${problem.col}`)}</code> ${escapeMarkup(problem.message)}</li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>site dev: the content has ${errors.length === 1 ? 'an error' : `${errors.length} errors`}</title>
<style>body { font: 1rem/1.5 system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; } h1 { line-height: 1.2; } li { margin-block: 0.75rem; } code { overflow-wrap: anywhere; font-weight: 600; }</style>
<script>${followSaves}</script>
</head>
<body>
<main>
<h1>The site starts once the content is valid</h1>
<p>${errors.length === 1 ? 'One problem stops it' : `${errors.length} problems stop it`}. Fix ${errors.length === 1 ? 'it' : 'them'} and save: this page follows each save and shows the site as soon as the content is valid.</p>
<ul>
${items}
</ul>
</main>
</body>
</html>
`;
}
