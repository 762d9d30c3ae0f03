import * as Popover from '@radix-ui/react-popover';
import { useState } from 'react';
import type { FilterGroup } from '../../../shared/channel-ext.ts';
import { useT } from '../../i18n/index.ts';
import type { FilterChoice } from './filter-state.ts';
import styles from './FilterDropdowns.module.css';

interface FilterDropdownsProps {
  groups: FilterGroup[];
  choice: FilterChoice;
  onChange: (choice: FilterChoice) => void;
}

function GroupDropdown({ group, chosen, onPick }: { group: FilterGroup; chosen: string; onPick: (option: string) => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const pick = (option: string) => {
    onPick(option);
    setOpen(false);
  };
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className={chosen ? `${styles.trigger} ${styles.set}` : styles.trigger}>
        {group.label}: {chosen || t('channel.unlimited')}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className={styles.menu} sideOffset={4} align="start" aria-label={group.label}>
          <button type="button" className={chosen === '' ? `${styles.option} ${styles.current}` : styles.option} onClick={() => pick('')}>
            {t('channel.unlimited')}
          </button>
          {group.options.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={option === chosen}
              className={option === chosen ? `${styles.option} ${styles.current}` : styles.option}
              onClick={() => pick(option)}
            >
              {option}
            </button>
          ))}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** Desktop filters: one dropdown per group with '不限' first. */
export function FilterDropdowns({ groups, choice, onChange }: FilterDropdownsProps) {
  return (
    <div className={styles.bar}>
      {groups.map((group) => (
        <GroupDropdown key={group.label} group={group} chosen={choice[group.label] ?? ''} onPick={(option) => onChange({ ...choice, [group.label]: option })} />
      ))}
    </div>
  );
}
