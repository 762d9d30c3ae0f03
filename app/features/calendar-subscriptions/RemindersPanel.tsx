import { useId } from 'react';
import { toast } from '../../lib/toast/toast.ts';
import { useT } from '../../i18n/index.ts';
import { useCalendarSubscriptions } from './use-calendar-subscriptions.tsx';
import styles from './CalendarSubscriptions.module.css';

/** webcal:// makes phones offer "subscribe to calendar" for the https feed. */
const webcal = (url: string) => url.replace(/^https?:\/\//, 'webcal://');

/**
 * The reminders switch and, while on, the feed to add to a phone's calendar: its URL to copy
 * (shown when issued; the server keeps only a hash) or a button issuing a new one.
 */
export function RemindersPanel() {
  const t = useT();
  const headingId = useId();
  const { reminders, feedUrl, subscribed, busy, turn, rotate } = useCalendarSubscriptions();

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('calendarSub.copied'), { id: 'calendar-feed-copy' });
    } catch {
      toast.error(t('calendarSub.copyFailed'), { id: 'calendar-feed-copy' });
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.panelHead}>
        <span className={styles.panelIcon} aria-hidden="true">
          <svg viewBox="0 0 24 24" focusable="false">
            <path d="M7 2.5a1 1 0 0 1 1 1V5h8V3.5a1 1 0 1 1 2 0V5h1a2.5 2.5 0 0 1 2.5 2.5v11A2.5 2.5 0 0 1 19 21H5a2.5 2.5 0 0 1-2.5-2.5v-11A2.5 2.5 0 0 1 5 5h1V3.5a1 1 0 0 1 1-1ZM4.5 10v8.5c0 .3.2.5.5.5h14c.3 0 .5-.2.5-.5V10h-15Z" />
          </svg>
        </span>
        <div className={styles.panelText}>
          <h3 id={headingId} className={styles.panelTitle}>
            {t('calendarSub.title')}
          </h3>
          <p className={styles.panelHint}>{reminders ? t('calendarSub.count', { count: subscribed.size }) : t('calendarSub.hintOff')}</p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={reminders}
          aria-label={t('calendarSub.switch')}
          className={`${styles.switch} ${reminders ? styles.switchOn : ''}`}
          disabled={busy}
          onClick={() => turn(!reminders)}
        >
          <span className={styles.knob} aria-hidden="true" />
        </button>
      </div>
      {reminders ? (
        <div className={styles.feed}>
          {feedUrl ? (
            <>
              <label className={styles.feedLabel}>
                <span>{t('calendarSub.feedLabel')}</span>
                <input className={styles.feedInput} type="text" readOnly value={feedUrl} onFocus={(event) => event.currentTarget.select()} />
              </label>
              <div className={styles.feedActions}>
                <a className={styles.primary} href={webcal(feedUrl)}>
                  {t('calendarSub.addToPhone')}
                </a>
                <button type="button" className={styles.secondary} onClick={() => void copy(feedUrl)}>
                  {t('calendarSub.copy')}
                </button>
              </div>
              <p className={styles.feedNote}>
                {t('calendarSub.keepSecret')}
                <button type="button" className={styles.textButton} disabled={busy} onClick={rotate}>
                  {t('calendarSub.newLink')}
                </button>
              </p>
            </>
          ) : (
            <>
              <p className={styles.feedNote}>{t('calendarSub.linkHidden')}</p>
              <div className={styles.feedActions}>
                <button type="button" className={styles.primary} disabled={busy} onClick={rotate}>
                  {t('calendarSub.newLink')}
                </button>
              </div>
            </>
          )}
        </div>
      ) : null}
    </section>
  );
}
