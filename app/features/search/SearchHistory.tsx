import { useState } from 'react';
import { Dialog, DialogClose } from '../../components/ui/Dialog.tsx';
import { useT } from '../../i18n/index.ts';
import type { SearchHistory as History } from './search-history-store.ts';
import styles from './Search.module.css';

interface SearchHistoryProps {
  history: History;
  onPick(keyword: string): void;
  /** 'mobile': with the delete mode; 'column': the desktop's history column. */
  variant: 'mobile' | 'column';
}

/** The confirm dialog of clear-all: 'Clear all search history records?' with cancel and clear. */
function ConfirmClear({ open, onOpenChange, onConfirm }: { open: boolean; onOpenChange(open: boolean): void; onConfirm(): void }) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      className={styles.dialog}
      data-search-confirm=""
      title={t('search.confirmClear')}
      titleClassName={styles.dialogTitle}
    >
      <div className={styles.dialogActions}>
        <DialogClose asChild>
          <button type="button" className={styles.dialogButton}>
            {t('search.confirmCancel')}
          </button>
        </DialogClose>
        <button
          type="button"
          className={`${styles.dialogButton} ${styles.dialogPrimary}`}
          onClick={() => {
            onConfirm();
            onOpenChange(false);
          }}
        >
          {t('search.confirmOk')}
        </button>
      </div>
    </Dialog>
  );
}

/**
 * Search history, newest first. On mobile a delete mode offers clear-all (after a confirm
 * dialog), per-item delete and done; the desktop column has a clear action.
 */
export function SearchHistory({ history, onPick, variant }: SearchHistoryProps) {
  const t = useT();
  const [deleting, setDeleting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { items } = history;
  const mobile = variant === 'mobile';

  if (mobile && items.length === 0) return null;
  return (
    <section className={mobile ? styles.history : styles.historyColumn} aria-label={t('search.history')} data-search-history="">
      <div className={styles.historyHead}>
        <h2 className={styles.historyTitle}>{t('search.history')}</h2>
        {mobile && !deleting ? (
          <button type="button" className={styles.iconButton} onClick={() => setDeleting(true)} aria-label={t('search.deleteMode')}>
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path
                d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        ) : null}
        {mobile && deleting ? (
          <span className={styles.historyActions}>
            <button type="button" className={styles.textButton} onClick={() => setConfirming(true)}>
              {t('search.clearAll')}
            </button>
            <button type="button" className={`${styles.textButton} ${styles.textButtonStrong}`} onClick={() => setDeleting(false)}>
              {t('search.done')}
            </button>
          </span>
        ) : null}
        {!mobile && items.length > 0 ? (
          <button type="button" className={styles.textButton} onClick={() => setConfirming(true)}>
            {t('search.clearHistory')}
          </button>
        ) : null}
      </div>
      {items.length === 0 ? <p className={styles.historyEmpty}>{t('search.historyEmpty')}</p> : null}
      <ul className={mobile ? styles.historyChips : styles.historyList}>
        {items.map((item) => (
          <li key={item} className={styles.historyItem}>
            <button
              type="button"
              className={mobile ? styles.chip : styles.historyLink}
              onClick={() => (deleting ? history.remove(item) : onPick(item))}
              title={item}
            >
              {item}
            </button>
            {deleting ? (
              <button type="button" className={styles.chipDelete} onClick={() => history.remove(item)} aria-label={t('search.deleteItem', { word: item })}>
                ×
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmClear
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => {
          history.clear();
          setDeleting(false);
        }}
      />
    </section>
  );
}
