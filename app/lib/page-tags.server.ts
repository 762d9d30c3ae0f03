/** What a page's loaders say it shows, for the page cache and the HTTP cache in front (server/page-cache/page-tags.ts). */
export { showsOnly } from '../../server/page-cache/page-tags.ts';
