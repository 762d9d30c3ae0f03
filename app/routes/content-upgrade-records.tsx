import '../i18n/areas/contributing.ts';
import { Form, Link } from 'react-router';
import { DiffView, diffIsEmpty } from '../features/contributing/DiffView.tsx';
import { RollbackButton } from '../features/contributing/RollbackButton.tsx';
import rollbackStyles from '../features/contributing/Rollback.module.css';
import { reviewAccess, rollbackWrite } from '../features/contributing/contributing.server.ts';
import { loadEntryHistory } from '../features/entry-pages/entry-history.server.ts';
import { useT } from '../i18n/index.ts';
import { useFormat } from '../lib/format/use-format.ts';
import { requireEdition } from '../lib/edition.server.ts';
import { relayAction } from '../lib/route-data.ts';
import { actionBody } from '../lib/service-call.server.ts';
import { pageMeta } from '../lib/seo/page-meta.ts';
import { useWiki } from '../lib/wiki-context.tsx';
import styles from './entry-history.module.css';
import type { Route } from './+types/content-upgrade-records';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const edition = await requireEdition(context, params);
  const [history, access] = await Promise.all([
    loadEntryHistory(context, edition, params.id, new URL(request.url).searchParams),
    reviewAccess(context, edition),
  ]);
  // Rolling back is for AUDIT holders (the API checks again).
  return { ...history, mayRollback: access === 'ok' };
}

/**
 * Rolling back to an old revision (RollbackButton), on the server for the page's visitor: the
 * page is not stored (its loader reads the visitor), and a page's POST never is; the router then
 * reloads the history.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  return rollbackWrite(context, await requireEdition(context, params), await actionBody(request));
}

/** Hands the server action's outcome to the caller (useRouteAction). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => relayAction(request, serverAction);

export const meta: Route.MetaFunction = (args) => {
  const name = args.data?.name ?? '';
  return pageMeta(args, {
    title: (site) => site.t('history.pageTitle', { name }),
    description: (site) => site.t('seo.description.history', { name, site: site.site }),
    noindex: true,
  });
};

/** The history of an entry page (update records) with a readable diff between any two versions; reviewers may roll back to an older one. */
export default function ContentUpgradeRecords({ loaderData }: Route.ComponentProps) {
  const { id, name, history, versions, from, to, diff, mayRollback } = loaderData;
  const latest = Math.max(0, ...versions);
  const t = useT();
  const format = useFormat();
  const { href } = useWiki();
  const options = versions.map((version) => (
    <option key={version} value={version}>
      {t('entry.version', { n: version })}
    </option>
  ));
  return (
    <article className={styles.page}>
      <h2 className={styles.title}>{t('history.title', { name })}</h2>
      <Link className={styles.back} to={href(`content/${id}/detail`)}>
        {t('history.back')}
      </Link>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('history.version')}</th>
              <th scope="col">{t('history.author')}</th>
              <th scope="col">{t('history.summary')}</th>
              <th scope="col">{t('history.time')}</th>
              {mayRollback ? <th scope="col">{t('rollback.column')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {history.list.map((item) => (
              <tr key={item.id}>
                <td className={styles.nowrap}>{t('entry.version', { n: item.version })}</td>
                <td>{item.user.name || t('history.anonymous')}</td>
                <td>{item.summary || t('history.noSummary')}</td>
                <td>{format.zoned(format.dateTime(item.ctime), item.ctime)}</td>
                {mayRollback ? (
                  <td>
                    {item.version === latest ? (
                      <span className={rollbackStyles.current}>{t('rollback.current')}</span>
                    ) : (
                      <RollbackButton entryPageId={id} version={item.version} />
                    )}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {versions.length < 2 ? (
        <p className={styles.muted}>{t('history.only')}</p>
      ) : (
        <>
          <Form method="get" className={styles.compare} aria-label={t('history.compare')}>
            <label>
              {t('history.from')}
              <select name="from" defaultValue={from} key={`from-${from}`}>
                {options}
              </select>
            </label>
            <label>
              {t('history.to')}
              <select name="to" defaultValue={to} key={`to-${to}`}>
                {options}
              </select>
            </label>
            <button type="submit" className={styles.button}>
              {t('history.submit')}
            </button>
          </Form>
          <h3 className={styles.diffTitle}>{t('history.diffTitle', { from, to })}</h3>
          {diff === null || diffIsEmpty(diff) ? (
            <p className={styles.muted}>{t('history.same')}</p>
          ) : (
            <DiffView diff={diff} label={t('history.diffTitle', { from, to })} />
          )}
        </>
      )}
    </article>
  );
}
