import type { MessageKey } from '../../i18n/index.ts';
import { ApiCallError, NETWORK_ERROR } from '../../lib/api-client.ts';
import { Retcode } from '../../../shared/contract/retcode.ts';

/** A form's errors: per field, and one for the whole form. */
export type FormErrors<F extends string> = Partial<Record<F | 'form', { key: MessageKey } | { text: string }>>;

interface IssueLike {
  path: PropertyKey[];
  code: string;
  origin?: string;
}

/**
 * Localised field errors from the schema's issues: each field's first issue, turned into a
 * catalogue key by `keyOf(field, issue)`.
 */
export function fieldErrors<F extends string>(
  issues: readonly IssueLike[],
  fields: readonly F[],
  keyOf: (field: F, issue: IssueLike) => MessageKey,
): FormErrors<F> {
  const errors: FormErrors<F> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as F;
    if (!fields.includes(field) || errors[field]) continue;
    errors[field] = { key: keyOf(field, issue) };
  }
  return errors;
}

/**
 * Where a server refusal belongs. The API names the field first ('login_name: already taken');
 * known refusals get the catalogue's words, others show the server's message.
 */
export function serverErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  known: Partial<Record<number, { field: F | 'form'; key: MessageKey }>> = {},
): FormErrors<F> {
  if (!(error instanceof ApiCallError)) return { form: { key: 'account.networkError' } } as FormErrors<F>;
  if (error.retcode === NETWORK_ERROR) return { form: { key: 'account.networkError' } } as FormErrors<F>;
  const match = /^([a-z_]+):\s*(.+)$/.exec(error.message);
  const named = match && fields.includes(match[1] as F) ? (match[1] as F) : undefined;
  const mapped = known[error.retcode];
  if (mapped) return { [mapped.field === 'form' && named ? named : mapped.field]: { key: mapped.key } } as FormErrors<F>;
  if (error.retcode === Retcode.RATE_LIMITED) return { form: { key: 'account.error.rateLimited' } } as FormErrors<F>;
  if (named) return { [named]: { text: match![2]! } } as FormErrors<F>;
  return { form: { text: error.message } } as FormErrors<F>;
}
