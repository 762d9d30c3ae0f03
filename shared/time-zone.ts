/** The spec's clock (UTC+8): an edition's time zone unless its operator sets another. */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

/** Is this an IANA time zone (or UTC) the runtime knows? Server and browser both check with it. */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
