import type { AppLoadContext } from 'react-router';
import { presentCommunityInfo, presentUserInfo } from '../../../server/domains/accounts/account-presenter.ts';
import type { ServerViewer } from './viewer-store.tsx';

/**
 * The signed-in visitor of the edition as the page's first render knows it: the user info (with
 * the edition's permissions) and the community info, in the shapes of the account calls. null
 * for an anonymous visitor, whatever cookie they carry: nothing personal, so every anonymous
 * reader gets the same page.
 */
export async function serverViewer(context: AppLoadContext, editionId: number): Promise<ServerViewer | null> {
  const viewer = await context.viewer(editionId);
  if (!viewer) return null;
  return { user: presentUserInfo(viewer.user, viewer.permissions), community: presentCommunityInfo(viewer.user) };
}
