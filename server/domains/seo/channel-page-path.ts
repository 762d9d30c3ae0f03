/** The type segment of a channel page's path: its top-level channel's slot ('map', else 'position'). */
export function channelTypeOf(rootSlot: string): 'map' | 'position' {
  return rootSlot === 'map' ? 'map' : 'position';
}

/**
 * A channel's page under its edition's base path, as the catalogue and the pages link it:
 * channel/{type}/{id} for a top-level channel, channel/{type}/{parentId}/{id} below one. The
 * sitemap lists these and an entry's breadcrumbs lead to them.
 */
export function channelPagePath(rootSlot: string, channel: { id: number; parent_id: number | null }): string {
  const type = channelTypeOf(rootSlot);
  return channel.parent_id ? `channel/${type}/${channel.parent_id}/${channel.id}` : `channel/${type}/${channel.id}`;
}
