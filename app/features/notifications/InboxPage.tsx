import { useCallback, useState } from 'react';
import { Link, useRevalidator, useSearchParams } from 'react-router';
import * as notificationCalls from '../../../shared/contract/calls/notifications.ts';
import type { MarkReadAnswer, NotificationItem } from '../../../shared/contract/notifications.ts';
import { useT } from '../../i18n/index.ts';
import { callApi, isAlreadyShown } from '../../lib/api-client.ts';
import { useSessionViewer } from '../../lib/account/use-session-viewer.ts';
import { useAccount } from '../../lib/account/viewer-store.tsx';
import { useFormat } from '../../lib/format/use-format.ts';
import { useRetry, useRouteAction } from '../../lib/route-data.ts';
import { toast } from '../../lib/toast/toast.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import { isReviewer } from '../contributing/contributing-links.ts';
import { SignInPrompt } from '../accounts/SignInPrompt.tsx';
import { NotificationNav, Pager } from './NotificationNav.tsx';
import { INBOX_PAGE_SIZE, pagesOf, type InboxData, type NotificationPageWrite } from './notification-pages.ts';
import { notificationView } from './notification-text.ts';
import { knowUnread, useNewNotifications, useUnreadCount } from './unread-stream.ts';
import styles from './NotificationPages.module.css';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * /account/notifications, the inbox (issue 32): the visitor's notifications newest first, the
 * unread ones marked, each a sentence of the catalogue by its kind with a link to what it is
 * about (opening it marks it read); mark all read; paging (?page). Personal: the route's server
 * loader reads the page with the session (`inbox`, null when signed out). A notification that
 * arrives live (the bell's stream) reloads the first page.
 */
export function InboxPage({ inbox }: { inbox: InboxData | null }) {
  const t = useT();
  const account = useAccount();
  const { edition } = useWiki();
  const viewer = useSessionViewer();
  const [, setParams] = useSearchParams();
  const retry = useRetry();
  const run = useRouteAction();
  const { revalidate } = useRevalidator();
  const [marking, setMarking] = useState(false);
  const live = useUnreadCount(edition.app_sn, account.status === 'signed-in' ? viewer : '');
  const page = inbox?.page ?? 1;
  useNewNotifications(
    useCallback(() => {
      if (page === 1) void revalidate();
    }, [page, revalidate]),
  );

  if (account.status !== 'signed-in' || !inbox) {
    return (
      <section className={styles.page} data-inbox="">
        <h2 className={styles.heading}>{t('inbox.title')}</h2>
        <SignInPrompt text={t('inbox.signIn')} checkingText={t('inbox.checking')} />
      </section>
    );
  }

  const go = (next: number) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next > 1) copy.set('page', String(next));
        else copy.delete('page');
        return copy;
      },
      { preventScrollReset: false },
    );

  const list = inbox.list;
  const unread = list.status === 'ready' ? (live ?? list.data.unread) : 0;
  const markAll = async () => {
    setMarking(true);
    try {
      const answer = await run<MarkReadAnswer>({ intent: 'mark-all' } satisfies NotificationPageWrite);
      knowUnread(edition.app_sn, viewer, answer.unread);
      toast.success(t('inbox.markAllDone'), { id: 'inbox-mark' });
    } catch (error) {
      if (!isAlreadyShown(error)) toast.error(t('inbox.markFailed', { message: messageOf(error) }), { id: 'inbox-mark' });
    } finally {
      setMarking(false);
    }
  };

  return (
    <section className={styles.page} data-inbox="">
      <h2 className={styles.heading}>{t('inbox.title')}</h2>
      <NotificationNav current="inbox" />
      {list.status === 'failed' ? (
        <p className={styles.notice} role="alert">
          {t('inbox.failed')}{' '}
          <button type="button" className={styles.inlineButton} onClick={retry}>
            {t('inbox.retry')}
          </button>
        </p>
      ) : list.status === 'loading' ? (
        <p className={styles.notice}>{t('inbox.loading')}</p>
      ) : (
        <>
          <div className={styles.toolbar}>
            <p className={styles.summary} data-inbox-summary="">
              {t('inbox.summary', { total: list.data.total, unread })}
            </p>
            <button type="button" className={styles.button} disabled={marking || unread === 0} onClick={() => void markAll()}>
              {t('inbox.markAll')}
            </button>
          </div>
          {list.data.list.length === 0 ? (
            <p className={styles.empty} data-inbox-empty="">
              {t('inbox.empty')}
            </p>
          ) : (
            <ol className={styles.list}>
              {list.data.list.map((item) => (
                <InboxRow key={item.id} item={item} />
              ))}
            </ol>
          )}
          <Pager page={page} pages={pagesOf(list.data.total, INBOX_PAGE_SIZE)} label={t('inbox.pages')} onPage={go} />
        </>
      )}
    </section>
  );
}

function InboxRow({ item }: { item: NotificationItem }) {
  const t = useT();
  const format = useFormat();
  const account = useAccount();
  const { edition, href } = useWiki();
  const viewer = useSessionViewer();
  const view = notificationView(item, t, isReviewer(account.permissions));
  // Opening one marks it read; the page is being left, so the API is asked directly (no reload to wait for).
  const open = () => {
    if (item.read) return;
    callApi(edition.app_sn, notificationCalls.markRead, { ids: [item.id] }, { silent: true })
      .then((answer) => knowUnread(edition.app_sn, viewer, answer.unread))
      .catch(() => undefined);
  };
  const time = new Date(item.created_at);
  return (
    <li
      className={item.read ? styles.item : `${styles.item} ${styles.unread}`}
      data-notification-id={item.id}
      data-kind={item.kind}
      data-read={item.read ? 'true' : 'false'}
    >
      <span className={styles.marker} aria-hidden="true" />
      <div className={styles.body}>
        {item.read ? null : <span className={styles.srOnly}>{t('inbox.unread')}: </span>}
        {view.path ? (
          <Link className={styles.sentence} to={href(view.path, view.query)} onClick={open}>
            {view.text}
          </Link>
        ) : (
          <span className={styles.sentence}>{view.text}</span>
        )}
        {view.comment ? <p className={styles.comment}>{view.comment}</p> : null}
        <time className={styles.time} dateTime={time.toISOString()}>
          {format.dateTime(item.created_at / 1000)}
        </time>
      </div>
    </li>
  );
}
