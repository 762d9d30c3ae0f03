import { useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { useLayout } from '../../../lib/wiki-context.tsx';
import { SPOILER_HIDDEN, spoilerNext } from '../rules/spoiler.ts';
import styles from '../entry.module.css';

/** Spoiler (heimu) text: blacked out; hovering shows it on desktop, a tap toggles it (mobile and desktop). */
export function Spoiler({ children }: { children: React.ReactNode }) {
  const t = useT();
  const layout = useLayout();
  const [state, setState] = useState(SPOILER_HIDDEN);
  return (
    <span
      role="button"
      tabIndex={0}
      className={styles.spoiler}
      data-revealed={state.revealed ? 'true' : 'false'}
      data-layout={layout}
      aria-pressed={state.revealed}
      title={t(state.revealed ? 'entry.spoiler.shown' : 'entry.spoiler')}
      onClick={() => setState((current) => spoilerNext(current, 'tap'))}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          setState((current) => spoilerNext(current, 'key'));
        }
      }}
    >
      {children}
    </span>
  );
}
