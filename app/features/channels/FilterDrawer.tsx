import { useState } from 'react';
import type { FilterGroup } from '../../../shared/channel-ext.ts';
import { Drawer } from '../../components/ui/Drawer.tsx';
import { useT } from '../../i18n/index.ts';
import type { FilterChoice } from './filter-state.ts';
import styles from './drawer.module.css';

interface FilterDrawerProps {
  groups: FilterGroup[];
  choice: FilterChoice;
  onChange: (choice: FilterChoice) => void;
}

/** Mobile filters: a bottom drawer; 重置 clears the draft, 完成 applies it and closes. */
export function FilterDrawer({ groups, choice, onChange }: FilterDrawerProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<FilterChoice>(choice);
  const count = Object.values(choice).filter(Boolean).length;

  return (
    <Drawer
      placement="bottom"
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(choice);
        setOpen(next);
      }}
      trigger={
        <button type="button" className={count > 0 ? `${styles.trigger} ${styles.triggerSet}` : styles.trigger}>
          {t('channel.filter')}
          {count > 0 ? ` · ${count}` : ''}
        </button>
      }
      title={t('channel.filter')}
      titleClassName={styles.title}
      className={styles.sheet}
    >
      <div className={styles.body}>
        {groups.map((group) => (
          <fieldset key={group.label} className={styles.group}>
            <legend className={styles.legend}>{group.label}</legend>
            <div className={styles.chips}>
              {['', ...group.options].map((option) => {
                const selected = (draft[group.label] ?? '') === option;
                return (
                  <button
                    key={option || 'unlimited'}
                    type="button"
                    aria-pressed={selected}
                    className={selected ? `${styles.chip} ${styles.chipOn}` : styles.chip}
                    onClick={() => setDraft({ ...draft, [group.label]: option })}
                  >
                    {option || t('channel.unlimited')}
                  </button>
                );
              })}
            </div>
          </fieldset>
        ))}
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={() => setDraft({})}>
          {t('channel.reset')}
        </button>
        <button
          type="button"
          className={styles.primary}
          onClick={() => {
            onChange(draft);
            setOpen(false);
          }}
        >
          {t('channel.done')}
        </button>
      </div>
    </Drawer>
  );
}
