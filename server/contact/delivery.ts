import { setTimeout as sleep } from 'node:timers/promises';
import type { ServerEmailjs } from '../config.ts';
import type { ClaimedMessage } from './outbox.ts';
import type { OutboxStore } from './outbox-store.ts';

/**
 * `server` delivery (DESIGN.md section 7): a worker in the server sends the outbox's pending messages through
 * EmailJS's REST API with the private access token, one request at a time and at most one per
 * `minIntervalMs`, retrying failures with exponential backoff and jitter.
 *
 * Exactly once: each message is claimed in the database (`sending`, attempt counted) before its request, and
 * marked `sent` after EmailJS's 200. A server that stops between the two leaves the message in `sending`; at
 * the next start (SQLite), or once its claim's lease runs out (PostgreSQL, where other instances keep running),
 * it becomes `interrupted` and is reported, not resent: EmailJS may already have mailed it,
 * and a duplicate email is worse than a message an operator resends on purpose (`site messages retry
 * --interrupted`, after checking EmailJS's history). A request that times out is retried: it is counted as not
 * delivered, which is what EmailJS's API means when it has not answered 200 (the one window for a duplicate
 * is an answer lost after EmailJS accepted, as with any API without idempotency keys).
 */

export interface DeliveryOptions {
  emailjs: ServerEmailjs;
  /** Least time between two requests to EmailJS (its API allows one per second). */
  minIntervalMs?: number;
  /** Attempts before a message is `failed`. */
  maxAttempts?: number;
  /** The first retry waits about this long; each next one twice as long, up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Time limit of one request. */
  timeoutMs?: number;
  /**
   * How often an idle worker looks for new messages (they are written by the endpoint's own connection, or by
   * another instance) and for claims abandoned by a stopped instance.
   */
  pollMs?: number;
  random?: () => number;
  /** Told the outcome of every attempt (server/metrics.ts counts them). */
  onAttempt?: (outcome: DeliveryOutcome) => void;
  log?: { info: (object: object, message: string) => void; warn: (object: object, message: string) => void };
}

/** How one attempt ended: delivered, failed and to be retried, or failed for good (`site messages retry`). */
export type DeliveryOutcome = 'sent' | 'retry' | 'failed';

export interface DeliveryWorker {
  /** Looks for due messages now instead of at the next poll. */
  wake(): void;
  /** Stops after the attempt under way (if any) is recorded. */
  stop(): Promise<void>;
}

export const deliveryDefaults = {
  minIntervalMs: 1000,
  maxAttempts: 10,
  baseDelayMs: 5000,
  maxDelayMs: 60 * 60 * 1000,
  timeoutMs: 15_000,
  pollMs: 1000,
} as const;

/**
 * How long a claim holds (PostgreSQL, several instances): the request's time limit twice over plus a margin for
 * the database, so a live instance always records its outcome first, yet a dead one's message is reported soon.
 */
export function claimLeaseMs(timeoutMs: number): number {
  return 2 * timeoutMs + 1000;
}

type AttemptResult = { ok: true } | { ok: false; retry: boolean; error: string; retryAfterMs?: number };

/** The request EmailJS's REST API expects (https://www.emailjs.com/docs/rest-api/send/), with the same template params as the browser. */
function emailjsRequestBody(emailjs: ServerEmailjs, message: ClaimedMessage) {
  return {
    service_id: emailjs.serviceId,
    template_id: emailjs.templateId,
    user_id: emailjs.publicKey,
    accessToken: emailjs.privateKey,
    template_params: {
      from_name: message.name,
      from_email: message.email,
      phone: message.phone,
      message: message.message,
      location: message.location,
    },
  };
}

/** One request to EmailJS. 429, 5xx, timeouts and network errors are worth retrying; other refusals are not. */
async function sendThroughEmailjs(emailjs: ServerEmailjs, message: ClaimedMessage, timeoutMs: number): Promise<AttemptResult> {
  try {
    const response = await fetch(`${emailjs.apiOrigin}/api/v1.0/email/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(emailjsRequestBody(emailjs, message)),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = (await response.text()).slice(0, 200);
    if (response.status === 200) return { ok: true };
    const retry = response.status === 429 || response.status === 408 || response.status >= 500;
    const retryAfter = Number(response.headers.get('retry-after'));
    return {
      ok: false,
      retry,
      error: `EmailJS answered ${response.status}: ${text}`,
      ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterMs: retryAfter * 1000 } : {}),
    };
  } catch (error) {
    return { ok: false, retry: true, error: `EmailJS request failed: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** Exponential backoff with jitter: attempt n waits between half and all of base·2^(n-1), capped. */
export function backoffMs(attempt: number, baseDelayMs: number, maxDelayMs: number, random: () => number = Math.random): number {
  const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

const silent = { info: () => undefined, warn: () => undefined };

export function startDeliveryWorker(outbox: OutboxStore, options: DeliveryOptions): DeliveryWorker {
  const settings = { ...deliveryDefaults, ...options };
  const { emailjs, random = Math.random, log = silent, onAttempt = () => undefined } = options;
  let stopped = false;
  /** The message whose request to EmailJS is on its way, if any. */
  let sendingNow: number | undefined;
  const stopping = new AbortController();
  let wakeUp: AbortController = new AbortController();
  let lastRequestAt = Number.NEGATIVE_INFINITY;

  const pause = async (ms: number) => {
    if (ms <= 0 || stopped) return;
    await sleep(ms, undefined, { signal: wakeUp.signal }).catch(() => undefined);
    if (wakeUp.signal.aborted) wakeUp = new AbortController();
  };

  // An outbox that does not answer (PostgreSQL down) is said once, with its error, and again only when the error
  // changes, then that it answers again: not a stack trace every poll for as long as it is down.
  let outboxProblem: string | undefined;
  const outboxFailed = (error: unknown) => {
    const problem = error instanceof Error ? error.message : String(error);
    if (problem !== outboxProblem) log.warn({ err: error }, 'contact delivery: outbox error, trying again shortly');
    outboxProblem = problem;
  };
  const loop = async () => {
    while (!stopped) {
      try {
        await step();
        if (outboxProblem !== undefined) log.info({}, 'contact delivery: the outbox answers again');
        outboxProblem = undefined;
      } catch (error) {
        // A busy or broken database must not end delivery: the message stays where it was recorded.
        outboxFailed(error);
        await pause(settings.pollMs);
      }
    }
  };
  const reportInterrupted = async () => {
    const interrupted = await outbox.interruptSending();
    if (interrupted.length > 0) {
      log.warn(
        { messageIds: interrupted },
        'messages were being sent when their server stopped: EmailJS may or may not have them; they are not resent on their own (site messages retry --interrupted)',
      );
    }
  };
  const step = async () => {
    // The rate limit holds between requests whatever happened to the last one, counted from its end, so requests
    // also arrive at EmailJS at least that far apart whatever the network's delays. Waiting before the claim keeps
    // the claim-to-request window (where a crash leaves a message interrupted) as short as it can be.
    // On the monotonic clock: a system clock set back would otherwise hold delivery until it caught up.
    const wait = lastRequestAt + settings.minIntervalMs - performance.now();
    if (wait > 0) await sleep(wait, undefined, { signal: stopping.signal }).catch(() => undefined);
    // A worker told to stop while it kept the pace sends nothing more.
    if (stopped) return;
    const message = await outbox.claimNext();
    if (!message) {
      await reportInterrupted();
      const due = await outbox.nextDue();
      // A message due yet not claimed is another instance's turn (PostgreSQL's shared pace): look again after
      // one interval rather than at once.
      const untilDue = due === undefined ? settings.pollMs : Math.max(due - Date.now(), settings.minIntervalMs);
      await pause(Math.min(settings.pollMs, untilDue));
      return;
    }
    sendingNow = message.id;
    const result = await sendThroughEmailjs(emailjs, message, settings.timeoutMs).finally(() => {
      sendingNow = undefined;
    });
    lastRequestAt = performance.now();
    if (result.ok) {
      onAttempt('sent');
      await outbox.markSent(message.id);
      log.info({ messageId: message.id, attempts: message.attempts }, 'contact message sent through EmailJS');
      return;
    }
    if (result.retry && message.attempts < settings.maxAttempts) {
      const delay = Math.max(result.retryAfterMs ?? 0, backoffMs(message.attempts, settings.baseDelayMs, settings.maxDelayMs, random));
      onAttempt('retry');
      await outbox.markFailed(message.id, result.error, Date.now() + delay);
      log.warn(
        { messageId: message.id, attempts: message.attempts, retryInMs: delay, error: result.error },
        'contact message not sent yet',
      );
    } else {
      onAttempt('failed');
      await outbox.markFailed(message.id, result.error);
      log.warn({ messageId: message.id, attempts: message.attempts, error: result.error }, 'contact message failed: site messages retry');
    }
  };
  const running = reportInterrupted().catch(outboxFailed).then(loop);
  return {
    wake: () => wakeUp.abort(),
    stop: async () => {
      // A restart waits for EmailJS's answer to the request on its way: said, so that a stop that takes seconds is
      // not taken for a hang.
      if (sendingNow !== undefined) {
        log.info(
          { messageId: sendingNow },
          `stopping: waiting up to ${Math.ceil(settings.timeoutMs / 1000)} s for EmailJS to answer the message being sent; it stays in the outbox either way`,
        );
      }
      stopped = true;
      stopping.abort();
      wakeUp.abort();
      await running;
    },
  };
}
