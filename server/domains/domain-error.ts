/** What went wrong in domain terms; the API maps each kind to its status and retcode. */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  /** Not signed in, in an edition only signed-in readers may see. */
  | 'edition_login_required'
  | 'bad_credentials'
  | 'forbidden'
  | 'realname_required'
  | 'not_found'
  | 'conflict'
  | 'rate_limited';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** For rate limits: seconds until another try is accepted. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}
