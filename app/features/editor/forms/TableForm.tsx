import { useT } from '../../../i18n/index.ts';
import { addColumn, addRow, removeColumn, removeRow, renameColumn, setCell, setFixedColumns, TABLE_LIMITS } from '../state/table.ts';
import { Checkbox, NumberInput } from './parts.tsx';
import { useTextOnly } from './text-only.ts';
import type { FormProps } from './types.ts';
import styles from '../editor.module.css';

/** The table's grid: column names in the head row, cells below, add/remove columns and rows, sorting and fixed columns. */
export function TableForm({ data, onChange, readOnly }: FormProps<'table'>) {
  const t = useT();
  // A translation changes the text only: no rows, columns or table settings (text-only.ts).
  const fixed = useTextOnly() || readOnly;
  return (
    <div className={styles.stack}>
      <div className={styles.inlineFields}>
        <Checkbox label={t('editor.field.sortable')} checked={data.sortable} disabled={fixed} onChange={(sortable) => onChange({ ...data, sortable })} />
        <NumberInput
          label={t('editor.field.fixedColumns')}
          value={data.fixed_columns}
          min={0}
          max={Math.min(TABLE_LIMITS.fixedColumns, data.columns.length)}
          readOnly={fixed}
          onChange={(count) => onChange(setFixedColumns(data, count))}
        />
        <span className={styles.muted}>{t('editor.field.rowCount', { n: data.rows.length })}</span>
      </div>
      <div className={styles.gridScroll}>
        <table className={styles.grid}>
          <thead>
            <tr>
              {data.columns.map((column, index) => (
                <th key={index} className={index < data.fixed_columns ? styles.fixedCell : undefined}>
                  <div className={styles.columnHead}>
                    <input
                      className={styles.cellInput}
                      aria-label={t('editor.field.columnName', { n: index + 1 })}
                      value={column}
                      maxLength={50}
                      readOnly={readOnly}
                      aria-invalid={!column.trim() || undefined}
                      onChange={(event) => onChange(renameColumn(data, index, event.target.value))}
                    />
                    {fixed || data.columns.length <= 1 ? null : (
                      <button
                        type="button"
                        className={styles.iconButton}
                        aria-label={t('editor.field.removeColumn', { n: index + 1 })}
                        onClick={() => onChange(removeColumn(data, index))}
                      >
                        ✕
                      </button>
                    )}
                  </div>
                </th>
              ))}
              {fixed ? null : <th className={styles.gridActions} />}
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {data.columns.map((_, columnIndex) => (
                  <td key={columnIndex} className={columnIndex < data.fixed_columns ? styles.fixedCell : undefined}>
                    <input
                      className={styles.cellInput}
                      aria-label={t('editor.field.cell', { row: rowIndex + 1, column: columnIndex + 1 })}
                      value={row[columnIndex] ?? ''}
                      maxLength={500}
                      readOnly={readOnly}
                      onChange={(event) => onChange(setCell(data, rowIndex, columnIndex, event.target.value))}
                    />
                  </td>
                ))}
                {fixed ? null : (
                  <td className={styles.gridActions}>
                    <button
                      type="button"
                      className={styles.iconButton}
                      aria-label={t('editor.field.removeRow', { n: rowIndex + 1 })}
                      onClick={() => onChange(removeRow(data, rowIndex))}
                    >
                      ✕
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {fixed ? null : (
        <div className={styles.inlineFields}>
          <button type="button" className={styles.addButton} disabled={data.rows.length >= TABLE_LIMITS.rows} onClick={() => onChange(addRow(data))}>
            + {t('editor.field.addRow')}
          </button>
          <button
            type="button"
            className={styles.addButton}
            disabled={data.columns.length >= TABLE_LIMITS.columns}
            onClick={() => onChange(addColumn(data, t('editor.field.newColumn', { n: data.columns.length + 1 })))}
          >
            + {t('editor.field.addColumn')}
          </button>
        </div>
      )}
    </div>
  );
}
