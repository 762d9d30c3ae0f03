import { useT } from '../../../i18n/index.ts';
import type { BlockProps } from '../types.ts';
import { PictureCards } from './PictureCards.tsx';
import styles from './VideoList.module.css';

/** 16:9 frame in CSS px: half the mobile column, a quarter of the desktop column. */
const FRAME = { mobile: [160, 90], pc: [276, 155] } as const;

/** video: 16:9 pictures with a play badge, title and summary; two per row on mobile, four on PC. */
export function VideoList(props: BlockProps) {
  const t = useT();
  const play = (
    <span className={styles.play}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
      </svg>
      <span className="visually-hidden">{t('list.video')}</span>
    </span>
  );
  return <PictureCards {...props} frame={FRAME} styles={styles} grayscale summary overlay={play} />;
}
