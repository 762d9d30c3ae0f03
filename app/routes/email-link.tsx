import '../i18n/areas/account-center.ts';
import { data } from 'react-router';
import * as emailCalls from '../../shared/contract/calls/email.ts';
import { EmailLinkPage, type EmailLinkData, type EmailLinkWrite } from '../features/accounts/center/EmailLinkPage.tsx';
import { translate } from '../i18n/index.ts';
import { requestLocale } from '../i18n/request-locale.ts';
import { requireEdition } from '../lib/edition.server.ts';
import { relayAction } from '../lib/route-data.ts';
import { actionBody, serverRead, serverWrite } from '../lib/service-call.server.ts';
import { pageMeta } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/email-link';

const INTENTS = ['verify', 'unsubscribe'] as const;
type Intent = (typeof INTENTS)[number];

/**
 * The pages a mail's links open, signed in or not: `email/verify?token=…` asks before it verifies
 * the address, `email/unsubscribe?token=…` says what it would stop and asks before it stops it (a
 * mail scanner's GET changes nothing). Never stored by a shared cache (no headers opt in).
 */
export async function loader({ request, params, context }: Route.LoaderArgs): Promise<EmailLinkData> {
  const edition = await requireEdition(context, params);
  const intent = params.intent as Intent;
  if (!INTENTS.includes(intent)) throw data('not found', { status: 404 });
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const locale = requestLocale(request, edition);
  const title = translate(locale, intent === 'verify' ? 'email.verify.title' : 'email.unsubscribe.title');
  if (intent === 'verify') return { intent, token, title, info: null };
  return { intent, token, title, info: await serverRead(context, edition.app_sn, emailCalls.unsubscribeInfo, { token }) };
}

/** Verifying or unsubscribing, on the server through the declared calls. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const edition = await requireEdition(context, params);
  const body = (await actionBody(request)) as Partial<EmailLinkWrite>;
  const token = typeof body.token === 'string' ? body.token : '';
  if (body.intent === 'verify') return serverWrite(context, edition.app_sn, emailCalls.verify, { token });
  if (body.intent === 'unsubscribe') return serverWrite(context, edition.app_sn, emailCalls.unsubscribe, { token });
  throw data('unknown intent', { status: 400 });
}

export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => relayAction(request, serverAction);

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: args.data?.title, noindex: true });

export default function EmailLink({ loaderData }: Route.ComponentProps) {
  return <EmailLinkPage data={loaderData} />;
}
