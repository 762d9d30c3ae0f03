import { chExtValue, parseChExt } from '../../shared/channel-ext.ts';
import type { AnyCallContext } from '../api/route.ts';

/**
 * The publisher's ids the edition's channels declare in their ch_ext under `key` (`wiki_menu_id`
 * for HoYoWiki menus, `obc_channel_id` for blackboard channels), both ways, read once per request.
 * An id declared twice goes to the first channel; an id that is not a positive number is none.
 */
export function declaredIds(
  { perRequest, edition }: Pick<AnyCallContext, 'perRequest' | 'edition'>,
  key: string,
): Promise<{ channelOf: Map<number, number>; idOf: Map<number, number> }> {
  return perRequest.memo(`declared-ids:${key}:${edition.id}`, async () => {
    const channelOf = new Map<number, number>();
    const idOf = new Map<number, number>();
    for (const row of await perRequest.channelRows(edition.id)) {
      const declared = chExtValue(parseChExt(row.ch_ext), key).trim();
      if (!/^[1-9]\d{0,14}$/.test(declared) || channelOf.has(Number(declared))) continue;
      channelOf.set(Number(declared), row.id);
      idOf.set(row.id, Number(declared));
    }
    return { channelOf, idOf };
  });
}
