import type { ReactNode } from 'react';
import { useT } from '../../i18n/index.ts';
import type { ApiData } from '../../lib/route-data.ts';
import styles from './MyWords.module.css';

/** Loading, failed (with a retry) or empty; else the ready content. */
export function ListState<T extends { total: number }>({
  state,
  empty,
  onRetry,
  children,
}: {
  state: ApiData<T>;
  empty: string;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}) {
  const t = useT();
  if (state.status === 'loading')
    return (
      <p className={styles.notice} role="status">
        {t('contributing.loading')}
      </p>
    );
  if (state.status === 'failed') {
    return (
      <p className={styles.notice} role="alert">
        {state.message || t('contributing.failed')}{' '}
        <button type="button" className={styles.linkButton} onClick={onRetry}>
          {t('contributing.retry')}
        </button>
      </p>
    );
  }
  if (state.data.total === 0) return <p className={styles.notice}>{empty}</p>;
  return children(state.data);
}
