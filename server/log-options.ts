import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pinoPretty from 'pino-pretty';
import type { LogFormat } from './config.ts';

/**
 * The server's log never carries what a visitor typed into the contact form (LOPDP, Ley 29733, LGPD: logs are
 * kept longer and read by more people than the outbox). Our own log lines name messages by id only; this
 * is the net under them, for text that comes from elsewhere (an error message quoting its input, an EmailJS
 * answer echoing a field, a URL someone typed):
 * - fields named like the form's are replaced wherever a log object carries them (pino redaction);
 * - every written line has query strings, e-mail addresses and phone numbers inside its strings replaced.
 * A message body cannot be recognised in free text, so no log line is ever given one (tests/ and
 * server/log-options.test.ts check the whole flow).
 */
const redactedPaths = [
  'name',
  'email',
  'phone',
  'message',
  'body',
  'req.body',
  'request.body',
  'template_params',
  '*.template_params',
  '*.from_email',
  '*.from_name',
  '*.phone',
  '*.email',
] as const;

/** An address, also percent-encoded in a URL (`%40`). */
const emailAddress = /[^\s"'<>()[\]\\,;:@=?&/]+(?:@|%40)[^\s"'<>()[\]\\,;:@=?&/]+\.[^\s"'<>()[\]\\,;:@=?&/]+/gi;
/** A query string is whatever someone typed after a path's `?`: the path is kept, the query is not. */
const queryString = /(\/[^\s"?]*)\?[^\s"]+/g;
/**
 * What the phone rule accepts (digits, spaces, + - ( )) with at least seven digits, also percent-encoded in a URL
 * (`%2B593%2099…`, and after an encoded space: `call%20me%200991234567`); ISO dates are left alone, and so are the
 * digits of an encoding itself (`%20`). Digit groups with spaces between them are taken for a number: a file named
 * `catalogo 2024 123.pdf` loses its digits in the log, which errs on the side of the visitor.
 */
const phoneNumber = /(?:(?<=%2[089])|(?<![\w.:%]))(?!\d{4}-\d{2}-\d{2})(?:\+|%2B)?(?:\(|%28)?\d(?:(?:[ ()-]|%2[089])*\d){6,}(?:\)|%29)?/gi;
const jsonString = /"(?:[^"\\]|\\.)*"/g;

/** Replaces e-mail addresses and phone numbers inside the JSON strings of one log line; numbers outside strings stay. */
export function scrubLogLine(line: string): string {
  return line.replace(jsonString, (text) =>
    text.replace(queryString, '$1?[query]').replace(emailAddress, '[email]').replace(phoneNumber, '[phone]'),
  );
}

/**
 * `json` (the journal, log collectors): pino's lines as they are. `pretty` (a person at a terminal): each line
 * turned into local time, level name and message, a request as `GET /ec/home 200 1.2 ms 203.0.113.9`, by
 * pino-pretty in this process (no worker thread, so it works in the bundled server too). Either way the line is
 * scrubbed first.
 */
export function serverLogOptions(format: LogFormat = 'json'): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    redact: { paths: [...redactedPaths], censor: '[redacted]' },
    hooks: { streamWrite: scrubLogLine },
    ...(format === 'pretty'
      ? {
          stream: pinoPretty({
            colorize: pinoPretty.isColorSupported,
            translateTime: 'SYS:HH:MM:ss.l',
            ignore: 'pid,hostname,reqId,req,res,responseTime',
            singleLine: true,
            messageFormat: requestLine,
            sync: true,
          }),
        }
      : {}),
  };
}

/** The request log line (registerRequestLog) in one short line; any other line is its message. */
function requestLine(log: Record<string, unknown>, messageKey: string): string {
  const { req, res, responseTime } = log as {
    req?: { method?: string; url?: string; remoteAddress?: string };
    res?: { statusCode?: number };
    responseTime?: number;
  };
  if (!req || !res) return String(log[messageKey] ?? '');
  return `${req.method} ${req.url} ${res.statusCode} ${typeof responseTime === 'number' ? responseTime.toFixed(1) : '?'} ms ${req.remoteAddress ?? ''}`.trimEnd();
}

/**
 * One line per request, when it is answered (method, path, status, time), instead of Fastify's two (one when it
 * comes in, one when it is answered): every line goes through the redaction and the scrubbing above, and on a
 * busy page server the second line was a tenth of the work. Pair with Fastify's `LogController` that disables request logging.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  });
}
