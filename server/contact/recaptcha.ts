import { z } from 'zod';
import type { ContactFailure } from './errors.ts';

interface RecaptchaCheck {
  secret: string;
  verifyUrl: string;
  /** Lower-case host names a solved challenge may come from. */
  allowedHostnames: ReadonlySet<string>;
  timeoutMs: number;
  maxAgeSeconds: number;
}

/** Google's siteverify answer (https://developers.google.com/recaptcha/docs/verify). */
const siteverifyAnswer = z.object({
  success: z.boolean(),
  challenge_ts: z.string().optional(),
  hostname: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

/** Google answers these when our own secret is wrong: that is our outage, not the visitor's mistake. */
const configurationErrors = new Set(['missing-input-secret', 'invalid-input-secret']);
/** A challenge stamped this far in the future is not trusted either (clocks differ by a few seconds, not a minute). */
const allowedClockSkewMs = 60_000;

type RecaptchaVerdict = { ok: true } | ({ ok: false; detail: string } & ContactFailure);

/**
 * Fails closed: only a well-formed answer with success, an allowed hostname and a fresh challenge passes;
 * an unreachable, slow or garbled siteverify is 503.
 */
export async function verifyRecaptcha(token: string, remoteIp: string, check: RecaptchaCheck, now = Date.now()): Promise<RecaptchaVerdict> {
  let answer: z.infer<typeof siteverifyAnswer>;
  try {
    const response = await fetch(check.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: check.secret, response: token, remoteip: remoteIp }),
      signal: AbortSignal.timeout(check.timeoutMs),
    });
    if (!response.ok) return { ok: false, status: 503, code: 'captcha_unavailable', detail: `siteverify answered ${response.status}` };
    answer = siteverifyAnswer.parse(await response.json());
  } catch (error) {
    return {
      ok: false,
      status: 503,
      code: 'captcha_unavailable',
      detail: `siteverify failed: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  const errorCodes = answer['error-codes'] ?? [];
  if (errorCodes.some((code) => configurationErrors.has(code))) {
    return { ok: false, status: 503, code: 'captcha_unavailable', detail: `siteverify rejected our secret: ${errorCodes.join(', ')}` };
  }
  if (!answer.success)
    return { ok: false, status: 400, code: 'captcha_failed', detail: `siteverify: ${errorCodes.join(', ') || 'no success'}` };
  const hostname = answer.hostname?.toLowerCase() ?? '';
  if (!check.allowedHostnames.has(hostname)) {
    return { ok: false, status: 400, code: 'captcha_hostname', detail: `challenge solved on '${hostname}'` };
  }
  const solvedAt = answer.challenge_ts ? Date.parse(answer.challenge_ts) : Number.NaN;
  const age = now - solvedAt;
  if (Number.isNaN(solvedAt) || age > check.maxAgeSeconds * 1000 || age < -allowedClockSkewMs) {
    return { ok: false, status: 400, code: 'captcha_stale', detail: `challenge_ts ${answer.challenge_ts ?? 'missing'}` };
  }
  return { ok: true };
}
