import type { DraftListAnswer, DraftSaveBody, DraftWire } from '../../../shared/contract/contributing.ts';
import type { EntryDoc } from '../../../shared/contract/entry-page.ts';
import { EDITOR_LIMITS } from '../../../shared/limits.ts';
import { isPostgres, type Db } from '../../db/database.ts';
import type { Viewer } from '../../policies/viewer.ts';
import { DomainError } from '../domain-error.ts';
import type { ContributingAccess } from './access.ts';
import { checkDraftDoc } from './doc-check.ts';
import { pageState } from './pages.ts';
import { checkTranslationLang } from './translation.ts';
import { presentDraft, presentDraftSummary } from './presenters.ts';
import { nowSeconds } from '../../clock.ts';

const unknownDraft = (id: number) => new DomainError('not_found', `draft_id: no draft ${id} of yours`);

/** Where a draft belongs: an existing page (its channel and the version it started from) or a channel for a new entry. */
export interface DraftTarget {
  entryPageId: number;
  menuId: number;
  baseVersion: number;
  /** '': an edit of the source; else the language of a translation of the page. */
  lang: string;
}

/** Drafts: private to their author (anyone else's draft id reads as unknown), each save one transaction. */
export function draftStore(db: Db, access: ContributingAccess) {
  const rowQuery = (trx: Db) =>
    trx
      .selectFrom('entry_drafts as d')
      .leftJoin('channels as ch', 'ch.id', 'd.menu_id')
      .select([
        'd.id',
        'd.entry_page_id',
        'd.menu_id',
        'ch.name as menu_name',
        'd.base_version',
        'd.lang',
        'd.name',
        'd.doc',
        'd.updated_at',
        'd.user_id',
        'd.edition_id',
      ]);

  async function ownRow(trx: Db, viewer: Viewer, editionId: number, draftId: number) {
    const row = await rowQuery(trx)
      .where('d.id', '=', draftId)
      .where('d.user_id', '=', viewer.user.id)
      .where('d.edition_id', '=', editionId)
      .executeTakeFirst();
    if (!row) throw unknownDraft(draftId);
    return row;
  }

  /** Checks the caller may write a draft for this target, and settles its channel and base version. */
  async function resolveTarget(
    viewer: Viewer,
    editionId: number,
    input: { entryPageId: number; menuId: number; baseVersion: number; lang: string },
  ): Promise<DraftTarget> {
    access.requireActive(viewer);
    if (input.entryPageId > 0) {
      const page = await pageState(db, editionId, input.entryPageId);
      // Whoever may edit the entry may translate it.
      await access.requireCorrect(viewer, editionId, page.id);
      await checkTranslationLang(db, editionId, input.lang, page.id);
      if (input.baseVersion > page.version)
        throw new DomainError('invalid', `base_version: the page has no version ${input.baseVersion} (it is at ${page.version})`);
      return { entryPageId: page.id, menuId: page.menuId || input.menuId, baseVersion: input.baseVersion || page.version, lang: input.lang };
    }
    await checkTranslationLang(db, editionId, input.lang, 0);
    await access.requireCreate(viewer, editionId, input.menuId);
    return { entryPageId: 0, menuId: input.menuId, baseVersion: 0, lang: '' };
  }

  /** Holds the user's row so concurrent inserts count drafts one at a time (PostgreSQL). */
  async function countDrafts(trx: Db, userId: number): Promise<number> {
    if (isPostgres(trx)) await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    const row = await trx
      .selectFrom('entry_drafts')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async function insertDraft(
    trx: Db,
    viewer: Viewer,
    editionId: number,
    target: DraftTarget,
    doc: EntryDoc,
    options: { overLimit?: boolean } = {},
  ): Promise<number> {
    if (!options.overLimit && (await countDrafts(trx, viewer.user.id)) >= EDITOR_LIMITS.draftsPerUser) {
      throw new DomainError('conflict', `at most ${EDITOR_LIMITS.draftsPerUser} drafts; delete one first`);
    }
    const time = nowSeconds();
    const row = await trx
      .insertInto('entry_drafts')
      .values({
        edition_id: editionId,
        user_id: viewer.user.id,
        entry_page_id: target.entryPageId,
        menu_id: target.menuId,
        base_version: target.baseVersion,
        lang: target.lang,
        name: doc.name,
        doc: JSON.stringify(doc),
        created_at: time,
        updated_at: time,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async function read(viewer: Viewer, editionId: number, draftId: number, trx: Db = db): Promise<DraftWire> {
    return presentDraft(await ownRow(trx, viewer, editionId, draftId));
  }

  return {
    read: (viewer: Viewer, editionId: number, draftId: number) => read(viewer, editionId, draftId),
    ownRow,
    insertDraft,

    async list(viewer: Viewer, editionId: number, page: { page_num: number; page_size: number }): Promise<DraftListAnswer> {
      const [rows, count] = await Promise.all([
        rowQuery(db)
          .where('d.user_id', '=', viewer.user.id)
          .where('d.edition_id', '=', editionId)
          .orderBy('d.updated_at', 'desc')
          .orderBy('d.id', 'desc')
          .limit(page.page_size)
          .offset((page.page_num - 1) * page.page_size)
          .execute(),
        db
          .selectFrom('entry_drafts')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('user_id', '=', viewer.user.id)
          .where('edition_id', '=', editionId)
          .executeTakeFirstOrThrow(),
      ]);
      return { list: rows.map(presentDraftSummary), total: Number(count.n) };
    },

    /** The caller's most recently saved draft of a page in a language ('': the source) to resume editing, or null. */
    async latestOfPage(viewer: Viewer, editionId: number, pageId: number, lang = ''): Promise<DraftWire | null> {
      const row = await rowQuery(db)
        .where('d.user_id', '=', viewer.user.id)
        .where('d.edition_id', '=', editionId)
        .where('d.entry_page_id', '=', pageId)
        .where('d.lang', '=', lang)
        .orderBy('d.updated_at', 'desc')
        .orderBy('d.id', 'desc')
        .executeTakeFirst();
      return row ? presentDraft(row) : null;
    },

    /** Creates a draft, or replaces the caller's own draft whole (an autosave). */
    async save(viewer: Viewer, editionId: number, body: Omit<DraftSaveBody, 'doc'> & { doc: unknown }): Promise<DraftWire> {
      const doc = checkDraftDoc(body.doc);
      // Someone else's draft id reads as unknown, before any other check can tell it exists.
      if (body.draft_id !== undefined) await ownRow(db, viewer, editionId, body.draft_id);
      const target = await resolveTarget(viewer, editionId, {
        entryPageId: body.entry_page_id ?? 0,
        menuId: body.menu_id,
        baseVersion: body.base_version ?? 0,
        lang: body.lang ?? '',
      });
      return db.transaction().execute(async (trx) => {
        if (body.draft_id === undefined) return read(viewer, editionId, await insertDraft(trx, viewer, editionId, target, doc), trx);
        await ownRow(trx, viewer, editionId, body.draft_id);
        await trx
          .updateTable('entry_drafts')
          .set({
            entry_page_id: target.entryPageId,
            menu_id: target.menuId,
            base_version: target.baseVersion,
            lang: target.lang,
            name: doc.name,
            doc: JSON.stringify(doc),
            updated_at: nowSeconds(),
          })
          .where('id', '=', body.draft_id)
          .execute();
        return read(viewer, editionId, body.draft_id, trx);
      });
    },

    /** Changes a draft's document on the server (module groups, batches of modules) in one transaction. */
    async edit(viewer: Viewer, editionId: number, draftId: number, change: (doc: EntryDoc) => EntryDoc): Promise<DraftWire> {
      access.requireActive(viewer);
      return db.transaction().execute(async (trx) => {
        const row = await ownRow(trx, viewer, editionId, draftId);
        const doc = checkDraftDoc(change(presentDraft(row).doc));
        await trx
          .updateTable('entry_drafts')
          .set({ doc: JSON.stringify(doc), name: doc.name, updated_at: nowSeconds() })
          .where('id', '=', draftId)
          .execute();
        return read(viewer, editionId, draftId, trx);
      });
    },

    async remove(viewer: Viewer, editionId: number, draftId: number): Promise<void> {
      const deleted = await db
        .deleteFrom('entry_drafts')
        .where('id', '=', draftId)
        .where('user_id', '=', viewer.user.id)
        .where('edition_id', '=', editionId)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) throw unknownDraft(draftId);
    },

    /** A new draft with the same document and target (counts toward the drafts ceiling). */
    async copy(viewer: Viewer, editionId: number, draftId: number): Promise<DraftWire> {
      access.requireActive(viewer);
      return db.transaction().execute(async (trx) => {
        const row = await ownRow(trx, viewer, editionId, draftId);
        const draft = presentDraft(row);
        const id = await insertDraft(
          trx,
          viewer,
          editionId,
          { entryPageId: draft.entry_page_id, menuId: draft.menu_id, baseVersion: draft.base_version, lang: draft.lang },
          draft.doc,
        );
        return read(viewer, editionId, id, trx);
      });
    },
  };
}

export type DraftStore = ReturnType<typeof draftStore>;
