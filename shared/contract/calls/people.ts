import { declareCall, shape } from '../call.ts';
import type { followPersonBody, FollowAnswer, PersonList } from '../people.ts';

/** The signed-in user's people: the contributors they follow or share entries with. */

export const list = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/wapi/get_person_list',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ answer: PersonList }>(),
});

export const follow = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/wapi/person/follow',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ body: typeof followPersonBody; answer: FollowAnswer }>(),
});
