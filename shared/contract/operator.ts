import { z } from 'zod';
import { LANGUAGES } from '../language.ts';
import { isTimeZone } from '../time-zone.ts';
import { imageUrl, linkUrl } from './url-fields.ts';

/**
 * The operator console's contract: shared parts (ids, ordering, editions, the audit log). The
 * console's forms validate with these same schemas the API answers 422 with. Every call lives
 * under /api/{app_sn}/v1/operator/...: edition-scoped calls act on the path's edition;
 * edition-independent ones (users, creating editions, the whole audit log) are reached through
 * any edition's prefix and need an ADMIN grant for every edition (edition_id 0).
 */

export const OPERATOR_PREFIX = '/v1/operator';

export const idSchema = z.number({ error: 'must be a number' }).int('must be a whole number').positive('must be a positive id');
export const idBody = z.object({ id: idSchema });
export const idQuery = z.object({ id: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').positive('must be a positive id') });

export const text = (max: number) => z.string({ error: 'must be text' }).trim().max(max, `at most ${max} characters`);
export const requiredText = (max: number) => text(max).min(1, 'is required');
export const flag = z.boolean({ error: 'must be true or false' });
export const unixSeconds = z.number({ error: 'must be unix seconds' }).int('must be whole seconds').min(0, 'must not be negative');

/** Position kinds of a move: to the top (0), to the bottom (1), or to an index (2). */
export const MOVE_KIND = { TOP: 0, BOTTOM: 1, MOVE: 2 } as const;
export const moveKindSchema = z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'must be 0 (top), 1 (bottom) or 2 (move)' });
/** For kind 2: the 0-based index among the siblings after the move. */
export const moveFields = {
  kind: moveKindSchema,
  index: z.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'must not be negative').optional(),
};

export const pagingQuery = {
  page: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(100_000).default(1),
  page_size: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(100, 'at most 100').default(20),
};

export { LANGUAGES };

/** Edition settings (the path's edition). */
export const editionSettingsSchema = z.object({
  name: requiredText(100),
  app_sn: z
    .string({ error: 'must be text' })
    .trim()
    .regex(/^[a-z][a-z0-9_]{1,31}$/, 'must be 2-32 lowercase letters, digits or _, starting with a letter'),
  base_path: z
    .string({ error: 'must be text' })
    .trim()
    .regex(/^\/[a-z0-9_-]+\/[a-z0-9_-]+\/$/, 'must look like /ns/site/'),
  login_required: flag,
  is_test: flag,
  default_lang: z.enum(LANGUAGES, { error: `must be one of ${LANGUAGES.join(', ')}` }),
  logo_url: imageUrl(),
  head_img_url: imageUrl(),
  /** The footer's about and apply links; left out keeps what is stored (a new edition gets its own pages). */
  about_url: linkUrl().optional(),
  apply_url: linkUrl().optional(),
  /** The edition's clock, an IANA zone (Asia/Shanghai, Europe/Berlin, UTC); left out keeps what is stored (a new edition: Asia/Shanghai). */
  time_zone: z.string({ error: 'must be text' }).trim().refine(isTimeZone, 'must be an IANA time zone such as Asia/Shanghai or UTC').optional(),
});
export type EditionSettingsInput = z.infer<typeof editionSettingsSchema>;

/** A new edition: its settings and the slug of the /hoyowiki/{game} alias. */
export const editionCreateSchema = editionSettingsSchema.extend({
  game: z
    .string({ error: 'must be text' })
    .trim()
    .regex(/^[a-z][a-z0-9_]{1,31}$/, 'must be 2-32 lowercase letters, digits or _'),
});
export type EditionCreateInput = z.infer<typeof editionCreateSchema>;

export interface OperatorEdition {
  id: number;
  app_sn: string;
  game: string;
  name: string;
  base_path: string;
  login_required: boolean;
  is_test: boolean;
  default_lang: string;
  time_zone: string;
  logo_url: string;
  head_img_url: string;
  about_url: string;
  apply_url: string;
  /** The edition's content languages in the publisher's codes, the source first (edition/languages sets them). */
  content_langs: string[];
}

export const auditQuerySchema = z.object({
  ...pagingQuery,
  /** 'all' lists every edition's entries (needs an ADMIN grant for every edition). */
  scope: z.enum(['edition', 'all'], { error: 'must be edition or all' }).default('edition'),
  action: text(64).optional(),
  target_type: text(32).optional(),
  target_id: z.coerce.number({ error: 'must be a number' }).int().min(0).optional(),
  actor_id: z.coerce.number({ error: 'must be a number' }).int().min(0).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export interface AuditEntry {
  id: number;
  edition_id: number;
  actor_id: number;
  actor_name: string;
  action: string;
  target_type: string;
  target_id: number;
  before: unknown;
  after: unknown;
  created_at: number;
}

// ---- answers shared by the console's calls (types only; the server builds them)

/** data of the deletes (and a few moves): the id acted on. */
export interface IdAnswer {
  id: number;
}

/** data of a list with no paging. */
export interface ListAnswer<T> {
  list: T[];
}

/** data of a paged list. */
export interface PageAnswer<T> {
  list: T[];
  total: number;
}

/** data of GET v1/operator/editions: the path's edition and every edition. */
export interface OperatorEditionsAnswer {
  current: OperatorEdition;
  list: OperatorEdition[];
}

/** data of edition/update and edition/create. */
export interface EditionAnswer {
  edition: OperatorEdition;
}
