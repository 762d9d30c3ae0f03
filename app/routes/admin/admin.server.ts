import type { AppLoadContext, LoaderFunctionArgs } from 'react-router';
import type { Edition } from '../../../server/services/editions.ts';

export type AdminGate = { state: 'signin' | 'forbidden'; edition: Edition } | { state: 'ok'; edition: Edition; actorName: string };

/**
 * The edition a console page works on (its :appSn, else the first edition) and whether the
 * visitor is its ADMIN. Loaders read through the services only when the state is 'ok'.
 */
export async function adminGate(context: AppLoadContext, appSn: string | undefined): Promise<AdminGate | undefined> {
  const editions = context.services.editions;
  const edition = appSn ? await editions.byAppSn(appSn) : (await editions.list())[0];
  if (!edition) return undefined;
  const viewer = await context.viewer(edition.id);
  if (!viewer) return { state: 'signin', edition };
  if (!viewer.permissions.includes('ADMIN') || viewer.user.status !== 'active') return { state: 'forbidden', edition };
  return { state: 'ok', edition, actorName: viewer.user.name };
}

/** Loader arguments with the app's load context typed (React Router leaves it open). */
export type AdminLoaderArgs = Omit<LoaderFunctionArgs, 'context'> & { context: AppLoadContext };
