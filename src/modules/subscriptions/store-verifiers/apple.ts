import { X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {
  Environment,
  JWSRenewalInfoDecodedPayload,
  JWSTransactionDecodedPayload,
  SignedDataVerifier,
  VerificationStatus,
} from '@apple/app-store-server-library';
import type { Clock } from '../../../clock.js';
import {
  assertEntitled,
  StoreUnavailableError,
  StoreVerificationError,
  type AppStoreVerifier,
  type StoreNotification,
  type StorePurchase,
  type StoreRejection,
} from './types.js';

/**
 * StoreKit 2 and App Store Server Notifications v2, verified offline by Apple's own library
 * (`SignedDataVerifier`): the JWS's x5c chain must lead to one of the configured roots through
 * Apple's intermediate and leaf (their Apple-specific extensions included), the signature must be
 * the leaf's, and bundle id and environment must be this app's. With online checks off (the
 * default) the chain is judged at the payload's signed date and nothing is fetched; with them on,
 * the library also asks Apple's OCSP responder whether a certificate was revoked.
 *
 * What the library leaves to its caller is checked here: the product is the one the client claims
 * and a known one, the transaction is not refunded or revoked, and its period has not ended.
 */

/** The environments a deployment may trust. Xcode and LocalTesting data is unsigned: never accepted. */
export type AppleEnvironment = 'Production' | 'Sandbox';

export interface AppleVerifierOptions {
  bundleId: string;
  /** Required when Production is accepted (notifications carry it). */
  appAppleId: number | undefined;
  environments: AppleEnvironment[];
  /** DER-encoded trusted roots. */
  rootCertificates: Buffer[];
  /** OCSP revocation checks of the chain, and chain dates judged at the current time. */
  onlineChecks: boolean;
  clock: Clock;
}

/** The roots shipped with the service: Apple Root CA - G3, which anchors every StoreKit 2 signature. */
export const BUNDLED_APPLE_ROOTS_DIR = path.join(import.meta.dirname, 'apple-roots');

export function bundledAppleRootPaths(): string[] {
  return fs
    .readdirSync(BUNDLED_APPLE_ROOTS_DIR)
    .filter((f) => /\.(cer|der|pem|crt)$/i.test(f))
    .sort()
    .map((f) => path.join(BUNDLED_APPLE_ROOTS_DIR, f));
}

/** Reads a root certificate file, DER or PEM, as DER; throws naming the file when it is neither. */
export function readRootCertificate(file: string): Buffer {
  const bytes = fs.readFileSync(file);
  try {
    return new X509Certificate(bytes).raw;
  } catch (err) {
    throw new Error(`${file} is not an X.509 certificate (DER or PEM)`, { cause: err });
  }
}

type AppleLibrary = typeof import('@apple/app-store-server-library');
let appleLibrary: Promise<AppleLibrary> | undefined;

/**
 * Apple's library is loaded at the first verification, not with the service: it cost a warm start
 * about 0.1 s of module loading, and most deployments sell nothing on iOS (or not in their first
 * seconds). What start-up must check, the root certificates, is read without it (index.ts).
 */
function loadAppleLibrary(): Promise<AppleLibrary> {
  return (appleLibrary ??= import('@apple/app-store-server-library'));
}

function acceptedEnvironments(lib: AppleLibrary): Record<AppleEnvironment, Environment> {
  return { Production: lib.Environment.PRODUCTION, Sandbox: lib.Environment.SANDBOX };
}

/** The payload of a compact JWS, unverified: only to choose which environment's verifier to ask. */
function peekPayload(jws: string): Record<string, unknown> | undefined {
  const parts = jws.split('.');
  if (parts.length !== 3) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function rejectionFor(lib: AppleLibrary, status: VerificationStatus): StoreRejection {
  const { VerificationStatus } = lib;
  switch (status) {
    case VerificationStatus.INVALID_APP_IDENTIFIER:
      return 'wrong_app';
    case VerificationStatus.INVALID_ENVIRONMENT:
      return 'wrong_environment';
    case VerificationStatus.INVALID_CHAIN_LENGTH:
    case VerificationStatus.INVALID_CERTIFICATE:
      return 'certificate_chain';
    case VerificationStatus.FAILURE:
      return 'malformed';
    default:
      return 'signature';
  }
}

const messages: Record<StoreRejection, string> = {
  malformed: 'The signed data is not an App Store JWS of the expected kind.',
  signature: 'The signature or its certificate chain does not verify against the trusted Apple roots.',
  certificate_chain: 'The certificate chain is incomplete, malformed or not valid at the signing date.',
  wrong_app: 'The signed data is for another app (bundle id or App Apple ID).',
  wrong_environment: 'The signed data is from an App Store environment this service does not accept.',
  wrong_product: 'The transaction is for another product than product_id.',
  unknown_product: 'The product is not one of the plans on sale.',
  expired: 'The subscription period has ended.',
  revoked: 'The transaction was refunded or revoked.',
  not_entitled: 'The purchase grants nothing now.',
  unknown_purchase: 'The store does not know this purchase.',
};

function ms(value: number | undefined): Date | null {
  return typeof value === 'number' && Number.isFinite(value) ? new Date(value) : null;
}

export function createAppleVerifier(options: AppleVerifierOptions): AppStoreVerifier {
  if (!options.environments.length) throw new Error('at least one App Store environment must be accepted');
  if (!options.rootCertificates.length) throw new Error('at least one trusted root certificate is required');
  // The library's own refusal, made here so that it still comes at start-up, not at the first purchase.
  if (options.environments.includes('Production') && options.appAppleId === undefined) {
    throw new Error('appAppleId is required when the environment is Production');
  }
  let loaded: Promise<{ lib: AppleLibrary; verifiers: Map<string, SignedDataVerifier> }> | undefined;
  const library = () =>
    (loaded ??= loadAppleLibrary().then((lib) => {
      const verifiers = new Map<string, SignedDataVerifier>();
      for (const env of options.environments) {
        const environment = acceptedEnvironments(lib)[env];
        verifiers.set(
          environment,
          new lib.SignedDataVerifier(options.rootCertificates, options.onlineChecks, environment, options.bundleId, options.appAppleId),
        );
      }
      return { lib, verifiers };
    }));

  /** The verifier of the environment the payload names; refused before any work when not accepted. */
  async function verifierFor(
    payload: Record<string, unknown> | undefined,
    environment: unknown,
    param: 'receipt' | 'signedPayload',
  ): Promise<{ lib: AppleLibrary; verifier: SignedDataVerifier }> {
    if (!payload) throw new StoreVerificationError('malformed', 'The value is not a compact JWS with a JSON payload.', param);
    const { lib, verifiers } = await library();
    const verifier = typeof environment === 'string' ? verifiers.get(environment) : undefined;
    if (!verifier) {
      throw new StoreVerificationError(
        'wrong_environment',
        `App Store environment ${typeof environment === 'string' ? JSON.stringify(environment) : '(none)'} is not accepted here (accepted: ${options.environments.join(', ')}).`,
        param,
      );
    }
    return { lib, verifier };
  }

  /** Runs a library verification, turning its refusals into ours and its network trouble into 503. */
  async function verified<T>(lib: AppleLibrary, work: () => Promise<T>, param: 'receipt' | 'signedPayload'): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (err instanceof lib.VerificationException) {
        if (err.status === lib.VerificationStatus.RETRYABLE_VERIFICATION_FAILURE) {
          throw new StoreUnavailableError('Apple’s certificate status service could not be reached.', 30, { cause: err });
        }
        const reason = rejectionFor(lib, err.status);
        throw new StoreVerificationError(reason, messages[reason], param, { cause: err });
      }
      throw new StoreVerificationError('malformed', messages.malformed, param, { cause: err });
    }
  }

  function purchaseOf(
    lib: AppleLibrary,
    transaction: JWSTransactionDecodedPayload,
    renewal: JWSRenewalInfoDecodedPayload | undefined,
    observedAt: Date,
    /** A notification's `data.status`: 1 active, 2 expired, 3 billing retry, 4 grace period, 5 revoked. */
    status?: number,
  ): StorePurchase {
    if (!transaction.originalTransactionId || !transaction.productId) {
      throw new StoreVerificationError('malformed', 'The transaction names no original transaction or product.');
    }
    const autoRenew = renewal
      ? renewal.autoRenewStatus === lib.AutoRenewStatus.ON
      : // The device's transaction says nothing of renewal: an auto-renewable subscription renews
        // until a notification says it was turned off.
        transaction.type === 'Auto-Renewable Subscription';
    return {
      platform: 'ios',
      productId: transaction.productId,
      originalTransactionId: transaction.originalTransactionId,
      latestTransactionId: transaction.transactionId ?? null,
      environment: String(transaction.environment),
      purchasedAt: ms(transaction.purchaseDate),
      expiresAt: ms(transaction.expiresDate),
      // The store's grace when it says so; none when it says the subscription expired or is in billing
      // retry without access; otherwise unknown (null), and the plan's grace period applies.
      graceEndsAt: ms(renewal?.gracePeriodExpiresDate) ?? (status === 2 || status === 3 ? ms(transaction.expiresDate) : null),
      autoRenew,
      // Apple sends no cancellation time: the renewal info's signing date is when it was known off.
      cancelledAt: renewal && !autoRenew ? (ms(renewal.signedDate) ?? observedAt) : null,
      revokedAt: ms(transaction.revocationDate),
      accountToken: transaction.appAccountToken ?? null,
      observedAt,
    };
  }

  return {
    async verifyTransaction(signedTransaction, expectedProductId) {
      const payload = peekPayload(signedTransaction);
      const { lib, verifier } = await verifierFor(payload, payload?.environment, 'receipt');
      const transaction = await verified(lib, () => verifier.verifyAndDecodeTransaction(signedTransaction), 'receipt');
      if (transaction.productId !== expectedProductId) {
        throw new StoreVerificationError('wrong_product', `The transaction is for product ${JSON.stringify(transaction.productId)}, not ${JSON.stringify(expectedProductId)}.`, 'product_id');
      }
      const purchase = purchaseOf(lib, transaction, undefined, ms(transaction.signedDate) ?? new Date(options.clock.now()));
      assertEntitled(purchase, options.clock.now());
      return purchase;
    },

    async verifyNotification(signedPayload): Promise<StoreNotification> {
      const peeked = peekPayload(signedPayload);
      const data = peeked?.data as Record<string, unknown> | undefined;
      const summary = peeked?.summary as Record<string, unknown> | undefined;
      const { lib, verifier } = await verifierFor(peeked, data?.environment ?? summary?.environment, 'signedPayload');
      const notification = await verified(lib, () => verifier.verifyAndDecodeNotification(signedPayload), 'signedPayload');
      if (!notification.notificationUUID || !notification.notificationType) {
        throw new StoreVerificationError('malformed', 'The notification has no notificationUUID or notificationType.', 'signedPayload');
      }
      const sentAt = ms(notification.signedDate) ?? new Date(options.clock.now());
      let purchase: StorePurchase | null = null;
      const signedTransaction = notification.data?.signedTransactionInfo;
      if (signedTransaction) {
        // The nested JWSs are signed on their own, and verified as such: the outer signature covers
        // their text, but only their own chains say Apple made them.
        const transaction = await verified(lib, () => verifier.verifyAndDecodeTransaction(signedTransaction), 'signedPayload');
        const signedRenewal = notification.data?.signedRenewalInfo;
        const renewal = signedRenewal ? await verified(lib, () => verifier.verifyAndDecodeRenewalInfo(signedRenewal), 'signedPayload') : undefined;
        if (renewal && renewal.originalTransactionId !== transaction.originalTransactionId) {
          throw new StoreVerificationError('malformed', 'The renewal info is for another subscription than the transaction.', 'signedPayload');
        }
        purchase = purchaseOf(lib, transaction, renewal, sentAt, typeof notification.data?.status === 'number' ? notification.data.status : undefined);
      }
      return {
        platform: 'ios',
        notificationId: notification.notificationUUID,
        type: String(notification.notificationType),
        subtype: notification.subtype ? String(notification.subtype) : null,
        sentAt,
        originalTransactionId: purchase?.originalTransactionId ?? null,
        purchase,
      };
    },
  };
}
