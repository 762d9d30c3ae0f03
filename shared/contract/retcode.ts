/** Envelope retcodes. Spec-defined codes keep their values; the rest mirror the HTTP status. */
export const Retcode = {
  OK: 0,
  SERVER_FAULT: -1,
  LOGIN_REQUIRED: -100,
  IGNORED: -200,
  REALNAME_REQUIRED: -300,
  EDITION_LOGIN_REQUIRED: -2004,
  NO_PERMISSION: -3005,
  SESSION_INVALID: -3101,
  GO_BACK: 1001,
  /** A request the HTTP parser could not read (answered before any route runs). */
  BAD_REQUEST: 400,
  /** A request whose line and headers did not arrive in time. */
  REQUEST_TIMEOUT: 408,
  INVALID_PARAMS: 422,
  BAD_CREDENTIALS: 401,
  /** A state-changing request from another site (Origin or Sec-Fetch-Site), refused. */
  CROSS_SITE_REFUSED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  /** A body of a type the call does not take (JSON, or raw bytes where a call says so). */
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  /** The request line and headers are larger than the server reads (16 KB). */
  HEADERS_TOO_LARGE: 431,
  /** The server is overloaded: try again after Retry-After seconds. */
  SERVICE_UNAVAILABLE: 503,
  /** The server's disk is full or its data folder read-only (or failing): the change was not saved. */
  STORAGE_UNAVAILABLE: 507,
} as const;

export type RetcodeValue = (typeof Retcode)[keyof typeof Retcode];
