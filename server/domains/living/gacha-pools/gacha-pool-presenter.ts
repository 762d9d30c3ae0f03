import type { GachaPool } from '../../../../shared/contract/gacha-pool.ts';
import type { GachaPoolRow } from './gacha-pools-service.ts';

export const presentGachaPool = (row: GachaPoolRow): GachaPool => ({
  id: row.id,
  title: row.title,
  activity_url: row.activity_url,
  content_before_act: row.content_before_act,
  pool: parsePoolItems(row.pool),
  voice_icon: row.voice_icon,
  voice_url: row.voice_url,
  voice_status: row.voice_status,
  start_time: Number(row.start_time),
  end_time: Number(row.end_time),
});

/** Stored pool JSON as [{icon, url}]; damaged text gives none, malformed items are dropped. */
function parsePoolItems(text: string): GachaPool['pool'] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { icon, url } = item as Record<string, unknown>;
    return typeof icon === 'string' ? [{ icon, url: typeof url === 'string' ? url : '' }] : [];
  });
}
