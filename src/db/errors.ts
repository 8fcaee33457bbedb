import { ApiError } from '../http/errors.js';
import { constraintNames } from './constraints.js';
import { DatabaseUnavailableError, hasSqlState } from './types.js';

/**
 * The one place where database errors become API errors, by SQLSTATE and constraint name only,
 * never by message text.
 *
 * Functions raise the contract's own codes with SQLSTATEs of class `PK` (see `functionErrorCodes`),
 * optionally with a JSON DETAIL such as `{"param": "exit_at"}`.
 */
export const functionErrorCodes = {
  PK001: 'lot_not_found',
  PK002: 'concurrent_session_not_allowed',
  PK003: 'vehicle_not_allowed',
  PK004: 'cancel_window_expired',
  PK005: 'unknown_tag_code',
  PK020: 'too_far',
  PK021: 'already_checked_in',
  PK400: 'validation_error',
  PK401: 'unauthorized',
  PK403: 'forbidden',
  PK404: 'not_found',
  PK409: 'conflict',
  PK429: 'rate_limited',
  PKIAP: 'iap_invalid',
} as const;

export type Locale = 'en' | 'ja';

interface PgErrorFields {
  code: string;
  constraint?: string;
  detail?: string;
  column?: string;
  table?: string;
  message: string;
}

function parseDetail(detail: string | undefined): Record<string, unknown> | undefined {
  if (!detail || !detail.startsWith('{')) return undefined;
  try {
    const parsed: unknown = JSON.parse(detail);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export function mapDatabaseError(err: unknown, locale: Locale = 'en'): ApiError | undefined {
  if (err instanceof DatabaseUnavailableError) {
    return new ApiError('service_unavailable', { retryAfter: 5, cause: err });
  }
  if (!hasSqlState(err)) return undefined;
  const e = err as unknown as PgErrorFields;
  const known = e.constraint ? constraintNames[e.constraint] : undefined;
  const constraintLabel = known ? known[locale] : e.constraint;

  if (e.code in functionErrorCodes) {
    const code = functionErrorCodes[e.code as keyof typeof functionErrorCodes];
    const detail = parseDetail(e.detail);
    // `"param": null` names the request as a whole (a limit, a pair of fields of which one is needed).
    const param = typeof detail?.param === 'string' || detail?.param === null ? (detail.param as string | null) : undefined;
    // `retry_after` (seconds) becomes the Retry-After header of a refusal (PK429), not a detail.
    const { param: _param, retry_after: retryAfter, ...details } = detail ?? {};
    return new ApiError(code, {
      // Function messages are written for callers (they name the offending value).
      message: e.message,
      ...(param !== undefined ? { param } : {}),
      ...(typeof retryAfter === 'number' && retryAfter > 0 ? { retryAfter: Math.ceil(retryAfter) } : {}),
      ...(Object.keys(details).length ? { details } : {}),
      cause: err,
    });
  }

  switch (e.code) {
    case '23505':
      return new ApiError('conflict', {
        message:
          locale === 'ja'
            ? `既に存在します: ${constraintLabel ?? '一意制約'}`
            : `Already exists: ${constraintLabel ?? 'a unique value'} is already taken.`,
        messageKey: 'errors.already_exists',
        param: known?.param ?? null,
        details: e.constraint ? { constraint: e.constraint } : undefined,
        cause: err,
      });
    case '23514':
      return new ApiError('validation_error', {
        message:
          locale === 'ja'
            ? `入力値が不正です: ${constraintLabel ?? '検査制約'}`
            : `Invalid input value: ${constraintLabel ?? 'a check constraint'}.`,
        messageKey: 'errors.invalid_value',
        param: known?.param ?? null,
        details: e.constraint ? { constraint: e.constraint } : undefined,
        cause: err,
      });
    case '23503':
      return new ApiError('conflict', {
        message:
          locale === 'ja' ? '参照先が存在しないか、参照されています。' : 'A referenced resource does not exist or is still referenced.',
        messageKey: 'errors.reference',
        param: known?.param ?? null,
        details: e.constraint ? { constraint: e.constraint } : undefined,
        cause: err,
      });
    case '23502':
      return new ApiError('validation_error', {
        messageKey: 'errors.invalid_value',
        param: e.column ?? null,
        cause: err,
      });
    case '42501':
      return new ApiError('forbidden', { cause: err });
    case 'P0002': // no_data_found (SELECT ... INTO STRICT)
    case 'PGRST116':
      return new ApiError('not_found', { cause: err });
    case '57014': // statement timeout
      return new ApiError('service_unavailable', {
        message: 'The request took too long and was cancelled.',
        messageKey: 'errors.timeout',
        retryAfter: 1,
        cause: err,
      });
    case '40001': // serialization failure
    case '40P01': // deadlock
    case '55P03': // lock not available
    case '53300': // too many connections
    case '57P01': // admin shutdown
    case '57P02':
    case '57P03': // cannot connect now
      return new ApiError('service_unavailable', { retryAfter: 1, cause: err });
    default:
      if (e.code.startsWith('08')) return new ApiError('service_unavailable', { retryAfter: 5, cause: err });
      // Class 22, data exception: a value the database refuses (too long, out of range, not a
      // number or a date, bytes that are not text): the request's fault, wherever it slipped past
      // the schemas. The column is named when the server says which.
      if (e.code.startsWith('22')) {
        return new ApiError('validation_error', { messageKey: 'errors.invalid_value', param: e.column ?? null, cause: err });
      }
      return undefined;
  }
}
