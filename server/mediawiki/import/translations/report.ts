/** How many titles a list of the report keeps (its count goes on): the report stays bounded. */
const LIST_MAX = 500;

/** A page of the dump that was not imported, and why. */
export interface PageNote {
  title: string;
  reason: string;
}

/** What a translations import did (printed at the end, written with --report). */
export interface TranslationImportReport {
  kind: 'translations';
  dump: { file: string; site_name: string };
  edition: string;
  /** The content language the dump was imported in, and the edition's source language. */
  lang: string;
  source_lang: string;
  finished: boolean;
  seconds: number;
  pages: {
    /** Pages of the content namespace that are not redirects. */
    read: number;
    /** Redirects of the content namespace: aliases of the translation they point to. */
    redirects: number;
    /** Pages of other namespaces (talk, template, category...), not imported. */
    other_namespaces: number;
  };
  matched_by_link: number;
  matched_by_mapping: number;
  /** Translations published by this run (a new version each). */
  published: number;
  /** Matched pages whose converted text is the entry's current translation, or whose revision was imported before: not published again. */
  skipped_unchanged: number;
  /** Matched to no entry: no interlanguage link to the source language, nor a mapping; or to a page the edition does not have. */
  unmatched: PageNote[];
  unmatched_count: number;
  /** Several links to different source pages, or several pages of the dump for one entry: none of them imported. */
  ambiguous: PageNote[];
  ambiguous_count: number;
  /** Published pages with more or fewer sections than the source entry has modules (matched by position). */
  sections_differ: PageNote[];
  /** Links of the translated pages to titles that are no translated page (now plain text), by title. */
  links_unresolved: string[];
  links_unresolved_count: number;
}

export function emptyTranslationReport(file: string, edition: string, lang: string, sourceLang: string): TranslationImportReport {
  return {
    kind: 'translations',
    dump: { file, site_name: '' },
    edition,
    lang,
    source_lang: sourceLang,
    finished: false,
    seconds: 0,
    pages: { read: 0, redirects: 0, other_namespaces: 0 },
    matched_by_link: 0,
    matched_by_mapping: 0,
    published: 0,
    skipped_unchanged: 0,
    unmatched: [],
    unmatched_count: 0,
    ambiguous: [],
    ambiguous_count: 0,
    sections_differ: [],
    links_unresolved: [],
    links_unresolved_count: 0,
  };
}

export function notePage(report: TranslationImportReport, list: 'unmatched' | 'ambiguous' | 'sections_differ', note: PageNote): void {
  if (list === 'unmatched') report.unmatched_count++;
  if (list === 'ambiguous') report.ambiguous_count++;
  if (report[list].length < LIST_MAX) report[list].push(note);
}

export function noteUnresolvedLink(report: TranslationImportReport, title: string): void {
  if (report.links_unresolved.includes(title)) return;
  report.links_unresolved_count++;
  if (report.links_unresolved.length < LIST_MAX) report.links_unresolved.push(title);
}

const titles = (notes: PageNote[], count: number, n = 20) =>
  notes.length === 0
    ? ''
    : `: ${notes
        .slice(0, n)
        .map((note) => `${note.title} (${note.reason})`)
        .join('; ')}${count > n ? '; ...' : ''}`;

/** The report as lines for a terminal. */
export function translationReportLines(report: TranslationImportReport): string[] {
  const lines = [
    `MediaWiki import of ${report.dump.file} ("${report.dump.site_name}") as ${report.lang} translations into ${report.edition} (source ${report.source_lang}): ${report.finished ? 'finished' : 'NOT finished'} in ${report.seconds.toFixed(1)} s`,
    `Pages: ${report.pages.read} read, ${report.pages.redirects} redirects (aliases), ${report.pages.other_namespaces} of other namespaces (not imported)`,
    `Matched by interlanguage link: ${report.matched_by_link}; by the mapping file: ${report.matched_by_mapping}`,
    `Translations published: ${report.published}; skipped as unchanged: ${report.skipped_unchanged}`,
    `Unmatched (not imported): ${report.unmatched_count}${titles(report.unmatched, report.unmatched_count)}`,
    `Ambiguous (not imported): ${report.ambiguous_count}${titles(report.ambiguous, report.ambiguous_count)}`,
  ];
  if (report.sections_differ.length > 0)
    lines.push(
      `Sections matched by position where their number differs from the source's modules: ${titles(report.sections_differ, report.sections_differ.length).slice(2)}`,
    );
  lines.push(
    `Links to pages that are no translation (now plain text): ${report.links_unresolved_count}${
      report.links_unresolved.length > 0 ? `: ${report.links_unresolved.slice(0, 20).join(', ')}${report.links_unresolved_count > 20 ? ', ...' : ''}` : ''
    }`,
  );
  return lines;
}
