import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '../../src/config.js';
import { createApnsDriver } from '../../src/modules/notifications/push/apns.js';
import { createFcmDriver } from '../../src/modules/notifications/push/fcm.js';
import type { PushMessage } from '../../src/modules/notifications/push/types.js';
import { startFakeApns, startFakeFcm, type FakeApns, type FakeFcm } from './fake-stores.js';

let fcmStore: FakeFcm;
let apnsStore: FakeApns;
let offsetMs = 0;
const clock = { now: () => Date.now() + offsetMs };

beforeAll(async () => {
  [fcmStore, apnsStore] = await Promise.all([startFakeFcm(), startFakeApns()]);
});
afterAll(async () => {
  await fcmStore?.close();
  await apnsStore?.close();
});

const message = (token: string, platform: PushMessage['platform'] = 'android'): PushMessage => ({
  token,
  platform,
  type: 'session_ended',
  title: '駐車が終了しました',
  body: '料金は 1,200 円です',
  data: { parking_session_id: 'f5d0b9a4-1b7e-4a0e-9d7e-2f1c3b1a0e11', total_amount: '1200' },
});

describe('FCM HTTP v1', () => {
  const driver = () => createFcmDriver({ serviceAccount: fcmStore.serviceAccount, baseUrl: fcmStore.url, clock });

  it('exchanges a signed service-account assertion for an access token once, and sends the message', async () => {
    const fcm = driver();
    const grants = fcmStore.grants;
    expect(await fcm.send(message('android-1'))).toMatchObject({ kind: 'sent', id: expect.stringMatching(/^projects\/parking-test\/messages\//) });
    expect(await fcm.send(message('android-2'))).toMatchObject({ kind: 'sent' });
    expect(fcmStore.grants).toBe(grants + 1);
    expect(fcmStore.messages.find((m) => m.token === 'android-1')).toEqual({
      token: 'android-1',
      notification: { title: '駐車が終了しました', body: '料金は 1,200 円です' },
      data: { parking_session_id: 'f5d0b9a4-1b7e-4a0e-9d7e-2f1c3b1a0e11', total_amount: '1200', type: 'session_ended' },
      android: { priority: 'high', notification: { tag: 'session_ended' } },
      apns: { payload: { aps: { 'thread-id': 'session_ended', sound: 'default' } } },
      webpush: { headers: { Urgency: 'high' } },
    });
  });

  it('renews the access token five minutes before it expires, and when it is revoked', async () => {
    const fcm = driver();
    await fcm.send(message('android-3'));
    const grants = fcmStore.grants;
    offsetMs = 56 * 60_000;
    await fcm.send(message('android-3'));
    expect(fcmStore.grants).toBe(grants + 1);
    offsetMs = 0;
    fcmStore.revokeAccessTokens();
    expect(await fcm.send(message('android-3'))).toMatchObject({ kind: 'sent' });
    expect(fcmStore.grants).toBe(grants + 2);
  });

  it('calls a token FCM no longer knows dead, and asks for a retry on 429 and 5xx', async () => {
    const fcm = driver();
    fcmStore.script('gone', {
      status: 404,
      body: { error: { code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND', details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' }] } },
    });
    expect(await fcm.send(message('gone'))).toEqual({ kind: 'dead_token', status: 404, reason: '404 UNREGISTERED: Requested entity was not found.' });
    fcmStore.script('busy', { status: 503, body: { error: { code: 503, status: 'UNAVAILABLE', message: 'busy' } }, headers: { 'retry-after': '7' } });
    expect(await fcm.send(message('busy'))).toEqual({ kind: 'retry', status: 503, reason: '503 UNAVAILABLE: busy', retryAfterMs: 7000 });
    fcmStore.script('quota', {
      status: 429,
      body: { error: { code: 429, status: 'RESOURCE_EXHAUSTED', message: 'quota', details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'QUOTA_EXCEEDED' }] } },
    });
    expect(await fcm.send(message('quota'))).toMatchObject({ kind: 'retry', status: 429 });
    fcmStore.script('big', { status: 400, body: { error: { code: 400, status: 'INVALID_ARGUMENT', message: 'Message is too big' } } });
    expect(await fcm.send(message('big'))).toMatchObject({ kind: 'rejected', status: 400 });
  });

  it('is refused a token with a key that is not the account’s', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const forged = createFcmDriver({ serviceAccount: { ...fcmStore.serviceAccount, private_key: other }, baseUrl: fcmStore.url, clock });
    expect(await forged.send(message('android-4'))).toMatchObject({ kind: 'rejected', status: 400, reason: expect.stringMatching(/invalid_grant/) });
  });
});

describe('APNs over HTTP/2 with token authentication', () => {
  const driver = () =>
    createApnsDriver({ key: apnsStore.key, keyId: apnsStore.keyId, teamId: apnsStore.teamId, topic: apnsStore.topic, baseUrl: apnsStore.url, clock });

  it('sends an alert with the topic, push type and an ES256 provider token reused across sends', async () => {
    const apns = driver();
    const before = apnsStore.providerTokens.size;
    expect(await apns.send(message('a'.repeat(64), 'ios'))).toMatchObject({ kind: 'sent', id: expect.any(String) });
    expect(await apns.send(message('b'.repeat(64), 'ios'))).toMatchObject({ kind: 'sent' });
    expect(apnsStore.providerTokens.size).toBe(before + 1);
    const sent = apnsStore.notifications.find((n) => n.token === 'a'.repeat(64))!;
    expect(sent.headers).toMatchObject({ 'apns-topic': 'jp.example.parking', 'apns-push-type': 'alert', 'apns-priority': '10' });
    expect(sent.payload).toEqual({
      aps: { alert: { title: '駐車が終了しました', body: '料金は 1,200 円です' }, sound: 'default', 'thread-id': 'session_ended' },
      parking_session_id: 'f5d0b9a4-1b7e-4a0e-9d7e-2f1c3b1a0e11',
      total_amount: '1200',
      type: 'session_ended',
    });
    apns.close();
  });

  it('makes a new provider token after 50 minutes', async () => {
    const apns = driver();
    await apns.send(message('c'.repeat(64), 'ios'));
    const before = apnsStore.providerTokens.size;
    offsetMs = 51 * 60_000;
    await apns.send(message('c'.repeat(64), 'ios'));
    offsetMs = 0;
    expect(apnsStore.providerTokens.size).toBe(before + 1);
    apns.close();
  });

  it('calls Unregistered and BadDeviceToken dead, asks for a retry on 429 and 5xx, refuses the rest', async () => {
    const apns = driver();
    apnsStore.script('d'.repeat(64), { status: 410, body: { reason: 'Unregistered', timestamp: Date.now() } });
    expect(await apns.send(message('d'.repeat(64), 'ios'))).toEqual({ kind: 'dead_token', status: 410, reason: '410 Unregistered' });
    apnsStore.script('e'.repeat(64), { status: 400, body: { reason: 'BadDeviceToken' } });
    expect(await apns.send(message('e'.repeat(64), 'ios'))).toMatchObject({ kind: 'dead_token', status: 400 });
    apnsStore.script('f'.repeat(64), { status: 503, body: { reason: 'ServiceUnavailable' }, headers: { 'retry-after': '3' } });
    expect(await apns.send(message('f'.repeat(64), 'ios'))).toEqual({ kind: 'retry', status: 503, reason: '503 ServiceUnavailable', retryAfterMs: 3000 });
    apnsStore.script('g'.repeat(64), { status: 429, body: { reason: 'TooManyRequests' } });
    expect(await apns.send(message('g'.repeat(64), 'ios'))).toMatchObject({ kind: 'retry', status: 429 });
    apnsStore.script('h'.repeat(64), { status: 413, body: { reason: 'PayloadTooLarge' } });
    expect(await apns.send(message('h'.repeat(64), 'ios'))).toEqual({ kind: 'rejected', status: 413, reason: '413 PayloadTooLarge' });
    apns.close();
  });

  it('is refused with a key that is not the one the key id names', async () => {
    const other = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const forged = createApnsDriver({ key: other, keyId: apnsStore.keyId, teamId: apnsStore.teamId, topic: apnsStore.topic, baseUrl: apnsStore.url, clock });
    expect(await forged.send(message('i'.repeat(64), 'ios'))).toEqual({ kind: 'rejected', status: 403, reason: '403 InvalidProviderToken' });
    forged.close();
  });

  it('asks for a retry when APNs cannot be reached', async () => {
    const unreachable = createApnsDriver({ key: apnsStore.key, keyId: apnsStore.keyId, teamId: apnsStore.teamId, topic: apnsStore.topic, baseUrl: 'http://127.0.0.1:1', clock });
    expect(await unreachable.send(message('j'.repeat(64), 'ios'))).toMatchObject({ kind: 'retry', status: null });
    unreachable.close();
  });
});

describe('push configuration', () => {
  const base = { JWT_SECRET: 'x'.repeat(40) };
  it('defaults to the log driver', () => {
    expect(loadConfig(base).push).toEqual({ fcm: undefined, apns: undefined });
  });
  it('names the missing or malformed variable', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ ...base, ...env });
        return [];
      } catch (err) {
        return (err as ConfigError).problems;
      }
    };
    expect(problems({ PUSH_DRIVER: 'sms' })).toEqual(['PUSH_DRIVER: must be "log", or "fcm", "apns" or "fcm,apns"']);
    expect(problems({ PUSH_DRIVER: 'fcm' })[0]).toMatch(/^FCM_SERVICE_ACCOUNT: is required when PUSH_DRIVER includes fcm/);
    expect(problems({ PUSH_DRIVER: 'fcm', FCM_SERVICE_ACCOUNT: '{"project_id":"x"}' })[0]).toMatch(/^FCM_SERVICE_ACCOUNT: must be the service account key JSON/);
    expect(problems({ PUSH_DRIVER: 'apns' }).map((p) => p.split(':')[0])).toEqual(['APNS_KEY', 'APNS_KEY_ID', 'APNS_TEAM_ID', 'APNS_TOPIC']);
  });
  it('takes a .p8 key written on one line with \\n escapes', () => {
    const config = loadConfig({
      ...base,
      PUSH_DRIVER: 'fcm,apns',
      FCM_SERVICE_ACCOUNT: JSON.stringify(fcmStore.serviceAccount),
      APNS_KEY: apnsStore.key.replaceAll('\n', '\\n'),
      APNS_KEY_ID: apnsStore.keyId,
      APNS_TEAM_ID: apnsStore.teamId,
      APNS_TOPIC: apnsStore.topic,
    });
    expect(config.push.apns?.key).toBe(apnsStore.key);
    expect(config.push.fcm?.serviceAccount.client_email).toBe(fcmStore.serviceAccount.client_email);
    expect(config.push.fcm?.baseUrl).toBe('https://fcm.googleapis.com');
    expect(config.push.apns?.baseUrl).toBe('https://api.push.apple.com');
  });
});
