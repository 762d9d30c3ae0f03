import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import { ConfirmDialog, type ConfirmRequest } from './ConfirmDialog.tsx';
import { contributingApi } from './contributing-api.ts';
import { runAction } from './run-action.ts';
import styles from './Rollback.module.css';

/** 'Roll back to this version' (AUDIT): after a confirm, the old revision is published as a new one and the history reloads. */
export function RollbackButton({ entryPageId, version }: { entryPageId: number; version: number }) {
  const t = useT();
  const { edition } = useWiki();
  const revalidator = useRevalidator();
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const open = () =>
    setRequest({
      title: t('rollback.title', { n: version }),
      text: t('rollback.text', { n: version }),
      confirmLabel: t('rollback.action'),
      onConfirm: () =>
        runAction(`rollback-${entryPageId}`, async () => {
          const answer = await contributingApi.rollback(edition.app_sn, entryPageId, version);
          await revalidator.revalidate();
          return t('rollback.done', { n: answer.version });
        }),
    });
  return (
    <>
      <button type="button" className={styles.button} onClick={open} aria-label={t('rollback.actionNamed', { n: version })}>
        {t('rollback.action')}
      </button>
      <ConfirmDialog request={request} onClose={() => setRequest(null)} />
    </>
  );
}
