import { declareCall, shape } from '../call.ts';
import type { entryPageListBody, menuFiltersQuery, EncycEntryPage, EncycMenuFilters, EncycMenus } from '../encyc.ts';
import type { followPersonBody, FollowAnswer, PersonList } from '../people.ts';

/** The encyclopedia (the publisher's wapi shapes): menus, a menu's filters and its entries. */
export const encycCalls = {
  menus: declareCall({ method: 'GET', path: '/wapi/get_menus', auth: 'optional', cache: 'public', types: shape<{ answer: EncycMenus }>() }),
  menuFilters: declareCall({
    method: 'GET',
    path: '/wapi/get_menu_filters',
    auth: 'optional',
    cache: 'public',
    types: shape<{ query: typeof menuFiltersQuery; answer: EncycMenuFilters }>(),
  }),
  /** A POST that reads: {filters, menu_id, page_num, page_size} → {list, total as text}. */
  entryPageList: declareCall({
    method: 'POST',
    path: '/wapi/get_entry_page_list',
    auth: 'optional',
    cache: 'public',
    types: shape<{ body: typeof entryPageListBody; answer: EncycEntryPage }>(),
  }),
};

/** The signed-in user's people: the contributors they follow or share entries with. */
export const peopleCalls = {
  list: declareCall({ method: 'GET', path: '/wapi/get_person_list', auth: 'required', cache: 'private', types: shape<{ answer: PersonList }>() }),
  follow: declareCall({
    method: 'POST',
    path: '/wapi/person/follow',
    auth: 'required',
    cache: 'private',
    types: shape<{ body: typeof followPersonBody; answer: FollowAnswer }>(),
  }),
};
