import path from 'node:path';
import { editionContentLanguages, type ContentLanguage } from '../../../../shared/content-language.ts';
import type { EntryDoc } from '../../../../shared/contract/entry-page.ts';
import type { Db } from '../../../db/database.ts';
import { DomainError } from '../../../domains/domain-error.ts';
import { readCurrentPage } from '../../../domains/entry-pages/current-page.ts';
import { checkEntryDoc } from '../../../domains/entry-pages/doc.ts';
import { setKeptRevisionConverter } from '../../../domains/entry-pages/kept-revisions.ts';
import { publishTranslation } from '../../../domains/translations/publish-translation.ts';
import { convertKeptRevisions } from '../convert/on-demand.ts';
import { loadConverter, loadScanner, pageConverter } from '../convert/page-converter.ts';
import { WIKITEXT_CONVERTER } from '../convert/converter-pool.ts';
import { fixPlaceholders } from '../convert/placeholders.ts';
import { dumpFileFacts, openDumpText } from '../dump/open-dump.ts';
import { readDump } from '../dump/read-dump.ts';
import type { DumpSiteInfo } from '../dump/types.ts';
import { storedFiles } from '../files/import-files.ts';
import { ImportError } from '../import-error.ts';
import { importRunning } from '../import-state.ts';
import { editionOf } from '../run-import.ts';
import { MAIN_NAMESPACE, Namespaces } from '../titles.ts';
import { entryHref, lookUpTitles } from '../write/titles-table.ts';
import { alignToSource } from './align.ts';
import { translationLanguage } from './language.ts';
import { interlanguagePrefixes, interlanguageTitles } from './interlanguage.ts';
import { emptyTranslationReport, notePage, noteUnresolvedLink, type TranslationImportReport } from './report.ts';
import { readTitleMap } from './title-map.ts';

export interface TranslationImportOptions {
  dumpFile: string;
  /** The edition's app_sn; may be left out when there is only one edition. */
  edition?: string | undefined;
  /** The content language of the dump's text (a content language of the edition other than its source). */
  lang: string;
  /** Translated title → source title, for pages without an interlanguage link (title-map.ts). */
  titlesFile?: string | undefined;
  /** The module of the wikitext converter (tests give a stand-in). */
  converterModule?: string | undefined;
  log?: ((line: string) => void) | undefined;
}

/** What the first pass keeps of a page of the content namespace: its title, newest revision and the source pages it names. */
interface Candidate {
  pageId: number;
  title: string;
  revisionId: number;
  linked: string[];
}

/**
 * The entries source titles are: through the source import's title table (following its
 * redirects), else an entry of the edition with that very name, when exactly one has it.
 */
async function sourceEntries(db: Db, editionId: number, titles: Iterable<string>): Promise<Map<string, number>> {
  const wanted = [...new Set(titles)];
  const found = new Map([...(await lookUpTitles(db, editionId, wanted))].map(([title, target]) => [title, target.contentId]));
  const rest = wanted.filter((title) => !found.has(title));
  for (let at = 0; at < rest.length; at += 500) {
    const rows = await db
      .selectFrom('contents as c')
      .innerJoin('entry_pages as p', 'p.content_id', 'c.id')
      .select(['c.id', 'c.title'])
      .where('c.edition_id', '=', editionId)
      .where('c.title', 'in', rest.slice(at, at + 500))
      .execute();
    const byTitle = new Map<string, number[]>();
    for (const row of rows) byTitle.set(row.title, [...(byTitle.get(row.title) ?? []), Number(row.id)]);
    for (const [title, ids] of byTitle) if (ids.length === 1) found.set(title, ids[0]!);
  }
  return found;
}

/** The final chunk of each page of the dump, with the dump's site info first. */
async function* finalChunks(file: string, compression: Awaited<ReturnType<typeof dumpFileFacts>>['compression'], onSite: (site: DumpSiteInfo) => void) {
  const items = readDump(openDumpText(file, compression));
  try {
    for await (const item of items) {
      if (item.kind === 'siteinfo') onSite(item.siteInfo);
      else if (item.chunk.final) yield item.chunk;
    }
  } finally {
    await items.return(undefined).catch(() => undefined);
  }
}

const summaryMarker = (title: string, revisionId: number) => `MediaWiki import: revision ${revisionId} of ${title}`;

/**
 * Imports a MediaWiki XML dump of another language's wiki as translations of the edition's
 * entries (issue 31; README, "From MediaWiki"). The dump is read twice:
 * 1. each page of the content namespace is matched to an entry: by its interlanguage link to
 *    the source language (`[[zh:甘雨]]`), else by the mapping file; redirects are kept as the
 *    aliases of the page they point to. A page matched to no entry, with links to several, or
 *    matched to an entry another page of the dump is matched to too is reported, not imported.
 * 2. each matched page's newest revision (only: the translation's history starts here) is
 *    converted, its sections laid on the source's modules by position (they take the source's
 *    module ids), its links resolved to the entries the linked translated pages are, and
 *    published as the entry's translation, unless its text is the current translation's already.
 */
export async function runTranslationImport(db: Db, options: TranslationImportOptions): Promise<TranslationImportReport> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const facts = await dumpFileFacts(options.dumpFile).catch((error: NodeJS.ErrnoException) => {
    throw new ImportError(`${options.dumpFile}: cannot be read (${error.code ?? error.message})`);
  });
  const edition = await editionOf(db, options.edition);
  const editionId = Number(edition.id);
  const languages = editionContentLanguages(edition.content_langs, edition.default_lang);
  const lang = translationLanguage(options.lang, languages, edition.app_sn);
  const sourceLang = languages[0]!;
  if (await importRunning(db, editionId))
    throw new ImportError(`An import into edition ${edition.app_sn} is running; import the translations when it has finished.`);
  const report = emptyTranslationReport(path.basename(options.dumpFile), edition.app_sn, lang, sourceLang);
  // A source page still kept as wikitext is converted when read, as the server does.
  setKeptRevisionConverter(convertKeptRevisions);

  // Pass 1: which entry each page translates.
  let namespaces = new Namespaces([]);
  let site: DumpSiteInfo | undefined;
  const onSite = (info: DumpSiteInfo) => {
    site = info;
    namespaces = new Namespaces(info.namespaces);
    report.dump.site_name = info.siteName;
  };
  const scan = await loadScanner();
  const candidates: Candidate[] = [];
  const redirects = new Map<string, string>();
  log(
    `Reading ${report.dump.file}: matching its pages to the entries of ${edition.app_sn} (interlanguage links to ${interlanguagePrefixes(sourceLang).join('/')})`,
  );
  for await (const chunk of finalChunks(options.dumpFile, facts.compression, onSite)) {
    if (chunk.page.ns !== MAIN_NAMESPACE) {
      report.pages.other_namespaces++;
      continue;
    }
    const title = namespaces.pageTitle(MAIN_NAMESPACE, chunk.page.title);
    const revision = chunk.revisions.at(-1);
    const scanned = revision && !revision.textDeleted ? scan(revision.text, { namespaces: namespaces.names() }) : undefined;
    const redirect = chunk.page.redirect ?? (scanned?.redirect ? scanned.redirect.title : null);
    if (redirect !== null) {
      report.pages.redirects++;
      const target = namespaces.parse(redirect);
      if (target.ns === MAIN_NAMESPACE && target.title !== '') redirects.set(title, target.title);
      continue;
    }
    report.pages.read++;
    if (!revision || !scanned) {
      notePage(report, 'unmatched', { title, reason: 'the text of its last revision is hidden' });
      continue;
    }
    candidates.push({ pageId: chunk.page.id, title, revisionId: revision.id, linked: interlanguageTitles(scanned.linkTargets, sourceLang, namespaces) });
  }
  const titleMap = options.titlesFile ? await readTitleMap(options.titlesFile, namespaces, new Namespaces([])) : new Map<string, string>();
  const entries = await sourceEntries(db, editionId, [...candidates.flatMap((candidate) => candidate.linked), ...titleMap.values()]);

  const matched = new Map<number, Array<{ candidate: Candidate; by: 'link' | 'mapping' }>>();
  const prefix = interlanguagePrefixes(sourceLang)[0]!;
  for (const candidate of candidates) {
    const linkedIds = [...new Set(candidate.linked.flatMap((title) => (entries.has(title) ? [entries.get(title)!] : [])))];
    if (linkedIds.length > 1) {
      notePage(report, 'ambiguous', {
        title: candidate.title,
        reason: `its interlanguage links name several entries: ${candidate.linked.map((title) => `${prefix}:${title}`).join(', ')}`,
      });
      continue;
    }
    const mappedTo = titleMap.get(candidate.title);
    let match: { id: number; by: 'link' | 'mapping' } | undefined;
    if (linkedIds.length === 1) match = { id: linkedIds[0]!, by: 'link' };
    else if (mappedTo !== undefined && entries.has(mappedTo)) match = { id: entries.get(mappedTo)!, by: 'mapping' };
    if (!match) {
      const reasons = [
        candidate.linked.length > 0
          ? `its interlanguage link ${candidate.linked.map((title) => `${prefix}:${title}`).join(', ')} names no entry of the edition`
          : `no interlanguage link to ${sourceLang}`,
        mappedTo !== undefined ? `mapped to ${mappedTo}, which is no entry of the edition` : options.titlesFile ? 'not in the mapping file' : 'no mapping file',
      ];
      notePage(report, 'unmatched', { title: candidate.title, reason: reasons.join('; ') });
      continue;
    }
    matched.set(match.id, [...(matched.get(match.id) ?? []), { candidate, by: match.by }]);
  }
  const accepted = new Map<number, { contentId: number; candidate: Candidate }>();
  const entryOfTitle = new Map<string, number>();
  for (const [contentId, pages] of matched) {
    if (pages.length > 1) {
      for (const { candidate } of pages)
        notePage(report, 'ambiguous', {
          title: candidate.title,
          reason: `${pages.length} pages of the dump translate the same entry (${pages.map((page) => page.candidate.title).join(', ')})`,
        });
      continue;
    }
    const { candidate, by } = pages[0]!;
    if (by === 'link') report.matched_by_link++;
    else report.matched_by_mapping++;
    accepted.set(candidate.pageId, { contentId, candidate });
    entryOfTitle.set(candidate.title, contentId);
  }
  const aliases = new Map<number, string[]>();
  for (const [title, target] of redirects) {
    const contentId = entryOfTitle.get(target);
    if (contentId === undefined) continue;
    if (!entryOfTitle.has(title)) entryOfTitle.set(title, contentId);
    if (title.length <= 100) aliases.set(contentId, [...(aliases.get(contentId) ?? []), title].slice(0, 20));
  }
  log(
    `Matched ${accepted.size} pages (${report.matched_by_link} by interlanguage link, ${report.matched_by_mapping} by the mapping file); ${report.unmatched_count} unmatched, ${report.ambiguous_count} ambiguous`,
  );

  // Pass 2: convert and publish the matched pages' newest revisions.
  if (accepted.size > 0) {
    const convert = pageConverter(
      { namespaces: site?.namespaces ?? [], files: await storedFiles(db, editionId) },
      await loadConverter(options.converterModule ?? WIKITEXT_CONVERTER),
    );
    for await (const chunk of finalChunks(options.dumpFile, facts.compression, () => {})) {
      const page = accepted.get(chunk.page.id);
      const revision = chunk.revisions.at(-1);
      if (!page || !revision || revision.id !== page.candidate.revisionId) continue;
      await publishPage(db, { editionId, basePath: edition.base_path, lang, report, entryOfTitle, aliases: aliases.get(page.contentId) ?? [] }, page, {
        doc: convert({ key: revision.id, title: page.candidate.title, text: revision.text }).doc,
        author: revision.author,
      });
    }
  }
  report.finished = true;
  report.seconds = (Date.now() - started) / 1000;
  return report;
}

interface PublishContext {
  editionId: number;
  basePath: string;
  lang: ContentLanguage;
  report: TranslationImportReport;
  /** Translated title (a page or a redirect) → the entry it translates. */
  entryOfTitle: Map<string, number>;
  aliases: string[];
}

/** Publishes one converted page as its entry's translation, unless it is the current translation already. */
async function publishPage(
  db: Db,
  context: PublishContext,
  page: { contentId: number; candidate: Candidate },
  converted: { doc: EntryDoc | null; author: string },
): Promise<void> {
  const { report } = context;
  const { title, revisionId } = page.candidate;
  const source = await readCurrentPage(db, context.editionId, page.contentId);
  if (!source || !converted.doc) {
    notePage(report, 'unmatched', { title, reason: 'its entry no longer exists' });
    return;
  }
  fixPlaceholders(converted.doc, (target, fragment) => {
    const contentId = context.entryOfTitle.get(target);
    if (contentId !== undefined) return entryHref(context.basePath, contentId, fragment);
    noteUnresolvedLink(report, target);
    return null;
  });
  const aligned = alignToSource(converted.doc, source.doc, context.aliases);
  if (aligned.extra > 0 || aligned.missing > 0)
    notePage(report, 'sections_differ', {
      title,
      reason: `${converted.doc.modules.length} sections, ${source.doc.modules.length} modules in the source${aligned.extra > 0 ? `: the last ${aligned.extra} left out` : ''}`,
    });
  let doc: EntryDoc;
  try {
    doc = checkEntryDoc(aligned.doc);
  } catch (error) {
    notePage(report, 'unmatched', { title, reason: `its converted text is refused: ${error instanceof DomainError ? error.message : String(error)}` });
    return;
  }
  const marker = summaryMarker(title, revisionId).slice(0, 200);
  const versions = await db
    .selectFrom('entry_translations')
    .select(['version', 'summary', 'doc'])
    .where('content_id', '=', page.contentId)
    .where('lang', '=', context.lang)
    .orderBy('version', 'desc')
    .execute();
  const current = versions[0];
  // Unchanged; or this very revision was imported before and someone has edited the translation since (their edit stays).
  const importedBefore = versions.some((version) => version.summary.startsWith(marker));
  if (current && (current.doc === JSON.stringify(doc) || (importedBefore && !current.summary.startsWith('MediaWiki import: ')))) {
    report.skipped_unchanged++;
    return;
  }
  await publishTranslation(db, {
    editionId: context.editionId,
    contentId: page.contentId,
    lang: context.lang,
    doc,
    authorId: null,
    summary: `${summaryMarker(title, revisionId)}${converted.author ? ` by ${converted.author}` : ''}`,
  });
  report.published++;
}
