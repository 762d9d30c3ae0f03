import { useRef } from 'react';
import { imageVariant } from '../../../../shared/images.ts';
import { useT } from '../../../i18n/index.ts';
import { useSinglePlayer } from '../../../lib/single-player.ts';
import styles from './EggPoolList.module.css';

/** Size of the voice icon in CSS px. */
const ICON = 44;

/**
 * A pool's voice clip: a play/pause button over its voice icon and a hidden <audio> under the
 * single-player rule (starting it pauses any other clip or video; on mobile a link click stops it).
 */
export function VoiceButton({ src, icon }: { src: string; icon: string }) {
  const t = useT();
  const audio = useRef<HTMLAudioElement>(null);
  const { playing, toggle } = useSinglePlayer(audio);
  return (
    <>
      <button
        type="button"
        className={playing ? `${styles.voice} ${styles.playing}` : styles.voice}
        aria-label={t(playing ? 'gacha.pauseVoice' : 'gacha.playVoice')}
        data-state={playing ? 'playing' : 'paused'}
        onClick={() => void toggle()}
      >
        {icon ? (
          <img className={styles.voiceIcon} src={imageVariant(icon, ICON * 2)} alt="" width={ICON} height={ICON} loading="lazy" decoding="async" />
        ) : null}
        <span className={styles.voiceState} aria-hidden="true">
          {playing ? (
            <svg viewBox="0 0 16 16" focusable="false">
              <rect x="4" y="3.5" width="2.6" height="9" rx="0.8" />
              <rect x="9.4" y="3.5" width="2.6" height="9" rx="0.8" />
            </svg>
          ) : (
            <svg viewBox="0 0 16 16" focusable="false">
              <path d="M5.2 3.3v9.4a.6.6 0 0 0 .9.5l7.3-4.7a.6.6 0 0 0 0-1L6.1 2.8a.6.6 0 0 0-.9.5z" />
            </svg>
          )}
        </span>
      </button>
      <audio ref={audio} src={src} preload="none" />
    </>
  );
}
