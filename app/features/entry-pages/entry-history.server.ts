import type { AppLoadContext } from 'react-router';
import { presentHistory } from '../../../server/domains/entry-pages/entry-page-presenter.ts';
import { revisionDiff } from '../../../server/domains/entry-pages/revision-diff.ts';
import type { Edition } from '../../../server/domains/editions/editions-service.ts';
import { notFound } from '../../lib/edition.server.ts';

/** Revisions a history page lists (newest first). */
const HISTORY_PAGE_SIZE = 50;

function idOf(id: string | undefined): number {
  if (!id || !/^\d{1,15}$/.test(id)) throw notFound();
  return Number(id);
}

function versionParam(value: string | null): number | undefined {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : undefined;
}

/**
 * The history page of an entry page: its revisions and a readable diff between two of them
 * (?from=&to= versions; by default the previous and the current one), computed on the server.
 */
export async function loadEntryHistory(context: AppLoadContext, edition: Edition, id: string | undefined, search: URLSearchParams) {
  const contentId = idOf(id);
  const page = await context.services.entryPages.page(edition.id, contentId);
  if (!page) throw notFound();
  const history = await context.services.entryPages.history(edition.id, contentId, { pageNum: 1, pageSize: HISTORY_PAGE_SIZE });
  const versions = history.rows.map((row) => row.version);
  const latest = page.version;
  const to = versionParam(search.get('to')) ?? latest;
  const from = versionParam(search.get('from')) ?? Math.max(1, to - 1);
  const docs = await context.services.entryPages.revisionDocs(edition.id, contentId, [from, to]);
  const fromDoc = docs.get(from);
  const toDoc = docs.get(to);
  return {
    id: contentId,
    name: page.doc.name,
    history: presentHistory(history),
    versions,
    from,
    to,
    diff: fromDoc && toDoc && from !== to ? revisionDiff(fromDoc, toDoc) : null,
  };
}
