import { data, type AppLoadContext } from 'react-router';
import type { Edition } from '../../server/domains/editions/editions-service.ts';
import { showsEdition } from '../../server/page-cache/page-tags.ts';
import type { ClientEdition } from './wiki-context.tsx';

/** The edition at this base path, looked up once per request (the request's context keeps it). */
export function editionAt(context: AppLoadContext, basePath: string): Promise<Edition | undefined> {
  return context.editionAt(basePath);
}

/** Why a login-required edition turned a visitor away (the error page shows the right screen). */
export type GateReason = 'login' | 'forbidden';

/**
 * The edition whose base path is /{ns}/{site}/; a 404 page when there is none. A
 * login-required edition answers 401 to anonymous visitors and 403 to those without its VIEW
 * permission, whatever the page: the server enforces it, not only the browser.
 */
export async function requireEdition(context: AppLoadContext, params: { ns?: string; site?: string }): Promise<Edition> {
  const edition = params.ns && params.site ? await editionAt(context, `/${params.ns}/${params.site}/`) : undefined;
  if (!edition) throw data('Not Found', { status: 404, statusText: 'Not Found' });
  // A stored page of the edition is stale when its settings or operator-edited parts change (server/page-cache/page-tags.ts).
  showsEdition(context, edition.id);
  if (edition.login_required) {
    const viewer = await context.viewer(edition.id);
    if (!viewer) throw data({ gate: 'login' satisfies GateReason, edition: presentEdition(edition) }, { status: 401 });
    if (!viewer.can('view-edition', { loginRequired: true })) {
      throw data({ gate: 'forbidden' satisfies GateReason, edition: presentEdition(edition) }, { status: 403 });
    }
  }
  return edition;
}

export function presentEdition(edition: Edition): ClientEdition {
  return {
    app_sn: edition.app_sn,
    name: edition.name,
    base_path: edition.base_path,
    logo_url: edition.logo_url,
    login_required: edition.login_required === 1,
    is_test: edition.is_test === 1,
    about_url: edition.about_url,
    apply_url: edition.apply_url,
    time_zone: edition.time_zone,
  };
}

export const notFound = () => data('Not Found', { status: 404, statusText: 'Not Found' });
