import { useT } from '../../i18n/index.ts';
import { useFormat } from '../../lib/format/use-format.ts';
import type { SaveStatus } from './session/save-status.ts';
import styles from './editor.module.css';

/** The autosave's status: saving / saved at HH:mm (the edition's clock, its zone stated) / failed with the server's reason and a retry. */
export function SaveStatusText({ status, retry }: { status: SaveStatus; retry: () => void }) {
  const t = useT();
  const format = useFormat();
  const text =
    status.kind === 'clean'
      ? t('editor.status.clean')
      : status.kind === 'unsaved'
        ? t('editor.status.unsaved')
        : status.kind === 'saving'
          ? t('editor.status.saving')
          : status.kind === 'saved'
            ? t('editor.status.saved', { time: format.zoned(format.clock(status.at), status.at) })
            : t('editor.status.failed', { message: status.message });
  return (
    <span className={styles.status} role="status" aria-live="polite" data-save-status={status.kind}>
      <span className={status.kind === 'failed' ? styles.statusFailed : undefined}>{text}</span>
      {status.kind === 'failed' ? (
        <button type="button" className={styles.linkButton} onClick={retry}>
          {t('editor.status.retry')}
        </button>
      ) : null}
    </span>
  );
}
