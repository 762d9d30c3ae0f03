import type { UnmappedNote } from '../wikitext/types.ts';

/** How many names a list of the report keeps (the count goes on); keeps the report, and memory, bounded. */
const LIST_MAX = 200;
/** Page titles kept per unmapped group. */
const TITLES_MAX = 10;
/** Distinct unmapped groups kept (kind + name); more are counted under one line. */
const GROUPS_MAX = 2_000;

/** A count with some of the names behind it. */
export interface NamedCount {
  count: number;
  names: string[];
}

export interface UnmappedGroup {
  kind: string;
  name: string;
  count: number;
  sample: string;
  pages: string[];
}

/** What an import did: printed at the end and written with --report (JSON). */
export interface ImportReport {
  dump: { file: string; compression: string; schema: string; site_name: string; bytes: number };
  edition: string;
  finished: boolean;
  seconds: number;
  /** Seconds spent on the files, the pages (read, converted, written) and the links and aliases left for the end. */
  /** Seconds: storing files, writing the pages (first pass), links and aliases at the end, converting the pages (second pass; absent in reports before it). */
  timings: { files: number; pages: number; finish: number; convert?: number };
  pages: {
    created: number;
    updated: number;
    unchanged: number;
    redirects: number;
    file_pages: number;
    /** Pages of other namespaces, by namespace name. */
    skipped_namespaces: Record<string, number>;
  };
  revisions: { imported: number; converted: number; kept_as_wikitext: number; already_imported: number };
  aliases: { added: number; redirects_to_missing_pages: NamedCount; redirects_out_of_content: NamedCount; over_limit: NamedCount };
  images: { stored: number; already_stored: number; rejected: Array<{ name: string; reason: string }>; rejected_count: number; missing: NamedCount };
  categories: {
    channels: Record<string, number>;
    filters: Record<string, number>;
    ignored: Record<string, number>;
    /** Categories that fit no filter value (too long, or more than 20 on one page). */
    unplaced: Record<string, number>;
    channels_created: string[];
  };
  links: { resolved_after_target: number; unresolved: NamedCount };
  unmapped: UnmappedGroup[];
  unmapped_other: number;
}

export function emptyReport(dump: ImportReport['dump'], edition: string): ImportReport {
  const named = (): NamedCount => ({ count: 0, names: [] });
  return {
    dump,
    edition,
    finished: false,
    seconds: 0,
    timings: { files: 0, pages: 0, finish: 0, convert: 0 },
    pages: { created: 0, updated: 0, unchanged: 0, redirects: 0, file_pages: 0, skipped_namespaces: {} },
    revisions: { imported: 0, converted: 0, kept_as_wikitext: 0, already_imported: 0 },
    aliases: { added: 0, redirects_to_missing_pages: named(), redirects_out_of_content: named(), over_limit: named() },
    images: { stored: 0, already_stored: 0, rejected: [], rejected_count: 0, missing: named() },
    categories: { channels: {}, filters: {}, ignored: {}, unplaced: {}, channels_created: [] },
    links: { resolved_after_target: 0, unresolved: named() },
    unmapped: [],
    unmapped_other: 0,
  };
}

export function countName(target: NamedCount, name: string): void {
  target.count++;
  if (target.names.length < LIST_MAX && !target.names.includes(name)) target.names.push(name);
}

export const bump = (counts: Record<string, number>, key: string, by = 1) => {
  counts[key] = (counts[key] ?? 0) + by;
};

/** Adds a page's unmapped notes, grouped by kind and name, with the page's title. */
export function addUnmapped(report: ImportReport, title: string, notes: UnmappedNote[], index: Map<string, UnmappedGroup>): void {
  for (const note of notes) {
    const key = `${note.kind}\u0000${note.name}`;
    let group = index.get(key);
    if (!group) {
      if (report.unmapped.length >= GROUPS_MAX) {
        report.unmapped_other++;
        continue;
      }
      group = { kind: note.kind, name: note.name, count: 0, sample: note.sample, pages: [] };
      report.unmapped.push(group);
      index.set(key, group);
    }
    group.count += note.count;
    if (group.pages.length < TITLES_MAX && !group.pages.includes(title)) group.pages.push(title);
  }
}

export function addRejectedImage(report: ImportReport, name: string, reason: string): void {
  report.images.rejected_count++;
  if (report.images.rejected.length < LIST_MAX) report.images.rejected.push({ name, reason });
}

/** The unmapped groups' index of a report read back (a resumed run continues it). */
export const unmappedIndex = (report: ImportReport) => new Map(report.unmapped.map((group) => [`${group.kind}\u0000${group.name}`, group]));

const top = (counts: Record<string, number>, n = 10) =>
  Object.entries(counts)
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, count]) => `${name} (${count})`)
    .join(', ');

const listed = (named: NamedCount, n = 10) =>
  named.count === 0 ? '0' : `${named.count}: ${named.names.slice(0, n).join(', ')}${named.names.length > n || named.count > named.names.length ? ', ...' : ''}`;

/** The report as lines for a terminal. */
export function reportLines(report: ImportReport): string[] {
  const { pages, revisions, aliases, images, categories, links } = report;
  const lines = [
    `MediaWiki import of ${report.dump.file} (${report.dump.compression}, schema ${report.dump.schema || '?'}, "${report.dump.site_name}") into ${report.edition}: ${report.finished ? 'finished' : 'NOT finished'} in ${report.seconds.toFixed(1)} s (files ${report.timings.files.toFixed(1)} s, pages ${report.timings.pages.toFixed(1)} s, links and aliases at the end ${report.timings.finish.toFixed(1)} s, converting the pages ${(report.timings.convert ?? 0).toFixed(1)} s)`,
    `Pages: ${pages.created} created, ${pages.updated} updated, ${pages.unchanged} unchanged; ${pages.redirects} redirects, ${pages.file_pages} file pages`,
    `Revisions: ${revisions.imported} imported (${revisions.converted} converted, ${revisions.kept_as_wikitext} kept as wikitext), ${revisions.already_imported} already there`,
    `Aliases from redirects: ${aliases.added}; redirects to pages not in the dump: ${listed(aliases.redirects_to_missing_pages)}; out of the content namespace: ${listed(aliases.redirects_out_of_content)}`,
    `Images: ${images.stored} stored, ${images.already_stored} already stored, ${images.rejected_count} rejected${
      images.rejected.length > 0
        ? ` (${images.rejected
            .slice(0, 5)
            .map((image) => `${image.name}: ${image.reason}`)
            .join('; ')})`
        : ''
    }; missing: ${listed(images.missing)}`,
    `Categories → channels: ${top(categories.channels) || 'none'}`,
    `Categories → filter values: ${top(categories.filters) || 'none'}`,
  ];
  if (Object.keys(categories.ignored).length > 0) lines.push(`Categories ignored: ${top(categories.ignored)}`);
  if (Object.keys(categories.unplaced).length > 0) lines.push(`Categories not placed (too long or too many on a page): ${top(categories.unplaced)}`);
  if (categories.channels_created.length > 0) lines.push(`Channels created: ${categories.channels_created.join(', ')}`);
  lines.push(`Links resolved after their target came: ${links.resolved_after_target}; to pages not in the dump (now plain text): ${listed(links.unresolved)}`);
  const skipped = Object.entries(pages.skipped_namespaces);
  lines.push(`Skipped namespaces: ${skipped.length === 0 ? 'none' : skipped.map(([name, count]) => `${name} (${count})`).join(', ')}`);
  const unmapped = [...report.unmapped].sort((a, b) => b.count - a.count);
  lines.push(`Unmapped (kept visible as text): ${unmapped.length === 0 ? 'nothing' : `${unmapped.length} kinds`}`);
  for (const group of unmapped.slice(0, 30))
    lines.push(`  ${group.kind} ${group.name}: ${group.count}× on ${group.pages.slice(0, 5).join(', ')}${group.pages.length > 5 ? ', ...' : ''}`);
  if (unmapped.length > 30 || report.unmapped_other > 0)
    lines.push(`  ... ${unmapped.length - Math.min(unmapped.length, 30) + report.unmapped_other} more (see --report)`);
  return lines;
}
