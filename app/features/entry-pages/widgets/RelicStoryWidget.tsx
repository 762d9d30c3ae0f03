import { useLayoutEffect, useRef, useState } from 'react';
import { imageVariant } from '../../../../shared/images.ts';
import { useT } from '../../../i18n/index.ts';
import { relicStoryBoxVisible, storyParagraphs } from '../rules/relic-story.ts';
import { ModalDialog } from './ModalDialog.tsx';
import type { WidgetProps } from './types.ts';
import styles from '../entry.module.css';

type Piece = WidgetProps<'relic_story'>['data']['pieces'][number];

function Story({ piece }: { piece: Piece }) {
  const text = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(true);
  useLayoutEffect(() => {
    if (text.current) setVisible(relicStoryBoxVisible(text.current.getBoundingClientRect().height));
  }, [piece.story]);
  return (
    <div className={styles.storyBox} hidden={!visible}>
      <div ref={text}>
        {storyParagraphs(piece.story).map((line, index) => (
          <p key={index} className={styles.dialogText}>
            {line}
          </p>
        ))}
      </div>
    </div>
  );
}

/** Relic pieces; each opens its story in a dialog. */
export default function RelicStoryWidget({ data }: WidgetProps<'relic_story'>) {
  const t = useT();
  const [open, setOpen] = useState<number | null>(null);
  const piece = open === null ? undefined : data.pieces[open];
  return (
    <>
      <ul className={styles.relics}>
        {data.pieces.map((item, index) => (
          <li key={index} className={styles.relic}>
            {item.icon_url ? (
              <img className={styles.itemIcon} src={imageVariant(item.icon_url, 128)} alt="" width={56} height={56} loading="lazy" decoding="async" />
            ) : null}
            <div className={styles.relicText}>
              <strong>{item.name}</strong>
              {item.slot ? <span className={styles.muted}>{item.slot}</span> : null}
              {item.description ? <span className={styles.relicDescription}>{item.description}</span> : null}
            </div>
            <button type="button" className={styles.smallButton} onClick={() => setOpen(index)} aria-label={t('entry.relic.storyOf', { name: item.name })}>
              {t('entry.relic.story')}
            </button>
          </li>
        ))}
      </ul>
      <ModalDialog open={piece !== undefined} onOpenChange={(next) => !next && setOpen(null)} title={piece?.name ?? ''} closeLabel={t('entry.relic.close')}>
        {piece ? <Story piece={piece} /> : null}
      </ModalDialog>
    </>
  );
}
