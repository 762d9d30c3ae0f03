import type { BlockProps } from '../types.ts';
import { PictureCards } from './PictureCards.tsx';
import styles from './VerticalSummaryList.module.css';

/** Picture frame (2:1) in CSS px: the full mobile column, or a quarter of the desktop column. */
const FRAME = { mobile: [327, 164], pc: [276, 138] } as const;

/** verticalSummary: cards of picture on top, title and summary; one column on mobile, four on PC. */
export function VerticalSummaryList(props: BlockProps) {
  return <PictureCards {...props} frame={FRAME} styles={styles} grayscale summary />;
}
