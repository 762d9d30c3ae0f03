/**
 * A generated MediaWiki XML export (schema 0.11) for `bench/import.ts`: Chinese game-wiki pages
 * with history, written to a file as it is made (never held whole in memory). Page sizes follow
 * a wiki's spread (many short pages, some long ones), each page has 1–8 revisions that grow to
 * its last text, about 8% are redirects, and pages link to each other (forward links too),
 * carry an infobox, tables, lists, references and 1–3 categories.
 */
import fs from 'node:fs';
import { once } from 'node:events';
import { createRandom, type Random } from '../server/seed/demo/random.ts';

const HAN = [
  ...'的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由其些然前外天政四日那社义事平形相全表间样与关各重新线内数正心反你明看原又么利比或但质气第向道命此变条只没结解问意建月公无系军很情者最立代想已通并提直题党程展五果料象员革位入常文总次品式活设及管特件长求老头基资边流路级少图山统接知较将组见计别她手角期根论运农指几九区强放决西被干做必战先回则任取据处队南给色光门即保治北造百规热领七海口东导器压志世金增争济阶油思术极交受联什认六共权收证改清己美再采转更单风切打白教速花带安场身车例真务具万每目至达走积示议声报斗完类八离华名确才科张信马节话米整空元况今集温传土许步群广石记需段研界拉林律叫且究观越织装影算低持音众书布复容儿须际商非验连断深难近矿千周委素技备半办青省列习响约支般史感劳便团往酸历市克何除消构府称太准精值号率族维划选标写存候毛亲快效斯院查江型眼王按格养易置派层片始却专状育厂京识适属圆包火住调满县局照参红细引听该铁价严龙飞',
];
const ELEMENTS = ['火', '水', '风', '雷', '草', '冰', '岩'];
const WEAPONS = ['单手剑', '双手剑', '长柄武器', '法器', '弓'];
const SECTIONS = ['简介', '角色故事', '天赋', '命之座', '突破材料', '培养建议', '语音', '相关任务', '趣闻', '画廊', '历史版本', '参考资料'];
/** Categories pages carry; 角色 is also a channel the benchmark creates, so the default mapping places there. */
export const CATEGORIES = [
  '角色',
  '武器',
  '圣遗物',
  '材料',
  '敌人',
  '任务',
  '地区',
  ...ELEMENTS.map((element) => `${element}元素`),
  '五星',
  '四星',
  '活动',
  '版本1.0',
  '版本2.0',
  '剧情',
];

/** The n-th page's title: unique (three characters from the index) with a word of 0–3 characters before it. */
export function titleOf(index: number, random?: Random): string {
  const n = HAN.length;
  const core = HAN[index % n]! + HAN[Math.floor(index / n) % n]! + HAN[Math.floor(index / n / n) % n]!;
  if (!random) return core;
  const prefix = random.int(0, 3);
  let word = '';
  for (let i = 0; i < prefix; i++) word += random.pick(HAN);
  return `${word}${core}`;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function sentence(random: Random, links: () => string): string {
  let text = '';
  const words = random.int(8, 30);
  for (let i = 0; i < words; i++) {
    const roll = random.next();
    if (roll < 0.06) text += links();
    else if (roll < 0.09) text += `'''${random.pick(HAN)}${random.pick(HAN)}'''`;
    else text += random.pick(HAN) + random.pick(HAN);
  }
  return `${text}。`;
}

function section(random: Random, name: string, links: () => string, refs: { n: number }): string {
  const parts = [`== ${name} ==`];
  const blocks = random.int(1, 4);
  for (let b = 0; b < blocks; b++) {
    const roll = random.next();
    if (roll < 0.5) {
      let paragraph = '';
      for (let s = random.int(1, 5); s > 0; s--) paragraph += sentence(random, links);
      if (random.next() < 0.3) paragraph += `<ref name="r${++refs.n}">${sentence(random, links)}</ref>`;
      parts.push(paragraph);
    } else if (roll < 0.75) {
      const ordered = random.next() < 0.3 ? '#' : '*';
      for (let i = random.int(2, 6); i > 0; i--) parts.push(`${ordered} ${sentence(random, links)}`);
    } else {
      const rows = [`{| class="wikitable"`, '! 等级 !! 材料 !! 数量 !! 摩拉'];
      for (let i = random.int(3, 8); i > 0; i--) rows.push('|-', `| ${random.int(1, 90)} || ${links()} || ${random.int(1, 60)} || ${random.int(1, 20) * 1000}`);
      rows.push('|}');
      parts.push(rows.join('\n'));
    }
  }
  return parts.join('\n\n');
}

/** One page's last text: an infobox, a lead, sections up to about `size` characters, categories. */
function pageText(random: Random, title: string, size: number, links: () => string): { sections: string[]; head: string; tail: string } {
  const refs = { n: 0 };
  const head = [
    `{{角色信息\n|名称=${title}\n|稀有度=${random.int(4, 5)}\n|元素=${random.pick(ELEMENTS)}\n|武器=${random.pick(WEAPONS)}\n|生日=${random.int(1, 12)}月${random.int(1, 28)}日\n|所属=${links()}\n}}`,
    `'''${title}'''${sentence(random, links)}${sentence(random, links)}[https://wiki.example.org/${random.int(1, 99999)} 官方介绍]`,
  ].join('\n');
  const sections: string[] = [];
  let length = head.length;
  const names = [...SECTIONS];
  while (length < size && names.length > 0) {
    const name = names.splice(random.int(0, names.length - 1), 1)[0]!;
    const text = section(random, name, links, refs);
    sections.push(text);
    length += text.length;
  }
  const categories = new Set<string>();
  for (let i = random.int(1, 3); i > 0; i--) categories.add(random.pick(CATEGORIES));
  const tail = `${refs.n > 0 ? '\n\n== 注释 ==\n<references />' : ''}\n\n${[...categories].map((category) => `[[分类:${category}]]`).join('\n')}`;
  return { sections, head, tail };
}

/** A page's final size: most pages are short, a fifth are long (mean about 6 KB of text). */
function pageSize(random: Random): number {
  const roll = random.next();
  if (roll < 0.4) return random.int(800, 2_500);
  if (roll < 0.8) return random.int(3_000, 8_000);
  return random.int(10_000, 28_000);
}

export interface GeneratedDump {
  pages: number;
  contentPages: number;
  redirects: number;
  revisions: number;
  bytes: number;
}

/** Writes a dump of `pages` pages to `file`. */
export async function writeDump(file: string, pages: number, seed = 20261124): Promise<GeneratedDump> {
  const random = createRandom(seed);
  const out = fs.createWriteStream(file, { highWaterMark: 1024 * 1024 });
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(`<mediawiki xmlns="http://www.mediawiki.org/xml/export-0.11/" version="0.11" xml:lang="zh">
  <siteinfo>
    <sitename>提瓦特百科</sitename>
    <dbname>benchwiki</dbname>
    <base>https://bench.example.org/wiki/Main</base>
    <generator>MediaWiki 1.39.5</generator>
    <case>first-letter</case>
    <namespaces>
      <namespace key="0" case="first-letter" />
      <namespace key="2" case="first-letter">用户</namespace>
      <namespace key="6" case="first-letter">文件</namespace>
      <namespace key="10" case="first-letter">模板</namespace>
      <namespace key="14" case="first-letter">分类</namespace>
    </namespaces>
  </siteinfo>
`);
  let revisionId = 1;
  let time = Date.parse('2020-09-28T00:00:00Z') / 1000;
  const stats: GeneratedDump = { pages, contentPages: 0, redirects: 0, revisions: 0, bytes: 0 };
  const link = () => {
    const target = random.int(0, pages - 1);
    return random.next() < 0.3 ? `[[${titleOf(target)}|${random.pick(HAN)}${random.pick(HAN)}]]` : `[[${titleOf(target)}]]`;
  };
  const revisionXml = (id: number, parent: number | null, text: string, comment: string) => {
    time += random.int(30, 3_600);
    const author =
      random.next() < 0.1 ? `<ip>198.51.100.${random.int(1, 254)}</ip>` : `<username>编辑者${random.int(1, 500)}</username><id>${random.int(1, 500)}</id>`;
    stats.revisions++;
    return `    <revision>
      <id>${id}</id>${parent ? `\n      <parentid>${parent}</parentid>` : ''}
      <timestamp>${new Date(time * 1000).toISOString().replace('.000', '')}</timestamp>
      <contributor>${author}</contributor>
      <comment>${escapeXml(comment)}</comment>
      <model>wikitext</model>
      <format>text/x-wiki</format>
      <text bytes="${Buffer.byteLength(text)}" xml:space="preserve">${escapeXml(text)}</text>
    </revision>
`;
  };
  for (let index = 0; index < pages; index++) {
    const redirect = index > 10 && random.next() < 0.08;
    const title = redirect ? `${titleOf(index)}(重定向)` : titleOf(index);
    let xml = `  <page>\n    <title>${escapeXml(title)}</title>\n    <ns>0</ns>\n    <id>${index + 1}</id>\n`;
    if (redirect) {
      const target = titleOf(random.int(0, pages - 1));
      xml += `    <redirect title="${escapeXml(target)}" />\n`;
      xml += revisionXml(revisionId++, null, `#重定向 [[${target}]]`, '重定向');
      stats.redirects++;
    } else {
      const { head, sections, tail } = pageText(random, title, pageSize(random), link);
      const count = Math.min(8, 1 + Math.floor(-Math.log(1 - random.next()) * 2));
      let parent: number | null = null;
      for (let r = 1; r <= count; r++) {
        const shown = r === count ? sections.length : Math.floor((sections.length * r) / count);
        const text = `${head}\n\n${sections.slice(0, shown).join('\n\n')}${r === count ? tail : ''}`;
        xml += revisionXml(revisionId, parent, text, r === 1 ? '创建页面' : `补充${random.pick(SECTIONS)}`);
        parent = revisionId++;
      }
      stats.contentPages++;
    }
    xml += '  </page>\n';
    stats.bytes += Buffer.byteLength(xml);
    await write(xml);
  }
  await write('</mediawiki>\n');
  out.end();
  await once(out, 'finish');
  return stats;
}
