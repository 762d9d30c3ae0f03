import type { ChannelNode, ContentItem } from '../../shared/contract/channel.ts';
import type { ChannelTree, PlacedContentRow } from '../services/channels.ts';

/** A placed content row as the real API's list item; ext is keyed c_{channelId}. */
export function presentContentItem(row: PlacedContentRow): ContentItem {
  return {
    content_id: row.id,
    recommend_id: row.recommend_id,
    title: row.title,
    ext: JSON.stringify({ [`c_${row.channel_id}`]: safeJson(row.placement_ext) }),
    icon: row.icon,
    bbs_url: row.bbs_url,
    type: row.type,
    article_user_name: row.author_name,
    article_time: String(row.article_time),
    avatar_url: '',
    summary: row.summary,
    alias_name: row.alias_name,
    corner_mark: row.corner_mark,
    end_time: row.end_time_ms,
  };
}

export function presentChannelNode(node: ChannelTree): ChannelNode {
  return {
    id: node.row.id,
    channel_id: node.row.id,
    name: node.row.name,
    parent_id: node.row.parent_id ?? 0,
    depth: node.row.depth,
    ch_ext: node.row.ch_ext,
    is_recent_update: node.row.is_recent_update === 1,
    children: node.children.map(presentChannelNode),
    list: node.contents.map(presentContentItem),
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}
