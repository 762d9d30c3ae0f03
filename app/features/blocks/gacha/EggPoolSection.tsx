import { useId } from 'react';
import type { GachaPool } from '../../../../shared/contract/gacha-pool.ts';
import { useT } from '../../../i18n/index.ts';
import { EggPoolList } from './EggPoolList.tsx';
import styles from './EggPoolSection.module.css';

/** The home's gacha section: a '祈愿' heading over the egg pool list; nothing when there are no pools. */
export function EggPoolSection({ pools }: { pools: GachaPool[] }) {
  const t = useT();
  const headingId = useId();
  if (pools.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.name}>
          {t('gacha.title')}
        </h2>
      </div>
      <EggPoolList pools={pools} />
    </section>
  );
}
