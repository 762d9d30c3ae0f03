import type { AppLoadContext } from 'react-router';
import { presentContentInfo } from '../../server/presenters/content.ts';
import type { Edition } from '../../server/services/editions.ts';
import { notFound } from '../lib/edition.server.ts';

export async function loadContentDetail(context: AppLoadContext, edition: Edition, id: string | undefined) {
  if (!id || !/^\d{1,15}$/.test(id)) throw notFound();
  const found = await context.services.contents.info(edition.id, Number(id));
  if (!found) throw notFound();
  return presentContentInfo(found.content, found.channels);
}
