import type { ChannelNode, ContentItem } from '../../../shared/contract/channel.ts';
import { DEFAULT_TIME_ZONE, wallClock } from '../../../shared/time-zone.ts';
import type { AnyCallContext } from '../../api/route.ts';
import { absoluteUrls } from '../absolute-url.ts';
import { spokenChannels, type SpokenChannels } from './channel-ids.ts';

/**
 * The blackboard mount's shapes (docs/wire-clients/blackboard.md): what the publisher's programs
 * read of a channel node and a content item, with the channel ids they speak (channel-ids.ts),
 * times as the text they parse and pictures at absolute addresses.
 */

/**
 * A content item as the publisher's programs decode it: our keys, plus `url` (where the item
 * opens, `''` for a wiki entry: TeyvatGuide then opens `content_id`), `abstract` (the summary),
 * `create_time` (text date on the edition's clock) and `end_time` as text of milliseconds
 * (`"0"` for none: TravellersBag's `Int(endTime)!`). Swift's Codable fails the whole answer on a
 * missing key or another JSON type, so every key is always there with its type.
 */
export interface BlackboardItem extends Omit<ContentItem, 'end_time'> {
  url: string;
  abstract: string;
  create_time: string;
  end_time: string;
}

export type BlackboardNode = Omit<ChannelNode, 'children' | 'list'> & { children: BlackboardNode[]; list: BlackboardItem[] };

const two = (value: number) => String(value).padStart(2, '0');

/** An instant (ms) as the publisher writes times, `"2023-03-21 17:59:59"`, on a zone's clock. */
export function wallText(ms: number, timeZone: string): string {
  const wall = wallClock(ms, timeZone);
  return `${wall.year}-${two(wall.month)}-${two(wall.day)} ${two(wall.hour)}:${two(wall.minute)}:${two(wall.second)}`;
}

/** The edition's clock: its time_zone setting, else the publisher's (China time). */
export const zoneOf = (context: Pick<AnyCallContext, 'edition'>): string => context.edition.time_zone || DEFAULT_TIME_ZONE;

/** ext text with its `c_{channelId}` keys spoken as this mount speaks channel ids; a channel spoken as 0 has no key. */
export function spokenExt(ext: string, spoken: SpokenChannels): string {
  if (!spoken.declared) return ext;
  let parsed: unknown;
  try {
    parsed = JSON.parse(ext);
  } catch {
    return ext;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return ext;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed)) {
    const match = /^c_(\d+)$/.exec(key);
    if (!match) {
      out[key] = value;
      continue;
    }
    const id = spoken.idOf(Number(match[1]));
    if (id !== 0) out[`c_${id}`] ??= value;
  }
  return JSON.stringify(out);
}

/** How this request speaks ids, times and addresses. */
export interface Speaker {
  spoken: SpokenChannels;
  zone: string;
  absolute: (url: string) => string;
  item(item: ContentItem): BlackboardItem;
  node(node: ChannelNode): BlackboardNode;
}

export async function speaker(context: AnyCallContext): Promise<Speaker> {
  const spoken = await spokenChannels(context);
  const zone = zoneOf(context);
  const absolute = absoluteUrls(context);
  const articleTime = (text: string) => {
    const seconds = Number(text);
    return Number.isFinite(seconds) && seconds > 0 ? wallText(seconds * 1000, zone) : '';
  };
  const item = (from: ContentItem): BlackboardItem => ({
    ...from,
    ext: spokenExt(from.ext, spoken),
    icon: absolute(from.icon),
    bbs_url: absolute(from.bbs_url),
    url: absolute(from.bbs_url),
    abstract: from.summary,
    create_time: articleTime(from.article_time),
    end_time: String(Math.max(0, Math.trunc(from.end_time))),
  });
  const node = (from: ChannelNode): BlackboardNode => ({
    ...from,
    id: spoken.idOf(from.id),
    channel_id: spoken.idOf(from.channel_id),
    parent_id: from.parent_id === 0 ? 0 : spoken.idOf(from.parent_id),
    children: from.children.map(node),
    list: from.list.map(item),
  });
  return { spoken, zone, absolute, item, node };
}
