import type { EntryDoc } from '../../../../shared/contract/entry-page.ts';

export interface AlignedTranslation {
  doc: EntryDoc;
  /** Modules (sections) of the translated page beyond the source's: left out (the overlay would not show them). */
  extra: number;
  /** Modules of the source the translated page has no section for: they stay in the source language. */
  missing: number;
}

/**
 * A converted page of another language's wiki as a translation of the source entry
 * (server/domains/translations/overlay.ts lines modules up by id): its sections by position,
 * the lead first, each taking the id of the source's module at the same place; sections beyond
 * the source's are left out. The structure that is not text (pictures, filter values) stays the
 * source's; the translated page's redirects are the translation's aliases.
 */
export function alignToSource(translated: EntryDoc, source: EntryDoc, aliases: readonly string[]): AlignedTranslation {
  const modules = translated.modules.slice(0, source.modules.length).map((module, index) => ({ ...module, id: source.modules[index]!.id }));
  return {
    doc: {
      ...translated,
      icon_url: source.icon_url,
      header_img_url: source.header_img_url,
      filter_values: structuredClone(source.filter_values),
      aliases: [...aliases],
      modules,
    },
    extra: Math.max(0, translated.modules.length - source.modules.length),
    missing: Math.max(0, source.modules.length - translated.modules.length),
  };
}
