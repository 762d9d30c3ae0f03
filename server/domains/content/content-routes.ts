import * as contentCalls from '../../../shared/contract/calls/content.ts';
import { contentIdQuery } from '../../../shared/contract/queries.ts';
import { presentContentInfo } from './content-presenter.ts';
import { notFound } from '../../api/errors.ts';
import { implement, type ImplementedCall } from '../../api/route.ts';

export const contentRoutes: ImplementedCall[] = [
  implement(contentCalls.info, {
    query: contentIdQuery,
    async handler({ edition, services, query }) {
      const found = await services.contents.info(edition.id, query.content_id);
      if (!found) throw notFound(`content_id: no content ${query.content_id} in this edition`);
      return presentContentInfo(found.content, found.channels);
    },
  }),
];
