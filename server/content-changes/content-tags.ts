/**
 * The tags of content changes and of stored pages (issue 27): a change names what it touched, a
 * stored page names what it shows, and a change makes stale exactly the pages that share one
 * of its tags. Every page carries `site`; every page of an edition carries its `edition:` tag;
 * a page whose loaders name the entries and channels they show (home, channel and entry pages)
 * carries those, and any other page of an edition carries `content:` (every entry change).
 */
export type ContentTag = string;

export const contentTags = {
  /** Everything: every page of every edition (an edition created, a restore). */
  site: 'site',
  /** An edition's own settings and every operator-edited part of it (channels, home, pools, calendar, red points, footer). */
  edition: (editionId: number): ContentTag => `edition:${editionId}`,
  /** Any entry or content of the edition: raised by every entry change; carried by pages that list entries without naming them. */
  content: (editionId: number): ContentTag => `content:${editionId}`,
  /** One entry or content (its page, its name and icon where it is listed). */
  entry: (contentId: number): ContentTag => `entry:${contentId}`,
  /** One channel's list of entries (the pages that show it). */
  channel: (channelId: number): ContentTag => `channel:${channelId}`,
} as const;

/** Tags as a header value or log column: space-separated, each once. */
export const joinTags = (tags: Iterable<ContentTag>): string => [...new Set(tags)].join(' ');

/** The tags of a header value or log column. */
export const splitTags = (joined: string): ContentTag[] => joined.split(' ').filter((tag) => tag.length > 0);
