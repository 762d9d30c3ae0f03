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
 * (shared/contract/calls/operator-terms.ts). Every process's converter reads the terms on each
 * use (translations-service.ts traditional), so a term write applies at once.
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
      return { term };
    },
  }),
  implement(calls.deleteTerm, {
    body: termDeleteSchema,
    async handler({ services, viewer, edition, body }) {
      const source = await services.operator.terms.remove(actorOf(viewer), edition.id, body);
      return { source };
    },
  }),
  implement(calls.previewTerms, {
    body: termPreviewSchema,
    async handler({ services, viewer, edition, body }) {
      await consumeOrRefuse(services.accounts.limiter, `term-preview:user:${viewer.user.id}`, PREVIEW_LIMIT, 'previews');
      // The stored terms: traditional() reads them on every call, so a change made by any process shows at once.
      const convert = await services.translations.traditional(edition.id, body.lang);
      return { text: convert(body.text) };
    },
  }),
];
