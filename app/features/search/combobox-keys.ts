/**
 * Keyboard of a search box with a list of options (the WAI-ARIA combobox pattern): arrows move
 * the active option, wrapping around, and open a closed list; Enter takes the active option or
 * submits the text; Escape closes an open list, else clears the text.
 */
export type ComboboxAction =
  | { kind: 'move'; index: number }
  | { kind: 'open'; index: number }
  | { kind: 'pick'; index: number }
  | { kind: 'submit' }
  | { kind: 'close' }
  | { kind: 'clear' }
  | { kind: 'none' };

export interface ComboboxState {
  open: boolean;
  /** The active option, -1 for none (the text itself). */
  active: number;
  count: number;
  hasText: boolean;
}

/** The next active index one step away (-1 and count wrap back to the other end). */
export function stepIndex(active: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (active < 0) return step === 1 ? 0 : count - 1;
  return (active + step + count) % count;
}

/** What a key does in the box; 'none' leaves the key to the input. */
export function comboboxAction(key: string, state: ComboboxState): ComboboxAction {
  const { open, active, count, hasText } = state;
  switch (key) {
    case 'ArrowDown':
    case 'ArrowUp': {
      const step = key === 'ArrowDown' ? 1 : -1;
      if (!open) return count > 0 ? { kind: 'open', index: step === 1 ? 0 : count - 1 } : { kind: 'none' };
      return { kind: 'move', index: stepIndex(active, count, step) };
    }
    case 'Enter':
      return open && active >= 0 && active < count ? { kind: 'pick', index: active } : { kind: 'submit' };
    case 'Escape':
      if (open && count > 0) return { kind: 'close' };
      return hasText ? { kind: 'clear' } : { kind: 'none' };
    default:
      return { kind: 'none' };
  }
}
