import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AuditUpdateAnswer, SubmissionDetailAnswer } from '../../../shared/contract/contributing.ts';
import { Retcode } from '../../../shared/contract/retcode.ts';
import { useT } from '../../i18n/index.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import { AccessNotice } from './AccessNotice.tsx';
import { ApproveDialog } from './ApproveDialog.tsx';
import { ConflictView } from './ConflictView.tsx';
import { useResolutions } from './use-resolutions.ts';
import type { ReviewWrite } from './contributing-data.ts';
import { submissionEntryPath } from './contributing-links.ts';
import { DiffView, diffIsEmpty } from './DiffView.tsx';
import { useFormatTime } from './format-time.ts';
import { RejectDialog } from './RejectDialog.tsx';
import { ReviewConversation } from './ReviewConversation.tsx';
import type { ReviewConversationAnswer } from '../../../shared/contract/review-conversation.ts';
import { runAction } from './run-action.ts';
import { SubmissionPreview } from './SubmissionPreview.tsx';
import { useRouteAction, type ApiData } from '../../lib/route-data.ts';
import styles from './Review.module.css';
import { SubmissionHeadline } from './SubmissionHeadline.tsx';

/** /words/review/{auditId}: one submission, its diff against the current revision, conflicts, a preview, its review conversation; approve or reject. */
export function ReviewDetailPage({ state, conversation }: { state: ApiData<SubmissionDetailAnswer>; conversation: ApiData<ReviewConversationAnswer> }) {
  const t = useT();
  const { href } = useWiki();
  const back = (
    <Link className={styles.back} to={href('words/review')}>
      {t('review.backToQueue')}
    </Link>
  );
  if (state.status === 'loading') {
    return (
      <section className={styles.page}>
        {back}
        <p className={styles.notice} role="status">
          {t('contributing.loading')}
        </p>
      </section>
    );
  }
  if (state.status === 'failed') {
    if (state.retcode === Retcode.NO_PERMISSION) return <AccessNotice access="forbidden" />;
    return (
      <section className={styles.page}>
        {back}
        <p className={styles.notice} role="alert">
          {state.retcode === Retcode.NOT_FOUND ? t('review.notFound') : state.message || t('contributing.failed')}
        </p>
      </section>
    );
  }
  return <Detail detail={state.data} conversation={conversation} back={back} />;
}

function Detail({ detail, conversation, back }: { detail: SubmissionDetailAnswer; conversation: ApiData<ReviewConversationAnswer>; back: React.ReactNode }) {
  const t = useT();
  const formatTime = useFormatTime();
  const { edition, href } = useWiki();
  const [rejecting, setRejecting] = useState(false);
  const [approving, setApproving] = useState(false);
  // The review page's route action: once it succeeds, the router reloads the submission.
  const run = useRouteAction();
  const write = <T,>(body: ReviewWrite) => run<T>(body);
  const { submission, diff } = detail;
  const merge = useResolutions(submission.status === 'pending' ? detail.merge_conflicts : []);
  const name = submission.name || detail.doc.name || t('contributing.untitled');
  const entryPath = submissionEntryPath(submission);
  const pending = submission.status === 'pending';
  // A new entry: not published yet while pending, published as a version once approved, never otherwise.
  const newEntryText = () =>
    submission.status === 'approved' && submission.published_version > 0
      ? t('review.newEntryPublished', { n: submission.published_version })
      : pending
        ? t('review.newEntry')
        : t('review.newEntryUnpublished');

  const approve = async (comment: string) => {
    const done = await runAction(`review-${submission.audit_id}`, async () => {
      const answer = await write<AuditUpdateAnswer>({ intent: 'approve', app_sn: edition.app_sn, audit_id: submission.audit_id, comment, ...merge.body });
      return t('review.approved', { n: answer.submission.published_version });
    });
    if (!done) merge.afterRefusal();
    return done;
  };
  const reject = (reason: string) =>
    runAction(`review-${submission.audit_id}`, async () => {
      await write({ intent: 'reject', app_sn: edition.app_sn, audit_id: submission.audit_id, reason });
      return t('review.rejected');
    });

  return (
    <section className={styles.page} data-audit-id={submission.audit_id} data-status={submission.status}>
      {back}
      <header className={styles.detailHead}>
        <SubmissionHeadline submission={submission} name={name} />
        <p className={styles.meta}>
          <span>{t('review.author', { name: submission.author.name })}</span>
          {submission.menu_name ? <span>{t('contributing.channel', { name: submission.menu_name })}</span> : null}
          <span>{t('contributing.submittedAt', { time: formatTime(submission.created_at) })}</span>
        </p>
        <p className={styles.meta}>
          {submission.base_version > 0 ? (
            <span>{t('review.baseVersion', { n: submission.base_version })}</span>
          ) : (
            <span data-new-entry="">{newEntryText()}</span>
          )}
          {detail.current_version > 0 ? <span>{t('review.currentVersion', { n: detail.current_version })}</span> : null}
          {entryPath ? (
            <Link to={href(entryPath)} target="_blank" rel="noopener" className={styles.inlineLink}>
              {t('contributing.viewEntry')}
            </Link>
          ) : null}
        </p>
        {!pending && submission.reviewer ? (
          <p className={styles.settled}>
            {t('review.settled', { status: t(`review.status.${submission.status}`), name: submission.reviewer.name, time: formatTime(submission.reviewed_at) })}
            {submission.status === 'approved' && submission.published_version > 0
              ? ` · ${t('contributing.publishedAs', { n: submission.published_version })}`
              : null}
          </p>
        ) : null}
        {/* A rejection's reason is the first entry of the conversation below (ReviewConversation): shown once. */}
      </header>

      {merge.conflicts.length > 0 ? <ConflictView conflicts={merge.conflicts} resolutions={merge.resolutions} onChange={merge.setResolutions} /> : null}

      {pending ? (
        <div className={styles.decide}>
          <button type="button" className={styles.reject} onClick={() => setRejecting(true)}>
            {t('review.reject')}
          </button>
          <button type="button" className={styles.primary} disabled={merge.missing > 0} onClick={() => setApproving(true)}>
            {t('review.approve')}
          </button>
        </div>
      ) : null}

      <Tabs.Root defaultValue="diff" className={styles.views}>
        <Tabs.List className={styles.viewTabs} aria-label={t('review.views')}>
          <Tabs.Trigger value="diff" className={styles.viewTab}>
            {t('review.diffTab')}
          </Tabs.Trigger>
          <Tabs.Trigger value="preview" className={styles.viewTab}>
            {t('review.previewTab')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="diff">
          {diffIsEmpty(diff) ? <p className={styles.notice}>{t('review.noChanges')}</p> : <DiffView diff={diff} label={t('review.diffTab')} />}
        </Tabs.Content>
        <Tabs.Content value="preview">
          <SubmissionPreview detail={detail} />
        </Tabs.Content>
      </Tabs.Root>

      <ReviewConversation state={conversation} />

      <RejectDialog open={rejecting} name={name} onOpenChange={setRejecting} onReject={reject} />
      <ApproveDialog open={approving} name={name} detail={detail} onOpenChange={setApproving} onApprove={approve} />
    </section>
  );
}
