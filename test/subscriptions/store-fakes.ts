/**
 * The app stores, played locally with real cryptography: an X.509 hierarchy shaped like Apple's
 * (root, an intermediate carrying Apple's WWDR extension, a leaf carrying the receipt-signing
 * extension) that signs StoreKit 2 JWSs, and a Google on 127.0.0.1 that checks the service
 * account's RS256 assertion before it hands out a token, answers subscriptionsv2 only to that token,
 * and signs Pub/Sub push tokens with a key it publishes as a JWKS. Nothing here reaches the network.
 */
import { generateKeyPairSync, randomBytes, randomUUID, webcrypto, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as x509 from '@peculiar/x509';
import { CompactSign, exportJWK, importSPKI, jwtVerify, SignJWT } from 'jose';

x509.cryptoProvider.set(webcrypto as unknown as Parameters<typeof x509.cryptoProvider.set>[0]);

type CryptoKey = webcrypto.CryptoKey;

const EC = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;
/** The intermediate's and leaf's marker extensions that Apple's library requires. */
const APPLE_WWDR_INTERMEDIATE_OID = '1.2.840.113635.100.6.2.1';
const APPLE_RECEIPT_SIGNING_OID = '1.2.840.113635.100.6.11.1';
const ASN1_NULL = new Uint8Array([0x05, 0x00]);

export const TEST_BUNDLE_ID = 'jp.parking.app';
export const TEST_APP_APPLE_ID = 1234567890;
export const TEST_PACKAGE_NAME = 'jp.parking.app';
/** The product ids the plans master seeds (0002 and 0085). */
export const IOS_MONTHLY = 'jp.parking.plus.monthly';
export const IOS_YEARLY = 'jp.parking.plus.yearly';
export const ANDROID_MONTHLY = 'plus_monthly';
export const ANDROID_YEARLY = 'plus_yearly';

const DAY = 86_400_000;

export function tempDir(prefix = 'iap-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

interface KeyPair {
  publicKey: CryptoKey;
  privateKey: CryptoKey;
}

async function ecKeys(): Promise<KeyPair> {
  return (await webcrypto.subtle.generateKey(EC, true, ['sign', 'verify'])) as unknown as KeyPair;
}

function b64(cert: x509.X509Certificate): string {
  return Buffer.from(cert.rawData).toString('base64');
}

export interface ApplePki {
  root: x509.X509Certificate;
  rootDer: Buffer;
  /** The root as a PEM file in a temporary directory, for APPLE_ROOT_CERTS. */
  rootPath: string;
  /** x5c of leaf, intermediate, root. */
  chain: string[];
  leafKey: CryptoKey;
}

export interface ChainOptions {
  /** Leave out Apple's marker extension from the intermediate or the leaf. */
  withoutIntermediateOid?: boolean;
  withoutLeafOid?: boolean;
  /** Certificate validity, for a chain not yet or no longer valid at the signing date. */
  notBefore?: Date;
  notAfter?: Date;
}

/** A root CA and an Apple-shaped chain under it. */
export async function createApplePki(name = 'Test Apple Root CA', options: ChainOptions = {}): Promise<ApplePki> {
  const notBefore = options.notBefore ?? new Date(Date.now() - 365 * DAY);
  const notAfter = options.notAfter ?? new Date(Date.now() + 5 * 365 * DAY);
  const rootKeys = await ecKeys();
  const root = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: randomBytes(8).toString('hex'),
    name: `CN=${name}, O=Parking Tests, C=JP`,
    notBefore: new Date(Date.now() - 2 * 365 * DAY),
    notAfter: new Date(Date.now() + 10 * 365 * DAY),
    signingAlgorithm: EC,
    keys: rootKeys,
    extensions: [
      new x509.BasicConstraintsExtension(true, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
    ],
  });
  const interKeys = await ecKeys();
  const intermediate = await x509.X509CertificateGenerator.create({
    serialNumber: randomBytes(8).toString('hex'),
    subject: `CN=${name} WWDR G6, O=Parking Tests, C=JP`,
    issuer: root.subject,
    notBefore: new Date(Date.now() - 2 * 365 * DAY),
    notAfter: new Date(Date.now() + 8 * 365 * DAY),
    signingAlgorithm: EC,
    publicKey: interKeys.publicKey,
    signingKey: rootKeys.privateKey,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      ...(options.withoutIntermediateOid ? [] : [new x509.Extension(APPLE_WWDR_INTERMEDIATE_OID, false, ASN1_NULL)]),
    ],
  });
  const leafKeys = await ecKeys();
  const leaf = await x509.X509CertificateGenerator.create({
    serialNumber: randomBytes(8).toString('hex'),
    subject: `CN=${name} Receipt Signing, O=Parking Tests, C=JP`,
    issuer: intermediate.subject,
    notBefore,
    notAfter,
    signingAlgorithm: EC,
    publicKey: leafKeys.publicKey,
    signingKey: interKeys.privateKey,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
      ...(options.withoutLeafOid ? [] : [new x509.Extension(APPLE_RECEIPT_SIGNING_OID, false, ASN1_NULL)]),
    ],
  });
  const dir = tempDir('apple-root-');
  const rootPath = path.join(dir, 'root.pem');
  fs.writeFileSync(rootPath, root.toString('pem'));
  return {
    root,
    rootDer: Buffer.from(root.rawData),
    rootPath,
    chain: [b64(leaf), b64(intermediate), b64(root)],
    leafKey: leafKeys.privateKey,
  };
}

/** A compact JWS as the App Store signs it: ES256, the chain in x5c. */
export async function signApple(pki: Pick<ApplePki, 'chain' | 'leafKey'>, payload: object, chain = pki.chain): Promise<string> {
  return new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: 'ES256', x5c: chain })
    .sign(pki.leafKey);
}

/** The same JWS with its payload changed and the signature kept. */
export function tamper(jws: string, change: (payload: Record<string, unknown>) => void): string {
  const [header, payload, signature] = jws.split('.');
  const decoded = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
  change(decoded);
  return [header, Buffer.from(JSON.stringify(decoded)).toString('base64url'), signature].join('.');
}

export interface AppleTransactionFields {
  originalTransactionId?: string;
  transactionId?: string;
  productId?: string;
  bundleId?: string;
  environment?: string;
  purchaseDate?: number;
  expiresDate?: number;
  signedDate?: number;
  revocationDate?: number;
  revocationReason?: number;
  appAccountToken?: string;
}

let nextTransaction = 2000000000000000 + Math.floor(Math.random() * 1e9);

/** A new transaction id, digits as Apple's are. */
export function appleTransactionId(): string {
  return String(nextTransaction++);
}

/** A decoded StoreKit 2 transaction of a monthly Plus subscription bought a day ago. */
export function appleTransaction(fields: AppleTransactionFields = {}, now = Date.now()): Record<string, unknown> {
  const original = fields.originalTransactionId ?? appleTransactionId();
  return {
    transactionId: fields.transactionId ?? original,
    originalTransactionId: original,
    webOrderLineItemId: appleTransactionId(),
    bundleId: fields.bundleId ?? TEST_BUNDLE_ID,
    productId: fields.productId ?? IOS_MONTHLY,
    subscriptionGroupIdentifier: '21000000',
    purchaseDate: fields.purchaseDate ?? now - DAY,
    originalPurchaseDate: fields.purchaseDate ?? now - DAY,
    expiresDate: fields.expiresDate ?? now + 29 * DAY,
    quantity: 1,
    type: 'Auto-Renewable Subscription',
    inAppOwnershipType: 'PURCHASED',
    signedDate: fields.signedDate ?? now,
    environment: fields.environment ?? 'Sandbox',
    transactionReason: 'PURCHASE',
    storefront: 'JPN',
    storefrontId: '143462',
    price: 480000,
    currency: 'JPY',
    ...(fields.revocationDate !== undefined ? { revocationDate: fields.revocationDate, revocationReason: fields.revocationReason ?? 0 } : {}),
    ...(fields.appAccountToken !== undefined ? { appAccountToken: fields.appAccountToken } : {}),
  };
}

export function appleRenewalInfo(
  fields: { originalTransactionId: string; productId?: string; autoRenewStatus?: 0 | 1; gracePeriodExpiresDate?: number; signedDate?: number; environment?: string },
  now = Date.now(),
): Record<string, unknown> {
  return {
    originalTransactionId: fields.originalTransactionId,
    productId: fields.productId ?? IOS_MONTHLY,
    autoRenewProductId: fields.productId ?? IOS_MONTHLY,
    autoRenewStatus: fields.autoRenewStatus ?? 1,
    signedDate: fields.signedDate ?? now,
    environment: fields.environment ?? 'Sandbox',
    recentSubscriptionStartDate: now - DAY,
    ...(fields.gracePeriodExpiresDate !== undefined ? { gracePeriodExpiresDate: fields.gracePeriodExpiresDate, isInBillingRetryPeriod: true } : {}),
  };
}

/** An App Store Server Notification v2 `signedPayload` with its signed transaction and renewal info. */
export async function appleNotification(
  pki: ApplePki,
  fields: {
    type: string;
    subtype?: string;
    uuid?: string;
    transaction?: Record<string, unknown>;
    renewal?: Record<string, unknown>;
    signedDate?: number;
    environment?: string;
    bundleId?: string;
  },
): Promise<{ signedPayload: string; uuid: string }> {
  const uuid = fields.uuid ?? randomUUID();
  const payload = {
    notificationType: fields.type,
    ...(fields.subtype ? { subtype: fields.subtype } : {}),
    notificationUUID: uuid,
    version: '2.0',
    signedDate: fields.signedDate ?? Date.now(),
    data: {
      appAppleId: TEST_APP_APPLE_ID,
      bundleId: fields.bundleId ?? TEST_BUNDLE_ID,
      bundleVersion: '1.0',
      environment: fields.environment ?? 'Sandbox',
      ...(fields.transaction ? { signedTransactionInfo: await signApple(pki, fields.transaction) } : {}),
      ...(fields.renewal ? { signedRenewalInfo: await signApple(pki, fields.renewal) } : {}),
      status: 1,
    },
  };
  return { signedPayload: await signApple(pki, payload), uuid };
}

// ---------------------------------------------------------------------------------------------
// Google

export interface ServiceAccountFile {
  path: string;
  clientEmail: string;
  publicKey: KeyObject;
}

/** A service-account key file as the Cloud console downloads it, with a fresh RSA key. */
export function serviceAccountKeyFile(tokenUri?: string): ServiceAccountFile {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const clientEmail = `iap-verifier@parking-tests.iam.gserviceaccount.com`;
  const file = path.join(tempDir('gsa-'), 'service-account.json');
  fs.writeFileSync(
    file,
    JSON.stringify({
      type: 'service_account',
      project_id: 'parking-tests',
      private_key_id: randomBytes(20).toString('hex'),
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
      client_email: clientEmail,
      client_id: '100000000000000000001',
      ...(tokenUri ? { token_uri: tokenUri } : {}),
    }),
  );
  return { path: file, clientEmail, publicKey };
}

export interface GooglePurchaseFields {
  productId?: string;
  state?: string;
  expiryTime?: Date;
  startTime?: Date;
  autoRenew?: boolean;
  orderId?: string;
  test?: boolean;
  acknowledged?: boolean;
  cancelTime?: Date;
  linkedPurchaseToken?: string;
  accountId?: string;
}

/** A SubscriptionPurchaseV2 as subscriptionsv2.get answers it. */
export function googlePurchase(fields: GooglePurchaseFields = {}, now = Date.now()): Record<string, unknown> {
  const state = fields.state ?? 'SUBSCRIPTION_STATE_ACTIVE';
  const orderId = fields.orderId ?? `GPA.${randomBytes(2).toString('hex')}-${randomBytes(2).toString('hex')}-${randomBytes(2).toString('hex')}-${randomBytes(3).toString('hex')}`;
  return {
    kind: 'androidpublisher#subscriptionPurchaseV2',
    regionCode: 'JP',
    startTime: (fields.startTime ?? new Date(now - DAY)).toISOString(),
    subscriptionState: state,
    latestOrderId: orderId,
    acknowledgementState: fields.acknowledged === false ? 'ACKNOWLEDGEMENT_STATE_PENDING' : 'ACKNOWLEDGEMENT_STATE_ACKNOWLEDGED',
    ...(fields.linkedPurchaseToken ? { linkedPurchaseToken: fields.linkedPurchaseToken } : {}),
    ...(fields.test ? { testPurchase: {} } : {}),
    ...(fields.accountId ? { externalAccountIdentifiers: { obfuscatedExternalAccountId: fields.accountId } } : {}),
    ...(state === 'SUBSCRIPTION_STATE_CANCELED' || fields.cancelTime
      ? { canceledStateContext: { userInitiatedCancellation: { cancelTime: (fields.cancelTime ?? new Date(now)).toISOString() } } }
      : {}),
    lineItems: [
      {
        productId: fields.productId ?? ANDROID_MONTHLY,
        expiryTime: (fields.expiryTime ?? new Date(now + 29 * DAY)).toISOString(),
        latestSuccessfulOrderId: orderId,
        autoRenewingPlan: { autoRenewEnabled: fields.autoRenew ?? state === 'SUBSCRIPTION_STATE_ACTIVE' },
        offerDetails: { basePlanId: 'monthly' },
      },
    ],
  };
}

export function purchaseToken(): string {
  return `${randomBytes(12).toString('base64url')}.AO-J1Oz${randomBytes(90).toString('base64url')}`;
}

export interface FakeGoogle {
  url: string;
  tokenUrl: string;
  jwksUrl: string;
  serviceAccount: ServiceAccountFile;
  /** What subscriptionsv2.get answers for a token (404 when unset). */
  purchases: Map<string, Record<string, unknown>>;
  /** The next n API calls answer this status instead. */
  failNext(status: number, n?: number): void;
  acknowledged: Array<{ productId: string; token: string }>;
  tokenExchanges: number;
  apiCalls: number;
  /** A Pub/Sub push token as Google signs it. */
  pushToken(claims?: { aud?: string; email?: string; email_verified?: boolean; iss?: string; expSeconds?: number }, signWithOtherKey?: boolean): Promise<string>;
  close(): Promise<void>;
}

export const PUBSUB_AUDIENCE = 'https://api.parking.test/v1/webhooks/google-play';
export const PUBSUB_EMAIL = 'rtdn-push@parking-tests.iam.gserviceaccount.com';

export async function startFakeGoogle(packageName = TEST_PACKAGE_NAME): Promise<FakeGoogle> {
  let url = '';
  const serviceAccount = serviceAccountKeyFile();
  const saKey = await importSPKI(serviceAccount.publicKey.export({ type: 'spki', format: 'pem' }) as string, 'RS256');
  const issued = new Set<string>();
  const purchases = new Map<string, Record<string, unknown>>();
  const acknowledged: FakeGoogle['acknowledged'] = [];
  let failures: { status: number; left: number } | undefined;
  const oidc = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomBytes(8).toString('hex');
  const jwks = { keys: [{ ...(await exportJWK(oidc.publicKey)), kid, alg: 'RS256', use: 'sig' }] };
  const state = { tokenExchanges: 0, apiCalls: 0 };

  function send(res: http.ServerResponse, status: number, body?: unknown): void {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(body === undefined ? '' : JSON.stringify(body));
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const u = new URL(req.url ?? '/', url);
        if (req.method === 'GET' && u.pathname === '/oauth2/v3/certs') return send(res, 200, jwks);
        if (req.method === 'POST' && u.pathname === '/token') {
          state.tokenExchanges++;
          const form = new URLSearchParams(body);
          if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') return send(res, 400, { error: 'unsupported_grant_type' });
          try {
            // Google checks the assertion as RFC 7523 says: signed by the account's key, issued by
            // the account, for this token endpoint, with the scope asked for.
            const { payload } = await jwtVerify(form.get('assertion') ?? '', saKey, {
              issuer: serviceAccount.clientEmail,
              audience: `${url}/token`,
              algorithms: ['RS256'],
              requiredClaims: ['iat', 'exp'],
            });
            if (payload.scope !== 'https://www.googleapis.com/auth/androidpublisher') return send(res, 400, { error: 'invalid_scope' });
          } catch {
            return send(res, 400, { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' });
          }
          const token = `ya29.${randomBytes(24).toString('base64url')}`;
          issued.add(token);
          return send(res, 200, { access_token: token, expires_in: 3599, token_type: 'Bearer' });
        }
        const prefix = `/androidpublisher/v3/applications/${packageName}/purchases/`;
        if (u.pathname.startsWith(prefix)) {
          state.apiCalls++;
          const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
          if (!bearer || !issued.has(bearer)) return send(res, 401, { error: { code: 401, status: 'UNAUTHENTICATED' } });
          if (failures && failures.left > 0) {
            failures.left--;
            return send(res, failures.status, { error: { code: failures.status } });
          }
          const rest = u.pathname.slice(prefix.length);
          const get = /^subscriptionsv2\/tokens\/([^/]+)$/.exec(rest);
          if (req.method === 'GET' && get) {
            const purchase = purchases.get(decodeURIComponent(get[1]!));
            return purchase ? send(res, 200, purchase) : send(res, 404, { error: { code: 404, message: 'The purchase token was not found.' } });
          }
          const ack = /^subscriptions\/([^/]+)\/tokens\/([^/]+):acknowledge$/.exec(rest);
          if (req.method === 'POST' && ack) {
            const token = decodeURIComponent(ack[2]!);
            const purchase = purchases.get(token);
            if (!purchase) return send(res, 404, { error: { code: 404 } });
            acknowledged.push({ productId: decodeURIComponent(ack[1]!), token });
            purchase.acknowledgementState = 'ACKNOWLEDGEMENT_STATE_ACKNOWLEDGED';
            res.writeHead(204).end();
            return;
          }
        }
        send(res, 404, { error: { code: 404 } });
      })().catch((err) => send(res, 500, { error: String(err) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    tokenUrl: `${url}/token`,
    jwksUrl: `${url}/oauth2/v3/certs`,
    serviceAccount,
    purchases,
    acknowledged,
    get tokenExchanges() {
      return state.tokenExchanges;
    },
    get apiCalls() {
      return state.apiCalls;
    },
    failNext(status, n = 1) {
      failures = { status, left: n };
    },
    async pushToken(claims = {}, signWithOtherKey = false) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ email: claims.email ?? PUBSUB_EMAIL, email_verified: claims.email_verified ?? true })
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setIssuer(claims.iss ?? 'https://accounts.google.com')
        .setAudience(claims.aud ?? PUBSUB_AUDIENCE)
        .setSubject('112233445566778899000')
        .setIssuedAt(now)
        .setExpirationTime(now + (claims.expSeconds ?? 3600))
        .sign(signWithOtherKey ? other.privateKey : oidc.privateKey);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A Pub/Sub push body carrying one RTDN. */
export function pubsubPush(rtdn: Record<string, unknown>, messageId = String(Math.floor(Math.random() * 1e15))): Record<string, unknown> {
  return {
    message: {
      data: Buffer.from(JSON.stringify(rtdn)).toString('base64'),
      messageId,
      message_id: messageId,
      publishTime: new Date().toISOString(),
      publish_time: new Date().toISOString(),
      attributes: {},
    },
    subscription: 'projects/parking-tests/subscriptions/play-rtdn',
  };
}

export function subscriptionRtdn(token: string, notificationType: number, productId = ANDROID_MONTHLY, packageName = TEST_PACKAGE_NAME): Record<string, unknown> {
  return {
    version: '1.0',
    packageName,
    eventTimeMillis: String(Date.now()),
    subscriptionNotification: { version: '1.0', notificationType, purchaseToken: token, subscriptionId: productId },
  };
}
