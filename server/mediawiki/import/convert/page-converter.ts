import { entryDocSchema } from '../../../../shared/contract/entry-page.ts';
import type { ScannedPage } from '../../wikitext/scan.ts';
import type { ConvertContext, WikiSiteInfo, WikitextToEntryDoc } from '../../wikitext/types.ts';
import { CATEGORY_NAMESPACE, MAIN_NAMESPACE, FILE_NAMESPACE, Namespaces } from '../titles.ts';
import { linkPlaceholder } from './placeholders.ts';
import type { ConvertJob, ConvertOutcome, ConverterSetup } from './protocol.ts';
import { sourceOnlyDoc } from './source-doc.ts';

/** The wikitext converter a module exports (the real one, or a test's stand-in). */
export async function loadConverter(converterModule: string): Promise<WikitextToEntryDoc> {
  const module = (await import(converterModule)) as { wikitextToEntryDoc?: WikitextToEntryDoc };
  if (typeof module.wikitextToEntryDoc !== 'function') throw new Error(`${converterModule} exports no wikitextToEntryDoc`);
  return module.wikitextToEntryDoc;
}

/** The import's cheap pass over a page (server/mediawiki/wikitext/scan.ts). */
export type WikitextScanner = (wikitext: string, site?: WikiSiteInfo) => ScannedPage;

/** The cheap pass, loaded on first use (it brings the parser). */
export async function loadScanner(): Promise<WikitextScanner> {
  return (await import('../../wikitext/scan.ts')).scanWikitext;
}

/**
 * Converts pages with the wikitext converter in this thread (a worker's, or the main one's):
 * links to the main namespace become placeholders (resolved by the writer), files resolve to
 * the stored pictures, and a converter failure keeps the page as its source text, noted.
 */
export function pageConverter(
  setup: Pick<ConverterSetup, 'namespaces' | 'files'>,
  convert: WikitextToEntryDoc,
  scan?: WikitextScanner,
): (job: ConvertJob) => ConvertOutcome {
  const namespaces = new Namespaces(setup.namespaces);
  const files = new Map(setup.files);
  const site = { namespaces: namespaces.names() };

  const scanned = (job: ConvertJob): ConvertOutcome => {
    const page = scan!(job.text, site);
    const categories = new Set<string>();
    for (const target of page.linkTargets) {
      const parsed = namespaces.parse(target);
      if (parsed.ns === CATEGORY_NAMESPACE && parsed.title !== '') categories.add(parsed.title);
    }
    return { key: job.key, doc: null, categories: [...categories], redirect: page.redirect, unmapped: [], links: [] };
  };

  return (job) => {
    if (job.scan && scan) {
      try {
        return scanned(job);
      } catch {
        // Never expected: the full conversion after the import reads the page anyway.
        return { key: job.key, doc: null, categories: [], redirect: null, unmapped: [], links: [] };
      }
    }
    const links = new Set<string>();
    const context: ConvertContext = {
      title: job.title,
      site,
      resolveLink(target) {
        const parsed = namespaces.parse(target.title);
        if (parsed.ns !== MAIN_NAMESPACE || parsed.title === '') return null;
        links.add(parsed.title);
        return linkPlaceholder(parsed.title, target.fragment ?? parsed.fragment);
      },
      resolveFile(name) {
        const parsed = namespaces.parse(name);
        const title = parsed.ns === FILE_NAMESPACE ? parsed.title : namespaces.normalise(FILE_NAMESPACE, name);
        return files.get(title) ?? null;
      },
    };
    try {
      const page = convert(job.text, context);
      // Checked here, off the main thread: the writer stores documents without checking them again.
      const checked = entryDocSchema.safeParse(page.doc);
      if (!checked.success)
        throw new Error(
          `the converted document does not pass the document rules: ${checked.error.issues[0]?.path.join('.')}: ${checked.error.issues[0]?.message}`,
        );
      return { key: job.key, doc: checked.data, categories: page.categories, redirect: page.redirect, unmapped: page.unmapped, links: [...links] };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return {
        key: job.key,
        doc: sourceOnlyDoc(job.title, job.text),
        categories: [],
        redirect: null,
        unmapped: [{ kind: 'markup', name: 'converter failure', sample: message.slice(0, 200), count: 1 }],
        links: [],
      };
    }
  };
}
