import { sql } from 'kysely';
import type { TraditionalView } from '../../../shared/content-language.ts';
import type { OperatorTerm, TermDeleteInput, TermListAnswer, TermSaveInput } from '../../../shared/contract/operator-terms.ts';
import type { Db } from '../../db/database.ts';
import { nowSeconds } from '../../clock.ts';
import { changingContent } from '../../content-changes/content-changed.ts';
import { contentTags } from '../../content-changes/content-tags.ts';
import { DomainError } from '../domain-error.ts';
import { recordAudit, type Actor } from './audit.ts';

/** How many terms a list answers at most (an edition's table is a few hundred). */
const LIST_MAX = 2000;

const present = (row: { lang: string; source: string; target: string; updated_at: number | string }): OperatorTerm => ({
  lang: row.lang as TraditionalView,
  source: row.source,
  target: row.target,
  updated_at: Number(row.updated_at),
});

/** LIKE's own characters in a search, taken literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (mark) => `\\${mark}`)}%`;

/**
 * The term table of an edition's traditional-Chinese reading view (edition_terms): each write in
 * one transaction with its audit entry, and it makes every stored page of the edition stale (a
 * term may change any page's converted text). Every process's converter reads the terms on each
 * use (services.translations.traditional), so the change applies at once everywhere.
 */
export function operatorTerms(db: Db) {
  return {
    async list(editionId: number, lang: TraditionalView, q?: string): Promise<TermListAnswer> {
      const base = db.selectFrom('edition_terms').where('edition_id', '=', editionId).where('lang', '=', lang);
      const search = q?.trim() ?? '';
      const [rows, count] = await Promise.all([
        (search
          ? base.where((eb) =>
              eb.or([
                eb('source', 'like', sql<string>`${likePattern(search)} escape '\\'`),
                eb('target', 'like', sql<string>`${likePattern(search)} escape '\\'`),
              ]),
            )
          : base
        )
          .select(['lang', 'source', 'target', 'updated_at'])
          .orderBy('source')
          .limit(LIST_MAX)
          .execute(),
        base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { list: rows.map(present), total: Number(count.total) };
    },

    save: (actor: Actor, editionId: number, input: TermSaveInput) =>
      changingContent(db, [contentTags.edition(editionId)], async (trx) => {
        const renamed = input.previous && input.previous !== input.source ? input.previous : undefined;
        const find = (source: string) =>
          trx
            .selectFrom('edition_terms')
            .select(['lang', 'source', 'target', 'updated_at'])
            .where('edition_id', '=', editionId)
            .where('lang', '=', input.lang)
            .where('source', '=', source)
            .executeTakeFirst();
        const before = await find(renamed ?? input.source);
        if (renamed) {
          if (!before) throw new DomainError('not_found', `previous: no ${input.lang} term ${renamed}`);
          if (await find(input.source)) throw new DomainError('conflict', `source: ${input.source} already has a ${input.lang} term`);
          await trx.deleteFrom('edition_terms').where('edition_id', '=', editionId).where('lang', '=', input.lang).where('source', '=', renamed).execute();
        }
        const row = { edition_id: editionId, lang: input.lang, source: input.source, target: input.target, updated_at: nowSeconds() };
        await trx
          .insertInto('edition_terms')
          .values(row)
          .onConflict((oc) => oc.columns(['edition_id', 'lang', 'source']).doUpdateSet({ target: row.target, updated_at: row.updated_at }))
          .execute();
        const after = present(row);
        await recordAudit(trx, actor, {
          editionId,
          action: before ? 'term.update' : 'term.create',
          targetType: 'term',
          targetId: editionId,
          before: before ? present(before) : null,
          after,
        });
        return after;
      }),

    remove: (actor: Actor, editionId: number, input: TermDeleteInput) =>
      changingContent(db, [contentTags.edition(editionId)], async (trx) => {
        const before = await trx
          .deleteFrom('edition_terms')
          .where('edition_id', '=', editionId)
          .where('lang', '=', input.lang)
          .where('source', '=', input.source)
          .returning(['lang', 'source', 'target', 'updated_at'])
          .executeTakeFirst();
        if (!before) throw new DomainError('not_found', `source: no ${input.lang} term ${input.source}`);
        await recordAudit(trx, actor, { editionId, action: 'term.delete', targetType: 'term', targetId: editionId, before: present(before), after: null });
        return input.source;
      }),
  };
}
