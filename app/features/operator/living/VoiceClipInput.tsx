import { useId, useState } from 'react';
import { toast } from '../../../lib/toast/toast.ts';
import { AUDIO_ACCEPT, AUDIO_UPLOAD_MAX_BYTES, AUDIO_UPLOAD_MAX_MB, audioSizeMessage } from '../../../../shared/contract/operator-media.ts';
import type { AudioUpload } from '../../../../shared/contract/operator-living.ts';
import { useT } from '../../../i18n/index.ts';
import styles from '../admin.module.css';
import { uploadAudio } from './audio-upload.ts';

interface VoiceClipInputProps {
  appSn: string;
  value: string;
  onChange(value: string): void;
  /** Clips already stored, offered as suggestions. */
  clips: AudioUpload[];
  error?: string | undefined;
}

/** A gacha pool's voice clip: a /media/ link typed or picked, or a file uploaded (checked by the server), with a player to try it. */
export function VoiceClipInput({ appSn, value, onChange, clips, error }: VoiceClipInputProps) {
  const t = useT();
  const id = useId();
  const [percent, setPercent] = useState<number | null>(null);
  async function upload(file: File) {
    // The server refuses it too; saying so here spares sending 5 MB for nothing.
    if (file.size > AUDIO_UPLOAD_MAX_BYTES) {
      toast.error(t('operator.failed', { message: audioSizeMessage() }));
      return;
    }
    setPercent(0);
    try {
      const result = await uploadAudio(appSn, file, setPercent);
      onChange(result.url);
      toast.success(t('operator.pools.clipUploaded'));
    } catch (failure) {
      toast.error(t('operator.failed', { message: failure instanceof Error ? failure.message : String(failure) }));
    } finally {
      setPercent(null);
    }
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        <span className={styles.meta}>{t('operator.pools.voiceUrl')}</span>
      </label>
      <div className={styles.row} style={{ marginTop: 0, flexWrap: 'nowrap' }}>
        <input
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          list={`${id}-clips`}
          style={{ flex: 1 }}
          aria-invalid={error ? true : undefined}
        />
        <label className={styles.small} style={{ whiteSpace: 'nowrap' }} aria-busy={percent !== null}>
          {percent === null ? t('operator.pools.uploadClip') : t('operator.uploading', { percent })}
          <input
            type="file"
            accept={AUDIO_ACCEPT}
            hidden
            disabled={percent !== null}
            data-testid="voice-clip-file"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
        </label>
      </div>
      <datalist id={`${id}-clips`}>
        {clips.map((clip) => (
          <option key={clip.key} value={clip.url} />
        ))}
      </datalist>
      <span className={styles.hint}>{t('operator.pools.clipHint', { mb: AUDIO_UPLOAD_MAX_MB })}</span>
      {value ? <audio controls preload="none" src={value} aria-label={t('operator.pools.clipPreview')} style={{ maxWidth: '100%' }} /> : null}
      {error ? <span className={styles.error}>{error}</span> : null}
    </div>
  );
}
