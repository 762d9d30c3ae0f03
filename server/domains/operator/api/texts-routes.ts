import * as calls from '../../../../shared/contract/calls/operator-texts.ts';
import { textsQuery, textsSaveSchema } from '../../../../shared/contract/operator-texts.ts';
import { implement, type ImplementedCall } from '../../../api/route.ts';
import { actorOf } from './admin-route.ts';

/** Translated names of channels, banners, pools and calendar activities (shared/contract/calls/operator-texts.ts). */
export const textsRoutes: ImplementedCall[] = [
  implement(calls.texts, {
    query: textsQuery,
    handler: ({ services, edition, query }) => services.operator.texts.list(edition.id, query.kind),
  }),
  implement(calls.saveTexts, {
    body: textsSaveSchema,
    handler: ({ services, viewer, edition, body }) => services.operator.texts.save(actorOf(viewer), edition.id, body),
  }),
];
