import { useRef } from 'react';
import { isSafeMediaUrl } from '../../../../shared/safe-url.ts';
import { useT } from '../../../i18n/index.ts';
import { useSinglePlayer } from '../../../lib/single-player.ts';
import type { WidgetProps } from './types.ts';
import styles from '../entry.module.css';

type Line = WidgetProps<'voice'>['data']['items'][number];

/** One voice line: its title and text, with a play/pause button over a hidden <audio> (single-player rule) when it has a clip. */
function VoiceLine({ line }: { line: Line }) {
  const text = (
    <div className={styles.voiceText}>
      <strong>{line.title}</strong>
      {line.text ? <span>{line.text}</span> : null}
    </div>
  );
  // A line still being written may have no clip yet, and a clip stored before the URL rules may be
  // unsafe: its text alone, with no player.
  if (!line.audio_url || !isSafeMediaUrl('audio', line.audio_url)) return <li className={styles.voiceLine}>{text}</li>;
  return <PlayableLine line={line}>{text}</PlayableLine>;
}

function PlayableLine({ line, children }: { line: Line; children: React.ReactNode }) {
  const t = useT();
  const audio = useRef<HTMLAudioElement>(null);
  const { playing, toggle } = useSinglePlayer(audio);
  return (
    <li className={styles.voiceLine}>
      <button
        type="button"
        className={styles.voiceButton}
        data-state={playing ? 'playing' : 'paused'}
        aria-label={t(playing ? 'entry.voice.pause' : 'entry.voice.play', { title: line.title })}
        onClick={() => void toggle()}
      >
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
      </button>
      {children}
      <audio ref={audio} src={line.audio_url} preload="none" />
    </li>
  );
}

/** Character voice lines; starting one stops any other (and any other audio or video of the page). */
export default function VoiceWidget({ data }: WidgetProps<'voice'>) {
  return (
    <ul className={styles.voices}>
      {data.items.map((line, index) => (
        <VoiceLine key={index} line={line} />
      ))}
    </ul>
  );
}
