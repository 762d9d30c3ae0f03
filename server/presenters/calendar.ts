import { dropDayMod7, type CalendarActivity, type CalendarContentInfo, type RedPointItem } from '../../shared/contract/calendar.ts';
import type { CalendarActivityRow, RedPointRow } from '../services/calendar.ts';
import { isRedPointType } from '../services/calendar.ts';

export const presentCalendarActivity = (row: CalendarActivityRow): CalendarActivity => ({
  id: row.id,
  title: row.title,
  kind: row.kind,
  img_url: row.img_url,
  jump_type: row.jump_type,
  jump_url: row.jump_url,
  content_id: Number(row.content_id),
  start_time: Number(row.start_time),
  end_time: Number(row.end_time),
  drop_day: parseDropDays(row.drop_day),
  break_type: row.break_type,
  contentInfos: parseContentInfos(row.content_infos),
  sort: row.sort,
});

/** Stored drop days as weekday numbers, each mod 7, once each in stored order; damaged text gives none. */
export function parseDropDays(text: string): number[] {
  const value = parseJson(text);
  if (!Array.isArray(value)) return [];
  const days = value.flatMap((item: unknown) => {
    const day = typeof item === 'string' && item.trim() !== '' ? Number(item) : item;
    return typeof day === 'number' && Number.isSafeInteger(day) ? [dropDayMod7(day)] : [];
  });
  return [...new Set(days)];
}

/** Stored content infos as [{id, title, icon, bbs_url}]; damaged text gives none, items without an id or title are dropped. */
export function parseContentInfos(text: string): CalendarContentInfo[] {
  const value = parseJson(text);
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { id, title, icon, bbs_url } = item as Record<string, unknown>;
    const numericId = typeof id === 'string' && id.trim() !== '' ? Number(id) : id;
    if (typeof numericId !== 'number' || !Number.isSafeInteger(numericId) || typeof title !== 'string') return [];
    return [{ id: numericId, title, icon: typeof icon === 'string' ? icon : '', bbs_url: typeof bbs_url === 'string' ? bbs_url : '' }];
  });
}

/** A stored red point as the API sends it; a row of an unknown type is left out. */
export function presentRedPoint(row: RedPointRow): RedPointItem[] {
  if (!isRedPointType(row.type)) return [];
  return [{ target_id: Number(row.target_id), type: row.type, img: row.img, mtime: Number(row.mtime) }];
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
