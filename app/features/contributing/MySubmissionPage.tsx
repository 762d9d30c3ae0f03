import { Link } from 'react-router';
import type { SubmissionDetailAnswer } from '../../../shared/contract/contributing.ts';
import { Retcode } from '../../../shared/contract/retcode.ts';
import type { ReviewConversationAnswer } from '../../../shared/contract/review-conversation.ts';
import { useT } from '../../i18n/index.ts';
import type { ApiData } from '../../lib/route-data.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import { SignInPrompt } from '../accounts/SignInPrompt.tsx';
import { submissionEntryPath } from './contributing-links.ts';
import { DiffView, diffIsEmpty } from './DiffView.tsx';
import { useFormatTime } from './format-time.ts';
import { ReviewConversation } from './ReviewConversation.tsx';
import own from './MySubmission.module.css';
import styles from './Review.module.css';
import { SubmissionHeadline } from './SubmissionHeadline.tsx';

/**
 * /words/submission/{auditId}: the author's view of one of their submissions (opened from my
 * words): its state, who settled it and when, what it changes, and its review conversation, where
 * the author reads the reviewer's comments (a rejection's reason first among them) and replies.
 */
export function MySubmissionPage({ state }: { state: { detail: ApiData<SubmissionDetailAnswer>; conversation: ApiData<ReviewConversationAnswer> } | null }) {
  const t = useT();
  const { href } = useWiki();
  if (!state) {
    return (
      <section className={styles.page}>
        <h2 className={styles.title}>{t('contributing.submission.title')}</h2>
        <SignInPrompt text={t('contributing.submission.signIn')} checkingText={t('contributing.loading')} />
      </section>
    );
  }
  const { detail, conversation } = state;
  const tab = detail.status === 'ready' ? detail.data.submission.status : 'pending';
  const back = (
    <Link className={styles.back} to={href('words/list', { tab })}>
      {t('contributing.submission.back')}
    </Link>
  );
  if (detail.status !== 'ready') {
    return (
      <section className={styles.page}>
        {back}
        <p className={styles.notice} role={detail.status === 'failed' ? 'alert' : 'status'}>
          {detail.status === 'loading'
            ? t('contributing.loading')
            : detail.retcode === Retcode.NO_PERMISSION
              ? t('contributing.submission.forbidden')
              : detail.retcode === Retcode.NOT_FOUND
                ? t('contributing.submission.notFound')
                : detail.message || t('contributing.failed')}
        </p>
      </section>
    );
  }
  return <Submission detail={detail.data} conversation={conversation} back={back} />;
}

function Submission({
  detail,
  conversation,
  back,
}: {
  detail: SubmissionDetailAnswer;
  conversation: ApiData<ReviewConversationAnswer>;
  back: React.ReactNode;
}) {
  const t = useT();
  const formatTime = useFormatTime();
  const { href } = useWiki();
  const { submission } = detail;
  const name = submission.name || detail.doc.name || t('contributing.untitled');
  const entryPath = submissionEntryPath(submission);
  return (
    <section className={styles.page} data-my-submission={submission.audit_id} data-status={submission.status}>
      {back}
      <header className={styles.detailHead}>
        <SubmissionHeadline submission={submission} name={name} />
        <p className={styles.meta}>
          {submission.menu_name ? <span>{t('contributing.channel', { name: submission.menu_name })}</span> : null}
          <span>{t('contributing.submittedAt', { time: formatTime(submission.created_at) })}</span>
          {entryPath ? (
            <Link to={href(entryPath)} className={styles.inlineLink}>
              {t('contributing.viewEntry')}
            </Link>
          ) : null}
        </p>
        {submission.status !== 'pending' && submission.reviewer ? (
          <p className={styles.settled}>
            {t('review.settled', { status: t(`review.status.${submission.status}`), name: submission.reviewer.name, time: formatTime(submission.reviewed_at) })}
            {submission.status === 'approved' && submission.published_version > 0
              ? ` · ${t('contributing.publishedAs', { n: submission.published_version })}`
              : null}
          </p>
        ) : null}
      </header>
      {/* The conversation first: it is what the author comes back for; the changes below it. */}
      <ReviewConversation state={conversation} />
      <section className={own.changes} aria-labelledby="my-submission-changes">
        <h3 id="my-submission-changes" className={own.changesTitle}>
          {t('contributing.submission.changes')}
        </h3>
        {diffIsEmpty(detail.diff) ? (
          <p className={styles.notice}>{t('review.noChanges')}</p>
        ) : (
          <DiffView diff={detail.diff} label={t('contributing.submission.changes')} />
        )}
      </section>
    </section>
  );
}
