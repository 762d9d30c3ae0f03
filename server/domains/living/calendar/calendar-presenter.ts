import { dropDayMod7, type CalendarActivity, type CalendarContentInfo, type RedPointItem } from '../../../../shared/contract/calendar.ts';
import type { CalendarActivityRow, RedPointRow } from './calendar-service.ts';
import { isRedPointType } from './calendar-service.ts';

/** The fields of a stored activity that readers' calendar and the operator console show alike. */
export const presentActivityFields = (row: CalendarActivityRow) => ({
  id: Number(row.id),
  title: row.title,
  kind: row.kind,
  img_url: row.img_url,
  jump_type: row.jump_type,
  jump_url: row.jump_url,
  content_id: Number(row.content_id),
  start_time: Number(row.start_time),
  end_time: Number(row.end_time),
});

export const presentCalendarActivity = (row: CalendarActivityRow): CalendarActivity => ({
  ...presentActivityFields(row),
  drop_day: parseDropDays(row.drop_day),
  break_type: row.break_type,
  contentInfos: parseContentInfos(row.content_infos),
  sort: row.sort,
});

/** A stored JSON list (the living tables' drop days, content infos, pool entries); damaged text or another value gives none. */
export function parseJsonList(text: string): unknown[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/** Stored drop days as weekday numbers, each mod 7, once each in stored order; damaged text gives none. */
export function parseDropDays(text: string): number[] {
  const days = parseJsonList(text).flatMap((item: unknown) => {
    const day = typeof item === 'string' && item.trim() !== '' ? Number(item) : item;
    return typeof day === 'number' && Number.isSafeInteger(day) ? [dropDayMod7(day)] : [];
  });
  return [...new Set(days)];
}

/** Stored content infos as [{id, title, icon, bbs_url}]; damaged text gives none, items without an id or title are dropped. */
export function parseContentInfos(text: string): CalendarContentInfo[] {
  return parseJsonList(text).flatMap((item: unknown) => {
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
