import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { CalendarActivity } from '../../../../shared/contract/calendar.ts';
import { useT, type MessageKey } from '../../../i18n/index.ts';
import { RemindersPanel } from '../../calendar-subscriptions/RemindersPanel.tsx';
import { SubscribableItem } from '../../calendar-subscriptions/SubscribeBell.tsx';
import { CalendarSubscriptionsProvider } from '../../calendar-subscriptions/use-calendar-subscriptions.tsx';
import { useFormat } from '../../../lib/format/use-format.ts';
import { useNow } from '../lists/use-now.ts';
import type { BlockProps } from '../types.ts';
import { WEEK_ORDER, birthdaysToday, dropsOn, groupByBreakType, monthDayIn, runningEvents, upcomingEvents, weekdayIn } from './calendar-rules.ts';
import { ActivityLink, MaterialGroups, Thumb, TimeLeftBadge } from './parts.tsx';
import { useCalendar } from './use-calendar.ts';
import styles from './CalendarBlock.module.css';

const weekdayKey = (day: number) => `calendar.weekday.${day}` as MessageKey;

/**
 * The calendar channel's page: material drops by weekday (today's first), running events with
 * their time left, and today's birthdays, each event and birthday with a subscribe bell, and the
 * reminders switch with the calendar feed. Loaded on mount; a failure shows empty sections.
 */
export function CalendarBlock(_props: BlockProps) {
  const t = useT();
  const { loaded, list } = useCalendar();
  const now = useNow();
  if (!loaded || now === null) {
    return (
      <p className={styles.loading} role="status">
        {t('app.loading')}
      </p>
    );
  }
  return (
    <CalendarSubscriptionsProvider>
      <div className={styles.calendar}>
        <MaterialWeek list={list} now={now} />
        <div className={styles.columns}>
          <Events list={list} now={now} />
          <Birthdays list={list} now={now} />
        </div>
        <RemindersPanel />
      </div>
    </CalendarSubscriptionsProvider>
  );
}

/** Weekday tabs (Monday to Sunday, today's chosen first) over that day's drops. */
function MaterialWeek({ list, now }: { list: CalendarActivity[]; now: number }) {
  const t = useT();
  const baseId = useId();
  const { timeZone } = useFormat();
  const today = weekdayIn(now, timeZone);
  const [chosen, setChosen] = useState<number | null>(null);
  const day = chosen ?? today;
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const groups = groupByBreakType(dropsOn(list, day));
  const headingId = `${baseId}-materials`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const index = WEEK_ORDER.indexOf(day as (typeof WEEK_ORDER)[number]);
    const target =
      event.key === 'Home' ? 0 : event.key === 'End' ? WEEK_ORDER.length - 1 : step !== 0 ? (index + step + WEEK_ORDER.length) % WEEK_ORDER.length : -1;
    if (target < 0) return;
    event.preventDefault();
    setChosen(WEEK_ORDER[target]!);
    tabs.current[target]?.focus();
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        {day === today ? t('calendar.todayMaterials') : t('calendar.dayMaterials', { day: t(weekdayKey(day)) })}
      </h3>
      <div className={styles.week} role="tablist" aria-label={t('calendar.weekTabs')} onKeyDown={onKeyDown}>
        {WEEK_ORDER.map((weekday, index) => {
          const selected = weekday === day;
          return (
            <button
              key={weekday}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${weekday}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              className={[styles.day, selected ? styles.selected : '', weekday === today ? styles.today : ''].filter(Boolean).join(' ')}
              onClick={() => setChosen(weekday)}
            >
              {t(weekdayKey(weekday))}
              {weekday === today ? <span className="visually-hidden">{` (${t('calendar.today')})`}</span> : null}
            </button>
          );
        })}
      </div>
      <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-tab-${day}`} className={styles.panel}>
        {groups.length > 0 ? <MaterialGroups groups={groups} /> : <p className={styles.empty}>{t('calendar.noDrops')}</p>}
      </div>
    </section>
  );
}

/** Events running now, each with its time left; events about to start below them. */
function Events({ list, now }: { list: CalendarActivity[]; now: number }) {
  const t = useT();
  const { timeZone } = useFormat();
  const headingId = useId();
  const running = runningEvents(list, now);
  const upcoming = upcomingEvents(list, now);
  return (
    <section className={`${styles.section} ${styles.events}`} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        {t('calendar.runningEvents')}
      </h3>
      {running.length > 0 ? (
        <ul className={styles.eventList}>
          {running.map((item) => (
            <li key={item.id}>
              <SubscribableItem activityId={item.id} title={item.title}>
                <ActivityLink item={item} className={styles.event}>
                  <Thumb src={item.img_url} size={56} className={styles.eventImage} />
                  <span className={styles.eventBody}>
                    <span className={styles.eventTitle}>{item.title}</span>
                    <TimeLeftBadge endSeconds={item.end_time} now={now} />
                  </span>
                </ActivityLink>
              </SubscribableItem>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{t('calendar.noEvents')}</p>
      )}
      {upcoming.length > 0 ? (
        <>
          <h4 className={styles.subtitle}>{t('calendar.upcomingEvents')}</h4>
          <ul className={styles.upcoming}>
            {upcoming.map((item) => (
              <li key={item.id}>
                <SubscribableItem activityId={item.id} title={item.title}>
                  <ActivityLink item={item} className={styles.upcomingItem}>
                    <span className={styles.upcomingTitle}>{item.title}</span>
                    <span className={styles.upcomingDate}>{t('calendar.startsOn', { date: monthDayIn(item.start_time * 1000, timeZone) })}</span>
                  </ActivityLink>
                </SubscribableItem>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** Characters whose birthday is today (on the edition's clock). */
function Birthdays({ list, now }: { list: CalendarActivity[]; now: number }) {
  const t = useT();
  const headingId = useId();
  const { timeZone } = useFormat();
  const today = birthdaysToday(list, now, timeZone);
  return (
    <section className={`${styles.section} ${styles.birthdays}`} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        {t('calendar.birthdays')}
      </h3>
      {today.length > 0 ? (
        <ul className={styles.birthdayList}>
          {today.map((item) => (
            <li key={item.id}>
              <SubscribableItem activityId={item.id} title={item.title}>
                <ActivityLink item={item} className={styles.birthday}>
                  <Thumb src={item.img_url} size={52} className={styles.avatar} />
                  <span className={styles.birthdayName}>{item.title}</span>
                  <svg className={styles.cake} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d="M12 3c.9 1 1.3 1.8 1.3 2.5a1.3 1.3 0 0 1-2.6 0C10.7 4.8 11.1 4 12 3Z" />
                    <path d="M11.3 8h1.4v3h-1.4z" />
                    <path d="M5 11.5h14a1 1 0 0 1 1 1V15c-1.2 0-1.7-.9-2.7-.9s-1.6.9-2.6.9-1.6-.9-2.7-.9-1.6.9-2.6.9-1.6-.9-2.7-.9S5.2 15 4 15v-2.5a1 1 0 0 1 1-1Z" />
                    <path d="M4 16.5c1.3 0 1.9-.8 2.7-.8s1.4.8 2.6.8 1.6-.8 2.7-.8 1.5.8 2.6.8 1.6-.8 2.7-.8 1.4.8 2.7.8V20a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1Z" />
                  </svg>
                </ActivityLink>
              </SubscribableItem>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{t('calendar.noBirthdays')}</p>
      )}
    </section>
  );
}
