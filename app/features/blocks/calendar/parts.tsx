import type { ReactNode } from 'react';
import type { CalendarActivity, CalendarContentInfo } from '../../../../shared/contract/calendar.ts';
import { imageVariant } from '../../../../shared/images.ts';
import { useT, type MessageKey } from '../../../i18n/index.ts';
import { UrlLink } from '../../../lib/links/UrlLink.tsx';
import { ContentLink } from '../../content/ContentLink.tsx';
import { activityTarget, timeLeft, type MaterialGroup, type MaterialGroupKey } from './calendar-rules.ts';
import styles from './CalendarParts.module.css';

export const GROUP_LABEL: Record<MaterialGroupKey, MessageKey> = {
  weapon: 'calendar.break.weapon',
  talent: 'calendar.break.talent',
  other: 'calendar.break.other',
};

/** A decorative square image of `size` CSS px (a doubled variant for sharp screens), or an empty tile. */
export function Thumb({ src, size, className }: { src: string; size: number; className?: string }) {
  const classes = `${styles.thumb} ${className ?? ''}`;
  if (!src) return <span className={`${classes} ${styles.blank}`} aria-hidden="true" />;
  return <img className={classes} src={imageVariant(src, size * 2)} alt="" width={size} height={size} loading="lazy" decoding="async" />;
}

/** An activity's link: its jump_url (another site's in a new tab), its entry, or plain text when it leads nowhere. */
export function ActivityLink({ item, className, children }: { item: CalendarActivity; className?: string; children: ReactNode }) {
  const target = activityTarget(item);
  if (target === null) return <span className={className}>{children}</span>;
  if ('external' in target) {
    return (
      <UrlLink url={target.external} className={className}>
        {children}
      </UrlLink>
    );
  }
  return (
    <ContentLink item={target.content} className={className}>
      {children}
    </ContentLink>
  );
}

/** An entry a domain features (a character or a weapon), icon over name. */
export function InfoLink({ info, size, iconClassName }: { info: CalendarContentInfo; size: number; iconClassName?: string }) {
  return (
    <ContentLink item={{ content_id: info.id, bbs_url: info.bbs_url }} className={styles.info}>
      <Thumb src={info.icon} size={size} className={`${styles.infoIcon} ${iconClassName ?? ''}`} />
      <span className={styles.infoName}>{info.title}</span>
    </ContentLink>
  );
}

/** Material drops by break type: each domain with its icon, name and the entries it levels up. */
export function MaterialGroups({ groups }: { groups: MaterialGroup[] }) {
  const t = useT();
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <section key={group.key} className={styles.group} data-group={group.key} aria-label={t(GROUP_LABEL[group.key])}>
          <h4 className={styles.groupTitle}>
            <span className={styles.groupMark} aria-hidden="true" />
            {t(GROUP_LABEL[group.key])}
          </h4>
          <ul className={styles.domains}>
            {group.items.map((item) => (
              <li key={item.id} className={styles.domain}>
                <ActivityLink item={item} className={styles.domainHead}>
                  <Thumb src={item.img_url} size={36} className={styles.domainIcon} />
                  <span className={styles.domainTitle}>{item.title}</span>
                </ActivityLink>
                {item.contentInfos.length > 0 ? (
                  <ul className={styles.infos}>
                    {item.contentInfos.map((info) => (
                      <li key={info.id}>
                        <InfoLink info={info} size={44} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** "剩余时间 3天5小时" of a running activity. */
export function TimeLeftBadge({ endSeconds, now }: { endSeconds: number; now: number }) {
  const t = useT();
  const { key, ...vars } = timeLeft(endSeconds, now);
  return (
    <span className={styles.timeLeft}>
      <span className={styles.timeLeftLabel}>{t('calendar.timeLeft')}</span>
      <span className={styles.timeLeftValue}>{t(key, vars)}</span>
    </span>
  );
}
