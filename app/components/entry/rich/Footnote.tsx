import * as Dialog from '@radix-ui/react-dialog';
import * as Tooltip from '@radix-ui/react-tooltip';
import { useT } from '../../../i18n/index.ts';
import { useLayout } from '../../../lib/wiki-context.tsx';
import { FOOTNOTE_TOOLTIP, footnoteMode } from '../rules/footnotes.ts';
import styles from '../entry.module.css';

/**
 * A footnote marker [n]: on desktop its note shows in a tooltip after hovering 200 ms, offset
 * [30, 12] (30 px along the marker, 12 px away); on mobile a tap opens it in a dialog.
 */
export function Footnote({ n, text }: { n: number; text: string }) {
  const t = useT();
  const layout = useLayout();
  const label = t('entry.footnote', { n });
  const marker = (
    <button type="button" className={styles.footnote} aria-label={label} data-footnote={n}>
      [{n}]
    </button>
  );
  if (footnoteMode(layout) === 'tooltip') {
    return (
      <Tooltip.Provider delayDuration={FOOTNOTE_TOOLTIP.delayMs}>
        <Tooltip.Root>
          <Tooltip.Trigger asChild>{marker}</Tooltip.Trigger>
          <Tooltip.Portal>
            <Tooltip.Content className={styles.footnoteTip} side="top" align="start" sideOffset={FOOTNOTE_TOOLTIP.distance} alignOffset={FOOTNOTE_TOOLTIP.skidding}>
              {text}
            </Tooltip.Content>
          </Tooltip.Portal>
        </Tooltip.Root>
      </Tooltip.Provider>
    );
  }
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>{marker}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} aria-describedby={undefined}>
          <Dialog.Title className={styles.dialogTitle}>{label}</Dialog.Title>
          <p className={styles.dialogText}>{text}</p>
          <Dialog.Close className={styles.dialogClose}>{t('entry.footnote.close')}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
