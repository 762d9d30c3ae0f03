import { useState } from 'react';
import { imageVariant } from '../../../../shared/images.ts';
import { useT } from '../../../i18n/index.ts';
import { parseCardDetail, type CardDetail } from '../rules/card-detail.ts';
import { ModalDialog } from './ModalDialog.tsx';
import type { WidgetProps } from './types.ts';
import styles from '../entry.module.css';

/** Cards; a click opens the card's detail in a modal (damaged detail is only logged, no modal). */
export default function CardWidget({ data }: WidgetProps<'card'>) {
  const t = useT();
  const [open, setOpen] = useState<{ name: string; icon: string; detail: CardDetail } | null>(null);
  return (
    <>
      <ul className={styles.cards}>
        {data.cards.map((card, index) => (
          <li key={index}>
            <button
              type="button"
              className={styles.card}
              aria-label={t('entry.card.detail', { name: card.name })}
              onClick={() => {
                const detail = parseCardDetail(card.detail);
                if (detail) setOpen({ name: card.name, icon: card.icon_url, detail });
              }}
            >
              {card.icon_url ? (
                <img className={styles.cardImage} src={imageVariant(card.icon_url, 240)} alt="" width={96} height={96} loading="lazy" decoding="async" />
              ) : null}
              <span className={styles.itemName}>{card.name}</span>
            </button>
          </li>
        ))}
      </ul>
      <ModalDialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)} title={open?.name ?? ''} closeLabel={t('entry.card.close')}>
        {open ? (
          <div className={styles.cardDetail}>
            {open.icon ? <img className={styles.cardImage} src={imageVariant(open.icon, 240)} alt="" width={96} height={96} /> : null}
            <dl className={styles.cardFacts}>
              <dt>{t('entry.card.cost')}</dt>
              <dd>{open.detail.cost}</dd>
              <dt>{t('entry.card.type')}</dt>
              <dd>{open.detail.type}</dd>
            </dl>
            <p className={styles.dialogText}>{open.detail.text}</p>
            {open.detail.tags.length > 0 ? <p className={styles.muted}>{open.detail.tags.join(' · ')}</p> : null}
          </div>
        ) : null}
      </ModalDialog>
    </>
  );
}
