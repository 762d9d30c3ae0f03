import { useId, useState } from 'react';
import { toast } from '../../lib/toast/toast.ts';
import { useT } from '../../i18n/index.ts';
import { uploadPicture } from '../corrections/upload-client.ts';
import styles from './admin.module.css';

interface ImageUrlInputProps {
  appSn: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
}

/** An image link: typed in, or uploaded through the site's picture upload (JPEG/PNG). */
export function ImageUrlInput({ appSn, label, value, onChange, error }: ImageUrlInputProps) {
  const t = useT();
  const id = useId();
  const [percent, setPercent] = useState<number | null>(null);
  async function upload(file: File) {
    setPercent(0);
    try {
      const result = await uploadPicture(appSn, file, { onProgress: setPercent });
      onChange(result.url);
    } catch (failure) {
      toast.error(t('operator.failed', { message: failure instanceof Error ? failure.message : String(failure) }));
    } finally {
      setPercent(null);
    }
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        <span className={styles.meta}>{label}</span>
      </label>
      <div className={styles.row} style={{ marginTop: 0, flexWrap: 'nowrap' }}>
        <input id={id} value={value} onChange={(event) => onChange(event.target.value)} style={{ flex: 1 }} aria-invalid={error ? true : undefined} />
        <label className={styles.small} style={{ whiteSpace: 'nowrap' }}>
          {percent === null ? t('operator.upload') : t('operator.uploading', { percent })}
          <input
            type="file"
            accept="image/png,image/jpeg"
            hidden
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
        </label>
      </div>
      {value ? <img src={value} alt="" style={{ maxHeight: 48, maxWidth: 160, objectFit: 'contain' }} /> : null}
      {error ? <span className={styles.error}>{error}</span> : null}
    </div>
  );
}
