import type { Logger } from '../../../logger.js';
import type { PushDriver, PushMessage } from './types.js';

/**
 * The default driver (PUSH_DRIVER=log): writes what it would send to the log, and counts it as sent.
 * Development and the embedded demo need no store credentials; the token is shortened in the log.
 */
export function createLogPushDriver(log: Logger): PushDriver {
  return {
    name: 'log',
    async send(message: PushMessage) {
      log.info(
        {
          push: {
            platform: message.platform,
            token: `${message.token.slice(0, 8)}…`,
            type: message.type,
            title: message.title,
            body: message.body,
            data: message.data,
          },
        },
        'push (log driver): not sent to a store',
      );
      return { kind: 'sent' };
    },
    close() {},
  };
}
