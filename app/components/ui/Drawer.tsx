import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ReactElement, type ReactNode, type TouchEvent } from 'react';
import styles from './Drawer.module.css';

/** The least distance, in px, a touch must travel towards the drawer's edge to close it. */
const SWIPE_TO_CLOSE = 50;

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The edge the drawer slides in from. */
  placement: 'bottom' | 'left';
  /** The drawer's accessible name, shown in titleClassName ('visually-hidden': for screen readers only). */
  title: ReactNode;
  titleClassName?: string | undefined;
  /** The panel's own size and padding (the frame comes from here). */
  className?: string | undefined;
  /** A grab bar at the top of a bottom sheet. */
  handle?: boolean | undefined;
  /** A button that opens the drawer (it becomes Radix's trigger: aria-expanded, focus returns to it). */
  trigger?: ReactElement | undefined;
  children: ReactNode;
}

/**
 * A modal drawer on Radix Dialog: focus trap, Escape and overlay click close it, focus returns to
 * the trigger (or, opened by state, to what had it). A swipe towards its edge closes it too,
 * unless the touch scrolled a list in it.
 */
export function Drawer({ open, onOpenChange, placement, title, titleClassName, className, handle, trigger, children }: DrawerProps) {
  const swipe = useSwipeToClose(placement, () => onOpenChange(false));
  // Opened without a trigger (by state), Radix would leave focus on the page's body at close: it goes back where it was.
  const opener = useRef<HTMLElement | null>(null);
  const focusProps = trigger
    ? {}
    : {
        onOpenAutoFocus: () => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        },
        onCloseAutoFocus: (event: Event) => {
          if (!opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        },
      };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content className={`${styles.panel} ${styles[placement]} ${className ?? ''}`} aria-describedby={undefined} {...focusProps} {...swipe}>
          {handle ? <div className={styles.handle} /> : null}
          <RadixDialog.Title className={titleClassName}>{title}</RadixDialog.Title>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Closes on a touch that moves at least 50 px towards the drawer's edge, more that way than across. */
function useSwipeToClose(placement: DrawerProps['placement'], close: () => void) {
  const start = useRef<{ x: number; y: number; scrolled: boolean } | null>(null);
  return {
    onTouchStart(event: TouchEvent<HTMLElement>) {
      const touch = event.touches[0];
      start.current = touch ? { x: touch.clientX, y: touch.clientY, scrolled: scrolledWithin(event.target, event.currentTarget) } : null;
    },
    onTouchEnd(event: TouchEvent<HTMLElement>) {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const along = placement === 'bottom' ? touch.clientY - from.y : from.x - touch.clientX;
      const across = Math.abs(placement === 'bottom' ? touch.clientX - from.x : touch.clientY - from.y);
      // Pulling down a list that is scrolled scrolls it back up: only a list at its top lets the drawer go.
      if (along >= SWIPE_TO_CLOSE && along > across && !(placement === 'bottom' && from.scrolled)) close();
    },
  };
}

function scrolledWithin(target: EventTarget, panel: HTMLElement): boolean {
  for (let node = target instanceof HTMLElement ? target : null; node; node = node === panel ? null : node.parentElement) {
    if (node.scrollTop > 0) return true;
  }
  return false;
}
