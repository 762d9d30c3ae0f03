import type { ZodError } from 'zod';
import { Retcode } from '../../shared/contract/retcode.ts';
import type { DomainError, DomainErrorKind } from '../domains/domain-error.ts';

/** An error the API answers with its envelope: retcode, message and HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly retcode: number,
    readonly status: number,
    message: string,
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

const DOMAIN_ANSWERS: Record<DomainErrorKind, [status: number, retcode: number]> = {
  invalid: [422, Retcode.INVALID_PARAMS],
  unauthenticated: [401, Retcode.LOGIN_REQUIRED],
  edition_login_required: [401, Retcode.EDITION_LOGIN_REQUIRED],
  bad_credentials: [401, Retcode.BAD_CREDENTIALS],
  forbidden: [403, Retcode.NO_PERMISSION],
  realname_required: [403, Retcode.REALNAME_REQUIRED],
  not_found: [404, Retcode.NOT_FOUND],
  conflict: [409, Retcode.CONFLICT],
  rate_limited: [429, Retcode.RATE_LIMITED],
};

/** The envelope answer of a domain error. */
export function fromDomainError(error: DomainError): ApiError {
  const [status, retcode] = DOMAIN_ANSWERS[error.kind];
  return new ApiError(retcode, status, error.message, error.retryAfter);
}

export const notFound = (message: string) => new ApiError(Retcode.NOT_FOUND, 404, message);

export const invalidParams = (message: string) => new ApiError(Retcode.INVALID_PARAMS, 422, message);

/** 'channel_id: must be a number; page: ...' from a zod error, naming each field. */
export function describeZodError(error: ZodError, where: string): string {
  return error.issues
    .map((issue) => {
      const field = issue.path.join('.') || where;
      return `${field}: ${issue.message}`;
    })
    .join('; ');
}
