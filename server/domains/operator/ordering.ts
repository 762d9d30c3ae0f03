import { MOVE_KIND } from '../../../shared/contract/operator.ts';
import { DomainError } from '../domain-error.ts';

/**
 * The sibling order after moving `id`: to the top (kind 0), the bottom (kind 1), or to `index`
 * (kind 2, clamped to the list). `ids` is the current order and must contain `id` unless the
 * item arrives from elsewhere (then it is inserted).
 */
export function reorder(ids: number[], id: number, kind: number, index?: number): number[] {
  const rest = ids.filter((other) => other !== id);
  if (kind === MOVE_KIND.TOP) return [id, ...rest];
  if (kind === MOVE_KIND.BOTTOM) return [...rest, id];
  if (index === undefined) throw new DomainError('invalid', 'index: is required when kind is 2 (move)');
  const at = Math.min(Math.max(index, 0), rest.length);
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}
