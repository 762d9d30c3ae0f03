import { useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import { ConfirmDialog, type ConfirmRequest } from './ConfirmDialog.tsx';
import type { RollbackAnswer } from '../../../shared/contract/contributing.ts';
import type { RollbackWrite } from './contributing-data.ts';
import { useRouteAction } from '../../lib/route-data.ts';
import { runAction } from './run-action.ts';
import styles from './Rollback.module.css';

/**
 * 'Roll back to this version' (AUDIT): after a confirm, the old revision is published as a new
 * one through the history route's server action (contributing.server.ts rollbackWrite), and the
 * router reloads the history.
 */
export function RollbackButton({ entryPageId, version }: { entryPageId: number; version: number }) {
  const t = useT();
  const { edition } = useWiki();
  const run = useRouteAction();
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const open = () =>
    setRequest({
      title: t('rollback.title', { n: version }),
      text: t('rollback.text', { n: version }),
      confirmLabel: t('rollback.action'),
      onConfirm: () =>
        runAction(`rollback-${entryPageId}`, async () => {
          const body: RollbackWrite = { intent: 'rollback', app_sn: edition.app_sn, entry_page_id: entryPageId, version };
          const answer = await run<RollbackAnswer>(body);
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
