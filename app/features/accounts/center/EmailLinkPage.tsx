import { useState } from 'react';
import { Link } from 'react-router';
import type { EmailVerifyAnswer, UnsubscribeAnswer } from '../../../../shared/contract/email.ts';
import { useT, type MessageKey } from '../../../i18n/index.ts';
import { useRouteAction, type ApiData } from '../../../lib/route-data.ts';
import { useWiki } from '../../../lib/wiki-context.tsx';
import styles from './Email.module.css';

export interface EmailLinkData {
  intent: 'verify' | 'unsubscribe';
  token: string;
  title: string;
  /** unsubscribe: what the link would stop (or why it cannot); verify: null. */
  info: ApiData<UnsubscribeAnswer> | null;
}

export type EmailLinkWrite = { intent: 'verify' | 'unsubscribe'; token: string };

type Outcome = { status: 'idle' } | { status: 'working' } | { status: 'done'; text: string } | { status: 'failed'; text: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The page a mail's verification or unsubscribe link opens: what it does, one button, the outcome. */
export function EmailLinkPage({ data }: { data: EmailLinkData }) {
  const t = useT();
  const { href } = useWiki();
  const run = useRouteAction();
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });
  const info = data.info;

  const confirm = async () => {
    setOutcome({ status: 'working' });
    try {
      if (data.intent === 'verify') {
        const answer = await run<EmailVerifyAnswer>({ intent: 'verify', token: data.token } satisfies EmailLinkWrite);
        setOutcome({ status: 'done', text: t('email.verify.done', { address: answer.address }) });
      } else {
        await run<UnsubscribeAnswer>({ intent: 'unsubscribe', token: data.token } satisfies EmailLinkWrite);
        setOutcome({ status: 'done', text: t('email.unsubscribe.done') });
      }
    } catch (error) {
      const key: MessageKey = data.intent === 'verify' ? 'email.verify.failed' : 'email.unsubscribe.invalid';
      setOutcome({ status: 'failed', text: t(key, { message: messageOf(error) }) });
    }
  };

  let text = t('email.verify.text');
  let offered = true;
  if (info?.status === 'failed') {
    text = '';
    offered = false;
  } else if (info?.status === 'ready') {
    const { scope, address, subscribed } = info.data;
    text = scope === 'all' ? t('email.unsubscribe.textAll', { address }) : t('email.unsubscribe.textKind', { address, kind: t(`email.kind.${scope}`) });
    if (!subscribed) {
      text = t('email.unsubscribe.already');
      offered = false;
    }
  }

  return (
    <section className={styles.page} data-email-link={data.intent}>
      <h2 className={styles.pageTitle}>{data.title}</h2>
      {info?.status === 'failed' ? (
        <p className={styles.error} role="alert">
          {t('email.unsubscribe.invalid', { message: info.message })}
        </p>
      ) : null}
      {outcome.status === 'done' ? (
        <p className={styles.done} role="status">
          {outcome.text}
        </p>
      ) : (
        <>
          {text ? <p className={styles.pageText}>{text}</p> : null}
          {outcome.status === 'failed' ? (
            <p className={styles.error} role="alert">
              {outcome.text}
            </p>
          ) : null}
          {offered && outcome.status !== 'failed' ? (
            <button type="button" className={styles.primary} disabled={outcome.status === 'working'} onClick={() => void confirm()}>
              {outcome.status === 'working' ? t('email.working') : t(data.intent === 'verify' ? 'email.verify.confirm' : 'email.unsubscribe.confirm')}
            </button>
          ) : null}
        </>
      )}
      <p className={styles.links}>
        <Link to={href('account')}>{t('email.page.toCenter')}</Link>
        <Link to={href('')}>{t('email.page.toHome')}</Link>
      </p>
    </section>
  );
}
