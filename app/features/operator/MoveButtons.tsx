import { useT } from '../../i18n/index.ts';
import styles from './admin.module.css';

/** Top (kind 0), up and down (kind 2 to an index), bottom (kind 1) for one item of an ordered list. */
export function MoveButtons({ name, index, count, onMove }: { name: string; index: number; count: number; onMove(kind: 0 | 1 | 2, index?: number): void }) {
  const t = useT();
  const first = index === 0;
  const last = index === count - 1;
  return (
    <>
      <button type="button" className={styles.small} aria-label={`${t('operator.channels.top')} ${name}`} disabled={first} onClick={() => onMove(0)}>
        ⤒
      </button>
      <button type="button" className={styles.small} aria-label={`${t('operator.channels.up')} ${name}`} disabled={first} onClick={() => onMove(2, index - 1)}>
        ↑
      </button>
      <button type="button" className={styles.small} aria-label={`${t('operator.channels.down')} ${name}`} disabled={last} onClick={() => onMove(2, index + 1)}>
        ↓
      </button>
      <button type="button" className={styles.small} aria-label={`${t('operator.channels.bottom')} ${name}`} disabled={last} onClick={() => onMove(1)}>
        ⤓
      </button>
    </>
  );
}
