import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useT } from '../../i18n/index.ts';
import styles from './NavigationProgress.module.css';

/** The bar appears only for navigations slower than this (no flash on fast ones). */
const SHOW_AFTER_MS = 200;
/** How long the bar takes to creep towards its end while a navigation lasts. */
export const PROGRESS_DURATION_MS = 5000;

/** A thin loading bar at the top of the window while a navigation is under way. */
export function NavigationProgress() {
  const t = useT();
  const busy = useNavigation().state !== 'idle';
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = window.setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [busy]);

  if (!visible) return null;
  return <div className={styles.bar} role="progressbar" aria-label={t('nav.loading')} style={{ animationDuration: `${PROGRESS_DURATION_MS}ms` }} />;
}
