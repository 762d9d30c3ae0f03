import * as encycCalls from '../../../shared/contract/calls/encyc.ts';
import * as peopleCalls from '../../../shared/contract/calls/people.ts';
import { entryPageListBody, menuFiltersQuery } from '../../../shared/contract/encyc.ts';
import { followPersonBody } from '../../../shared/contract/people.ts';
import { notFound } from '../../api/errors.ts';
import { localizeNames } from '../translations/localize.ts';
import { implement, type ImplementedCall } from '../../api/route.ts';

/**
 * The encyclopedia's calls (the publisher's wapi shapes): get_menus, get_menu_filters and
 * get_entry_page_list (POST {filters, menu_id, page_num, page_size} → {list, total as text});
 * and the signed-in user's people (get_person_list, person/follow). Menu ids are channel ids; on
 * /hoyowiki/... the publisher's (server/wire/hoyowiki/). The raid page's
 * /v1/aggregate_page/info is answered by home-aggregate.ts.
 */
export const encycRoutes: ImplementedCall[] = [
  implement(encycCalls.menus, {
    async handler(context) {
      const { services, edition, content } = context;
      return { menus: await services.contentTexts.menus(edition, content.wanted, await services.encyc.menus(edition.id)) };
    },
  }),
  implement(encycCalls.menuFilters, {
    query: menuFiltersQuery,
    async handler({ edition, services, query }) {
      const filters = await services.encyc.filters(edition.id, query.menu_id);
      if (!filters) throw notFound(`menu_id: no menu ${query.menu_id} in this edition`);
      return { filters };
    },
  }),
  implement(encycCalls.entryPageList, {
    body: entryPageListBody,
    async handler({ edition, services, body, content }) {
      const page = await services.encyc.entries(edition.id, body.menu_id, body.filters, { pageNum: body.page_num, pageSize: body.page_size });
      if (!page) throw notFound(`menu_id: no menu ${body.menu_id} in this edition`);
      const names = await localizeNames(
        services.translations,
        edition,
        page.list.map((entry) => ({ id: Number(entry.entry_page_id), name: entry.name })),
        content.asked,
      );
      return { list: page.list.map((entry, index) => ({ ...entry, name: names[index]! })), total: String(page.total) };
    },
  }),
  implement(peopleCalls.list, {
    async handler({ edition, services, viewer }) {
      return { list: await services.people.list(viewer.user.id, edition.id) };
    },
  }),
  implement(peopleCalls.follow, {
    body: followPersonBody,
    async handler({ edition, services, viewer, body }) {
      return { is_follow: await services.people.follow(viewer.user.id, edition.id, body.person_id, body.is_follow) };
    },
  }),
];
