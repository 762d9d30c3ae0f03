import { useT } from '../../../i18n/index.ts';
import type { WidgetProps } from './types.ts';
import styles from './publisher.module.css';

/** Stats by ascension level: a table a level, its first row naming the columns. */
export default function AscensionWidget({ data }: WidgetProps<'ascension'>) {
  const t = useT();
  const levels = data.list.filter((level) => level.combatList.slice(1).some((row) => row.values.some((value) => value.trim() !== '')));
  return (
    <div className={styles.levels}>
      {levels.map((level, index) => {
        const [head, ...rows] = level.combatList;
        const width = Math.max(head?.values.length ?? 0, ...rows.map((row) => row.values.length));
        const columns = Array.from({ length: width }, (_, at) => head?.values[at] ?? '');
        return (
          <div key={index} className={styles.scroll} tabIndex={0} role="region" aria-label={t('entry.ascension.stats', { level: level.key })}>
            <table className={styles.levelTable}>
              <caption>{level.key}</caption>
              <thead>
                <tr>
                  <th scope="col">{head?.key ?? ''}</th>
                  {columns.map((column, at) => (
                    <th key={at} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, at) => (
                  <tr key={at}>
                    <th scope="row">{row.key}</th>
                    {columns.map((_, column) => (
                      <td key={column}>{row.values[column] ?? ''}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      })}
    </div>
  );
}
