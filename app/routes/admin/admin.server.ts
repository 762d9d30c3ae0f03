import type { AppLoadContext, LoaderFunctionArgs } from 'react-router';
import type { AuditQuery } from '../../../shared/contract/operator.ts';
import { presentChannelNode } from '../../../server/domains/channels/channel-presenter.ts';
import type { Edition } from '../../../server/domains/editions/editions-service.ts';
import { auditChanges } from '../../../server/domains/operator/audit-changes.ts';
import { presentOperatorEdition } from '../../../server/domains/operator/editions.ts';

export type AdminGate = { state: 'signin' | 'forbidden'; edition: Edition } | { state: 'ok'; edition: Edition; actorName: string };

/**
 * The edition a console page works on (its :appSn, else the first edition) and whether the
 * visitor is its ADMIN. Loaders read through the services only when the state is 'ok'.
 */
export async function adminGate(context: AppLoadContext, appSn: string | undefined): Promise<AdminGate | undefined> {
  const edition = appSn ? await context.editionBy({ appSn }) : (await context.services.editions.list())[0];
  if (!edition) return undefined;
  const viewer = await context.viewer(edition.id);
  if (!viewer) return { state: 'signin', edition };
  if (!viewer.can('operate-edition')) return { state: 'forbidden', edition };
  return { state: 'ok', edition, actorName: viewer.user.name };
}

/** May the visitor use the console's calls across editions (ADMIN granted for every edition)? */
export const operatesEveryEdition = (context: AppLoadContext, gate: { edition: Edition }) => context.can(gate.edition.id, 'operate-every-edition');

/** The console's audit page: the log's entries with their changes field by field (the raw before/after stay on the API). */
export async function auditPage(context: AppLoadContext, editionId: number | undefined, query: AuditQuery) {
  const page = await context.services.operator.audit(editionId, query);
  return { total: page.total, list: page.list.map(({ before, after, ...entry }) => ({ ...entry, changes: auditChanges(before, after) })) };
}

/** The edition as the console's home shows it. */
export const consoleEdition = (edition: Edition) => presentOperatorEdition(edition);

/** A channel's preview as the console shows it beside the tree. */
export const channelPreview = presentChannelNode;

/** Loader arguments with the app's load context typed (React Router leaves it open). */
export type AdminLoaderArgs = Omit<LoaderFunctionArgs, 'context'> & { context: AppLoadContext };
