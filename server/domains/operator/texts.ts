import type { Kysely } from 'kysely';
import { editionContentLanguages } from '../../../shared/content-language.ts';
import {
  TEXT_FIELD,
  type TextKind,
  type TextsAnswer,
  type TextsByRef,
  type TextsSaveAnswer,
  type TextsSaveInput,
} from '../../../shared/contract/operator-texts.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { nowSeconds } from '../../clock.ts';
import { changingContent } from '../../content-changes/content-changed.ts';
import { contentTags } from '../../content-changes/content-tags.ts';
import { DomainError } from '../domain-error.ts';
import { recordAudit, type Actor } from './audit.ts';

/** The table each kind names a row of, and the audit's target type (as that row's own writes record it). */
const TARGET = {
  channel: { table: 'channels', targetType: 'channel', noun: 'channel' },
  block: { table: 'banners', targetType: 'banner', noun: 'banner' },
  pool: { table: 'gacha_pools', targetType: 'gacha_pool', noun: 'gacha pool' },
  activity: { table: 'calendar_activities', targetType: 'activity', noun: 'activity' },
} as const satisfies Record<TextKind, { table: keyof Database; targetType: string; noun: string }>;

async function languagesOf(trx: Kysely<Database>, editionId: number) {
  const edition = await trx.selectFrom('editions').select(['content_langs', 'default_lang']).where('id', '=', editionId).executeTakeFirstOrThrow();
  const languages = editionContentLanguages(edition.content_langs, edition.default_lang);
  return { source: languages[0]!, others: languages.slice(1) };
}

async function textsOf(trx: Kysely<Database>, editionId: number, kind: TextKind, refId?: number): Promise<TextsByRef> {
  let query = trx
    .selectFrom('content_texts')
    .select(['ref_id', 'lang', 'text'])
    .where('edition_id', '=', editionId)
    .where('kind', '=', kind)
    .where('field', '=', TEXT_FIELD[kind]);
  if (refId !== undefined) query = query.where('ref_id', '=', refId);
  const rows = await query.orderBy('ref_id').orderBy('lang').execute();
  const texts: TextsByRef = {};
  for (const row of rows) (texts[String(row.ref_id)] ??= {})[row.lang] = row.text;
  return texts;
}

/**
 * Translated names of channels, banners, gacha pools and calendar activities (content_texts): the
 * console reads one kind's texts at once and sets one thing's texts per write, in one transaction
 * with its audit entry, making the edition's stored pages stale as the thing's own writes do.
 */
export function operatorTexts(db: Db) {
  return {
    async list(editionId: number, kind: TextKind): Promise<TextsAnswer> {
      const [languages, texts] = await Promise.all([languagesOf(db, editionId), textsOf(db, editionId, kind)]);
      return { langs: languages.others, source: languages.source, texts };
    },

    save: (actor: Actor, editionId: number, input: TextsSaveInput) =>
      changingContent(db, [contentTags.edition(editionId)], async (trx): Promise<TextsSaveAnswer> => {
        const { source, others } = await languagesOf(trx, editionId);
        for (const lang of Object.keys(input.texts)) {
          if (lang === source) throw new DomainError('invalid', `texts.${lang}: ${lang} is the source language; edit the ${TARGET[input.kind].noun} itself`);
          if (!(others as string[]).includes(lang)) {
            throw new DomainError('invalid', `texts.${lang}: not a content language of this edition (${others.join(', ') || 'it has only its source'})`);
          }
        }
        const target = TARGET[input.kind];
        const found = await trx.selectFrom(target.table).select('id').where('edition_id', '=', editionId).where('id', '=', input.ref_id).executeTakeFirst();
        if (!found) throw new DomainError('not_found', `ref_id: no ${target.noun} ${input.ref_id} in this edition`);

        const before = (await textsOf(trx, editionId, input.kind, input.ref_id))[String(input.ref_id)] ?? {};
        const at = nowSeconds();
        const field = TEXT_FIELD[input.kind];
        for (const [lang, text] of Object.entries(input.texts)) {
          const key = { edition_id: editionId, kind: input.kind, ref_id: input.ref_id, field, lang };
          if (text === undefined || text === '') {
            await trx
              .deleteFrom('content_texts')
              .where('edition_id', '=', editionId)
              .where('kind', '=', input.kind)
              .where('ref_id', '=', input.ref_id)
              .where('field', '=', field)
              .where('lang', '=', lang)
              .execute();
          } else {
            await trx
              .insertInto('content_texts')
              .values({ ...key, text, updated_at: at })
              .onConflict((oc) => oc.columns(['edition_id', 'kind', 'ref_id', 'field', 'lang']).doUpdateSet({ text, updated_at: at }))
              .execute();
          }
        }
        const after = (await textsOf(trx, editionId, input.kind, input.ref_id))[String(input.ref_id)] ?? {};
        await recordAudit(trx, actor, {
          editionId,
          action: `${target.targetType}.translate`,
          targetType: target.targetType,
          targetId: input.ref_id,
          before: { [field]: before },
          after: { [field]: after },
        });
        return { kind: input.kind, ref_id: input.ref_id, texts: after };
      }),
  };
}

/** Deletes a thing's texts with the thing (its remove, in the same transaction). */
export async function dropTexts(trx: Kysely<Database>, editionId: number, kind: TextKind, refId: number): Promise<void> {
  await trx.deleteFrom('content_texts').where('edition_id', '=', editionId).where('kind', '=', kind).where('ref_id', '=', refId).execute();
}
