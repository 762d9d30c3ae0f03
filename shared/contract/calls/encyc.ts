import { declareCall, shape } from '../call.ts';
import type { entryPageListBody, menuFiltersQuery, EncycEntryPage, EncycMenuFilters, EncycMenus } from '../encyc.ts';

/** The encyclopedia (the publisher's wapi shapes): menus, a menu's filters and its entries. */

export const menus = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/wapi/get_menus',
  auth: 'optional',
  cache: 'public',
  types: /* @__PURE__ */ shape<{ answer: EncycMenus }>(),
});

export const menuFilters = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/wapi/get_menu_filters',
  auth: 'optional',
  cache: 'public',
  types: /* @__PURE__ */ shape<{ query: typeof menuFiltersQuery; answer: EncycMenuFilters }>(),
});

/** A POST that reads: {filters, menu_id, page_num, page_size} → {list, total as text}. */
export const entryPageList = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/wapi/get_entry_page_list',
  auth: 'optional',
  cache: 'public',
  types: /* @__PURE__ */ shape<{ body: typeof entryPageListBody; answer: EncycEntryPage }>(),
});
