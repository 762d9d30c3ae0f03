import type { Kysely, Selectable } from 'kysely';
import type { EditionCreateInput, EditionSettingsInput, OperatorEdition } from '../../../shared/contract/operator.ts';
import type { ContentLanguagesInput } from '../../../shared/contract/operator-terms.ts';
import { editionContentLanguages } from '../../../shared/content-language.ts';
import type { Db } from '../../db/database.ts';
import type { Database, EditionTable } from '../../db/schema.ts';
import { DomainError } from '../domain-error.ts';
import { nowSeconds } from '../../clock.ts';
import { recordAudit, type Actor } from './audit.ts';
import { ensureFooterPages } from './footer-pages.ts';
import { changingContent } from '../../content-changes/content-changed.ts';
import { contentTags } from '../../content-changes/content-tags.ts';
import { rebuildContributionAggregates } from '../living/ranking/contribution-ledger.ts';

export function presentOperatorEdition(row: Selectable<EditionTable>): OperatorEdition {
  return {
    id: Number(row.id),
    app_sn: row.app_sn,
    game: row.game,
    name: row.name,
    base_path: row.base_path,
    login_required: row.login_required === 1,
    is_test: row.is_test === 1,
    default_lang: row.default_lang,
    time_zone: row.time_zone,
    logo_url: row.logo_url,
    head_img_url: row.head_img_url,
    about_url: row.about_url,
    apply_url: row.apply_url,
    content_langs: editionContentLanguages(row.content_langs, row.default_lang),
  };
}

const settingValues = (input: EditionSettingsInput) => ({
  name: input.name,
  app_sn: input.app_sn,
  base_path: input.base_path,
  login_required: input.login_required ? 1 : 0,
  is_test: input.is_test ? 1 : 0,
  default_lang: input.default_lang,
  logo_url: input.logo_url,
  head_img_url: input.head_img_url,
  ...(input.about_url !== undefined ? { about_url: input.about_url } : {}),
  ...(input.apply_url !== undefined ? { apply_url: input.apply_url } : {}),
  ...(input.time_zone !== undefined ? { time_zone: input.time_zone } : {}),
});

/** A footer link into the old base path follows the edition to its new one. */
const moved = (link: string, from: string, to: string) => (from !== to && link.startsWith(from) ? `${to}${link.slice(from.length)}` : link);

/** Edition settings: name, app_sn, base path, login, test notice, logo and navbar images, language, clock, footer links. */
export function operatorEditions(db: Db) {
  async function refuseTaken(trx: Kysely<Database>, input: { app_sn: string; base_path: string; game?: string }, exceptId: number) {
    const clash = await trx
      .selectFrom('editions')
      .select(['id', 'app_sn', 'base_path', 'game'])
      .where('id', '!=', exceptId)
      .where((eb) => eb.or([eb('app_sn', '=', input.app_sn), eb('base_path', '=', input.base_path), ...(input.game ? [eb('game', '=', input.game)] : [])]))
      .executeTakeFirst();
    if (!clash) return;
    const field = clash.app_sn === input.app_sn ? 'app_sn' : clash.base_path === input.base_path ? 'base_path' : 'game';
    throw new DomainError('conflict', `${field}: already used by another edition`);
  }

  return {
    list: async () => (await db.selectFrom('editions').selectAll().orderBy('id').execute()).map(presentOperatorEdition),

    update: (actor: Actor, editionId: number, input: EditionSettingsInput) =>
      changingContent(db, [contentTags.edition(editionId)], async (trx) => {
        await refuseTaken(trx, input, editionId);
        const before = await trx.selectFrom('editions').selectAll().where('id', '=', editionId).executeTakeFirstOrThrow();
        const values = settingValues(input);
        const after = await trx
          .updateTable('editions')
          .set({
            ...values,
            about_url: moved(values.about_url ?? before.about_url, before.base_path, input.base_path),
            apply_url: moved(values.apply_url ?? before.apply_url, before.base_path, input.base_path),
          })
          .where('id', '=', editionId)
          .returningAll()
          .executeTakeFirstOrThrow();
        // The ranking's days are cut at the edition's midnights: another zone cuts them elsewhere.
        if (after.time_zone !== before.time_zone) await rebuildContributionAggregates(trx, editionId);
        await recordAudit(trx, actor, { editionId, action: 'edition.update', targetType: 'edition', targetId: editionId, before, after });
        return presentOperatorEdition(after);
      }),

    /** The edition's content languages, the source first (editions.content_langs); every stored page of the edition goes stale. */
    languages: (actor: Actor, editionId: number, input: ContentLanguagesInput) =>
      changingContent(db, [contentTags.edition(editionId)], async (trx) => {
        const before = await trx.selectFrom('editions').select(['content_langs', 'default_lang']).where('id', '=', editionId).executeTakeFirstOrThrow();
        const stored = input.content_langs.join(',');
        await trx.updateTable('editions').set({ content_langs: stored }).where('id', '=', editionId).execute();
        await recordAudit(trx, actor, {
          editionId,
          action: 'edition.languages',
          targetType: 'edition',
          targetId: editionId,
          before: { content_langs: editionContentLanguages(before.content_langs, before.default_lang) },
          after: { content_langs: input.content_langs },
        });
        return { content_langs: editionContentLanguages(stored, before.default_lang) };
      }),

    create: (actor: Actor, input: EditionCreateInput) =>
      changingContent(db, [contentTags.site], async (trx) => {
        await refuseTaken(trx, input, 0);
        const inserted = await trx
          .insertInto('editions')
          .values({ ...settingValues(input), game: input.game, created_at: nowSeconds() })
          .returningAll()
          .executeTakeFirstOrThrow();
        // A new edition starts with an empty home, and the footer's about and apply pages.
        const links = await ensureFooterPages(trx, inserted, actor.name);
        const after = { ...inserted, ...links };
        await recordAudit(trx, actor, { editionId: 0, action: 'edition.create', targetType: 'edition', targetId: after.id, before: null, after });
        return presentOperatorEdition(after);
      }),
  };
}
