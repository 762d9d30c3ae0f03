import { ICON_KEYS, type PlacementExtInput } from '../../../shared/contract/operator-contents.ts';
import { parseItemExt } from '../../../shared/channel-ext.ts';

/** The stored shape of a placement's ext (what readers get under c_{channelId}). */
export function placementExtToStored(input: PlacementExtInput): string {
  const stored: Record<string, unknown> = {
    filter: { value: input.filter },
    table: { list: input.table },
    picture: { list: input.picture },
    placeholder: { text: input.placeholder },
  };
  for (const key of ICON_KEYS) {
    const value = input.icons[key];
    if (value) stored[key] = value;
  }
  return JSON.stringify(stored);
}

/** The console's view of a stored placement ext. */
export function storedToPlacementExt(text: string, channelId: number): PlacementExtInput {
  // parseItemExt reads the reader's shape, keyed c_{channelId}.
  let inner: unknown;
  try {
    inner = JSON.parse(text);
  } catch {
    inner = {};
  }
  const ext = parseItemExt(JSON.stringify({ [`c_${channelId}`]: inner }), channelId);
  return { filter: ext.filterValues, table: ext.table, picture: ext.pictures, placeholder: ext.placeholder, icons: ext.icons };
}
