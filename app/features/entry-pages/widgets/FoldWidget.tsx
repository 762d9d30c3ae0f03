import { useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { EntryRichText } from '../rich/EntryRichText.tsx';
import type { WidgetProps } from './types.ts';
import styles from '../entry.module.css';

/** A fold/expand block: a native <details>, so it works (and its text is there) without JavaScript. */
export default function FoldWidget({ data }: WidgetProps<'fold'>) {
  const t = useT();
  const [open, setOpen] = useState(data.open);
  return (
    <details className={styles.fold} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.foldTitle}>
        <span>{data.title}</span>
        <span className={styles.foldState} aria-hidden="true">
          {t(open ? 'entry.collapse' : 'entry.expand')}
        </span>
      </summary>
      <div className={styles.foldBody}>
        <EntryRichText doc={data.doc} />
      </div>
    </details>
  );
}
