import * as Dialog from '@radix-ui/react-dialog';
import * as Tooltip from '@radix-ui/react-tooltip';
import { useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { useLayout } from '../../../lib/wiki-context.tsx';
import { FOOTNOTE_TOOLTIP, footnoteMode } from '../rules/footnotes.ts';
import styles from '../entry.module.css';

/**
 * The desktop note: a tooltip after hovering 200 ms, offset [30, 12] (30 px along the marker,
 * 12 px away). A click pins it open (Radix would close a tooltip on the click that follows the
 * hover): it then stays until Escape, a click elsewhere or a second click on the marker.
 */
function FootnoteTooltip({ label, n, text }: { label: string; n: number; text: string }) {
  const [hovered, setHovered] = useState(false);
  const [pinned, setPinned] = useState(false);
  return (
    <Tooltip.Provider delayDuration={FOOTNOTE_TOOLTIP.delayMs}>
      <Tooltip.Root open={hovered || pinned} onOpenChange={setHovered}>
        <Tooltip.Trigger asChild>
          <button
            type="button"
            className={styles.footnote}
            aria-label={label}
            data-footnote={n}
            // Default prevented: Radix's own handlers, which close the tooltip, are skipped.
            onPointerDown={(event) => event.preventDefault()}
            onClick={(event) => {
              event.preventDefault();
              setPinned((was) => !was);
              setHovered(false);
            }}
          >
            [{n}]
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            className={styles.footnoteTip}
            side="top"
            align="start"
            sideOffset={FOOTNOTE_TOOLTIP.distance}
            alignOffset={FOOTNOTE_TOOLTIP.skidding}
            onEscapeKeyDown={() => setPinned(false)}
            onPointerDownOutside={() => setPinned(false)}
          >
            {text}
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}

/** A footnote marker [n]: a tooltip on desktop (hover, or click to keep it open); on mobile a tap opens it in a dialog. */
export function Footnote({ n, text }: { n: number; text: string }) {
  const t = useT();
  const layout = useLayout();
  const label = t('entry.footnote', { n });
  if (footnoteMode(layout) === 'tooltip') return <FootnoteTooltip label={label} n={n} text={text} />;
  const marker = (
    <button type="button" className={styles.footnote} aria-label={label} data-footnote={n}>
      [{n}]
    </button>
  );
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
