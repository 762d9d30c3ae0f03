import { useT } from '../../i18n/index.ts';
import styles from './Watermark.module.css';

/** One tile of the watermark: the text, turned, as an SVG image repeated over the page. */
function tile(text: string): string {
  const escaped = text.replace(/[<>&'"]/g, '');
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' width='240' height='160'>` +
    `<text x='50%' y='50%' text-anchor='middle' dominant-baseline='middle' transform='rotate(-22 120 80)' ` +
    `font-family='sans-serif' font-size='16' fill='rgba(35,39,47,0.09)'>${escaped}</text></svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

/**
 * The login-required edition's watermark: the signed-in user's id, faint and repeated across the
 * page, over everything but never in the way (pointer-events: none).
 */
export function Watermark({ aid }: { aid: number }) {
  const t = useT();
  return <div className={styles.watermark} style={{ backgroundImage: tile(t('account.watermark', { aid })) }} aria-hidden="true" data-watermark={aid} />;
}
