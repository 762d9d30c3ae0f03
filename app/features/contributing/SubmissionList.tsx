import { useEffect } from 'react';
import { LanguageBadge } from './LanguageBadge.tsx';
import { Link } from 'react-router';
import type { SubmissionListAnswer, SubmissionStatus, SubmissionWire } from '../../../shared/contract/contributing.ts';
import { useT } from '../../i18n/index.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import type { ConfirmRequest } from './ConfirmDialog.tsx';
import type { MyWordsWrite } from './contributing-data.ts';
import { submissionEntryPath } from './contributing-links.ts';
import { useFormatTime } from './format-time.ts';
import { ListState } from './ListState.tsx';
import { MY_WORDS_PAGE_SIZE } from './my-words-tabs.ts';
import { Pager } from './Pager.tsx';
import { runAction } from './run-action.ts';
import { useRetry, useRouteAction, type ApiData } from '../../lib/route-data.ts';
import styles from './MyWords.module.css';

interface Props {
  /** The list of the page, from the route's loader. */
  state: ApiData<SubmissionListAnswer>;
  status: SubmissionStatus;
  page: number;
  onPage: (page: number) => void;
  onConfirm: (request: ConfirmRequest) => void;
  onOpenDrafts: () => void;
}

/** The caller's submissions of one status, newest first: withdraw a pending one, read a rejection's reason, delete a settled one. */
export function SubmissionList({ state, status, page, onPage, onConfirm, onOpenDrafts }: Props) {
  const t = useT();
  const { edition } = useWiki();
  const retry = useRetry();
  // My words' route action: once it succeeds, the router reloads the list.
  const run = useRouteAction();
  const write = (body: MyWordsWrite) => run(body);
  const stranded = state.status === 'ready' && state.data.list.length === 0 && page > 1;
  useEffect(() => {
    if (stranded) onPage(page - 1);
  }, [stranded, page, onPage]);

  const withdraw = (submission: SubmissionWire, name: string) =>
    onConfirm({
      title: t('contributing.withdrawTitle'),
      text: t('contributing.withdrawText', { name }),
      confirmLabel: t('contributing.withdraw'),
      onConfirm: () =>
        runAction(
          `audit-${submission.audit_id}`,
          async () => {
            await write({ intent: 'withdraw', app_sn: edition.app_sn, audit_id: submission.audit_id });
            return t('contributing.withdrawn');
          },
          { label: t('contributing.openDrafts'), onClick: onOpenDrafts },
        ),
    });

  const remove = (submission: SubmissionWire, name: string) =>
    onConfirm({
      title: t('contributing.deleteSubmissionTitle'),
      text: t('contributing.deleteSubmissionText', { name }),
      confirmLabel: t('contributing.delete'),
      danger: true,
      onConfirm: () =>
        runAction(`audit-${submission.audit_id}`, async () => {
          await write({ intent: 'delete-submission', app_sn: edition.app_sn, audit_id: submission.audit_id });
          return t('contributing.submissionDeleted');
        }),
    });

  return (
    <ListState state={state} empty={t(`contributing.empty.${status}`)} onRetry={retry}>
      {(data) => (
        <>
          <p className={styles.total}>{t('contributing.total', { total: data.total })}</p>
          <ul className={styles.list}>
            {data.list.map((submission) => (
              <SubmissionRow
                key={submission.audit_id}
                submission={submission}
                onWithdraw={(name) => withdraw(submission, name)}
                onDelete={(name) => remove(submission, name)}
              />
            ))}
          </ul>
          <Pager page={page} total={data.total} pageSize={MY_WORDS_PAGE_SIZE} onPage={onPage} />
        </>
      )}
    </ListState>
  );
}

function SubmissionRow({
  submission,
  onWithdraw,
  onDelete,
}: {
  submission: SubmissionWire;
  onWithdraw: (name: string) => void;
  onDelete: (name: string) => void;
}) {
  const t = useT();
  const formatTime = useFormatTime();
  const { href } = useWiki();
  const name = submission.name || t('contributing.untitled');
  const entryPath = submissionEntryPath(submission);
  const isEdit = submission.base_version > 0;
  return (
    <li className={styles.item} data-audit-id={submission.audit_id} data-status={submission.status}>
      <div className={styles.itemHead}>
        <span className={styles.badge}>{t(isEdit ? 'contributing.kind.edit' : 'contributing.kind.new')}</span>
        <LanguageBadge lang={submission.lang} />
        {entryPath ? (
          <Link className={styles.name} to={href(entryPath)}>
            {name}
          </Link>
        ) : (
          <span className={styles.name}>{name}</span>
        )}
      </div>
      <p className={styles.summary}>{submission.summary ? t('contributing.summary', { summary: submission.summary }) : t('contributing.noSummary')}</p>
      <p className={styles.meta}>
        {submission.menu_name ? <span>{t('contributing.channel', { name: submission.menu_name })}</span> : null}
        <span>{t('contributing.submittedAt', { time: formatTime(submission.created_at) })}</span>
        {submission.reviewed_at ? <span>{t('contributing.reviewedAt', { time: formatTime(submission.reviewed_at) })}</span> : null}
        {submission.status === 'approved' && submission.published_version > 0 ? (
          <span>{t('contributing.publishedAs', { n: submission.published_version })}</span>
        ) : null}
      </p>
      {submission.status === 'rejected' ? (
        <div className={styles.reason} role="note" aria-label={t('contributing.reason')}>
          <strong>{t('contributing.reason')}</strong>
          <p>{submission.reason}</p>
          {submission.reviewer ? <span className={styles.meta}>{t('contributing.reviewer', { name: submission.reviewer.name })}</span> : null}
        </div>
      ) : null}
      <div className={styles.actions}>
        {/* The submission's page: its changes and its review conversation (issue 32). */}
        <Link
          className={styles.secondary}
          to={href(`words/submission/${submission.audit_id}`)}
          aria-label={t('contributing.submission.openNamed', { name })}
          data-open-submission={submission.audit_id}
        >
          {t('contributing.submission.open')}
        </Link>
        {entryPath && submission.status === 'approved' ? (
          <Link className={styles.secondary} to={href(entryPath)}>
            {t('contributing.viewEntry')}
          </Link>
        ) : null}
        {submission.status === 'pending' ? (
          <button type="button" className={styles.secondary} onClick={() => onWithdraw(name)} aria-label={t('contributing.withdrawNamed', { name })}>
            {t('contributing.withdraw')}
          </button>
        ) : null}
        {submission.status === 'rejected' || submission.status === 'cancelled' ? (
          <button type="button" className={styles.danger} onClick={() => onDelete(name)} aria-label={t('contributing.deleteNamed', { name })}>
            {t('contributing.delete')}
          </button>
        ) : null}
      </div>
    </li>
  );
}
