import { pino, type Logger } from 'pino';

export type { Logger };

/** JSON lines on stdout; request-scoped children carry `request_id`. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'parking-service' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: ['req.headers.authorization', 'headers.authorization', '*.password', '*.service_role_key'],
      censor: '[redacted]',
    },
  });
}
