import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ContributorAvatar } from '../components/ranking/ContributorAvatar.tsx';
import { loadContributors } from '../data/entry-history.server.ts';
import { useT } from '../i18n/index.ts';
import { requireEdition } from '../lib/edition.server.ts';
import { useWiki } from '../lib/wiki-context.tsx';
import styles from './entry-history.module.css';

export async function loader({ params, context }: LoaderFunctionArgs) {
  const edition = await requireEdition(context, params);
  return loadContributors(context, edition, params.id);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: `${data.name} · 贡献者` }] : []);

/** Who contributed to an entry, highest contribution value first. */
export default function ContentContribution() {
  const { id, name, list } = useLoaderData<typeof loader>();
  const t = useT();
  const { href } = useWiki();
  return (
    <article className={styles.page}>
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
              <th scope="col">{t('contribution.value')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((contributor) => (
              <tr key={contributor.account_uid}>
                <td>
                  <ContributorAvatar src={contributor.img} size={28} /> {contributor.account_name}
                </td>
                <td>{contributor.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </article>
  );
}
