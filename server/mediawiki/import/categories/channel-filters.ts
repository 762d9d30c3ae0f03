import { chExtToInput, inputToChExt } from '../../../../shared/contract/operator-ch-ext.ts';
import type { Db } from '../../../db/database.ts';

/**
 * Adds the filter values imported entries carry to their channels' filter definitions (ch_ext
 * `filter`), so readers can filter by them: groups and options missing are appended, existing
 * ones kept in their order.
 */
export async function addChannelFilters(db: Db, filtersByChannel: Map<number, Map<string, Set<string>>>, at: number): Promise<number> {
  let changed = 0;
  for (const [channelId, groups] of filtersByChannel) {
    if (groups.size === 0) continue;
    const row = await db.selectFrom('channels').select(['ch_ext']).where('id', '=', channelId).executeTakeFirst();
    if (!row) continue;
    const input = chExtToInput(row.ch_ext);
    const filter = input.filter.map((group) => ({ label: group.label, options: [...group.options] }));
    let added = false;
    for (const [label, values] of groups) {
      let group = filter.find((existing) => existing.label === label);
      if (!group) filter.push((group = { label, options: [] }));
      for (const value of values) {
        if (!group.options.includes(value)) {
          group.options.push(value);
          added = true;
        }
      }
    }
    if (!added) continue;
    await db
      .updateTable('channels')
      .set({ ch_ext: inputToChExt({ ...input, filter }, row.ch_ext), updated_at: at })
      .where('id', '=', channelId)
      .execute();
    changed++;
  }
  return changed;
}
