import { Suspense, useEffect, useRef, useState } from 'react';
import { optionalLazy } from '../../lib/lazy/optional-lazy.tsx';
import type { Announcement } from '../../../shared/contract/home.ts';
import { useT } from '../../i18n/index.ts';
import { useOpenedOnce } from '../../lib/lazy/use-opened-once.ts';
import { useLayout } from '../../lib/wiki-context.tsx';
import { NOTICE_DISMISSAL_KEY, noticeVisible, readDismissal } from './announcement-dismissal.ts';
import styles from './AnnouncementBar.module.css';

/** One pass of the marquee: 20 s on mobile, 30 s on desktop. */
const MARQUEE_SECONDS = { mobile: 20, pc: 30 } as const;
const POPPED_KEY = 'almanac:announcement-popped';

// The dialog (Radix) is fetched when the announcement is first opened.
const AnnouncementDialog = optionalLazy(() => import('./AnnouncementDialog.tsx'));

/**
 * The home notice bar: the announcement scrolls as a marquee; the speaker opens it in full
 * (and it pops up once per version when pop_window is set). Dismissing stores a timestamp; the
 * bar returns only for a newer announcement version.
 */
export function AnnouncementBar({ announcement }: { announcement: Announcement }) {
  const t = useT();
  const layout = useLayout();
  const [visible, setVisible] = useState(false);
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const speaker = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    setVisible(noticeVisible(announcement.version, readDismissal(window.localStorage.getItem(NOTICE_DISMISSAL_KEY))));
    if (announcement.pop_window && window.localStorage.getItem(POPPED_KEY) !== String(announcement.version)) {
      window.localStorage.setItem(POPPED_KEY, String(announcement.version));
      setOpen(true);
    }
  }, [announcement.version, announcement.pop_window]);

  const dismiss = () => {
    window.localStorage.setItem(NOTICE_DISMISSAL_KEY, JSON.stringify({ version: announcement.version, at: Date.now() }));
    setVisible(false);
  };

  return (
    <>
      {visible ? (
        <div className={styles.bar} role="region" aria-label={t('home.announcement')}>
          <button
            ref={speaker}
            type="button"
            className={styles.speaker}
            aria-label={t('home.openAnnouncement')}
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={() => setOpen(true)}
          >
            {announcement.speaker || t('home.announcement')}
          </button>
          <div className={styles.viewport}>
            <span className={styles.text} style={{ animationDuration: `${MARQUEE_SECONDS[layout]}s` }}>
              {announcement.announce}
            </span>
          </div>
          <button type="button" className={styles.close} aria-label={t('home.dismissNotice')} onClick={dismiss}>
            ×
          </button>
        </div>
      ) : null}
      {opened ? (
        <Suspense fallback={null}>
          <AnnouncementDialog announcement={announcement} open={open} onOpenChange={setOpen} returnFocus={speaker} />
        </Suspense>
      ) : null}
    </>
  );
}
