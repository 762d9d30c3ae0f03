import { useState, type ChangeEvent, type CompositionEvent, type KeyboardEvent } from 'react';

/**
 * Search boxes and input methods (IME: pinyin letters composed into characters). While a
 * composition runs, between compositionstart and compositionend, the box shows the half-typed
 * letters but nothing is searched, suggested or submitted on them; when it ends, the committed
 * characters are. Every search box of the app goes through this (SearchInput.tsx, the channel
 * search).
 */

/** The keyCode of a key event an input method took (Safari sends the Enter that commits a composition after compositionend, with this code). */
const IME_KEY_CODE = 229;

/** The key event fields that tell an input method's key from the box's (React's `event.nativeEvent`). */
export interface KeyFacts {
  isComposing: boolean;
  keyCode: number;
}

/** Tracks one box's composition and says which of its texts are committed (kept apart from React to be tested: use-composition.test.ts). */
export interface CompositionTracker {
  start(): void;
  /** An input event's text: answers it if it is committed (typed outside a composition), else null. */
  input(value: string): string | null;
  /**
   * compositionend with the box's text at that moment: the committed text. Chromium fires it
   * after the last input event of the composition, or in some cases before it (the input event
   * that follows is then outside the composition and commits again, with the same or final text).
   */
  end(value: string): string;
  /** Whether a key belongs to the input method (Enter commits its characters, Escape cancels them): the box must not act on it. */
  ownsKey(key: KeyFacts): boolean;
}

export function createCompositionTracker(): CompositionTracker {
  let composing = false;
  return {
    start() {
      composing = true;
    },
    input(value) {
      return composing ? null : value;
    },
    end(value) {
      composing = false;
      return value;
    },
    ownsKey(key) {
      return composing || key.isComposing || key.keyCode === IME_KEY_CODE;
    },
  };
}

export interface CompositionCallbacks {
  /** Every change of the box's text, composed or not, and its text when a composition ends: what the box shows. */
  onChange(value: string): void;
  /** The committed text: each change outside a composition, and the box's text when a composition ends. What a search or suggestions use. */
  onCommit(value: string): void;
}

export interface Composition {
  /** Spread on the <input>. */
  inputProps: {
    onChange(event: ChangeEvent<HTMLInputElement>): void;
    onCompositionStart(): void;
    onCompositionEnd(event: CompositionEvent<HTMLInputElement>): void;
  };
  /** Whether a keydown belongs to the input method: a box's own keys (Enter submits, arrows, Escape) must leave it alone. */
  ownsKey(event: KeyboardEvent<HTMLInputElement>): boolean;
}

/** A search box's text through an input method's composition: see the top of this file. */
export function useComposition({ onChange, onCommit }: CompositionCallbacks): Composition {
  const [tracker] = useState(createCompositionTracker);
  return {
    inputProps: {
      onChange(event) {
        const value = event.currentTarget.value;
        onChange(value);
        const committed = tracker.input(value);
        if (committed !== null) onCommit(committed);
      },
      onCompositionStart() {
        tracker.start();
      },
      onCompositionEnd(event) {
        const value = tracker.end(event.currentTarget.value);
        // Also shown: when compositionend comes before the last input event, a render with the
        // text of before would put it back into the (controlled) box.
        onChange(value);
        onCommit(value);
      },
    },
    ownsKey: (event) => tracker.ownsKey(event.nativeEvent),
  };
}
