import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { TrustProxy } from '../config.ts';
import type { ContactFailure } from './errors.ts';

interface SameSiteOptions {
  /** Host names of the region sites (content/site.yaml, through the server manifest). */
  siteDomains: readonly string[];
  /** Origins allowed in configuration (CONTACT_ALLOWED_ORIGINS): their hosts are the site's too. */
  extraOrigins: readonly string[];
  /** Outside production, the server also answers as localhost or an IP address (local runs, tests, `site dev`). */
  production: boolean;
  /** The proxies whose X-Forwarded-Port is believed: the same as Fastify's for the other forwarded headers. */
  trustProxy: TrustProxy;
}

/**
 * Outside production: localhost, and any address written as an IP (a phone on the office network trying a
 * local run). An IP cannot be rebound, since the attack needs a name whose DNS answer its owner controls.
 */
const isLocalRunHost = (hostname: string) => hostname === 'localhost' || isIP(hostname.replace(/^\[(.*)\]$/, '$1')) !== 0;

/**
 * Who may post (DESIGN.md section 7), checked before the body is read:
 * - the request must be for a host the site declares (its domains, the configured origins' hosts, and localhost
 *   or an IP address outside production). A page of an attacker's site whose name was pointed at this server (DNS rebinding)
 *   posts with its own name as both Host and Origin, which compare equal: only the list of names refuses it;
 * - a browser posting from another site is refused: Sec-Fetch-Site says so directly; otherwise the Origin must be
 *   one of the site's domains, an origin allowed in configuration, or the server's own origin as the visitor
 *   reached it (behind nginx: the forwarded host with its port, or X-Forwarded-Port, from a trusted proxy only).
 *   Requests without either header (curl, server-to-server) pass on to the captcha.
 */
export function createSameSiteCheck({ siteDomains, extraOrigins, production, trustProxy }: SameSiteOptions) {
  const allowedOrigins = new Set([...siteDomains.map((domain) => `https://${domain.toLowerCase()}`), ...extraOrigins]);
  const allowedHosts = new Set([
    ...siteDomains.map((domain) => domain.toLowerCase()),
    ...extraOrigins.map((origin) => new URL(origin).hostname),
  ]);
  const isAllowedHost = (hostname: string) => allowedHosts.has(hostname) || (!production && isLocalRunHost(hostname));
  return (request: FastifyRequest): ContactFailure | undefined => {
    if (!isAllowedHost(request.hostname.toLowerCase())) return { status: 403, code: 'unknown_host' };
    if (request.headers['sec-fetch-site'] === 'cross-site') return { status: 403, code: 'cross_site' };
    const origin = request.headers.origin;
    if (origin === undefined) return undefined;
    const normalized = origin.toLowerCase();
    if (allowedOrigins.has(normalized) || normalized === ownOrigin(request, trustProxy)) return undefined;
    return { status: 403, code: 'cross_site' };
  };
}

/**
 * The origin the visitor reached this server at, as a browser writes it (no default port): the scheme and host
 * Fastify reads (forwarded ones from a trusted proxy), and the port of the host, else a trusted proxy's
 * X-Forwarded-Port (nginx on a port other than 80 and 443 that forwards `$host`).
 */
function ownOrigin(request: FastifyRequest, trustProxy: TrustProxy): string | undefined {
  const forwardedPort = request.headers['x-forwarded-port'];
  const fromTrustedProxy = request.socket.remoteAddress !== undefined && trustProxy(request.socket.remoteAddress, 0);
  const port =
    request.port ?? (fromTrustedProxy && typeof forwardedPort === 'string' ? forwardedPort.split(',').at(-1)?.trim() : undefined);
  const candidate = `${request.protocol}://${request.hostname}${port ? `:${port}` : ''}`;
  return URL.canParse(candidate) ? new URL(candidate).origin.toLowerCase() : undefined;
}

/** `application/json`, with or without parameters such as charset. */
export function isJsonRequest(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return typeof type === 'string' && type.split(';')[0]?.trim().toLowerCase() === 'application/json';
}
