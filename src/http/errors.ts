/**
 * The error catalogue: every error code the API can answer with, its HTTP status and its default
 * message. Services throw `ApiError` (transport-free: a code, not a status); the error handler turns
 * it into the section 7 envelope. The `satisfies` clause makes the type checker refuse a code
 * without a status.
 */
export const errorCatalog = {
  malformed_json: { status: 400, message: 'The request body is not valid JSON.' },
  unknown_tag_code: { status: 400, message: 'A tag_code in the request is not a known tag.' },
  iap_invalid: { status: 400, message: 'The purchase receipt is invalid.' },
  unauthorized: { status: 401, message: 'A valid bearer token is required.' },
  forbidden: { status: 403, message: 'You are not allowed to do this.' },
  not_found: { status: 404, message: 'The requested resource does not exist.' },
  lot_not_found: { status: 404, message: 'The parking lot does not exist or is not public.' },
  method_not_allowed: { status: 405, message: 'This method is not allowed on this path.' },
  conflict: { status: 409, message: 'The request conflicts with the current state of the resource.' },
  concurrent_session_not_allowed: {
    status: 409,
    message: 'You already have a parking session in progress.',
  },
  cancel_window_expired: {
    status: 409,
    message: 'A parking session can only be cancelled within 5 minutes of its start.',
  },
  already_checked_in: {
    status: 409,
    message: 'You have already checked in at this sponsor today (Asia/Tokyo).',
  },
  payload_too_large: { status: 413, message: 'The request body is too large.' },
  unsupported_media_type: { status: 415, message: 'The request body must be application/json.' },
  upgrade_required: { status: 426, message: 'This address takes a WebSocket connection.' },
  validation_error: { status: 422, message: 'The request is invalid.' },
  vehicle_not_allowed: { status: 422, message: 'This vehicle type is not allowed at this parking lot.' },
  too_far: { status: 422, message: 'You are too far from the sponsor to check in.' },
  unparseable: { status: 422, message: 'The search query could not be interpreted.' },
  rate_limited: { status: 429, message: 'Too many requests. Try again later.' },
  server_error: { status: 500, message: 'An unexpected error occurred.' },
  service_unavailable: { status: 503, message: 'The service is temporarily unavailable.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalog;
export type ErrorStatus = (typeof errorCatalog)[ErrorCode]['status'];

export interface ValidationIssue {
  path: (string | number)[];
  code: string;
  message: string;
}

export interface ApiErrorOptions {
  message?: string;
  /** The offending request field; null for errors about the request as a whole. */
  param?: string | null;
  messageKey?: string;
  details?: Record<string, unknown>;
  issues?: ValidationIssue[];
  /** Seconds, sent as Retry-After (429, 503). */
  retryAfter?: number;
  headers?: Record<string, string>;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly param: string | null | undefined;
  readonly messageKey: string;
  readonly details: Record<string, unknown> | undefined;
  readonly issues: ValidationIssue[] | undefined;
  readonly retryAfter: number | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(code: ErrorCode, options: ApiErrorOptions = {}) {
    super(options.message ?? errorCatalog[code].message, { cause: options.cause });
    this.name = 'ApiError';
    this.code = code;
    this.status = errorCatalog[code].status;
    this.param = options.param;
    this.messageKey = options.messageKey ?? `errors.${code}`;
    this.details = options.details;
    this.issues = options.issues;
    this.retryAfter = options.retryAfter;
    this.headers = options.headers;
  }
}

export interface ErrorEnvelope {
  error: {
    code: ErrorCode;
    message: string;
    request_id: string;
    message_key?: string;
    param?: string | null;
    doc_url?: string | null;
    details?: Record<string, unknown>;
    issues?: ValidationIssue[];
  };
}

/** Where the code is explained: the error section of the read-only reference. */
export function errorDocUrl(publicBaseUrl: string, code: ErrorCode): string {
  return `${publicBaseUrl.replace(/\/$/, '')}/reference#error-${code}`;
}

export function toEnvelope(err: ApiError, requestId: string, publicBaseUrl: string): ErrorEnvelope {
  const body: ErrorEnvelope['error'] = {
    code: err.code,
    message: err.message,
    request_id: requestId,
    message_key: err.messageKey,
    doc_url: errorDocUrl(publicBaseUrl, err.code),
  };
  if (err.param !== undefined) body.param = err.param;
  if (err.details) body.details = err.details;
  if (err.issues) body.issues = err.issues;
  return { error: body };
}
