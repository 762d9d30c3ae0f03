import { useEffect, useState } from 'react';
import { FILTER_ALL_ID } from '../../../shared/search-limits.ts';
import type { FilterNode } from '../../../shared/contract/search.ts';
import { useT } from '../../i18n/index.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import type { FilterTree } from './filter-tree.data.ts';
import { useRouteLoad } from '../../lib/route-data.ts';
import { filterName, truncateLabel, type FilterValue } from './filter-value.ts';
import styles from './Search.module.css';

const NO_TREE: FilterNode[] = [];

/**
 * The channel tree of the filter (scene CommonUser): asked for when the panel first opens (a
 * fetcher of filter-tree.data.ts), then kept for the page; failures are silent.
 */
function useFilterTree(enabled: boolean): FilterNode[] {
  const { edition, href } = useWiki();
  const [wanted, setWanted] = useState(enabled);
  if (enabled && !wanted) setWanted(true);
  const { state } = useRouteLoad<FilterTree>(wanted ? href('reader-data/filter-tree', { app_sn: edition.app_sn }) : null);
  return state.status === 'ready' ? state.data : NO_TREE;
}

interface ChannelFilterProps {
  value: FilterValue | null;
  onChange(value: FilterValue | null): void;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * The mobile channel filter: a toggle labelled with the chosen channel (10 characters and an
 * ellipsis) and a two-column panel: first-level channels ('all' first), then the chosen one's
 * second level ('unlimited' first). Choosing a second-level entry applies it and closes.
 */
export function ChannelFilterToggle({ value, open, onOpenChange }: Pick<ChannelFilterProps, 'value' | 'open' | 'onOpenChange'>) {
  const t = useT();
  const name = filterName(value);
  return (
    <button
      type="button"
      className={`${styles.filterToggle} ${open ? styles.filterToggleOpen : ''}`}
      aria-expanded={open}
      aria-controls="search-filter-panel"
      onClick={() => onOpenChange(!open)}
      data-search-filter-toggle=""
    >
      <span>{name ? truncateLabel(name) : t('search.filterAll')}</span>
      <svg viewBox="0 0 12 12" aria-hidden="true">
        <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
    </button>
  );
}

export function ChannelFilterPanel({ value, onChange, open, onOpenChange }: ChannelFilterProps) {
  const t = useT();
  const tree = useFilterTree(open);
  const [firstId, setFirstId] = useState<number>(value?.ids[0] ?? FILTER_ALL_ID);
  useEffect(() => {
    if (open) setFirstId(value?.ids[0] ?? FILTER_ALL_ID);
  }, [open, value]);
  if (!open) return null;
  const first = tree.find((node) => node.id === firstId) ?? tree[0];
  const label = (node: FilterNode) => (node.id === FILTER_ALL_ID ? (node.parent_id === 0 ? t('search.filterAll') : t('search.filterUnlimited')) : node.name);
  const choose = (second: FilterNode) => {
    if (!first) return;
    onChange(first.id === FILTER_ALL_ID ? null : { ids: [first.id, second.id], data: [first, second] });
    onOpenChange(false);
  };
  return (
    <div id="search-filter-panel" className={styles.filterPanel} data-search-filter-panel="">
      {tree.length === 0 ? <p className={styles.status}>{t('search.loading')}</p> : null}
      <ul className={styles.filterColumn} aria-label={t('search.filterFirst')}>
        {tree.map((node) => (
          <li key={node.id}>
            <button
              type="button"
              className={`${styles.filterOption} ${node.id === first?.id ? styles.filterOptionActive : ''}`}
              aria-pressed={node.id === first?.id}
              onClick={() => setFirstId(node.id)}
            >
              {label(node)}
            </button>
          </li>
        ))}
      </ul>
      <ul className={styles.filterColumn} aria-label={t('search.filterSecond')}>
        {(first?.children ?? []).map((node) => {
          const chosen = value !== null && value.ids[0] === first?.id && value.ids[1] === node.id;
          return (
            <li key={node.id}>
              <button
                type="button"
                className={`${styles.filterOption} ${chosen ? styles.filterOptionActive : ''}`}
                aria-pressed={chosen}
                onClick={() => choose(node)}
              >
                {label(node)}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
