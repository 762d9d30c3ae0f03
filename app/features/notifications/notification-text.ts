import type { NotificationItem } from '../../../shared/contract/notifications.ts';
import type { MessageKey } from '../../i18n/index.ts';

type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/** A notification as the inbox shows it: its sentence, the quoted comment, and where it leads (a path under the edition). */
export interface NotificationView {
  text: string;
  comment: string;
  /** '' when it leads nowhere. */
  path: string;
  query?: Record<string, string>;
}

/** A page of the edition: its path and query (wikiHref adds the presentation values). */
export interface PageTarget {
  path: string;
  query?: Record<string, string>;
}

const KNOWN_GRANTS = new Set(['ADMIN', 'AUDIT', 'CREATE_C', 'VIEW']);

/** The diff of a revision against the one before, or the entry when the revision created it. */
export function diffTarget(contentId: number, version: number, previous = version - 1): PageTarget {
  return previous > 0
    ? { path: `content/${contentId}/upgrade-records`, query: { from: String(previous), to: String(version) } }
    : { path: `content/${contentId}/detail` };
}

/**
 * The sentence of a notification from the catalogue, by its kind (issue 32), and its link: the
 * diff of a followed entry's change, the submission's page (the review page for a reviewer in a
 * review conversation), the entry of a handled correction, the personal center for a grant.
 */
export function notificationView(item: NotificationItem, t: Translate, reviewer: boolean): NotificationView {
  const name = item.actor_name || t('inbox.someone');
  const title = item.title;
  const submission = item.submission_id === null ? 'words/list' : `words/submission/${item.submission_id}`;
  const entry = item.content_id === null ? '' : `content/${item.content_id}/detail`;
  switch (item.kind) {
    case 'entry_changed': {
      const created = item.version === 1;
      const key: MessageKey = created
        ? 'inbox.kind.entry_changed.created'
        : item.via === 'channel'
          ? 'inbox.kind.entry_changed.channel'
          : 'inbox.kind.entry_changed';
      const target = item.content_id === null ? { path: '' } : item.version === null ? { path: entry } : diffTarget(item.content_id, item.version);
      return { text: t(key, { name, title }), comment: item.comment ? t('inbox.comment.summary', { comment: item.comment }) : '', ...target };
    }
    case 'submission_approved':
      return {
        text: item.changed_by_reviewer
          ? t('inbox.kind.submission_approved.changed', { name: item.actor_name, title }).replace(/ {2,}/g, ' ')
          : t('inbox.kind.submission_approved', { title }),
        comment: item.comment ? t('inbox.comment.reviewer', { comment: item.comment }) : '',
        path: submission,
      };
    case 'submission_rejected':
      return {
        text: t('inbox.kind.submission_rejected', { title }),
        comment: item.comment ? t('inbox.comment.reason', { comment: item.comment }) : '',
        path: submission,
      };
    case 'correction_handled': {
      const key: MessageKey =
        item.status === 'accepted'
          ? 'inbox.kind.correction_handled.accepted'
          : item.status === 'dismissed'
            ? 'inbox.kind.correction_handled.dismissed'
            : 'inbox.kind.correction_handled';
      return { text: t(key, { title }), comment: item.comment ? t('inbox.comment.reply', { comment: item.comment }) : '', path: entry || 'account' };
    }
    case 'review_comment':
      return {
        text: t('inbox.kind.review_comment', { name, title }),
        comment: item.comment ? t('inbox.comment.excerpt', { comment: item.comment }) : '',
        path: item.submission_id === null ? 'words/list' : reviewer ? `words/review/${item.submission_id}` : submission,
      };
    case 'grant_given': {
      const grant = KNOWN_GRANTS.has(item.grant) ? t(`accountCenter.permission.${item.grant}` as MessageKey) : item.grant;
      return { text: t('inbox.kind.grant_given', { grant }), comment: '', path: 'account' };
    }
    default:
      return { text: title, comment: '', path: '' };
  }
}
