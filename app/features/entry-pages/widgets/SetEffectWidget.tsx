import { useT } from '../../../i18n/index.ts';
import { Paragraphs } from './Paragraphs.tsx';
import type { WidgetProps } from './types.ts';
import styles from './publisher.module.css';

/** An artifact set's effects, one, two and four pieces, as a description list. */
export default function SetEffectWidget({ data }: WidgetProps<'reliquary_set_effect'>) {
  const t = useT();
  const effects: Array<[string, string]> = [
    [t('entry.setEffect.single'), data.single_set_effect],
    [t('entry.setEffect.two'), data.two_set_effect],
    [t('entry.setEffect.four'), data.four_set_effect],
  ];
  const shown = effects.filter(([, text]) => text.trim() !== '');
  return (
    <dl className={styles.facts}>
      {shown.map(([label, text]) => (
        <div key={label} className={styles.factRow}>
          <dt>{label}</dt>
          <dd>
            <Paragraphs text={text} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
