import * as calls from '../../../../shared/contract/calls/operator-terms.ts';
import {
  contentLanguagesSchema,
  PREVIEW_LIMIT,
  termDeleteSchema,
  termListQuery,
  termPreviewSchema,
  termSaveSchema,
} from '../../../../shared/contract/operator-terms.ts';
import { implement, type ImplementedCall } from '../../../api/route.ts';
import { consumeOrRefuse } from '../../../rate-limit/rate-limit.ts';
import { actorOf } from './admin-route.ts';

/**
 * The edition's content languages and the traditional view's term table
 * (shared/contract/calls/operator-terms.ts). A term write forgets this process's converter of the
 * edition at once (other processes keep theirs a few seconds: translations-service.ts).
 */
export const termsRoutes: ImplementedCall[] = [
  implement(calls.updateContentLanguages, {
    body: contentLanguagesSchema,
    handler: ({ services, viewer, edition, body }) => services.operator.editions.languages(actorOf(viewer), edition.id, body),
  }),
  implement(calls.terms, {
    query: termListQuery,
    handler: ({ services, edition, query }) => services.operator.terms.list(edition.id, query.lang, query.q),
  }),
  implement(calls.saveTerm, {
    body: termSaveSchema,
    async handler({ services, viewer, edition, body }) {
      const term = await services.operator.terms.save(actorOf(viewer), edition.id, body);
      services.translations.forgetTerms(edition.id);
      return { term };
    },
  }),
  implement(calls.deleteTerm, {
    body: termDeleteSchema,
    async handler({ services, viewer, edition, body }) {
      const source = await services.operator.terms.remove(actorOf(viewer), edition.id, body);
      services.translations.forgetTerms(edition.id);
      return { source };
    },
  }),
  implement(calls.previewTerms, {
    body: termPreviewSchema,
    async handler({ services, viewer, edition, body }) {
      await consumeOrRefuse(services.accounts.limiter, `term-preview:user:${viewer.user.id}`, PREVIEW_LIMIT, 'previews');
      // Always the stored terms: another process may have just changed them, and this one's converter is kept a few seconds.
      services.translations.forgetTerms(edition.id);
      const convert = await services.translations.traditional(edition.id, body.lang);
      return { text: convert(body.text) };
    },
  }),
];
