import type { AppLoadContext } from 'react-router';
import type { Edition } from '../../../server/domains/editions/editions-service.ts';
import type { EncycEntry, EncycFilterGroup, EncycMenu } from '../../../shared/contract/encyc.ts';
import { ENCYC_LIMITS } from '../../../shared/contract/encyc.ts';
import type { EncycView } from './encyc-query.ts';

export interface EncycPageData {
  menus: EncycMenu[];
  /** The top menu and the sub-menu shown (the first ones when the URL names none or an unknown one). */
  menuId: number | null;
  subMenuId: number | null;
  filterGroups: EncycFilterGroup[];
  filters: string[];
  page: number;
  pageSize: number;
  list: EncycEntry[];
  total: number;
}

/** The encyclopedia page as the wapi calls answer it: menus, the chosen menu's filters and a page of its entries. */
export async function loadEncyc(context: AppLoadContext, edition: Edition, view: EncycView): Promise<EncycPageData> {
  const { encyc } = context.services;
  const menus = await encyc.menus(edition.id);
  const owner = menus.find((menu) => menu.menu_id === view.menuId || menu.sub_menus.some((sub) => sub.menu_id === view.menuId)) ?? menus[0];
  const sub = owner?.sub_menus.find((item) => item.menu_id === view.menuId) ?? owner?.sub_menus[0];
  const empty = {
    menus,
    menuId: owner?.menu_id ?? null,
    subMenuId: sub?.menu_id ?? null,
    filterGroups: [],
    filters: [],
    page: 1,
    pageSize: ENCYC_LIMITS.defaultPageSize,
    list: [],
    total: 0,
  };
  if (!sub) return empty;
  const filterGroups = (await encyc.filters(edition.id, sub.menu_id)) ?? [];
  const known = new Set(filterGroups.flatMap((group) => group.values.map((value) => value.id)));
  const filters = view.filters.filter((value) => known.has(value));
  const page = await encyc.entries(edition.id, sub.menu_id, filters, { pageNum: view.page, pageSize: ENCYC_LIMITS.defaultPageSize });
  return { ...empty, filterGroups, filters, page: view.page, list: page?.list ?? [], total: page?.total ?? 0 };
}
