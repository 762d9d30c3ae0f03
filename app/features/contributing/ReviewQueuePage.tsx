import { Link, useSearchParams } from 'react-router';
import { LanguageBadge } from './LanguageBadge.tsx';
import type { SubmissionListAnswer, SubmissionWire } from '../../../shared/contract/contributing.ts';
import { useT } from '../../i18n/index.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import { useFormatTime } from './format-time.ts';
import { ListState } from './ListState.tsx';
import { pageOf } from './my-words-tabs.ts';
import { REVIEW_PAGE_SIZE, REVIEW_STATUSES, reviewStatusOf } from './review-status.ts';
import { useRetry, type ApiData } from '../../lib/route-data.ts';
import styles from './Review.module.css';

/** /words/review: submissions by status (pending: oldest first, as the server orders them), each opening its review. */
export function ReviewQueuePage({ state }: { state: ApiData<SubmissionListAnswer> }) {
  const t = useT();
  const { href } = useWiki();
  const [params] = useSearchParams();
  const status = reviewStatusOf(params.get('status'));
  const page = pageOf(params.get('page'));
  const retry = useRetry();
  const pageHref = (next: number) => href('words/review', next > 1 ? { status, page: String(next) } : { status });

  return (
    <section className={styles.page}>
      <h2 className={styles.title}>{t('review.title')}</h2>
      <p className={styles.intro}>{t('review.intro')}</p>
      <nav className={styles.tabs} aria-label={t('review.statusTabs')}>
        {REVIEW_STATUSES.map((item) => (
          <Link
            key={item}
            to={href('words/review', { status: item })}
            replace
            className={item === status ? `${styles.tab} ${styles.tabOn}` : styles.tab}
            aria-current={item === status ? 'page' : undefined}
          >
            {t(`review.status.${item}`)}
          </Link>
        ))}
      </nav>
      <ListState state={state} empty={t('review.empty')} onRetry={retry}>
        {(data) => (
          <>
            <p className={styles.total}>{t('contributing.total', { total: data.total })}</p>
            <ol className={styles.queue}>
              {data.list.map((submission) => (
                <QueueRow key={submission.audit_id} submission={submission} />
              ))}
            </ol>
            <PagerLinks page={page} total={data.total} pageHref={pageHref} />
          </>
        )}
      </ListState>
    </section>
  );
}

function PagerLinks({ page, total, pageHref }: { page: number; total: number; pageHref: (page: number) => string }) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / REVIEW_PAGE_SIZE));
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('contributing.page', { page, pages })}>
      {page > 1 ? <Link to={pageHref(page - 1)}>{t('contributing.prev')}</Link> : <span />}
      <span>{t('contributing.page', { page, pages })}</span>
      {page < pages ? <Link to={pageHref(page + 1)}>{t('contributing.next')}</Link> : <span />}
    </nav>
  );
}

function QueueRow({ submission }: { submission: SubmissionWire }) {
  const t = useT();
  const formatTime = useFormatTime();
  const { href } = useWiki();
  const name = submission.name || t('contributing.untitled');
  return (
    <li className={styles.card} data-audit-id={submission.audit_id}>
      <div className={styles.cardHead}>
        <span className={styles.badge}>{t(submission.base_version > 0 ? 'contributing.kind.edit' : 'contributing.kind.new')}</span>
        <LanguageBadge lang={submission.lang} className={styles.badge} />
        <Link className={styles.name} to={href(`words/review/${submission.audit_id}`)}>
          {name}
        </Link>
      </div>
      <p className={styles.summary}>{submission.summary || t('contributing.noSummary')}</p>
      <p className={styles.meta}>
        <span>{t('review.author', { name: submission.author.name })}</span>
        {submission.menu_name ? <span>{t('contributing.channel', { name: submission.menu_name })}</span> : null}
        <span>{t('contributing.submittedAt', { time: formatTime(submission.created_at) })}</span>
      </p>
      {submission.status === 'rejected' && submission.reason ? (
        <p className={styles.reasonLine}>
          {t('contributing.reason')}: {submission.reason}
        </p>
      ) : null}
    </li>
  );
}
