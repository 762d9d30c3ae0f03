/**
 * An entry's `ext` as the publisher sends it: JSON text keyed `c_{channelId}`, one key per
 * channel the entry is placed in, whose `filter.text` is itself JSON text of the filter values
 * (['元素/火', ...]), so that programs can do
 * `JSON.parse(JSON.parse(item.ext).c_25.filter.text)`. `filter.value` (the same list) stays
 * beside it for our own pages.
 */

/** One placement of an entry: its channel and the stored per-channel data (JSON text). */
export interface Placement {
  channel_id: number;
  placement_ext: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The filter values a stored filter holds: `value`, else `text` parsed; none on bad data. */
function filterValues(filter: Record<string, unknown>): string[] {
  if (Array.isArray(filter.value)) return filter.value.filter((item): item is string => typeof item === 'string');
  if (typeof filter.text !== 'string') return [];
  try {
    const parsed: unknown = JSON.parse(filter.text);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** A placement's stored data in the publisher's shape: `filter` always carries `text` and `value`. */
export function wirePlacement(stored: unknown): Record<string, unknown> {
  const data = isRecord(stored) ? stored : {};
  const values = filterValues(isRecord(data.filter) ? data.filter : {});
  return { ...data, filter: { text: JSON.stringify(values), value: values } };
}

/** The stored JSON text parsed; {} when it is not JSON. */
export function parsePlacementExt(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

/** The ext text of an entry from its placements, the first placement of a channel winning. */
export function wireExt(placements: readonly Placement[]): string {
  const ext: Record<string, unknown> = {};
  for (const placement of placements) ext[`c_${placement.channel_id}`] ??= wirePlacement(parsePlacementExt(placement.placement_ext));
  return JSON.stringify(ext);
}
