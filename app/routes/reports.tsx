import '../i18n/areas/reports.ts';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../lib/toast/toast.ts';
import type { ReportStatus, ReportView } from '../../shared/contract/corrections.ts';
import { imageVariant } from '../../shared/images.ts';
import { relayAction, useRouteAction } from '../lib/route-data.ts';
import { loadReportsPage, reviewReport } from '../features/corrections/reports.server.ts';
import { useT } from '../i18n/index.ts';
import { isAlreadyShown } from '../lib/api-client.ts';
import { useAccount } from '../lib/account/viewer-store.tsx';
import { useFormat } from '../lib/format/use-format.ts';
import { requireEdition } from '../lib/edition.server.ts';
import { actionBody } from '../lib/service-call.server.ts';
import { useWiki } from '../lib/wiki-context.tsx';
import styles from './reports.module.css';
import { pageMeta } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/reports';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const edition = await requireEdition(context, params);
  return loadReportsPage(context, edition, new URL(request.url));
}

type ReviewWrite = { app_sn: string; id: number; action: 'accept' | 'dismiss'; note: string };

/** Accepting or dismissing a report, on the server; the router then reloads the queue. */
export async function action({ request, params, context }: Route.ActionArgs) {
  return reviewReport(context, await requireEdition(context, params), await actionBody(request));
}

/** Hands the server action's outcome to the caller (useRouteAction). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => relayAction(request, serverAction);

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: (site) => site.t('reports.title'), noindex: true });

const STATUSES: ReportStatus[] = ['pending', 'accepted', 'dismissed'];

/** The moderation queue of corrections and feedback (AUDIT): list by status, see page and picture, accept or dismiss with a note. */
export default function ReportsPage({ loaderData: page }: Route.ComponentProps) {
  const t = useT();
  const account = useAccount();
  if (page.access !== 'ok') {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>{t('reports.title')}</h1>
        <p className={styles.notice} data-reports-access={page.access}>
          {page.access === 'login' ? t('reports.loginNeeded') : t('reports.forbidden')}
        </p>
        {page.access === 'login' && account.status !== 'signed-in' ? (
          <button type="button" className={styles.accept} onClick={account.login}>
            {t('reports.signIn')}
          </button>
        ) : null}
      </section>
    );
  }
  return <Queue {...page} />;
}

function Queue({ status, page, pageSize, total, list }: { status: ReportStatus; page: number; pageSize: number; total: number; list: ReportView[] }) {
  const t = useT();
  const { href } = useWiki();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('reports.title')}</h1>
      <p className={styles.intro}>{t('reports.intro')}</p>
      <nav className={styles.tabs} aria-label={t('reports.tabs')}>
        {STATUSES.map((item) => (
          <Link
            key={item}
            to={href('reports', { status: item })}
            className={item === status ? `${styles.tab} ${styles.tabOn}` : styles.tab}
            aria-current={item === status ? 'page' : undefined}
          >
            {t(`reports.status.${item}`)}
          </Link>
        ))}
      </nav>
      <p className={styles.total}>{t('reports.total', { n: total })}</p>
      {list.length === 0 ? <p className={styles.empty}>{t('reports.empty')}</p> : null}
      <ol className={styles.list}>
        {list.map((report) => (
          <ReportCard key={report.id} report={report} />
        ))}
      </ol>
      {pages > 1 ? (
        <nav className={styles.pager}>
          {page > 1 ? <Link to={href('reports', { status, page: String(page - 1) })}>{t('reports.prev')}</Link> : <span />}
          <span>
            {page}/{pages}
          </span>
          {page < pages ? <Link to={href('reports', { status, page: String(page + 1) })}>{t('reports.next')}</Link> : <span />}
        </nav>
      ) : null}
    </section>
  );
}

/** A link to the reported page: only web URLs and paths of this site (the server checked them). */
function safePageUrl(url: string): string | null {
  return /^https?:\/\//i.test(url) || /^\/(?!\/)/.test(url) ? url : null;
}

function ReportCard({ report }: { report: ReportView }) {
  const t = useT();
  const format = useFormat();
  const { edition, href } = useWiki();
  const run = useRouteAction();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const pageUrl = safePageUrl(report.source_url);
  const targetId = report.record_id ?? report.entry_page_id;

  const review = async (action: 'accept' | 'dismiss') => {
    setBusy(true);
    try {
      const body: ReviewWrite = { app_sn: edition.app_sn, id: report.id, action, note };
      await run(body);
      toast.success(t(action === 'accept' ? 'reports.accepted' : 'reports.dismissed'), { id: `report-${report.id}` });
    } catch (error) {
      if (!isAlreadyShown(error)) toast.error(error instanceof Error ? error.message : String(error), { id: `report-${report.id}` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className={styles.card} data-report-id={report.id}>
      <header className={styles.cardHead}>
        <span className={styles.kind}>{t(`reports.kind.${report.kind}`)}</span>
        {targetId !== null ? (
          <Link className={styles.target} to={href(`content/${targetId}/detail`)} target="_blank" rel="noopener">
            {t(report.kind === 'entry' ? 'reports.target.entry' : 'reports.target.record', { id: targetId })}
          </Link>
        ) : null}
        <span className={styles.meta}>{t('reports.time', { time: format.zoned(format.dateTime(report.created_at), report.created_at) })}</span>
      </header>
      <p className={styles.reason}>{report.reason}</p>
      <div className={styles.evidence}>
        {report.img_url ? (
          <a className={styles.picture} href={report.img_url} target="_blank" rel="noopener noreferrer" title={t('reports.openPicture')}>
            <img src={imageVariant(report.img_url, 320)} alt={t('reports.picture')} width={160} height={120} loading="lazy" />
          </a>
        ) : null}
        {pageUrl ? (
          <a className={styles.pageLink} href={pageUrl} target="_blank" rel="noopener noreferrer nofollow">
            {t('reports.page')}: <span className={styles.url}>{pageUrl}</span>
          </a>
        ) : null}
      </div>
      <p className={styles.meta}>{t('reports.reporter', { name: report.reporter.name, aid: report.reporter.aid })}</p>
      {report.status === 'pending' ? (
        <div className={styles.review}>
          <label className={styles.noteLabel} htmlFor={`note-${report.id}`}>
            {t('reports.note')}
          </label>
          <textarea
            id={`note-${report.id}`}
            className={styles.note}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={500}
            rows={2}
            placeholder={t('reports.notePlaceholder')}
          />
          <div className={styles.actions}>
            <button type="button" className={styles.dismiss} disabled={busy} onClick={() => void review('dismiss')}>
              {t('reports.dismiss')}
            </button>
            <button type="button" className={styles.accept} disabled={busy} onClick={() => void review('accept')}>
              {t('reports.accept')}
            </button>
          </div>
        </div>
      ) : (
        <p className={styles.settled}>
          <span className={report.status === 'accepted' ? styles.badgeAccepted : styles.badgeDismissed}>{t(`reports.status.${report.status}`)}</span>
          {report.reviewer
            ? report.review_note
              ? t('reports.reviewedBy', { name: report.reviewer.name, note: report.review_note })
              : t('reports.reviewedByNoNote', { name: report.reviewer.name })
            : null}
        </p>
      )}
    </li>
  );
}
