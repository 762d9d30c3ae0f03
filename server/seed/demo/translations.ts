import { pinyin } from 'pinyin-pro';
import type { EntryDoc, EntryModule } from '../../../shared/contract/entry-page.ts';
import type { EntryComponent } from '../../../shared/contract/entry-page-components.ts';
import type { Db } from '../../db/database.ts';
import { readCurrentPage } from '../../domains/entry-pages/current-page.ts';
import { publishRevision } from '../../domains/entry-pages/publish.ts';
import { publishTranslation } from '../../domains/translations/publish-translation.ts';
import { ELEMENTS, REGIONS, WEAPON_TYPES } from './catalog.ts';

/**
 * The demo's content languages (issue 31): the public edition is written in zh-cn, offers the
 * zh-tw reading view (converted, with its term table: terms.ts) and English, and a few of its
 * characters are translated to English, the way a real wiki's translators start: the page's
 * name and description, its 基础信息 facts and its gallery, the other modules not yet (readers
 * see them in the original, marked). One translation is older than its source: after it was
 * made, the source's facts changed, so readers and translators see that module marked outdated.
 */
const EN: Record<string, string> = {
  基础信息: 'Basic info',
  角色图集: 'Gallery',
  名字: 'Name',
  所属: 'Region',
  元素: 'Element',
  武器类型: 'Weapon',
  星级: 'Rarity',
  生日: 'Birthday',
  命之座: 'Constellation',
  实装版本: 'Released in',
  立绘: 'Portrait',
  名片: 'Namecard',
  衣装: 'Outfit',
  五星: '5 stars',
  四星: '4 stars',
  ...Object.fromEntries(ELEMENTS.map((element, index) => [element, ['Pyro', 'Hydro', 'Anemo', 'Electro', 'Geo', 'Dendro', 'Cryo'][index]!])),
  ...Object.fromEntries(REGIONS.map((region, index) => [region, ['Dawnspire', 'Mistharbor', 'Thunder Isle'][index]!])),
  ...Object.fromEntries(WEAPON_TYPES.map((weapon, index) => [weapon, ['Sword', 'Claymore', 'Polearm', 'Catalyst', 'Bow'][index]!])),
};
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A made-up Chinese name in English: its pinyin, each syllable group capitalised (星辉 → Xinghui). */
const romanized = (name: string) => {
  const syllables = pinyin(name, { toneType: 'none', type: 'array' }).join('');
  return syllables.charAt(0).toUpperCase() + syllables.slice(1);
};

function english(text: string, name: string, englishName: string): string {
  const birthday = /^(\d+)月(\d+)日$/.exec(text);
  if (birthday) return `${MONTHS[Number(birthday[1]) - 1]} ${birthday[2]}`;
  if (text === name) return englishName;
  if (text === `${name}座`) return `${englishName}'s constellation`;
  return EN[text] ?? text.replaceAll(name, englishName);
}

/** The English translation of a demo character: its header, 基础信息 and 角色图集; the other modules left untranslated. */
function englishCharacter(doc: EntryDoc): EntryDoc {
  const englishName = romanized(doc.name);
  const say = (text: string) => english(text, doc.name, englishName);
  const modules: EntryModule[] = [];
  for (const module of doc.modules) {
    const components = module.components.flatMap((component): EntryComponent[] => {
      if (component.component_id === 'baseInfo') {
        return [{ ...component, data: { ...component.data, attr: component.data.attr.map((line) => ({ key: say(line.key), value: line.value.map(say) })) } }];
      }
      if (component.component_id === 'gallery_character') {
        const list = component.data.list.map((item) => ({
          ...item,
          key: say(item.key),
          imgDesc: item.imgDesc ? `${englishName}'s ${say(item.key).toLowerCase()}.` : '',
        }));
        return [{ ...component, data: { ...component.data, list } }];
      }
      return [];
    });
    if (components.length > 0 && components.length === module.components.length) modules.push({ ...module, name: say(module.name), components });
  }
  return { ...doc, name: englishName, desc: `${englishName}, a character of the demo game.`, aliases: [], modules };
}

export async function seedTranslations(db: Db): Promise<void> {
  const edition = await db.selectFrom('editions').select('id').where('app_sn', '=', 'ys_obc').executeTakeFirst();
  if (!edition) return;
  await db.updateTable('editions').set({ content_langs: 'zh-cn,zh-tw,en-us' }).where('id', '=', edition.id).execute();
  // Characters the other demo data leaves alone: the 角色 channel's, from the second-newest back.
  const characters = await db
    .selectFrom('entry_pages as p')
    .innerJoin('channels as c', 'c.id', 'p.menu_id')
    .select('p.content_id')
    .where('p.edition_id', '=', edition.id)
    .where('c.name', '=', '角色')
    .orderBy('p.content_id', 'desc')
    .offset(1)
    .limit(3)
    .execute();
  for (const [index, row] of characters.entries()) {
    const id = Number(row.content_id);
    const page = await readCurrentPage(db, edition.id, id);
    if (!page || !page.doc.modules.some((module) => module.name === '基础信息')) continue;
    await publishTranslation(db, {
      editionId: edition.id,
      contentId: id,
      lang: 'en-us',
      doc: englishCharacter(page.doc),
      authorId: null,
      summary: 'English translation',
    });
    if (index !== 1) continue;
    // The source's facts change after the translation: its 基础信息 is outdated in English.
    const modules = page.doc.modules.map((module) =>
      module.name !== '基础信息'
        ? module
        : {
            ...module,
            components: module.components.map((component) =>
              component.component_id === 'baseInfo'
                ? {
                    ...component,
                    data: { ...component.data, attr: component.data.attr.map((line) => (line.key === '实装版本' ? { ...line, value: ['4.2'] } : line)) },
                  }
                : component,
            ),
          },
    );
    await publishRevision(db, { contentId: id, doc: { ...page.doc, modules }, authorId: null, summary: '更新实装版本' });
  }
}
