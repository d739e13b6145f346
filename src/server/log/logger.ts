import 'server-only';
import pino from 'pino';

/** Structured JSON logs. Secrets are redacted wherever they might appear. */
export function createLogger(level: string) {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: [
        'password',
        '*.password',
        'passwordHash',
        '*.passwordHash',
        'authorization',
        '*.authorization',
        'accessToken',
        '*.accessToken',
        'smtpPassword',
        '*.smtpPassword',
      ],
      censor: '[redacted]',
    },
  });
}
