import type { ContactMessageKey } from '../../schemas/contact.ts';

/**
 * The `error` codes of POST /api/send-email. A rule violation answers the rule's message key
 * (e.g. `validation.nameInvalid`), the same key the browser shows for it.
 */
export type ContactErrorCode =
  | ContactMessageKey
  | 'invalid_json'
  | 'invalid_body'
  | 'unknown_field'
  | 'invalid_type'
  | 'line_break'
  | 'unknown_location'
  | 'captcha_failed'
  | 'captcha_hostname'
  | 'captcha_stale'
  | 'captcha_unavailable'
  | 'cross_site'
  | 'unknown_host'
  | 'unsupported_media_type'
  | 'payload_too_large'
  | 'rate_limited'
  | 'storage_failed'
  | 'server_error';

export interface ContactFailure {
  status: 400 | 403 | 413 | 415 | 429 | 500 | 503;
  code: ContactErrorCode;
}

/** What Fastify's own errors (body parser, body limit, rate limit) answer on the contact route. */
export function failureOfError(statusCode: number | undefined): ContactFailure {
  switch (statusCode) {
    case 400:
      return { status: 400, code: 'invalid_json' };
    case 413:
      return { status: 413, code: 'payload_too_large' };
    case 415:
      return { status: 415, code: 'unsupported_media_type' };
    case 429:
      return { status: 429, code: 'rate_limited' };
    default:
      return { status: 500, code: 'server_error' };
  }
}
