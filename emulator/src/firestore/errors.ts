/** Canonical Google API errors, mapped once to gRPC codes and HTTP statuses as production does. */

export type StatusName =
  | 'CANCELLED'
  | 'UNKNOWN'
  | 'INVALID_ARGUMENT'
  | 'DEADLINE_EXCEEDED'
  | 'NOT_FOUND'
  | 'ALREADY_EXISTS'
  | 'PERMISSION_DENIED'
  | 'RESOURCE_EXHAUSTED'
  | 'FAILED_PRECONDITION'
  | 'ABORTED'
  | 'OUT_OF_RANGE'
  | 'UNIMPLEMENTED'
  | 'INTERNAL'
  | 'UNAVAILABLE'
  | 'UNAUTHENTICATED';

const GRPC: Record<StatusName, number> = {
  CANCELLED: 1,
  UNKNOWN: 2,
  INVALID_ARGUMENT: 3,
  DEADLINE_EXCEEDED: 4,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  PERMISSION_DENIED: 7,
  RESOURCE_EXHAUSTED: 8,
  FAILED_PRECONDITION: 9,
  ABORTED: 10,
  OUT_OF_RANGE: 11,
  UNIMPLEMENTED: 12,
  INTERNAL: 13,
  UNAVAILABLE: 14,
  UNAUTHENTICATED: 16,
};

const HTTP: Record<StatusName, number> = {
  CANCELLED: 499,
  UNKNOWN: 500,
  INVALID_ARGUMENT: 400,
  DEADLINE_EXCEEDED: 504,
  NOT_FOUND: 404,
  ALREADY_EXISTS: 409,
  PERMISSION_DENIED: 403,
  RESOURCE_EXHAUSTED: 429,
  FAILED_PRECONDITION: 400,
  ABORTED: 409,
  OUT_OF_RANGE: 400,
  UNIMPLEMENTED: 501,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  UNAUTHENTICATED: 401,
};

/** An error the API returns to the client with production's status and message. */
export class ApiError extends Error {
  constructor(
    readonly status: StatusName,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get grpcCode(): number {
    return GRPC[this.status];
  }

  get httpStatus(): number {
    return HTTP[this.status];
  }

  toRestBody(): { error: { code: number; message: string; status: StatusName } } {
    return { error: { code: this.httpStatus, message: this.message, status: this.status } };
  }
}

/** Any thrown value as an ApiError; unexpected ones become INTERNAL and are logged. */
export function asApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  console.error('[emulator] internal error', err);
  return new ApiError('INTERNAL', err instanceof Error ? err.message : String(err));
}

/**
 * What production answers when a transaction's reads changed under it, or when a document's
 * writes queue longer than it allows (contention mode): the SDKs retry transactions on it.
 */
export function tooMuchContention(): ApiError {
  return new ApiError('ABORTED', 'Too much contention on these documents. Please try again.');
}
