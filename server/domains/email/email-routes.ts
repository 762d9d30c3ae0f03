import * as calls from '../../../shared/contract/calls/email.ts';
import { emailSetBody, emailVerifyBody, unsubscribeBody, unsubscribeQuery } from '../../../shared/contract/email.ts';
import { languageFromCookies, uiLanguage } from '../../../shared/language.ts';
import { Retcode } from '../../../shared/contract/retcode.ts';
import { ApiError } from '../../api/errors.ts';
import { implement, type ImplementedCall } from '../../api/route.ts';
import { requestOrigin } from '../../security/request-origin.ts';
import { EmailUnavailable } from './email-service.ts';

/** No mail can go out (SMTP_URL unset, or its server down): 503 with the envelope, never a 500. */
const unavailable = (error: unknown): never => {
  if (error instanceof EmailUnavailable) throw new ApiError(Retcode.SERVICE_UNAVAILABLE, 503, error.message);
  throw error;
};

/** The account's e-mail address and its verification, and the digests' unsubscribe links (shared/contract/calls/email.ts). */
export const emailRoutes: ImplementedCall[] = [
  implement(calls.state, {
    handler: ({ services, viewer }) => services.email.state(viewer.user.id),
  }),
  implement(calls.set, {
    body: emailSetBody,
    handler: ({ services, viewer, edition, body, request }) =>
      services.email
        .setAddress(
          // The mails' language: the one the page asks for, else the reader's language cookie.
          { address: body.address, language: body.language ?? uiLanguage(languageFromCookies(request.headers.cookie) ?? 'zh-CN') },
          {
            ip: request.ip,
            origin: requestOrigin(request),
            edition: { id: edition.id, name: edition.name, base_path: edition.base_path },
            user: { id: viewer.user.id, name: viewer.user.name },
          },
        )
        .catch(unavailable),
  }),
  implement(calls.remove, {
    handler: ({ services, viewer }) => services.email.removeAddress(viewer.user.id),
  }),
  implement(calls.verify, {
    body: emailVerifyBody,
    handler: ({ services, body, request }) => services.email.verify(body.token, request.ip),
  }),
  implement(calls.unsubscribeInfo, {
    query: unsubscribeQuery,
    handler: ({ services, query, request }) => services.email.unsubscribeInfo(query.token, request.ip),
  }),
  implement(calls.unsubscribe, {
    body: unsubscribeBody,
    handler: ({ services, body, request }) => services.email.unsubscribe(body.token, request.ip),
  }),
];
