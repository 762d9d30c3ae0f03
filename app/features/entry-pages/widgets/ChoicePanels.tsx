import { useId, useState } from 'react';
import type { RichDoc } from '../../../../shared/contract/rich-text.ts';
import { useTabKeys } from '../../../lib/tab-keys.ts';
import { EntryRichText } from '../rich/EntryRichText.tsx';
import styles from '../entry.module.css';

/**
 * Named documents of which one shows at a time: tabs (a tab list) or switch buttons (a row of
 * pressed/unpressed buttons). Every panel is in the HTML; the others are hidden. Tabs move with the
 * arrow keys, Home and End (only the selected one is in the Tab order); switch buttons are each a stop.
 */
export function ChoicePanels({ choices, kind, label }: { choices: Array<{ name: string; doc: RichDoc }>; kind: 'tabs' | 'switch'; label?: string }) {
  const [active, setActive] = useState(0);
  const id = useId();
  const tabs = kind === 'tabs';
  const keys = useTabKeys(choices.length, active, setActive);
  return (
    <div className={tabs ? styles.tabs : styles.switch}>
      <div
        className={tabs ? styles.tabList : styles.switchRow}
        role={tabs ? 'tablist' : 'group'}
        aria-label={label || undefined}
        onKeyDown={tabs ? keys.onKeyDown : undefined}
      >
        {label && !tabs ? <span className={styles.switchLabel}>{label}</span> : null}
        {choices.map((choice, index) => (
          <button
            key={index}
            type="button"
            id={`${id}-${index}`}
            className={tabs ? styles.tab : styles.switchButton}
            {...(tabs
              ? { role: 'tab', 'aria-selected': index === active, 'aria-controls': `${id}-panel-${index}`, ...keys.tabProps(index) }
              : { 'aria-pressed': index === active })}
            data-active={index === active ? 'true' : 'false'}
            onClick={() => setActive(index)}
          >
            {choice.name}
          </button>
        ))}
      </div>
      {choices.map((choice, index) => (
        <div
          key={index}
          id={`${id}-panel-${index}`}
          className={styles.panel}
          {...(tabs ? { role: 'tabpanel', 'aria-labelledby': `${id}-${index}`, tabIndex: 0 } : {})}
          hidden={index !== active}
        >
          <EntryRichText doc={choice.doc} />
        </div>
      ))}
    </div>
  );
}
