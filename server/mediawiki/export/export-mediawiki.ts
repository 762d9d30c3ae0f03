import fs from 'node:fs/promises';
import path from 'node:path';
import { appVersion } from '../../backup/app-version.ts';
import type { Db } from '../../db/database.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { TransferError } from '../../transfer/transfer-error.ts';
import type { EntryDoc } from '../../../shared/contract/entry-page.ts';
import type { EntryDocToWikitext } from '../wikitext/types.ts';
import { categoriesOf, categoryLinks, defaultFilterGroup } from './categories.ts';
import { closingXml, openingXml, pageClosingXml, pageOpeningXml, revisionXml } from './dump-xml.ts';
import { channelNames, entryBatches, revisionBatches, type ExportedRevision } from './edition-entries.ts';
import { TitleBook } from './page-titles.ts';
import { siteFacts } from './site-facts.ts';
import { writeFiles } from './files-folder.ts';
import { XmlFile } from './xml-file.ts';

export interface MediawikiExportSummary {
  file: string;
  edition: string;
  /** Entry pages and their revisions (redirect pages aside). */
  pages: number;
  revisions: number;
  /** Redirect pages written for aliases. */
  redirects: number;
  /** Distinct author names written. */
  authors: number;
  /** Aliases left out because their title is another page's. */
  skippedAliases: Array<{ alias: string; entry: string }>;
  bytes: number;
  /** Pictures written into the files folder (and those missing from the storage). */
  files?: { written: number; missing: string[] };
}

interface Edition {
  id: number;
  app_sn: string;
  name: string;
  base_path: string;
  default_lang: string;
}

async function chooseEdition(db: Db, appSn: string | undefined): Promise<Edition> {
  const editions = await db.selectFrom('editions').select(['id', 'app_sn', 'name', 'base_path', 'default_lang']).orderBy('id').execute();
  if (appSn) {
    const edition = editions.find((candidate) => candidate.app_sn === appSn);
    if (!edition) throw new TransferError(`There is no edition '${appSn}' (editions: ${editions.map((e) => e.app_sn).join(', ') || 'none'}).`);
    return { ...edition, id: Number(edition.id) };
  }
  if (editions.length === 0) throw new TransferError('This wiki has no edition: there is nothing to export.');
  if (editions.length > 1)
    throw new TransferError(`This wiki has ${editions.length} editions (${editions.map((e) => e.app_sn).join(', ')}): choose one with --edition.`);
  return { ...editions[0]!, id: Number(editions[0]!.id) };
}

interface Author {
  username: string | null;
  userId: number | null;
}

/** Who wrote a revision: our account (name and id), else the imported MediaWiki author, else nobody known. */
const authorOf = (revision: ExportedRevision): Author =>
  revision.userName !== null ? { username: revision.userName, userId: revision.userId } : { username: revision.importedAuthor, userId: null };

/** Our entry link (`{base_path}content/{id}/detail`, possibly absolute or with a query) → the entry id. */
const linkedEntryId = (href: string) => {
  const match = /\/content\/(\d+)\/detail\/?(?:[?#].*)?$/.exec(href);
  return match ? Number(match[1]) : null;
};

/** An /img/{key} URL → the key. */
const imageKey = (url: string) => /^\/img\/([^?#]+)/.exec(url)?.[1] ?? null;

/**
 * npm run export:mediawiki: one edition's entry pages as a MediaWiki XML dump (export schema
 * 0.11) that MediaWiki's importDump.php reads: every revision with its author, time and comment,
 * aliases as redirect pages, channels and filter values as categories. Imported revisions are
 * given back as their original wikitext; ours are converted (convert, entryDocToWikitext).
 * Streamed: memory holds one title per entry and one batch of revisions.
 */
export interface MediawikiExportOptions {
  file: string;
  /** The edition's app_sn; may be left out when there is only one. */
  edition?: string | undefined;
  convert: EntryDocToWikitext;
  /** Also write the pictures the pages show into this folder, by the names the wikitext gives them (an import's files folder). */
  files?: { dir: string; storage: FileStorage } | undefined;
}

export async function exportMediawiki(db: Db, options: MediawikiExportOptions): Promise<MediawikiExportSummary> {
  const file = path.resolve(options.file);
  if (await fs.stat(file).catch(() => undefined)) throw new TransferError(`${file} exists already: choose a new file name.`);
  const edition = await chooseEdition(db, options.edition);
  const site = await siteFacts(db, edition);
  const filterGroup = defaultFilterGroup(edition.default_lang);

  // Every entry's title first: a link may point to an entry further on.
  const titles = new TitleBook(site.namespaces.filter((namespace) => namespace.key !== 0).map((namespace) => namespace.name));
  const titleOf = new Map<number, string>();
  for await (const batch of entryBatches(db, edition.id))
    for (const entry of batch) titleOf.set(entry.contentId, titles.entryTitle(entry.title, entry.contentId));
  /** Storage key → the file name pages give it: an imported file's own name, else the key's last part. */
  const fileNames = new Map<string, string>();
  const shownFiles = new Map<string, string>();
  for (const row of await db
    .selectFrom('mediawiki_files')
    .select(['name', 'upload_key'])
    .where('edition_id', '=', edition.id)
    .where('status', '=', 'stored')
    .execute()) {
    if (row.upload_key) fileNames.set(row.upload_key, row.name);
  }
  const context = {
    entryTitle: (href: string) => {
      const id = linkedEntryId(href);
      return id === null ? null : (titleOf.get(id) ?? null);
    },
    fileName: (url: string) => {
      const key = imageKey(url);
      if (key === null) return null;
      const name = fileNames.get(key) ?? key.split('/').pop()!;
      shownFiles.set(key, name);
      return name;
    },
  };

  const partial = `${file}.partial`;
  await fs.mkdir(path.dirname(file), { recursive: true });
  const out = new XmlFile(partial);
  const summary: MediawikiExportSummary = { file, edition: edition.app_sn, pages: 0, revisions: 0, redirects: 0, authors: 0, skippedAliases: [], bytes: 0 };
  const authors = new Set<string>();
  const aliases: Array<{ alias: string; target: string; author: Author; time: number }> = [];
  try {
    await out.write('<?xml version="1.0" encoding="UTF-8"?>\n');
    await out.write(
      openingXml({
        siteName: site.siteName,
        dbName: edition.app_sn,
        generator: `Almanac ${await appVersion()}`,
        namespaces: site.namespaces,
        lang: edition.default_lang,
      }),
    );
    for await (const batch of entryBatches(db, edition.id)) {
      const channels = await channelNames(
        db,
        batch.map((entry) => entry.contentId),
      );
      for (const entry of batch) {
        const title = titleOf.get(entry.contentId)!;
        await out.write(pageOpeningXml({ title, id: entry.contentId, redirect: null }));
        let parentId: number | null = null;
        let last: { revision: ExportedRevision; doc: EntryDoc } | null = null;
        for await (const revisions of revisionBatches(db, edition.id, entry.contentId)) {
          for (const revision of revisions) {
            const doc = JSON.parse(revision.doc) as EntryDoc;
            // The channel named after the site is where an import puts entries of no known channel: no category says so.
            const channelCategories = (channels.get(entry.contentId) ?? []).filter((name) => name !== site.siteName);
            const text =
              revision.originalWikitext ??
              `${options.convert(doc, context)}${categoryLinks(categoriesOf(channelCategories, doc.filter_values ?? {}, filterGroup))}`;
            const author = authorOf(revision);
            if (author.username) authors.add(author.username);
            await out.write(revisionXml({ id: revision.id, parentId, timestamp: revision.createdAt, ...author, comment: revision.summary, text }));
            parentId = revision.id;
            last = { revision, doc };
            summary.revisions++;
          }
        }
        await out.write(pageClosingXml());
        summary.pages++;
        if (last)
          for (const alias of last.doc.aliases ?? []) aliases.push({ alias, target: title, author: authorOf(last.revision), time: last.revision.createdAt });
      }
    }

    // Aliases as redirect pages, numbered after every entry and revision of the wiki.
    const ids = await db
      .selectFrom('contents')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    const revisionIds = await db
      .selectFrom('entry_revisions')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    let nextPage = Number(ids?.id ?? 0);
    let nextRevision = Number(revisionIds?.id ?? 0);
    for (const { alias, target, author, time } of aliases) {
      const title = titles.aliasTitle(alias);
      if (!title) {
        summary.skippedAliases.push({ alias, entry: target });
        continue;
      }
      await out.write(pageOpeningXml({ title, id: ++nextPage, redirect: target }));
      await out.write(revisionXml({ id: ++nextRevision, parentId: null, timestamp: time, ...author, comment: '', text: `#REDIRECT [[${target}]]` }));
      await out.write(pageClosingXml());
      summary.redirects++;
    }
    await out.write(closingXml());
    await out.close();
    await fs.rename(partial, file);
  } catch (error) {
    out.abort();
    await fs.rm(partial, { force: true });
    throw error;
  }
  summary.authors = authors.size;
  summary.bytes = out.bytes;
  if (options.files) {
    for (const [key, name] of fileNames) shownFiles.set(key, name);
    summary.files = await writeFiles(options.files.storage, options.files.dir, shownFiles);
  }
  return summary;
}
