import type { ReactNode } from 'react';
import { useT } from '../../../i18n/index.ts';
import type { ApiData } from '../../../lib/route-data.ts';
import styles from './Center.module.css';

/** One card of the personal center: a titled region with its loading, failure and empty states. */
export function CenterSection<T>({
  id,
  title,
  state,
  reload,
  isEmpty,
  empty,
  children,
  footer,
}: {
  id: string;
  title: string;
  state: ApiData<T>;
  reload: () => void;
  isEmpty: (data: T) => boolean;
  empty: string;
  children: (data: T) => ReactNode;
  footer?: (data: T) => ReactNode;
}) {
  const t = useT();
  const headingId = `center-${id}`;
  return (
    <section className={styles.card} aria-labelledby={headingId} data-center-section={id}>
      <h3 id={headingId} className={styles.cardTitle}>
        {title}
      </h3>
      {state.status === 'loading' ? <p className={styles.muted}>{t('personalCenter.loading')}</p> : null}
      {state.status === 'failed' ? (
        <p className={styles.muted} role="alert">
          {t('personalCenter.failed')}{' '}
          <button type="button" className={styles.inlineButton} onClick={reload}>
            {t('personalCenter.retry')}
          </button>
        </p>
      ) : null}
      {state.status === 'ready' ? isEmpty(state.data) ? <p className={styles.muted}>{empty}</p> : children(state.data) : null}
      {state.status === 'ready' && footer ? footer(state.data) : null}
    </section>
  );
}
