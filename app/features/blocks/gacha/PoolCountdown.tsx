import { eggPoolCountdown } from '../../../../shared/gacha-countdown.ts';
import type { GachaPool } from '../../../../shared/contract/gacha-pool.ts';
import { useT } from '../../../i18n/index.ts';
import styles from './EggPoolList.module.css';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The pool's countdown: its pre-activity text before the start, the days,
 * hours, minutes and seconds left while it runs, '活动已结束' after the end. `now` (ms) comes
 * from useSecondClock, every second; it is null on the server and while hydrating, when an empty
 * placeholder keeps the line's place and the text fills in after mount.
 */
export function PoolCountdown({ pool, now }: { pool: GachaPool; now: number | null }) {
  const t = useT();
  if (now === null) return <p className={`${styles.countdown} ${styles.pending}`} data-state="pending" aria-hidden="true" />;
  const state = eggPoolCountdown(pool.start_time * 1000, pool.end_time * 1000, now, pool.content_before_act);
  switch (state.kind) {
    case 'before':
      return (
        <p className={`${styles.countdown} ${styles.before}`} data-state="before">
          {state.text || t('gacha.upcoming')}
        </p>
      );
    case 'running':
      return (
        <p className={styles.countdown} data-state="running" role="timer">
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <circle cx="8" cy="8" r="6.25" />
            <path d="M8 4.5V8l2.5 1.5" />
          </svg>
          <span className={styles.countdownLabel}>{t('gacha.endsIn')}</span>
          <time dateTime={new Date(pool.end_time * 1000).toISOString()}>
            <b>{state.days}</b>
            {t('gacha.days')}
            <b>{pad(state.hours)}</b>
            {t('gacha.hours')}
            <b>{pad(state.minutes)}</b>
            {t('gacha.minutes')}
            <b>{pad(state.seconds)}</b>
            {t('gacha.seconds')}
          </time>
        </p>
      );
    case 'ended':
      return (
        <p className={`${styles.countdown} ${styles.endedText}`} data-state="ended">
          {t(state.key)}
        </p>
      );
    default:
      return null;
  }
}
