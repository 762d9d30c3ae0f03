import { useT } from '../../i18n/index.ts';
import { useScrollY } from '../../lib/use-scroll-y.ts';
import styles from './BackToTop.module.css';

const ANIMATION_MS = 500;
const SHOW_AFTER_PX = 400;

/** Scrolls the window to the top in 500 ms, easing out. */
function scrollToTop() {
  const from = window.scrollY;
  const started = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - started) / ANIMATION_MS);
    window.scrollTo(0, from * (1 - (1 - (1 - progress) ** 3)));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

export function BackToTop() {
  const t = useT();
  const y = useScrollY();
  if (y < SHOW_AFTER_PX) return null;
  return (
    <button type="button" className={styles.button} aria-label={t('home.backToTop')} onClick={scrollToTop}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M6 15l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
