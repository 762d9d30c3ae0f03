import { useMemo, useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { rowWindow } from '../rules/collapsed-rows.ts';
import { nextSort, sortRows, type SortState } from '../rules/sort-rows.ts';
import type { WidgetProps } from './types.ts';
import styles from '../entry.module.css';

/** Width of each fixed column in rem, so later fixed columns know where to stick. */
const FIXED_COLUMN_REM = 0.84;

/**
 * A table: sortable per column when `sortable` (rules/sort-rows.ts), scrolling sideways with its
 * first `fixed_columns` columns fixed. A long table shows its first rows and a button for the
 * rest (rules/collapsed-rows.ts): the server renders only the first ones; sorting orders them all.
 */
export default function TableWidget({ data }: WidgetProps<'table'>) {
  const t = useT();
  const [sort, setSort] = useState<SortState | null>(null);
  const [expanded, setExpanded] = useState(false);
  const sorted = useMemo(() => sortRows(data.rows, sort), [data.rows, sort]);
  const { shown: rows, hidden } = rowWindow(sorted, expanded);
  const fixed = data.fixed_columns;
  const cellStyle = (column: number) =>
    column < fixed
      ? { left: `${column * FIXED_COLUMN_REM}rem`, width: `${FIXED_COLUMN_REM}rem`, minWidth: `${FIXED_COLUMN_REM}rem`, maxWidth: `${FIXED_COLUMN_REM}rem` }
      : undefined;
  const fixedClass = (column: number) => (column < fixed ? `${styles.fixedCell} ${column === fixed - 1 ? styles.lastFixed : ''}` : '');

  const table = (
    <div
      className={styles.tableScroll}
      data-fixed-columns={fixed}
      tabIndex={0}
      aria-label={fixed > 0 ? t('entry.table.scrollHint') : undefined}
      role={fixed > 0 ? 'region' : undefined}
    >
      <table className={styles.table}>
        <thead>
          <tr>
            {data.columns.map((column, index) => {
              const direction = sort?.column === index ? sort.direction : undefined;
              return (
                <th
                  key={index}
                  scope="col"
                  className={fixedClass(index)}
                  style={cellStyle(index)}
                  aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : data.sortable ? 'none' : undefined}
                >
                  {data.sortable ? (
                    <button
                      type="button"
                      className={styles.sortButton}
                      aria-label={t(direction === 'asc' ? 'entry.table.sortDesc' : 'entry.table.sortAsc', { column })}
                      onClick={() => setSort((current) => nextSort(current, index))}
                    >
                      {column}
                      <span className={styles.sortMark} aria-hidden="true">
                        {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
                      </span>
                    </button>
                  ) : (
                    column
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {data.columns.map((_, c) =>
                c === 0 ? (
                  <th key={c} scope="row" className={fixedClass(c)} style={cellStyle(c)}>
                    {row[c] ?? ''}
                  </th>
                ) : (
                  <td key={c} className={fixedClass(c)} style={cellStyle(c)}>
                    {row[c] ?? ''}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  if (hidden === 0) return table;
  return (
    <>
      {table}
      <button type="button" className={styles.showAllRows} aria-expanded={false} onClick={() => setExpanded(true)}>
        {t('entry.table.showAll', { count: data.rows.length })}
      </button>
    </>
  );
}
