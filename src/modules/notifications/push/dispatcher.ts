import type { Clock } from '../../../clock.js';
import type { Config } from '../../../config.js';
import type { Logger } from '../../../logger.js';
import { createApnsDriver } from './apns.js';
import { createFcmDriver } from './fcm.js';
import { createLogPushDriver } from './log-driver.js';
import type { PushDriver, PushMessage, PushOutcome } from './types.js';

/**
 * Which driver carries a message: iOS devices through APNs when it is configured (else FCM, which
 * also reaches iOS apps built with the Firebase SDK), Android and web through FCM; any platform
 * without a configured store through the log driver, which only writes what it would send.
 */
export interface PushDispatcher {
  readonly drivers: string[];
  driverFor(platform: PushMessage['platform']): PushDriver;
  send(message: PushMessage, signal?: AbortSignal): Promise<PushOutcome>;
  close(): void;
}

export function createPushDispatcher(config: Config['push'], log: Logger, clock?: Clock): PushDispatcher {
  const logDriver = createLogPushDriver(log);
  const fcm = config.fcm
    ? createFcmDriver({
        serviceAccount: config.fcm.serviceAccount,
        baseUrl: config.fcm.baseUrl,
        ...(config.fcm.tokenUrl ? { tokenUrl: config.fcm.tokenUrl } : {}),
        ...(clock ? { clock } : {}),
      })
    : undefined;
  const apns = config.apns ? createApnsDriver({ ...config.apns, ...(clock ? { clock } : {}) }) : undefined;
  const driverFor = (platform: PushMessage['platform']): PushDriver => (platform === 'ios' ? (apns ?? fcm ?? logDriver) : (fcm ?? logDriver));
  return {
    drivers: [fcm?.name, apns?.name].filter((n): n is string => !!n).concat(fcm && apns ? [] : ['log']),
    driverFor,
    send: (message, signal) => driverFor(message.platform).send(message, signal),
    close() {
      fcm?.close();
      apns?.close();
    },
  };
}
