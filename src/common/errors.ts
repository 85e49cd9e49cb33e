/** Machine-readable failure codes of the API envelope (API.md). A client reacts to these, not to texts. */
export const ErrorCode = {
  VALIDATION: 'VALIDATION',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  OUT_OF_STOCK: 'OUT_OF_STOCK',
  PRICE_CHANGED: 'PRICE_CHANGED',
  ORDER_NOT_CANCELLABLE: 'ORDER_NOT_CANCELLABLE',
  IDEMPOTENCY_MISMATCH: 'IDEMPOTENCY_MISMATCH',
  NOT_ACCEPTABLE: 'NOT_ACCEPTABLE',
  RATE_LIMITED: 'RATE_LIMITED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA: 'UNSUPPORTED_MEDIA',
  INTERNAL: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The one HTTP status of each code; the server maps codes to statuses only here. */
export const statusOfCode = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  OUT_OF_STOCK: 409,
  PRICE_CHANGED: 409,
  ORDER_NOT_CANCELLABLE: 409,
  IDEMPOTENCY_MISMATCH: 422,
  NOT_ACCEPTABLE: 406,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  INTERNAL: 500,
} as const satisfies Record<ErrorCode, number>;

export const GENERIC_ERROR_MESSAGE = 'Something Went Wrong..!!';
