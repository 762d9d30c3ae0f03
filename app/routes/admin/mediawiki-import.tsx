import { useEffect, useState, type FormEvent } from 'react';
import { MEDIAWIKI_UPLOAD_LIMITS, type MediawikiUploadStatus } from '../../../shared/contract/mediawiki-import.ts';
import styles from '../../features/operator/admin.module.css';
import own from '../../features/operator/mediawiki-import/mediawiki-import.module.css';
import { importStatus, uploadDump } from '../../features/operator/mediawiki-import/upload-dump.ts';
import type { OperatorIntent, OperatorWriteAnswer, OperatorWriteName } from '../../features/operator/operator-writes.ts';
import { mediawikiImportEn, mediawikiImportZh, type MediawikiImportKey } from '../../i18n/catalog/mediawiki-import.ts';
import { addMessages, useT, type MessageKey } from '../../i18n/index.ts';
import { relayAction, useRouteAction } from '../../lib/route-data.ts';
import { adminGate, operatorAction } from './admin.server.ts';
import type { Route } from './+types/mediawiki-import';

// This page's messages come with its code (the console's own area does not list them).
addMessages({ 'zh-CN': mediawikiImportZh, 'en-US': mediawikiImportEn });

export async function loader({ context, params }: Route.LoaderArgs) {
  const gate = await adminGate(context, params.appSn);
  if (gate?.state !== 'ok') return null;
  return { appSn: gate.edition.app_sn };
}

/** Beginning the upload and starting the import (mediawiki.begin, mediawiki.start), run on the server; the chunks' bytes go from the browser. */
export async function action({ context, params, request }: Route.ActionArgs) {
  return operatorAction(context, params.appSn, request);
}

/** Hands the server action's outcome to the caller (useRouteAction). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => relayAction(request, serverAction);

type Phase =
  { kind: 'idle' } | { kind: 'uploading'; sent: number; size: number } | { kind: 'import'; status: MediawikiUploadStatus } | { kind: 'error'; message: string };

const MAX_GB = MEDIAWIKI_UPLOAD_LIMITS.maxBytes / 1024 / 1024 / 1024;
const POLL_MS = 2_000;

/** Upload a MediaWiki dump, follow its import, read its report. */
export default function AdminMediawikiImport({ loaderData: data }: Route.ComponentProps) {
  const translate = useT();
  const t = (key: MediawikiImportKey, vars?: Record<string, string | number>) => translate(key as MessageKey, vars);
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const run = useRouteAction();
  // The page shows a refusal's message itself (no toast).
  const write = <N extends OperatorWriteName>(call: N, input: OperatorIntent<N>['input']) => run<OperatorWriteAnswer<N>>({ call, input });
  const appSn = data?.appSn ?? '';
  const uploadId = phase.kind === 'import' ? phase.status.upload_id : '';
  const running = phase.kind === 'import' && (phase.status.state === 'importing' || phase.status.state === 'queued');

  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => {
      importStatus(appSn, uploadId).then(
        (status) => setPhase({ kind: 'import', status }),
        (error: Error) => setPhase({ kind: 'error', message: error.message }),
      );
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [appSn, uploadId, running, phase]);

  if (!data) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return setPhase({ kind: 'error', message: t('operator.mediawiki.noFile') });
    if (file.size > MEDIAWIKI_UPLOAD_LIMITS.maxBytes) return setPhase({ kind: 'error', message: t('operator.mediawiki.tooBig', { max: MAX_GB }) });
    try {
      setPhase({ kind: 'uploading', sent: 0, size: file.size });
      const begin = (input: { file_name: string; size: number }) => write('mediawiki.begin', input);
      const uploaded = await uploadDump(appSn, file, begin, (sent) => setPhase({ kind: 'uploading', sent, size: file.size }));
      setPhase({ kind: 'import', status: await write('mediawiki.start', { upload_id: uploaded.upload_id }) });
    } catch (error) {
      setPhase({ kind: 'error', message: (error as Error).message });
    }
  }

  const busy = phase.kind === 'uploading' || running;
  const status = phase.kind === 'import' ? phase.status : undefined;
  const progress = status?.import;
  const converting = progress?.converting ?? null;
  const fraction = converting ? converting.done / converting.total : progress && progress.bytes > 0 ? progress.bytes_read / progress.bytes : 0;
  const percent = Math.min(100, Math.round(fraction * 100));
  return (
    <div className={styles.columns}>
      <form className={styles.panel} aria-labelledby="mediawiki-import-title" onSubmit={(event) => void submit(event)} noValidate>
        <h2 id="mediawiki-import-title">{t('operator.mediawiki.title')}</h2>
        <p className={styles.hint}>{t('operator.mediawiki.hint', { max: MAX_GB })}</p>
        <label className={styles.field}>
          <span>{t('operator.mediawiki.file')}</span>
          <input
            type="file"
            accept=".xml,.gz,.bz2,application/xml,text/xml,application/gzip,application/x-bzip2"
            disabled={busy}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </label>
        <div className={styles.row}>
          <button type="submit" className={styles.primary} disabled={busy}>
            {t('operator.mediawiki.start')}
          </button>
        </div>
        {phase.kind === 'uploading' ? (
          <label className={styles.field}>
            <span>{t('operator.mediawiki.uploading')}</span>
            <progress max={phase.size} value={phase.sent} />
          </label>
        ) : null}
        {status && status.state !== 'failed' ? (
          <div role="status" className={styles.field}>
            <span>{status.state === 'finished' ? t('operator.mediawiki.finished') : t('operator.mediawiki.importing')}</span>
            <progress aria-label={t('operator.mediawiki.importing')} max={100} value={status.state === 'finished' ? 100 : percent} />
            <span>
              {!progress
                ? t('operator.mediawiki.waiting')
                : converting && status.state !== 'finished'
                  ? t('operator.mediawiki.converting', { done: converting.done, total: converting.total })
                  : t('operator.mediawiki.progress', { percent, pages: progress.pages, revisions: progress.revisions })}
            </span>
          </div>
        ) : null}
        {phase.kind === 'error' || status?.state === 'failed' ? (
          <p role="alert" className={styles.error}>
            {t('operator.mediawiki.failed', { message: phase.kind === 'error' ? phase.message : (status?.message ?? '') })}
          </p>
        ) : null}
      </form>
      {status && status.report_lines.length > 0 ? (
        <section className={styles.panel} aria-labelledby="mediawiki-report-title">
          <h2 id="mediawiki-report-title">{t('operator.mediawiki.report')}</h2>
          <pre className={own.report}>{status.report_lines.join('\n')}</pre>
        </section>
      ) : null}
    </div>
  );
}
