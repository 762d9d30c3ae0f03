import { useId, useState, type FormEvent } from 'react';
import * as emailCalls from '../../../../shared/contract/calls/email.ts';
import type { EmailState } from '../../../../shared/contract/email.ts';
import { LANGUAGES, type Language } from '../../../../shared/language.ts';
import { useLocale, useT } from '../../../i18n/index.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useApiAnswer, type ApiData } from '../../../lib/route-data.ts';
import { toast } from '../../../lib/toast/toast.ts';
import { useWiki } from '../../../lib/wiki-context.tsx';
import { CenterSection } from './CenterSection.tsx';
import styles from './Center.module.css';
import own from './Email.module.css';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The account's e-mail address: the verified one, one waiting for its link, a form that mails a
 * verification link to a new address (in the language chosen for the mails), and removing it.
 * Read after hydration through the JSON API (a late personal part: decision 016); without
 * SMTP_URL the card says e-mail is not configured.
 */
export function EmailSection() {
  const t = useT();
  const { edition } = useWiki();
  const [reads, setReads] = useState(0);
  const [written, setWritten] = useState<EmailState | null>(null);
  const read = useApiAnswer(`center-email:${edition.app_sn}:${reads}`, () => callApi(edition.app_sn, emailCalls.state, {}));
  const state: ApiData<EmailState> = written ? { status: 'ready', data: written } : read;
  const reload = () => {
    setWritten(null);
    setReads((n) => n + 1);
  };

  return (
    <CenterSection<EmailState> id="email" title={t('email.section.title')} state={state} reload={reload} isEmpty={() => false} empty="">
      {(data) => <EmailCard data={data} onChange={setWritten} />}
    </CenterSection>
  );
}

function EmailCard({ data, onChange }: { data: EmailState; onChange: (next: EmailState) => void }) {
  const t = useT();
  const locale = useLocale();
  const { edition } = useWiki();
  const ids = useId();
  const [address, setAddress] = useState('');
  const [language, setLanguage] = useState<Language>(data.address || data.pending ? data.language : locale);
  const [busy, setBusy] = useState(false);

  if (!data.configured) return <p className={styles.muted}>{t('email.section.notConfigured')}</p>;

  const run = async (work: () => Promise<EmailState>, done: (next: EmailState) => string) => {
    setBusy(true);
    try {
      const next = await work();
      onChange(next);
      toast.success(done(next), { id: 'center-email' });
      return true;
    } catch (error) {
      toast.error(t('email.section.failed', { message: messageOf(error) }), { id: 'center-email' });
      return false;
    } finally {
      setBusy(false);
    }
  };
  const send = async (event: FormEvent) => {
    event.preventDefault();
    const sent = await run(
      () => callApi(edition.app_sn, emailCalls.set, { address, language }),
      (next) => t('email.section.sent', { address: next.pending ?? address }),
    );
    if (sent) setAddress('');
  };
  const remove = () =>
    void run(
      () => callApi(edition.app_sn, emailCalls.remove, {}),
      () => t('email.section.removed'),
    );

  return (
    <>
      <p className={styles.intro}>{t('email.section.intro')}</p>
      <p className={own.address} data-email-address="">
        {data.address ? t('email.section.verified', { address: data.address }) : t('email.section.none')}
      </p>
      {data.pending ? (
        <p className={own.pending} data-email-pending="">
          {t('email.section.pending', { address: data.pending })}
        </p>
      ) : null}
      <form className={own.form} onSubmit={(event) => void send(event)}>
        <label className={own.label} htmlFor={`${ids}-address`}>
          {t('email.section.address')}
        </label>
        <input
          id={`${ids}-address`}
          className={own.input}
          type="email"
          name="address"
          autoComplete="email"
          inputMode="email"
          required
          maxLength={254}
          placeholder={t('email.section.placeholder')}
          value={address}
          onChange={(event) => setAddress(event.target.value)}
        />
        <label className={own.label} htmlFor={`${ids}-language`}>
          {t('email.section.language')}
        </label>
        <select id={`${ids}-language`} className={own.select} value={language} onChange={(event) => setLanguage(event.target.value as Language)}>
          {LANGUAGES.map((option) => (
            <option key={option} value={option}>
              {t(`email.language.${option}`)}
            </option>
          ))}
        </select>
        <div className={own.actions}>
          <button type="submit" className={own.primary} disabled={busy}>
            {busy ? t('email.section.sending') : t('email.section.send')}
          </button>
          {data.address || data.pending ? (
            <button type="button" className={own.secondary} disabled={busy} onClick={remove}>
              {t('email.section.remove')}
            </button>
          ) : null}
        </div>
      </form>
    </>
  );
}
