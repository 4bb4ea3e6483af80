import type { FastifyRequest } from 'fastify';

/**
 * A browser posting from another site is refused (DESIGN.md section 7): Sec-Fetch-Site says so directly;
 * otherwise the Origin must be one of the site's domains, an origin allowed in configuration, or the server's
 * own origin (local runs). Requests without either header (curl, server-to-server) pass on to the captcha.
 */
export function createSameSiteCheck(siteDomains: readonly string[], extraOrigins: readonly string[]) {
  const allowed = new Set([...siteDomains.map((domain) => `https://${domain.toLowerCase()}`), ...extraOrigins]);
  return (request: FastifyRequest): boolean => {
    if (request.headers['sec-fetch-site'] === 'cross-site') return false;
    const origin = request.headers.origin;
    if (origin === undefined) return true;
    const normalized = origin.toLowerCase();
    return allowed.has(normalized) || normalized === `${request.protocol}://${request.host}`.toLowerCase();
  };
}

/** `application/json`, with or without parameters such as charset. */
export function isJsonRequest(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return typeof type === 'string' && type.split(';')[0]?.trim().toLowerCase() === 'application/json';
}
