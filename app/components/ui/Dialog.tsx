import * as RadixDialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef, type ComponentPropsWithoutRef, type ReactNode, type RefObject } from 'react';
import { useT } from '../../i18n/index.ts';
import frameStyles from '../../styles/dialog.module.css';

export interface DialogProps extends Omit<ComponentPropsWithoutRef<typeof RadixDialog.Content>, 'title'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name. */
  title: ReactNode;
  titleClassName?: string | undefined;
  /** Read out after the title (aria-describedby); none: the dialog has no description. */
  description?: ReactNode;
  descriptionClassName?: string | undefined;
  /** Where focus goes on close, instead of the element that had it on open (a trigger that unmounts, say). */
  returnFocus?: RefObject<HTMLElement | null> | undefined;
  /**
   * 'centred' (default): the shared overlay and centred panel (app/styles/dialog.module.css), the
   * className adding size and padding. 'own': className and overlayClassName are the whole frame
   * (no overlayClassName: no overlay).
   */
  frame?: 'centred' | 'own';
  overlayClassName?: string | undefined;
  children?: ReactNode;
}

/**
 * A modal dialog on Radix: title, optional description, focus trap, Escape and overlay click close it.
 * Opened by state (it has no Radix trigger), it gives focus back on close to what had it on open.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  titleClassName,
  description,
  descriptionClassName,
  returnFocus,
  frame = 'centred',
  overlayClassName,
  className,
  children,
  ...content
}: DialogProps) {
  const centred = frame === 'centred';
  const opener = useRef<HTMLElement | null>(null);
  // Before Radix moves focus in (its focus scope does so in a later, passive effect).
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) opener.current = document.activeElement;
  }, [open]);
  const overlay = centred ? join(frameStyles.overlay, overlayClassName) : overlayClassName;
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        {overlay ? <RadixDialog.Overlay className={overlay} /> : null}
        <RadixDialog.Content
          className={centred ? join(frameStyles.panel, className) : className}
          {...(description === undefined || description === null ? { 'aria-describedby': undefined } : {})}
          onCloseAutoFocus={(event: Event) => {
            const target = returnFocus?.current ?? opener.current;
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
          {...content}
        >
          <RadixDialog.Title className={titleClassName}>{title}</RadixDialog.Title>
          {description === undefined || description === null ? null : (
            <RadixDialog.Description className={descriptionClassName}>{description}</RadixDialog.Description>
          )}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Closes the dialog it is in (asChild: the child element is the button). */
export const DialogClose = RadixDialog.Close;

/** The × in a dialog's corner: closes it, named '关闭' for screen readers. */
export function DialogCloseButton({ className }: { className?: string | undefined }) {
  const t = useT();
  return (
    <RadixDialog.Close className={className} aria-label={t('common.close')}>
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </RadixDialog.Close>
  );
}

function join(a: string | undefined, b: string | undefined): string | undefined {
  return a && b ? `${a} ${b}` : (a ?? b);
}
