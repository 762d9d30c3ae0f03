import { chooseContent, isTraditionalView, type ContentChoice } from '../../../shared/content-language.ts';
import { TEXT_FIELD, type TextKind } from '../../../shared/contract/operator-texts.ts';
import type { Db } from '../../db/database.ts';
import { chunks } from '../../chunks.ts';
import { contentLanguagesOf, type TranslationsService } from './translations-service.ts';

type EditionLanguages = { id: number; content_langs: string; default_lang: string };

/** Something with a translated name: a channel row. */
type Named = { id: number; name: string };
/** Something with a translated title: a banner, a gacha pool, a calendar activity. */
type Titled = { id: number; title: string };
/** A channel tree node (channels-service.ts ChannelTree, or any node holding a channel row). */
type NamedNode<T> = { row: Named; children: T[] };
/** A menu of the encyclopedia (EncycMenu): a channel by id, with its sub-menus. */
type NamedMenu<M> = { id: number; name: string; sub_menus: M[] };

/** The text to show for a thing of this id whose source text is `source`. */
type TextOf = (id: number, source: string) => string;

/**
 * Translated names of channels, banners, pools and calendar activities (content_texts, issue 31),
 * read for many things at once: one query per call, and none when the edition has one content
 * language or the reader reads its source, so a single-language wiki reads nothing more than
 * before. A thing without a text in the reader's language shows its source text; a zh-tw or
 * zh-hk reader of a zh-cn edition gets it converted to the traditional view (the edition's terms
 * first), as entry pages are (localize.ts). Every function answers copies, never changing the
 * rows it is given (the request's shared channel rows among them).
 */
export function contentTextsService(db: Db, translations: TranslationsService) {
  /** The stored texts of these things in `lang`, by id. */
  async function stored(editionId: number, kind: TextKind, lang: string, ids: readonly number[]): Promise<Map<number, string>> {
    const found = new Map<number, string>();
    const unique = [...new Set(ids)];
    // In slices under SQLite's bound-parameter limit.
    for (const slice of chunks(unique, 500)) {
      const rows = await db
        .selectFrom('content_texts')
        .select(['ref_id', 'text'])
        .where('edition_id', '=', editionId)
        .where('kind', '=', kind)
        .where('field', '=', TEXT_FIELD[kind])
        .where('lang', '=', lang)
        .where('ref_id', 'in', slice)
        .execute();
      for (const row of rows) if (row.text !== '') found.set(Number(row.ref_id), row.text);
    }
    return found;
  }

  /** How to word these things for a reader of `wanted`; undefined when their source text is what shows. */
  async function textOf(edition: EditionLanguages, wanted: string, kind: TextKind, ids: readonly number[]): Promise<TextOf | undefined> {
    const languages = contentLanguagesOf(edition);
    const source = languages[0]!;
    if (languages.length === 1 || wanted === source || ids.length === 0) return undefined;
    // zh-hk reads the zh-tw text (chooseContent offers it where the edition has zh-tw).
    const lang = wanted === 'zh-hk' ? 'zh-tw' : wanted;
    const [texts, convert] = await Promise.all([
      stored(edition.id, kind, lang, ids),
      isTraditionalView(wanted) && source === 'zh-cn' ? translations.traditional(edition.id, wanted) : Promise.resolve(undefined),
    ]);
    if (texts.size === 0 && !convert) return undefined;
    return (id, text) => texts.get(id) ?? (convert ? convert(text) : text);
  }

  function renameTree<T extends NamedNode<T>>(nodes: readonly T[], name: TextOf): T[] {
    return nodes.map((node) => ({ ...node, row: { ...node.row, name: name(node.row.id, node.row.name) }, children: renameTree(node.children, name) }));
  }

  function renameMenus<M extends NamedMenu<M>>(menus: readonly M[], name: TextOf): M[] {
    return menus.map((menu) => ({ ...menu, name: name(menu.id, menu.name), sub_menus: renameMenus(menu.sub_menus, name) }));
  }

  const treeIds = <T extends NamedNode<T>>(nodes: readonly T[]): number[] => nodes.flatMap((node) => [node.row.id, ...treeIds(node.children)]);
  const menuIds = <M extends NamedMenu<M>>(menus: readonly M[]): number[] => menus.flatMap((menu) => [menu.id, ...menuIds(menu.sub_menus)]);

  return {
    /** What a reader asking `asked` (a publisher code or BCP 47 tag; undefined: none) reads of the edition. */
    choice: (edition: EditionLanguages, asked: string | undefined): ContentChoice => chooseContent(contentLanguagesOf(edition), asked),

    /** Channel rows with their names in `wanted`. */
    async channelRows<R extends Named>(edition: EditionLanguages, wanted: string, rows: readonly R[]): Promise<R[]> {
      const name = await textOf(
        edition,
        wanted,
        'channel',
        rows.map((row) => row.id),
      );
      return name ? rows.map((row) => ({ ...row, name: name(row.id, row.name) })) : [...rows];
    },

    /** Channel trees with every channel's name in `wanted`. */
    async channelTrees<T extends NamedNode<T>>(edition: EditionLanguages, wanted: string, nodes: readonly T[]): Promise<T[]> {
      const name = await textOf(edition, wanted, 'channel', treeIds(nodes));
      return name ? renameTree(nodes, name) : [...nodes];
    },

    /** One channel tree, as channelTrees. */
    async channelTree<T extends NamedNode<T>>(edition: EditionLanguages, wanted: string, node: T): Promise<T> {
      const name = await textOf(edition, wanted, 'channel', treeIds([node]));
      return name ? renameTree([node], name)[0]! : node;
    },

    /** Encyclopedia menus (channels by id) with their names in `wanted`. */
    async menus<M extends NamedMenu<M>>(edition: EditionLanguages, wanted: string, menus: readonly M[]): Promise<M[]> {
      const name = await textOf(edition, wanted, 'channel', menuIds(menus));
      return name ? renameMenus(menus, name) : [...menus];
    },

    /** Banners ('block'), gacha pools or calendar activities with their titles in `wanted`. */
    async titled<R extends Titled>(edition: EditionLanguages, wanted: string, kind: Exclude<TextKind, 'channel'>, rows: readonly R[]): Promise<R[]> {
      const title = await textOf(
        edition,
        wanted,
        kind,
        rows.map((row) => row.id),
      );
      return title ? rows.map((row) => ({ ...row, title: title(row.id, row.title) })) : [...rows];
    },
  };
}

export type ContentTextsService = ReturnType<typeof contentTextsService>;
