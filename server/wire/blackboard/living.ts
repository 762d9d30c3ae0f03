import * as calendarCalls from '../../../shared/contract/calls/calendar.ts';
import * as mediaCalls from '../../../shared/contract/calls/media.ts';
import type { GachaPool } from '../../../shared/contract/gacha-pool.ts';
import { onPublisherMount } from '../variant.ts';
import { speaker, wallText, type Speaker } from './shapes.ts';

/**
 * The living data on the blackboard mount, typed as the publisher's programs decode it
 * (docs/wire-clients/blackboard.md): gacha pools with text times on the edition's clock
 * (TeyvatGuide's `new Date(end_time)`, TravellersBag's `String`), each pool item's `ext` text;
 * the activity calendar with every scalar as text (Snap Genshin's `string?` properties,
 * `Kind == "1"`, `int.Parse(start_time)`), drop days "1"–"7" (Sunday "7"), featured entries by
 * `content_id`, and the style keys present.
 */

/** A pool item as TravellersBag's Codable requires it: `icon`, `url` and `ext`, all text. */
export interface BlackboardPoolItem {
  icon: string;
  url: string;
  ext: string;
}

/**
 * A gacha pool as the publisher's programs decode it. `voice_status` stays a number: TravellersBag
 * decodes `Int` (a text would fail its whole answer), TeyvatGuide declares a string but never
 * reads it (TypeScript types are not checked at run time).
 */
export interface BlackboardPool extends Omit<GachaPool, 'pool' | 'start_time' | 'end_time'> {
  pool: BlackboardPoolItem[];
  start_time: string;
  end_time: string;
}

export function blackboardPool(pool: GachaPool, speak: Pick<Speaker, 'absolute' | 'zone'>): BlackboardPool {
  return {
    ...pool,
    pool: pool.pool.map((item) => ({ icon: speak.absolute(item.icon), url: speak.absolute(item.url), ext: '' })),
    voice_icon: speak.absolute(pool.voice_icon),
    voice_url: speak.absolute(pool.voice_url),
    start_time: wallText(pool.start_time * 1000, speak.zone),
    end_time: wallText(pool.end_time * 1000, speak.zone),
  };
}

/** A featured entry of an activity, as Snap Genshin's ContentInfo reads it (`content_id` an int). */
export interface BlackboardContentInfo {
  content_id: number;
  title: string;
  icon: string;
  bbs_url: string;
}

/** An activity with Snap Genshin's keys and types: every scalar text, the lists as lists. */
export interface BlackboardActivity {
  id: string;
  title: string;
  kind: string;
  img_url: string;
  jump_type: string;
  jump_url: string;
  content_id: string;
  style: string;
  start_time: string;
  end_time: string;
  font_color: string;
  padding_color: string;
  drop_day: string[];
  break_type: string;
  contentInfos: BlackboardContentInfo[];
  sort: string;
}

/** Our weekday (0 Sunday … 6) as the publisher numbers it: "1" Monday … "7" Sunday. */
export const publisherWeekday = (day: number): string => String(day === 0 ? 7 : day);

export const blackboardLivingVariants = [
  onPublisherMount('blackboard', mediaCalls.gachaPools, {
    async handler(context, ours) {
      const [answer, speak] = await Promise.all([ours(context), speaker(context)]);
      return { list: answer.list.map((pool) => blackboardPool(pool, speak)) };
    },
  }),
  onPublisherMount('blackboard', calendarCalls.activities, {
    async handler(context, ours) {
      const [answer, speak] = await Promise.all([ours(context), speaker(context)]);
      const list: BlackboardActivity[] = answer.list.map((activity) => ({
        id: String(activity.id),
        title: activity.title,
        kind: String(activity.kind),
        img_url: speak.absolute(activity.img_url),
        jump_type: String(activity.jump_type),
        jump_url: speak.absolute(activity.jump_url),
        content_id: String(activity.content_id),
        style: '',
        start_time: String(activity.start_time),
        end_time: String(activity.end_time),
        font_color: '',
        padding_color: '',
        drop_day: activity.drop_day.map(publisherWeekday),
        break_type: String(activity.break_type),
        contentInfos: activity.contentInfos.map((info) => ({
          content_id: info.id,
          title: info.title,
          icon: speak.absolute(info.icon),
          bbs_url: speak.absolute(info.bbs_url),
        })),
        sort: activity.sort,
      }));
      return { list };
    },
  }),
  onPublisherMount('blackboard', calendarCalls.redPoints, {
    // A channel's red point names the channel as this mount speaks it; one spoken as 0 is left out.
    async handler(context, ours) {
      const [answer, speak] = await Promise.all([ours(context), speaker(context)]);
      return {
        list: answer.list.flatMap((point) => {
          if (point.type !== 'channel') return [{ ...point, img: speak.absolute(point.img) }];
          const id = speak.spoken.idOf(point.target_id);
          return id === 0 ? [] : [{ ...point, target_id: id, img: speak.absolute(point.img) }];
        }),
      };
    },
  }),
];
