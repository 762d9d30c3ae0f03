import { useEffect, useId, useRef, useState } from 'react';
import { toast } from '../../lib/toast/toast.ts';
import { imageVariant } from '../../../shared/images.ts';
import { UPLOAD_LIMITS } from '../../../shared/limits.ts';
import { useT } from '../../i18n/index.ts';
import { ApiCallError, NETWORK_ERROR } from '../../lib/api-client.ts';
import { ensureUploadPermission } from '../../lib/app-bridge.ts';
import { uploadPicture } from './upload-client.ts';
import styles from './ImageUpload.module.css';

type UploadState = { kind: 'idle' } | { kind: 'uploading'; percent: number } | { kind: 'preview'; url: string };

interface ImageUploadProps {
  appSn: string;
  /** The configured ceiling in MB (UPLOAD_MAX_MB on the server). */
  maxMb: number;
  /** The uploaded picture's URL, '' for none. */
  value: string;
  onChange: (url: string) => void;
  /** Tells the form an upload is running (it may not submit meanwhile). */
  onBusyChange?: (busy: boolean) => void;
  /** Called before the picker opens; false stops it (no session: login starts instead). */
  beforePick?: () => boolean;
  labelledBy?: string;
}

/**
 * The picture of a report: idle, uploading with a percent, preview with a
 * delete action. Only PNG and JPEG up to maxMb; inside the app the camera (and on iOS the photo
 * library) permission is asked first and the picker opens only when granted.
 */
export function ImageUpload({ appSn, maxMb, value, onChange, onBusyChange, beforePick, labelledBy }: ImageUploadProps) {
  const t = useT();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const [state, setState] = useState<UploadState>(value ? { kind: 'preview', url: value } : { kind: 'idle' });

  // The form cleared the picture (after a submit): back to idle.
  useEffect(() => {
    if (!value && state.kind === 'preview') setState({ kind: 'idle' });
  }, [value, state.kind]);
  useEffect(() => () => abort.current?.abort(), []);

  const clearInput = () => {
    if (input.current) input.current.value = '';
  };

  const pick = async () => {
    if (beforePick && !beforePick()) return;
    if (!(await ensureUploadPermission())) {
      toast.error(t('upload.noPermission'));
      return;
    }
    input.current?.click();
  };

  const upload = async (file: File) => {
    if (!(UPLOAD_LIMITS.imageTypes as readonly string[]).includes(file.type)) {
      toast.error(t('upload.onlyTypes'));
      clearInput();
      return;
    }
    if (file.size > maxMb * 1024 * 1024) {
      toast.error(t('upload.tooLarge', { n: maxMb }));
      clearInput();
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setState({ kind: 'uploading', percent: 0 });
    onBusyChange?.(true);
    try {
      const result = await uploadPicture(appSn, file, { onProgress: (percent) => setState({ kind: 'uploading', percent }), signal: controller.signal });
      setState({ kind: 'preview', url: result.url });
      onChange(result.url);
    } catch (error) {
      if ((error as Error)?.name === 'AbortError') return;
      setState({ kind: 'idle' });
      const network = !(error instanceof ApiCallError) || error.retcode === NETWORK_ERROR;
      toast.error(network || !(error as Error).message ? t('upload.networkError') : (error as Error).message);
    } finally {
      clearInput();
      onBusyChange?.(false);
      if (abort.current === controller) abort.current = null;
    }
  };

  const remove = () => {
    setState({ kind: 'idle' });
    onChange('');
  };

  return (
    <div className={styles.upload} data-upload-state={state.kind}>
      <input
        ref={input}
        id={inputId}
        className={styles.file}
        type="file"
        accept={UPLOAD_LIMITS.imageTypes.join(',')}
        tabIndex={-1}
        aria-hidden="true"
        data-testid="upload-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      {state.kind === 'idle' ? (
        <button type="button" className={styles.add} onClick={() => void pick()} aria-describedby={labelledBy}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span>{t('upload.add')}</span>
        </button>
      ) : null}
      {state.kind === 'uploading' ? (
        <div className={styles.progress} role="status" aria-live="polite">
          <div className={styles.bar} role="progressbar" aria-label={t('upload.progress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={state.percent}>
            <div className={styles.fill} style={{ width: `${state.percent}%` }} />
          </div>
          <span className={styles.percent}>{t('upload.uploading', { percent: state.percent })}</span>
        </div>
      ) : null}
      {state.kind === 'preview' ? (
        <div className={styles.preview}>
          <img className={styles.thumb} src={imageVariant(state.url, 240)} alt={t('upload.preview')} width={96} height={96} />
          <button type="button" className={styles.remove} onClick={remove} aria-label={t('upload.delete')}>
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      ) : null}
      {state.kind === 'idle' ? <p className={styles.hint}>{t('upload.hint', { n: maxMb })}</p> : null}
    </div>
  );
}
