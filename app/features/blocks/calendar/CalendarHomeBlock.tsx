import { useId } from 'react';
import { Link } from 'react-router';
import type { CalendarContentInfo } from '../../../../shared/contract/calendar.ts';
import { useT } from '../../../i18n/index.ts';
import { useFormat } from '../../../lib/format/use-format.ts';
import { useWiki } from '../../../lib/wiki-context.tsx';
import { useNow } from '../lists/use-now.ts';
import { groupByBreakType, runningEvents, todaysDrops } from './calendar-rules.ts';
import { ActivityLink, GROUP_LABEL, InfoLink, TimeLeftBadge } from './parts.tsx';
import { useCalendar } from './use-calendar.ts';
import styles from './CalendarHomeBlock.module.css';

/** Most entries per material group and most events the home block shows, [mobile, pc]. */
const HOME_LIMITS = { infos: { mobile: 6, pc: 8 }, events: { mobile: 3, pc: 3 } } as const;

interface CalendarHomeBlockProps {
  /** The calendar channel's id: adds a link to its page (channel/map/{id}). */
  channelId?: number;
}

/**
 * The home page's compact calendar: what today's material domains level up, by break type, and
 * the events running now with their time left. Loaded on mount; a failure shows empty parts.
 */
export function CalendarHomeBlock({ channelId }: CalendarHomeBlockProps) {
  const t = useT();
  const { href, layout } = useWiki();
  const headingId = useId();
  const { loaded, list } = useCalendar();
  const now = useNow();
  const { timeZone } = useFormat();
  const ready = loaded && now !== null;
  const groups = ready ? groupByBreakType(todaysDrops(list, now, timeZone)) : [];
  const events = ready ? runningEvents(list, now).slice(0, HOME_LIMITS.events[layout]) : [];

  return (
    <section className={styles.section} aria-labelledby={headingId} data-block="calendar-home">
      <div className={styles.head}>
        <h2 id={headingId} className={styles.name}>
          {t('calendar.title')}
        </h2>
        {channelId !== undefined ? (
          <Link className={styles.more} to={href(`channel/map/${channelId}`)}>
            {t('calendar.more')}
          </Link>
        ) : null}
      </div>
      {!ready ? (
        <p className={styles.loading} role="status">
          {t('app.loading')}
        </p>
      ) : (
        <div className={styles.body}>
          <div className={styles.part}>
            <h3 className={styles.partTitle}>{t('calendar.todayMaterials')}</h3>
            {groups.length > 0 ? (
              groups.map((group) => (
                <div key={group.key} className={styles.group} data-group={group.key}>
                  <span className={styles.groupLabel}>{t(GROUP_LABEL[group.key])}</span>
                  <ul className={styles.infos}>
                    {uniqueInfos(group.items.flatMap((item) => item.contentInfos))
                      .slice(0, HOME_LIMITS.infos[layout])
                      .map((info) => (
                        <li key={info.id}>
                          <InfoLink info={info} size={40} iconClassName={styles.icon} />
                        </li>
                      ))}
                  </ul>
                </div>
              ))
            ) : (
              <p className={styles.empty}>{t('calendar.noDrops')}</p>
            )}
          </div>
          <div className={styles.part}>
            <h3 className={styles.partTitle}>{t('calendar.runningEvents')}</h3>
            {events.length > 0 ? (
              <ul className={styles.events}>
                {events.map((item) => (
                  <li key={item.id}>
                    <ActivityLink item={item} className={styles.event}>
                      <span className={styles.eventTitle}>{item.title}</span>
                      <TimeLeftBadge endSeconds={item.end_time} now={now} />
                    </ActivityLink>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.empty}>{t('calendar.noEvents')}</p>
            )}
          </div>
        </div>
      )}
    </section>
  );
}

function uniqueInfos(infos: CalendarContentInfo[]): CalendarContentInfo[] {
  const seen = new Set<number>();
  return infos.filter((info) => (seen.has(info.id) ? false : (seen.add(info.id), true)));
}
