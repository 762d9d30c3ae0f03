import { useId, useRef, useState } from 'react';
import type { ReviewCommentWire, ReviewConversationAnswer } from '../../../shared/contract/review-conversation.ts';
import { EDITOR_LIMITS } from '../../../shared/limits.ts';
import { useT } from '../../i18n/index.ts';
import { useRouteAction, type ApiData } from '../../lib/route-data.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import type { ConversationWrite } from './conversation-data.ts';
import { useFormatTime } from './format-time.ts';
import { runAction } from './run-action.ts';
import styles from './ReviewConversation.module.css';

/**
 * A submission's review conversation (issue 32), on the review page and on the author's
 * submission page: the modules the submission changes, each with its comments' count and a way
 * to comment on it; the comments oldest first (who, as author or reviewer, when, about which
 * module, the text as plain text); a form to add one. The page's route action writes it.
 */
export function ReviewConversation({ state }: { state: ApiData<ReviewConversationAnswer> }) {
  const t = useT();
  return (
    <section className={styles.thread} aria-labelledby="review-thread-title" data-review-thread="">
      <h3 id="review-thread-title" className={styles.heading}>
        {t('review.thread.title')}
      </h3>
      {state.status === 'ready' ? (
        <Conversation answer={state.data} />
      ) : (
        <p className={styles.notice} role={state.status === 'failed' ? 'alert' : 'status'}>
          {state.status === 'failed' ? t('review.thread.failed') : t('contributing.loading')}
        </p>
      )}
    </section>
  );
}

function Conversation({ answer }: { answer: ReviewConversationAnswer }) {
  const t = useT();
  const [moduleId, setModuleId] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const counts = new Map<string, number>();
  for (const comment of answer.comments) if (comment.module_id) counts.set(comment.module_id, (counts.get(comment.module_id) ?? 0) + 1);
  const listed = answer.modules.filter((module) => module.changed || counts.has(module.module_id));
  const commentOn = (id: string) => {
    setModuleId(id);
    field.current?.focus();
  };
  return (
    <>
      <p className={styles.intro}>{t('review.thread.intro')}</p>
      {listed.length > 0 ? (
        <div className={styles.modules} data-thread-modules="">
          <h4 className={styles.subheading}>{t('review.thread.changedModules')}</h4>
          <ul className={styles.moduleList}>
            {listed.map((module) => (
              <li key={module.module_id} className={styles.moduleRow} data-module-id={module.module_id}>
                <span className={styles.moduleName}>{module.name}</span>
                <span className={styles.count}>{t('review.thread.moduleCount', { n: counts.get(module.module_id) ?? 0 })}</span>
                <button
                  type="button"
                  className={styles.link}
                  onClick={() => commentOn(module.module_id)}
                  aria-label={t('review.thread.commentOnNamed', { name: module.name })}
                >
                  {t('review.thread.commentOn')}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {answer.comments.length === 0 ? (
        <p className={styles.notice}>{t('review.thread.empty')}</p>
      ) : (
        <ol className={styles.list}>
          {answer.comments.map((comment) => (
            <CommentItem key={comment.comment_id} comment={comment} />
          ))}
        </ol>
      )}
      <CommentForm answer={answer} moduleId={moduleId} onModule={setModuleId} field={field} />
    </>
  );
}

function CommentItem({ comment }: { comment: ReviewCommentWire }) {
  const t = useT();
  const formatTime = useFormatTime();
  return (
    <li className={`${styles.item} ${styles[`role_${comment.role}`]}`} data-comment-id={comment.comment_id} data-kind={comment.kind} data-role={comment.role}>
      <div className={styles.itemHead}>
        <span className={styles.who}>{comment.author.name || t('review.thread.goneUser')}</span>
        <span className={`${styles.role} ${styles[`badge_${comment.role}`]}`}>{t(`review.thread.role.${comment.role}`)}</span>
        <time className={styles.time} dateTime={new Date(comment.created_at * 1000).toISOString()}>
          {formatTime(comment.created_at)}
        </time>
      </div>
      {comment.kind !== 'comment' || comment.module_id ? (
        <div className={styles.tags}>
          {comment.kind !== 'comment' ? (
            <span className={`${styles.tag} ${styles[`kind_${comment.kind}`]}`}>{t(`review.thread.kind.${comment.kind}`)}</span>
          ) : null}
          {comment.module_id ? (
            <span className={styles.tag} data-comment-module={comment.module_id}>
              {t('review.thread.module', { name: comment.module_name || comment.module_id })}
            </span>
          ) : null}
        </div>
      ) : null}
      {/* Plain text: React writes it as text, never as HTML; line breaks kept by the style. */}
      <p className={styles.text}>{comment.text}</p>
    </li>
  );
}

function CommentForm({
  answer,
  moduleId,
  onModule,
  field,
}: {
  answer: ReviewConversationAnswer;
  moduleId: string;
  onModule: (id: string) => void;
  field: React.RefObject<HTMLTextAreaElement | null>;
}) {
  const t = useT();
  const { edition } = useWiki();
  const run = useRouteAction();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (!body) {
      setError(true);
      field.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const write: ConversationWrite = { intent: 'comment', app_sn: edition.app_sn, audit_id: answer.audit_id, module_id: moduleId, text: body };
      const sent = await runAction(`review-comment-${answer.audit_id}`, async () => {
        await run(write);
        return t('review.thread.sent');
      });
      if (sent) {
        setText('');
        onModule('');
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-thread-form="">
      {answer.modules.length > 0 ? (
        <div className={styles.about}>
          <label htmlFor={`${id}-module`}>{t('review.thread.about')}</label>
          <select id={`${id}-module`} className={styles.select} value={moduleId} onChange={(event) => onModule(event.target.value)}>
            <option value="">{t('review.thread.whole')}</option>
            {answer.modules.map((module) => (
              <option key={module.module_id} value={module.module_id}>
                {module.changed ? t('review.thread.changedOption', { name: module.name }) : module.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <label className={styles.label} htmlFor={`${id}-text`}>
        {t('review.thread.label')}
      </label>
      <textarea
        id={`${id}-text`}
        ref={field}
        className={styles.textarea}
        value={text}
        maxLength={EDITOR_LIMITS.reviewComment}
        placeholder={t(answer.role === 'author' ? 'review.thread.placeholderAuthor' : 'review.thread.placeholderReviewer')}
        aria-invalid={error}
        aria-describedby={`${id}-foot`}
        required
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value.trim()) setError(false);
        }}
      />
      <div className={styles.foot} id={`${id}-foot`}>
        <span className={styles.error} role={error ? 'alert' : undefined}>
          {error ? t('review.thread.required') : ''}
        </span>
        <span>
          {text.length}/{EDITOR_LIMITS.reviewComment}
        </span>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.send} disabled={busy}>
          {t('review.thread.send')}
        </button>
      </div>
    </form>
  );
}
