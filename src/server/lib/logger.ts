import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

/**
 * Structured pino logs with request ids; cookies, passwords and tokens are never written.
 * On a terminal (`npm start` by hand: stdout is a TTY) each entry is one readable line, as
 * pino-pretty writes it ("[10:21:07] INFO: Server listening at http://127.0.0.1:3000"); to a file,
 * a pipe or a service manager's journal (not a TTY) it stays one JSON object a line, for
 * machines to read.
 */
export function loggerOptions(
  level: string,
  { readable = process.stdout.isTTY === true }: { readable?: boolean } = {},
): FastifyServerOptions['logger'] {
  const options = {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.confirmPassword',
        '*.confirm_password',
        '*.token',
      ],
      censor: '[hidden]',
    },
    serializers: {
      // Reset links carry their token in the path: keep it out of the log.
      req: (req: { method: string; url: string; id: string; ip?: string }) => ({
        method: req.method,
        url: req.url.replace(/(reset-password\/[^/]+\/)[^/?]+/, '$1[hidden]'),
        id: req.id,
        ip: req.ip,
      }),
    },
  };
  return readable ? { ...options, stream: readableStream() } : options;
}

/**
 * pino-pretty as a stream in the server's own thread (no transport worker), written at once
 * (`sync`) so the last lines before an exit are not lost. Loaded only for a terminal: a service
 * never loads it.
 */
function readableStream(): NodeJS.WritableStream {
  const pretty = createRequire(import.meta.url)('pino-pretty') as typeof import('pino-pretty');
  return pretty({ sync: true, colorize: true, singleLine: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' });
}
