import type { FastifyServerOptions } from 'fastify';

/** Structured pino logs with request ids; cookies, passwords and tokens are never written. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
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
}
