/**
 * Spoilers (heimu): the text is blacked out. On mobile a tap toggles it; on desktop hovering
 * shows it (CSS) and a click or the keyboard toggles it too.
 */
export interface SpoilerState {
  revealed: boolean;
}

export const SPOILER_HIDDEN: SpoilerState = { revealed: false };

export type SpoilerEvent = 'tap' | 'key' | 'hover-start' | 'hover-end';

/** The next state after an event; hovering changes nothing stored (desktop CSS shows the text while hovered). */
export function spoilerNext(state: SpoilerState, event: SpoilerEvent): SpoilerState {
  switch (event) {
    case 'tap':
    case 'key':
      return { revealed: !state.revealed };
    case 'hover-start':
    case 'hover-end':
      return state;
  }
}

/** Whether the text reads as shown: revealed, or hovered on desktop. */
export function spoilerVisible(state: SpoilerState, hovered: boolean, layout: 'pc' | 'mobile'): boolean {
  return state.revealed || (layout === 'pc' && hovered);
}
