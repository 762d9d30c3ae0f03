import type { AnyCallContext } from '../../api/route.ts';
import { declaredIds } from '../declared-ids.ts';

/**
 * Channel ids as the blackboard mount (`/common/blackboard/{app_sn}/v1/...`) speaks them. The
 * publisher's programs name its observation wiki's channels by its own ids (189 the 图鉴
 * catalogue, 25 its characters, 5 its weapons: `channel_id=189`, `ext.c_5`); a channel stands for
 * one by declaring it in its ch_ext (`obc_channel_id`), as `wiki_menu_id` declares a HoYoWiki menu
 * (docs/decisions/015). An edition that declares any speaks only those on this mount, in every
 * input and answer: a channel without one is spoken as 0 (no id, like a root's parent_id) and no
 * `c_{id}` key names it, so a program asking for the publisher's channel 10 never gets whatever
 * channel has our id 10. An edition that declares none speaks channel ids, as our own mount does.
 */
export const OBC_CHANNEL_ID_KEY = 'obc_channel_id';

/** What a channel id's meaning on this mount depends on: the edition's channels. */
export type ChannelIdContext = Pick<AnyCallContext, 'perRequest' | 'edition'>;

export interface SpokenChannels {
  /** Our channel a spoken id names, or undefined when it names none. */
  channelOf(spokenId: number): number | undefined;
  /** The id a channel is spoken as: its declared id, 0 when it declares none (in an edition that declares any). */
  idOf(channelId: number): number;
  /** True when the edition declares the publisher's ids. */
  declared: boolean;
}

const ourIds: SpokenChannels = { channelOf: (id) => id, idOf: (id) => id, declared: false };

/** The edition's spoken channel ids, read once per request from its channel rows. */
export async function spokenChannels(context: ChannelIdContext): Promise<SpokenChannels> {
  const { channelOf, idOf } = await declaredIds(context, OBC_CHANNEL_ID_KEY);
  if (channelOf.size === 0) return ourIds;
  return { channelOf: (id) => channelOf.get(id), idOf: (id) => idOf.get(id) ?? 0, declared: true };
}
