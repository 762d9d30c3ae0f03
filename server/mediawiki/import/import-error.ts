/** A failure the operator can act on from its message alone (a bad dump, option or mapping file): printed without a stack trace. */
export class ImportError extends Error {
  override name = 'ImportError';
}
