import { Link, type AppLoadContext, type Params } from 'react-router';
import { avatarImage } from '../../shared/avatar.ts';
import { CONTRIBUTORS_LIMIT } from '../../shared/contract/ranking.ts';
import { ContributorAvatar } from '../features/ranking/ContributorAvatar.tsx';
import { useT } from '../i18n/index.ts';
import { notFound, requireEdition } from '../lib/edition.server.ts';
import { pageMeta } from '../lib/seo/page-meta.ts';
import { useWiki } from '../lib/wiki-context.tsx';
import styles from './entry-history.module.css';
import type { Route } from './+types/content-contribution';

/** The contributors of a content, from the same records as its history's editors and the API's contributors (server/domains/living/ranking/page-contributors.ts). */
async function loadContributors(context: AppLoadContext, params: Params) {
  const edition = await requireEdition(context, params);
  if (!params.id || !/^\d{1,15}$/.test(params.id)) throw notFound();
  const contentId = Number(params.id);
  const found = await context.services.contents.info(edition.id, contentId);
  if (!found) throw notFound();
  const rows = await context.services.contributing.contributors(edition.id, contentId, CONTRIBUTORS_LIMIT);
  return {
    id: contentId,
    name: found.content.title,
    list: rows.map((row) => ({ uid: String(row.user_id), name: row.name, img: avatarImage(row), value: row.value, edits: row.edits })),
  };
}

export const loader = ({ params, context }: Route.LoaderArgs) => loadContributors(context, params);

export const meta: Route.MetaFunction = (args) => {
  const name = args.data?.name ?? '';
  return pageMeta(args, {
    title: (site) => site.t('contribution.pageTitle', { name }),
    description: (site) => site.t('seo.description.contribution', { name, site: site.site }),
  });
};

/** Who contributed to an entry: everyone who published an edit of it (its history's editors, its translators), with how many, highest contribution value first. */
export default function ContentContribution({ loaderData }: Route.ComponentProps) {
  const { id, name, list } = loaderData;
  const t = useT();
  const { href } = useWiki();
  return (
    <article className={styles.page} data-contributors="">
      <h2 className={styles.title}>{t('contribution.title', { name })}</h2>
      <Link className={styles.back} to={href(`content/${id}/detail`)}>
        {t('history.back')}
      </Link>
      {list.length === 0 ? (
        <p className={styles.muted}>{t('contribution.empty')}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('entry.contributors')}</th>
              <th scope="col">{t('contributors.edits')}</th>
              <th scope="col">{t('contribution.value')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((contributor) => (
              <tr key={contributor.uid}>
                <td>
                  <ContributorAvatar src={contributor.img} size={28} /> {contributor.name}
                </td>
                <td>{contributor.edits}</td>
                <td>{contributor.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </article>
  );
}
