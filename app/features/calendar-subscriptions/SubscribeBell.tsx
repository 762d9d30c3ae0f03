import type { ReactNode } from 'react';
import { useT } from '../../i18n/index.ts';
import { useCalendarSubscriptions } from './use-calendar-subscriptions.tsx';
import styles from './CalendarSubscriptions.module.css';

/** A bell toggling the subscription of one activity (pressed while subscribed). */
export function SubscribeBell({ activityId, title }: { activityId: number; title: string }) {
  const t = useT();
  const { subscribed, toggle, busy } = useCalendarSubscriptions();
  const on = subscribed.has(activityId);
  return (
    <button
      type="button"
      className={`${styles.bell} ${on ? styles.bellOn : ''}`}
      aria-pressed={on}
      aria-label={t('calendarSub.bell', { title })}
      title={t(on ? 'calendarSub.bellOnHint' : 'calendarSub.bellOffHint')}
      aria-busy={busy || undefined}
      onClick={() => toggle(activityId)}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 3a1.2 1.2 0 0 1 1.2 1.2v.6A6 6 0 0 1 18 10.7v3.6l1.6 2.3a.9.9 0 0 1-.8 1.4H5.2a.9.9 0 0 1-.8-1.4L6 14.3v-3.6a6 6 0 0 1 4.8-5.9v-.6A1.2 1.2 0 0 1 12 3Z" />
        <path d="M9.8 19.2h4.4a2.2 2.2 0 0 1-4.4 0Z" />
      </svg>
    </button>
  );
}

/** An activity row (its link as the child) with the bell at its end. */
export function SubscribableItem({ activityId, title, children }: { activityId: number; title: string; children: ReactNode }) {
  return (
    <div className={styles.item}>
      {children}
      <SubscribeBell activityId={activityId} title={title} />
    </div>
  );
}
