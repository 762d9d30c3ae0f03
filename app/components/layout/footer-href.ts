import type { Layout } from '../../../shared/layout.ts';
import { PRESENTATION_PARAM, wikiHref } from '../../lib/wiki-href.ts';

/**
 * Where a footer link (the about and apply links an operator sets) leads. A page of the edition
 * (under its base path) gets the query every internal link carries, bbs_presentation_style and
 * visit_device, beside its own query; another path of this site gets bbs_presentation_style; an
 * outside URL is left as it is.
 */
export function footerHref(url: string, basePath: string, layout: Layout): string {
  const value = url.trim();
  if (!value.startsWith('/') || value.startsWith('//')) return value;
  const hashAt = value.indexOf('#');
  const hash = hashAt === -1 ? '' : value.slice(hashAt);
  const [path = '', query = ''] = (hashAt === -1 ? value : value.slice(0, hashAt)).split(/\?(.*)/s, 2);
  const params = new URLSearchParams(query);
  if (path.startsWith(basePath)) return `${wikiHref(basePath, path.slice(basePath.length), layout, Object.fromEntries(params))}${hash}`;
  params.set(PRESENTATION_PARAM[0], PRESENTATION_PARAM[1]);
  return `${path}?${params.toString()}${hash}`;
}
