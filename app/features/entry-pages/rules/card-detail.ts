/** A card's detail as the card modal shows it. */
export interface CardDetail {
  cost: string;
  type: string;
  text: string;
  tags: string[];
}

/**
 * Parses a card's detail JSON text. A damaged value is only logged and answers null, so no
 * modal opens.
 */
export function parseCardDetail(text: string, log: (message: string) => void = (message) => console.warn(message)): CardDetail | null {
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    if (typeof value !== 'object' || value === null) throw new Error('not an object');
    return {
      cost: value.cost === undefined ? '' : String(value.cost),
      type: typeof value.type === 'string' ? value.type : '',
      text: typeof value.text === 'string' ? value.text : '',
      tags: Array.isArray(value.tags) ? value.tags.filter((tag): tag is string => typeof tag === 'string') : [],
    };
  } catch (error) {
    log(`card detail could not be read: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
