import type { Layout } from '../../shared/layout.ts';

/** Query every internal link carries (the spec's bbs_presentation_style rule). */
export const PRESENTATION_PARAM = ['bbs_presentation_style', 'no_header'] as const;

/**
 * The href of a page inside an edition: base path + path, with bbs_presentation_style=no_header
 * and the current layout's visit_device.
 */
export function wikiHref(basePath: string, path: string, layout: Layout, query: Record<string, string> = {}): string {
  const params = new URLSearchParams(query);
  params.set(PRESENTATION_PARAM[0], PRESENTATION_PARAM[1]);
  params.set('visit_device', layout);
  const clean = path.replace(/^\/+/, '');
  return `${basePath}${clean}?${params.toString()}`;
}

/** Internal when the host is absent or equals the current host. */
export function isInternalUrl(url: string, currentHost: string | undefined): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) && Boolean(currentHost) && parsed.host === currentHost;
  } catch {
    return false;
  }
}

/** A list entry links to its external bbs_url when it has one, else to its detail page. */
export function contentPath(item: { content_id: number; bbs_url: string }): { external: string } | { path: string } {
  return item.bbs_url ? { external: item.bbs_url } : { path: `content/${item.content_id}/detail` };
}

/** A channel links to its jump_url when it has one, else to the channel page. */
export function channelPath(channel: { id: number; parent_id: number }, jumpUrl: string, channelType = 'map'): { external: string } | { path: string } {
  if (jumpUrl) return { external: jumpUrl };
  return channel.parent_id ? { path: `channel/${channelType}/${channel.parent_id}/${channel.id}` } : { path: `channel/${channelType}/${channel.id}` };
}
