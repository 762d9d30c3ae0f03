import { z } from 'zod';
import { idParam } from './queries.ts';

export const PEOPLE_LIMITS = {
  /** Most contributors one user follows per edition. */
  maxFollows: 500,
  /** Most co-contributors the list adds to the followed ones. */
  maxCredited: 100,
} as const;

/** true/false, also as the texts some clients send. */
const flag = z.preprocess(
  (value) => (value === 'true' || value === '1' || value === 1 ? true : value === 'false' || value === '0' || value === 0 ? false : value),
  z.boolean({ error: 'must be true or false' }),
);

/** POST wapi/person/follow: person_id is a contributor's account_uid. */
export const followPersonBody = z.object({ person_id: idParam, is_follow: flag.default(true) });

/** One person of the list: a contributor the user follows, or shares entries with. */
export interface Person {
  account_uid: string;
  account_name: string;
  img: string;
  /** All-time contribution value in the edition. */
  value: number;
  is_follow: boolean;
  /** Entries both the user and this person contributed to. */
  credited_count: number;
}

export interface PersonList {
  list: Person[];
}

/** POST wapi/person/follow */
export interface FollowAnswer {
  is_follow: boolean;
}
