import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { imageVariant } from '../../../../shared/images.ts';
import { useT } from '../../../i18n/index.ts';
import { useWiki } from '../../../lib/wiki-context.tsx';
import { ALL, filterItems, isAllSelected, tagOf, toggleTag, type TagSelection } from '../rules/filter-tags.ts';
import type { WidgetProps } from './types.ts';
import styles from '../entry.module.css';

/** Filter tags with a filter panel over a list of items (rules in rules/filter-tags.ts). */
export default function FilterListWidget({ data }: WidgetProps<'filter_list'>) {
  const t = useT();
  const { href } = useWiki();
  const [selection, setSelection] = useState<TagSelection>(ALL);
  const [panelOpen, setPanelOpen] = useState(false);
  const { shown, empty } = useMemo(() => filterItems(data.items, selection), [data.items, selection]);
  const allSelected = isAllSelected(selection);

  return (
    <div className={styles.filterList}>
      <div className={styles.tagRow}>
        <button type="button" className={styles.tag} aria-pressed={allSelected} data-active={allSelected ? 'true' : 'false'} onClick={() => setSelection(ALL)}>
          {t('entry.filter.all')}
        </button>
        {selection.map((tag) => (
          <button
            key={tag}
            type="button"
            className={styles.tag}
            data-active="true"
            aria-label={t('entry.filter.remove', { tag })}
            onClick={() => setSelection((current) => toggleTag(current, tag))}
          >
            {tag.split('/')[1]} ×
          </button>
        ))}
        <button type="button" className={styles.panelToggle} aria-expanded={panelOpen} onClick={() => setPanelOpen((open) => !open)}>
          {t(panelOpen ? 'entry.filter.close' : 'entry.filter.open')}
        </button>
      </div>
      {panelOpen ? (
        <div className={styles.filterPanel} role="group" aria-label={t('entry.filter.panel')}>
          {data.categories.map((category) => (
            <div key={category.name} className={styles.filterCategory}>
              <span className={styles.filterCategoryName}>{category.name}</span>
              <div className={styles.filterOptions}>
                {category.options.map((option) => {
                  const tag = tagOf(category.name, option);
                  const active = selection.includes(tag);
                  return (
                    <button
                      key={option}
                      type="button"
                      className={styles.tag}
                      aria-pressed={active}
                      data-active={active ? 'true' : 'false'}
                      onClick={() => setSelection((current) => toggleTag(current, tag))}
                    >
                      {option}
                    </button>
                  );
                })}
              </div>
            </div>
          ))}
        </div>
      ) : null}
      {empty ? (
        <p className={styles.emptyNotice} role="status">
          {t('entry.filter.empty')}
        </p>
      ) : (
        <ul className={styles.filterItems} aria-label={t('entry.filter.count', { n: shown.length })}>
          {shown.map((item) => {
            const body = (
              <>
                {item.icon_url ? (
                  <img className={styles.itemIcon} src={imageVariant(item.icon_url, 128)} alt="" width={56} height={56} loading="lazy" decoding="async" />
                ) : null}
                <span className={styles.itemName}>{item.name}</span>
              </>
            );
            return (
              <li key={`${item.name}-${item.entry_page_id ?? ''}`} className={styles.filterItem}>
                {item.entry_page_id ? (
                  <Link className={styles.itemLink} to={href(`content/${item.entry_page_id}/detail`)}>
                    {body}
                  </Link>
                ) : (
                  <span className={styles.itemLink}>{body}</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
