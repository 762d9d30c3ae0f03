import { data, type AppLoadContext } from 'react-router';
import type { ApiCall, InputOf } from '../../../shared/contract/call.ts';
import * as operatorStructureCalls from '../../../shared/contract/calls/operator-structure.ts';
import type { AuditQuery } from '../../../shared/contract/operator.ts';
import { presentChannelNode } from '../../../server/domains/channels/channel-presenter.ts';
import type { Edition } from '../../../server/domains/editions/editions-service.ts';
import { auditChanges } from '../../../server/domains/operator/audit-changes.ts';
import { isOperatorWrite, operatorWrites } from '../../features/operator/operator-writes.ts';
import type { ApiData, CallFailure } from '../../lib/route-data.ts';
import { actionBody, serverRead, serverWrite } from '../../lib/service-call.server.ts';

export type AdminGate = { state: 'signin' | 'forbidden'; edition: Edition } | { state: 'ok'; edition: Edition; actorName: string };

/**
 * The edition a console page works on (its :appSn, else the first edition) and whether the
 * visitor is its ADMIN: which screen the console shows (sign in, no permission, the page). The
 * pages' loaders then read through the declared operator calls, which decide again.
 */
export async function adminGate(context: AppLoadContext, appSn: string | undefined): Promise<AdminGate | undefined> {
  const edition = appSn ? await context.editionBy({ appSn }) : (await context.services.editions.list())[0];
  if (!edition) return undefined;
  const viewer = await context.viewer(edition.id);
  if (!viewer) return { state: 'signin', edition };
  if (!viewer.can('operate-edition')) return { state: 'forbidden', edition };
  return { state: 'ok', edition, actorName: viewer.user.name };
}

/** May the visitor use the console's calls across editions (ADMIN granted for every edition)? The page shows or hides what needs it; the calls check it. */
export const operatesEveryEdition = (context: AppLoadContext, gate: { edition: Edition }) => context.can(gate.edition.id, 'operate-every-edition');

/** A console page whose read failed: the page shows the failure and a retry (ReadFailed), never the error boundary. */
export type FailedRead = { failed: CallFailure };

/** The failure of a read that did not answer (serverRead never answers 'loading'). */
export const failedRead = (state: Exclude<ApiData<unknown>, { status: 'ready' }>): FailedRead => ({
  failed: state.status === 'failed' ? { retcode: state.retcode, message: state.message } : { retcode: -1, message: '' },
});

/** The console's audit page: GET /v1/operator/audit, its entries with their changes field by field (the raw before/after stay on the API). */
export async function auditPage(context: AppLoadContext, appSn: string, query: AuditQuery) {
  const page = await serverRead(context, appSn, operatorStructureCalls.audit, query);
  if (page.status !== 'ready') return failedRead(page);
  return { total: page.data.total, list: page.data.list.map(({ before, after, ...entry }) => ({ ...entry, changes: auditChanges(before, after) })) };
}

/** A channel's preview as the console shows it beside the tree. */
export const channelPreview = presentChannelNode;

type JsonCall = ApiCall & { bodyType?: never };

/**
 * The console routes' server action: the body names a declared operator call and its input
 * (`{ call: 'structure.updateChannel', input }`, useOperator); the call runs for the page's
 * visitor on the page's edition (serverWrite), with the API's checks (operate-edition or
 * operate-every-edition, the input's schema). An unknown name is refused with 400.
 */
export async function operatorAction(context: AppLoadContext, appSn: string, request: Request) {
  const { call, input } = await actionBody(request);
  if (!isOperatorWrite(call) || typeof input !== 'object' || input === null || Array.isArray(input)) throw data('unknown operator write', { status: 400 });
  // The table's entries are the declarations; each one's input is the API's to check.
  return serverWrite(context, appSn, operatorWrites[call] as JsonCall, input as InputOf<JsonCall>);
}
