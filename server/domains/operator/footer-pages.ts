import type { Kysely, Selectable } from 'kysely';
import type { RichDoc } from '../../../shared/contract/rich-text.ts';
import type { Database, EditionTable } from '../../db/schema.ts';
import { reindexContent } from '../search/reindex.ts';
import { nowSeconds } from '../../clock.ts';

type Page = { title: string; summary: string; body: RichDoc };

const paragraph = (text: string) => ({ type: 'paragraph' as const, children: [{ text }] });
const heading = (text: string) => ({ type: 'heading' as const, level: 2 as const, children: [{ text }] });

/** The starting text of the two pages, in the edition's language; operators rewrite them in the console. */
function pagesFor(name: string, lang: string): { about: Page; apply: Page } {
  if (lang === 'en-US') {
    return {
      about: {
        title: `About ${name}`,
        summary: `Who writes ${name} and how it works.`,
        body: [
          heading('A wiki written by players'),
          paragraph(
            `${name} is written and kept up to date by volunteer players. Every entry can be corrected: use “Suggestions and feedback” at the bottom of any page, or the correction button on an entry.`,
          ),
          heading('Contact'),
          paragraph('Reports are read by our reviewers; accepted corrections count in the contributor ranking.'),
        ],
      },
      apply: {
        title: 'Apply to become an editor',
        summary: 'Write entries and guides with us.',
        body: [
          heading('Who we are looking for'),
          paragraph('Players who enjoy explaining the game carefully: characters, items, quests and strategy.'),
          heading('How to apply'),
          paragraph(
            'Sign in, then send us a note through “Suggestions and feedback” at the bottom of the page saying which topics you would like to write about. An operator grants editing rights to new editors.',
          ),
        ],
      },
    };
  }
  return {
    about: {
      title: `关于${name}`,
      summary: `${name}由谁编写，如何运作。`,
      body: [
        heading('由玩家共同编写的百科'),
        paragraph(`${name}由志愿者玩家共同编写和更新。每个词条都可以纠错：使用页面底部的“建议与反馈”，或词条上的纠错按钮。`),
        heading('联系我们'),
        paragraph('反馈由审核员处理，被采纳的纠错会计入贡献排行。'),
      ],
    },
    apply: {
      title: '申请成为编辑',
      summary: '和我们一起编写词条与攻略。',
      body: [
        heading('我们在寻找'),
        paragraph('乐于细致讲解游戏的玩家：角色、道具、任务与攻略。'),
        heading('如何申请'),
        paragraph('登录后，通过页面底部的“建议与反馈”告诉我们你想编写的主题，运营会为新编辑开通编辑权限。'),
      ],
    },
  };
}

/** The detail page path of a content of the edition. */
export const contentPath = (basePath: string, contentId: number) => `${basePath}content/${contentId}/detail`;

/**
 * Gives an edition its footer pages (the about and apply links): creates the 'about
 * this wiki' and 'apply to become an editor' contents for each link that is still empty and
 * points the link at its detail page. Runs inside the caller's transaction; answers the links.
 */
export async function ensureFooterPages(
  trx: Kysely<Database>,
  edition: Selectable<EditionTable>,
  editorName: string,
): Promise<{ about_url: string; apply_url: string }> {
  const links = { about_url: edition.about_url, apply_url: edition.apply_url };
  if (links.about_url && links.apply_url) return links;
  const pages = pagesFor(edition.name, edition.default_lang);
  const at = nowSeconds();
  for (const [field, page] of [
    ['about_url', pages.about],
    ['apply_url', pages.apply],
  ] as const) {
    if (links[field]) continue;
    const row = await trx
      .insertInto('contents')
      .values({
        edition_id: edition.id,
        type: 1,
        title: page.title,
        summary: page.summary,
        body: JSON.stringify(page.body),
        editor_name: editorName,
        article_time: at,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await reindexContent(trx, Number(row.id));
    links[field] = contentPath(edition.base_path, Number(row.id));
  }
  await trx.updateTable('editions').set(links).where('id', '=', edition.id).execute();
  return links;
}
