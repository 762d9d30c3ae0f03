import type { BlockProps } from '../types.ts';
import { PictureCards } from './PictureCards.tsx';
import styles from './SubjectList.module.css';

/** Picture frame (16:9) in CSS px: half the mobile column, a sixth of the desktop column. */
const FRAME = { mobile: [160, 90], pc: [180, 101] } as const;

/** subject: topic cards of picture and title; two per row on mobile, six in a row on PC. */
export function SubjectList(props: BlockProps) {
  return <PictureCards {...props} frame={FRAME} styles={styles} />;
}
