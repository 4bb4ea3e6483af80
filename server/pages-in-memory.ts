import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Encodings site build writes next to a page (generator/outputs/precompress.ts), in the server's order of preference. */
const encodings = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

type Encoding = (typeof encodings)[number]['name'] | 'identity';

interface Page {
  bodies: Map<Encoding, Buffer>;
  etag: string;
  lastModified: string;
}

/**
 * The prerendered pages, read once when the server starts and answered from memory: a page request costs no
 * file system call, which is most of what serving a small file costs (`npm run bench` measures /ec/home). A
 * release never changes under a running server
 * (cli/releases.ts; DEPLOY.md: restart `site serve` after every build), and the pages of a site are a few MB.
 */
export class PagesInMemory {
  readonly #pages: Map<string, Page>;
  readonly #negotiator = new Negotiator<Encoding>({ supportedValues: [...encodings.map(({ name }) => name), 'identity'] });

  private constructor(pages: Map<string, Page>) {
    this.#pages = pages;
  }

  /** Every `.html` file of `files` (paths from `clientDir`, as `/ec/home/index.html`) with its compressed copies. */
  static async load(clientDir: string, files: Iterable<string>): Promise<PagesInMemory> {
    const pages = new Map<string, Page>();
    for (const file of files) {
      if (!file.endsWith('.html')) continue;
      const absolute = path.join(clientDir, file);
      const [identity, { mtime }] = await Promise.all([readFile(absolute), stat(absolute)]);
      const bodies = new Map<Encoding, Buffer>([['identity', identity]]);
      for (const { name, suffix } of encodings) {
        const compressed = await readFile(`${absolute}${suffix}`).catch(() => undefined);
        if (compressed) bodies.set(name, compressed);
      }
      // One validator for every encoding of the page, so a weak one (RFC 9110 section 8.8.1).
      const etag = `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`;
      pages.set(file.replace(/^\//, ''), { bodies, etag, lastModified: mtime.toUTCString() });
    }
    return new PagesInMemory(pages);
  }

  /** Sends `file` (as `ec/home/index.html`) in the best encoding the request accepts, or 304 when its copy is current. */
  send(request: FastifyRequest, reply: FastifyReply, file: string): FastifyReply {
    const page = this.#pages.get(file);
    if (!page) throw new Error(`${file} is not a page of the build`);
    reply.header('vary', 'accept-encoding').header('etag', page.etag).header('last-modified', page.lastModified);
    if (reply.statusCode === 200 && matches(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
    const accepted = request.headers['accept-encoding'];
    const encoding = (accepted && this.#negotiator.negotiate(accepted.toLowerCase())) || 'identity';
    const body = page.bodies.get(encoding) ?? page.bodies.get('identity');
    if (encoding !== 'identity' && page.bodies.has(encoding)) reply.header('content-encoding', encoding);
    return reply.header('content-length', body?.length ?? 0).send(body);
  }
}

/** If-None-Match compares weakly: any listed tag, or `*`, with or without its W/ prefix. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === bare;
  });
}
