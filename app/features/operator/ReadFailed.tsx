import type { CallFailure } from '../../lib/route-data.ts';
import { useRetry } from '../../lib/route-data.ts';
import { useT } from '../../i18n/index.ts';
import styles from './admin.module.css';

/** A console page whose read failed (its declared call refused or broke): the server's message and a retry (the page's loaders again). */
export function ReadFailed({ failure }: { failure: CallFailure }) {
  const t = useT();
  const retry = useRetry();
  return (
    <section className={styles.panel}>
      <p role="alert">
        {t('operator.failed', { message: failure.message || String(failure.retcode) })}{' '}
        <button type="button" className={styles.small} onClick={retry}>
          {t('operator.retry')}
        </button>
      </p>
    </section>
  );
}
