import { contentTags, type ContentTag } from '../content-changes/content-tags.ts';
import type { RequestContext } from '../policies/request-context.ts';

/** What a render's loaders said its page shows (kept on its request context). */
interface PageShows {
  editions: Set<number>;
  /** Entries and channels named one by one; none: the page may list any entry of its editions. */
  named: Set<ContentTag>;
  precise: boolean;
  /** When what the page shows changes by itself (a pool starts or ends): Date.now() then. */
  expiresAt: number;
}

const shows = (context: RequestContext): PageShows =>
  context.memo('page-shows', () => ({ editions: new Set<number>(), named: new Set<ContentTag>(), precise: false, expiresAt: Number.POSITIVE_INFINITY }));

/** The page shows this edition (its chrome, and whatever its operators edit): requireEdition says so for every page. */
export function showsEdition(context: RequestContext, editionId: number): void {
  shows(context).editions.add(editionId);
}

/**
 * The page shows exactly these entries and channels of its edition (and nothing else that entry
 * edits change): a change to any other entry leaves it stored. A loader that cannot name them
 * all says nothing, and its page is stale on any entry change of the edition.
 */
export function showsOnly(context: RequestContext, named: { entries?: Iterable<number>; channels?: Iterable<number> }): void {
  const page = shows(context);
  page.precise = true;
  for (const id of named.entries ?? []) page.named.add(contentTags.entry(id));
  for (const id of named.channels ?? []) page.named.add(contentTags.channel(id));
}

/** What the page shows changes by itself at this moment (milliseconds since the epoch): it is re-rendered then. */
export function changesAt(context: RequestContext, at: number): void {
  const page = shows(context);
  if (at > Date.now() && at < page.expiresAt) page.expiresAt = at;
}

/** The tags of a rendered page, and when it expires by itself. */
export function pageTagsOf(context: RequestContext | undefined): { tags: ContentTag[]; expiresAt: number } {
  if (!context) return { tags: [contentTags.site], expiresAt: Number.POSITIVE_INFINITY };
  const page = shows(context);
  const tags: ContentTag[] = [contentTags.site];
  for (const id of page.editions) tags.push(contentTags.edition(id), ...(page.precise ? [] : [contentTags.content(id)]));
  if (page.precise) tags.push(...page.named);
  return { tags, expiresAt: page.expiresAt };
}
