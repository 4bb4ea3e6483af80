import { createHash } from 'node:crypto';
import path from 'node:path';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { readTextFiles } from '../generator/outputs/read-text-files.ts';

/**
 * The response headers of every answer (pages, files, the API, errors): a Content-Security-Policy that allows
 * exactly what the built site uses, plus HSTS, nosniff, a referrer policy and helmet's other defaults.
 *
 * The policy is computed from the build itself when the server starts: every executable inline <script> of
 * every prerendered HTML file is allowed by its sha256 hash (so the hashes always match the files served),
 * every prerendered inline style attribute by its hash ('unsafe-hashes' in style-src-attr; React changes them
 * later through the CSSOM, which CSP does not restrict), and EmailJS's API origin only when the build's
 * contact page was made with CONTACT_DELIVERY=browser.
 */

/** Google's reCAPTCHA: api.js and its frame come from www.google.com, the rest of its scripts from www.gstatic.com. */
const recaptchaOrigins = ['https://www.google.com', 'https://www.gstatic.com'] as const;
/** The office maps (content/locations/*.yaml `map`) are OpenStreetMap embeds. */
const mapOrigin = 'https://www.openstreetmap.org';

interface PolicySources {
  /** `'sha256-…'` sources of the inline scripts the pages run. */
  scriptHashes: string[];
  /** `'sha256-…'` sources of the style attributes written into the pages. */
  styleAttributeHashes: string[];
  /** The EmailJS API origin, when the build delivers from the browser. */
  emailjsOrigin?: string;
}

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * Script types CSP checks: those a browser runs, and Speculation Rules (which CSP allows by hash like a script);
 * JSON data blocks (Vike's page context, JSON-LD) are not scripts to CSP.
 */
const executableType = /^(|text\/javascript|application\/javascript|module|speculationrules)$/i;

/** The sources an HTML document needs: hashes of its inline scripts and style attributes, and EmailJS if it calls it. */
function sourcesOfHtml(html: string): PolicySources {
  const scriptHashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] ?? /\stype\s*=\s*'([^']*)'/i.exec(attributes)?.[1] ?? '';
    if (!executableType.test(type.trim())) continue;
    scriptHashes.push(sha256Source(match[2] ?? ''));
  }
  const styleAttributeHashes = [...html.matchAll(/<[a-z][^>]*?\sstyle="([^"]*)"/gi)].map((match) =>
    sha256Source(decodeAttribute(match[1] ?? '')),
  );
  // The contact form's settings travel in its island's attribute (renderer/islands/Island.tsx), HTML-escaped.
  const emailjsOrigin = /"mode":"browser"[^}]*"apiOrigin":"(https?:\/\/[^"/]+)"/.exec(html.replaceAll('&quot;', '"'))?.[1];
  return { scriptHashes, styleAttributeHashes, ...(emailjsOrigin ? { emailjsOrigin } : {}) };
}

function decodeAttribute(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/** The sources of every HTML file of the build (paths as listed by server/static-files.ts). */
export async function sourcesOfBuild(clientDir: string, files: Iterable<string>): Promise<PolicySources> {
  return sourcesOfPages(
    await Promise.all(readTextFiles([...files].filter((file) => file.endsWith('.html')).map((file) => path.join(clientDir, file)))),
  );
}

/** The sources of these HTML pages together: what site build hands on from the pages it rendered. */
export function sourcesOfPages(pages: Iterable<string>): PolicySources {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  let emailjsOrigin: string | undefined;
  for (const html of pages) {
    const sources = sourcesOfHtml(html);
    for (const hash of sources.scriptHashes) scripts.add(hash);
    for (const hash of sources.styleAttributeHashes) styles.add(hash);
    emailjsOrigin ??= sources.emailjsOrigin;
  }
  return { scriptHashes: [...scripts].sort(), styleAttributeHashes: [...styles].sort(), ...(emailjsOrigin ? { emailjsOrigin } : {}) };
}

/** The Content-Security-Policy header value for these sources. */
export function contentSecurityPolicy({ scriptHashes, styleAttributeHashes, emailjsOrigin }: PolicySources): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // 'wasm-unsafe-eval' lets the site search (Pagefind, from /pagefind/ on this origin) compile its WebAssembly;
    // it allows no eval() of JavaScript.
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...scriptHashes, ...recaptchaOrigins],
    ['style-src', "'self'"],
    ...(styleAttributeHashes.length > 0 ? [['style-src-attr', "'unsafe-hashes'", ...styleAttributeHashes] as [string, ...string[]]] : []),
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...(emailjsOrigin ? [emailjsOrigin] : [])],
    ['frame-src', 'https://www.google.com', mapOrigin],
    ['frame-ancestors', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Registers helmet (without its own CSP) and the site's CSP on every answer of the app. */
export async function registerSecurityHeaders(app: FastifyInstance, sources: PolicySources): Promise<void> {
  const policy = contentSecurityPolicy(sources);
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    hsts: { maxAge: 31_536_000, includeSubDomains: true, preload: false },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // X-Frame-Options stays helmet's SAMEORIGIN for old browsers; CSP frame-ancestors 'none' supersedes it.
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('content-security-policy', policy);
  });
}
