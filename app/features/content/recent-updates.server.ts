import type { AppLoadContext } from 'react-router';
import { presentLatestPage } from '../../../server/domains/content/content-lists-presenter.ts';
import type { Edition } from '../../../server/domains/editions/editions-service.ts';
import type { ContentPage } from '../../../shared/contract/content-lists.ts';
import { RECENT_UPDATES_PAGE_SIZE } from '../ranking/recent-updates.ts';

/** The first page of the edition's recently updated entries, as /wapi/home/recent_update answers it. */
export async function loadRecentUpdates(context: AppLoadContext, edition: Edition): Promise<ContentPage> {
  const page = await context.services.contentLists.latest(edition.id, { pageNum: 1, pageSize: RECENT_UPDATES_PAGE_SIZE });
  return presentLatestPage(page);
}
