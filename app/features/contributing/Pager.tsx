import { useT } from '../../i18n/index.ts';
import styles from './MyWords.module.css';

/** Previous / page n of m / next, when there is more than one page. */
export function Pager({ page, total, pageSize, onPage }: { page: number; total: number; pageSize: number; onPage: (page: number) => void }) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('contributing.page', { page, pages })}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('contributing.prev')}
      </button>
      <span>{t('contributing.page', { page, pages })}</span>
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('contributing.next')}
      </button>
    </nav>
  );
}
