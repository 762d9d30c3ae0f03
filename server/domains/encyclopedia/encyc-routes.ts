import type { z } from 'zod';
import { entryPageListBody, menuFiltersQuery, type EncycEntryPage, type EncycFilterGroup, type EncycMenu } from '../../../shared/contract/encyc.ts';
import { followPersonBody, type PersonList } from '../../../shared/contract/people.ts';
import { notFound } from '../../api/errors.ts';
import { defineRoute, type ApiRoute } from '../../api/route.ts';
import { channelOfMenu, menusAsSpoken } from '../../api/wiki-menus.ts';

/**
 * The encyclopedia's calls (the publisher's wapi shapes): get_menus, get_menu_filters and
 * get_entry_page_list (POST {filters, menu_id, page_num, page_size} → {list, total as text});
 * and the signed-in user's people (get_person_list, person/follow). On /hoyowiki/... a menu id
 * may be the publisher's (wiki-menus.ts). The raid page's
 * /v1/aggregate_page/info is answered by home-aggregate.ts.
 */
export const encycRoutes: ApiRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/wapi/get_menus',
    cache: 'public',
    async handler(context): Promise<{ menus: EncycMenu[] }> {
      return { menus: await menusAsSpoken(context, await context.services.encyc.menus(context.edition.id)) };
    },
  }),
  defineRoute<z.infer<typeof menuFiltersQuery>>({
    method: 'GET',
    path: '/wapi/get_menu_filters',
    cache: 'public',
    query: menuFiltersQuery,
    async handler(context): Promise<{ filters: EncycFilterGroup[] }> {
      const { edition, services, query } = context;
      const channelId = await channelOfMenu(context, query.menu_id);
      const filters = channelId === undefined ? undefined : await services.encyc.filters(edition.id, channelId);
      if (!filters) throw notFound(`menu_id: no menu ${query.menu_id} in this edition`);
      return { filters };
    },
  }),
  defineRoute<unknown, z.infer<typeof entryPageListBody>>({
    method: 'POST',
    path: '/wapi/get_entry_page_list',
    cache: 'public',
    body: entryPageListBody,
    async handler(context): Promise<EncycEntryPage> {
      const { edition, services, body } = context;
      const channelId = await channelOfMenu(context, body.menu_id);
      const page = channelId === undefined ? undefined : await services.encyc.entries(edition.id, channelId, body.filters, { pageNum: body.page_num, pageSize: body.page_size });
      if (!page) throw notFound(`menu_id: no menu ${body.menu_id} in this edition`);
      return { list: page.list, total: String(page.total) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/wapi/get_person_list',
    cache: 'private',
    auth: 'required',
    async handler({ edition, services, viewer }): Promise<PersonList> {
      return { list: await services.people.list(viewer!.user.id, edition.id) };
    },
  }),
  defineRoute<unknown, z.infer<typeof followPersonBody>>({
    method: 'POST',
    path: '/wapi/person/follow',
    cache: 'private',
    auth: 'required',
    body: followPersonBody,
    async handler({ edition, services, viewer, body }): Promise<{ is_follow: boolean }> {
      return { is_follow: await services.people.follow(viewer!.user.id, edition.id, body.person_id, body.is_follow) };
    },
  }),
];
