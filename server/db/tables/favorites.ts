import type { Generated } from 'kysely';

/** Kysely types of favorites of entry pages and strategy contents, and their red dots (created by migrations/0011-favorites.ts). */
export interface FavoriteTables {
  favorites: FavoriteTable;
  person_follows: PersonFollowTable;
}

/** A contributor (person_id) a user follows in an edition. */
export interface PersonFollowTable {
  user_id: number;
  edition_id: number;
  person_id: number;
  created_at: number;
}

/** One content a user keeps in an edition: an entry page ('entry') or a strategy content ('strategy'). */
export interface FavoriteTable {
  id: Generated<number>;
  user_id: number;
  edition_id: number;
  kind: string;
  content_id: number;
  created_at: number;
  /** The content's updated_at and version when the user last looked (favorited, or opened the list). */
  seen_updated_at: Generated<number>;
  seen_version: Generated<number>;
}
