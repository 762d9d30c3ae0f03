import type { z } from 'zod';
import type { TranslationLangState, TranslationStatusAnswer, translationStatusQuery } from '../../../shared/contract/contributing.ts';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../domain-error.ts';
import { readCurrentPages, type EntryPageRecord } from '../entry-pages/current-page.ts';
import { overlayTranslation } from '../translations/overlay.ts';
import { translationsService, type TranslationRecord } from '../translations/translations-service.ts';
import { editionLanguages } from './translation.ts';

type Query = z.output<typeof translationStatusQuery>;

/** The state of one entry's translation in one language (module ids named by the source's module names). */
function stateOf(page: EntryPageRecord, lang: string, translation: TranslationRecord | undefined): TranslationLangState {
  const names = new Map(page.doc.modules.map((module) => [module.id, module.name]));
  const named = (ids: string[]) => ids.map((id) => (id === '' ? '' : (names.get(id) ?? id)));
  if (!translation) return { lang, state: 'missing', version: 0, outdated: [], untranslated: named(page.doc.modules.map((module) => module.id)) };
  const overlaid = overlayTranslation(page.doc, translation.doc, translation.sourceHashes);
  return {
    lang,
    state: overlaid.outdated.length > 0 ? 'outdated' : 'current',
    version: translation.version,
    outdated: named(overlaid.outdated),
    untranslated: named(overlaid.untranslated),
  };
}

/**
 * The per-language status view (issue 31): the edition's published entries (of one channel
 * when menu_id), each with the state of its translation in every non-source language. With
 * lang and state 'missing', only entries without a translation in it (paged in SQL); with
 * 'outdated', only those whose translation the source changed since: the candidates (a
 * translation made from an older source version) are read and compared part by part, since a
 * new source version need not change any text (a filter, a picture).
 */
export async function translationStatus(db: Db, editionId: number, query: Query): Promise<TranslationStatusAnswer> {
  const languages = await editionLanguages(db, editionId);
  const [source = 'zh-cn', ...others] = languages;
  if (query.lang !== undefined && !(others as string[]).includes(query.lang))
    throw new DomainError('invalid', `lang: ${query.lang} is not a translation language of this edition (${others.join(', ') || 'it has none'})`);
  if (query.state !== 'any' && query.lang === undefined) throw new DomainError('invalid', `lang: needed with state ${query.state}`);
  const langs = query.lang !== undefined ? [query.lang] : others;

  const channels = await db
    .selectFrom('channels as ch')
    .innerJoin('entry_pages as p', 'p.menu_id', 'ch.id')
    .select(['ch.id', 'ch.name'])
    .distinct()
    .where('ch.edition_id', '=', editionId)
    .where('p.current_revision_id', 'is not', null)
    .orderBy('ch.id')
    .execute();

  let pages = db
    .selectFrom('entry_pages as p')
    .select(['p.content_id', 'p.version'])
    .where('p.edition_id', '=', editionId)
    .where('p.current_revision_id', 'is not', null);
  if (query.menu_id !== undefined) pages = pages.where('p.menu_id', '=', query.menu_id);
  const lang = query.lang ?? '';
  if (query.state === 'missing')
    pages = pages.where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('entry_translations as t').select('t.id').whereRef('t.content_id', '=', 'p.content_id').where('t.lang', '=', lang))),
    );
  if (query.state === 'outdated')
    pages = pages.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('entry_translations as t')
          .select('t.id')
          .whereRef('t.content_id', '=', 'p.content_id')
          .where('t.lang', '=', lang)
          .whereRef('t.source_version', '<', 'p.version'),
      ),
    );

  const service = translationsService(db);
  const statesOf = async (ids: number[]) => {
    const [records, ...byLang] = await Promise.all([readCurrentPages(db, editionId, ids), ...langs.map((code) => service.current(ids, code))]);
    return records.map((page) => ({ page, langs: langs.map((code, index) => stateOf(page, code, byLang[index]?.get(page.id))) }));
  };
  const offset = (query.page_num - 1) * query.page_size;

  let found: Awaited<ReturnType<typeof statesOf>>;
  let total: number;
  if (query.state === 'outdated') {
    const candidates = await pages.orderBy('p.content_id').execute();
    const all = (await statesOf(candidates.map((row) => Number(row.content_id)))).filter((row) => row.langs[0]?.state === 'outdated');
    total = all.length;
    found = all.slice(offset, offset + query.page_size);
  } else {
    const [rows, count] = await Promise.all([
      pages.orderBy('p.content_id').limit(query.page_size).offset(offset).execute(),
      pages
        .clearSelect()
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    total = Number(count.n);
    const ids = rows.map((row) => Number(row.content_id));
    const byId = new Map((await statesOf(ids)).map((row) => [row.page.id, row]));
    found = ids.flatMap((id) => byId.get(id) ?? []);
  }

  return {
    source_lang: source,
    langs: others,
    channels: channels.map((channel) => ({ menu_id: Number(channel.id), name: channel.name })),
    list: found.map(({ page, langs: states }) => ({
      entry_page_id: page.id,
      name: page.doc.name,
      menu_id: page.menuId,
      menu_name: page.menuName,
      version: page.version,
      langs: states,
    })),
    total,
  };
}
