import type { ReactNode } from 'react';
import { useT } from '../../i18n/index.ts';
import { useRedPoints, type RedPointType } from './red-points.ts';
import styles from './RedDot.module.css';

interface RedDotProps {
  /** What the red point marks: a channel (tab), a content entry, or a recommended placement (recommend_id). */
  type: RedPointType;
  id: number;
  children: ReactNode;
  /**
   * Extra class of the wrapper (an inline-block, position: relative). It may move the dot with
   * --red-dot-top and --red-dot-right (e.g. over an icon's corner).
   */
  className?: string;
  /** A block wrapper, for tiles that fill their cell. */
  block?: boolean;
  /**
   * Where the dot sits: over the wrapper's top-right corner (default), or inset inside it (for
   * pills and for wrappers in a scrolling row, which would clip a dot that sticks out).
   */
  placement?: 'corner' | 'inset';
}

/**
 * Wraps something that leads to a target (a tab, a tile) and shows a red dot on it while the
 * target has a red point; a click anywhere inside dismisses it (and lets the click go on).
 */
export function RedDot({ type, id, children, className, block = false, placement = 'corner' }: RedDotProps) {
  const t = useT();
  const { has, dismiss } = useRedPoints();
  const shown = has(type, id);
  return (
    <span
      className={[styles.wrap, block ? styles.block : '', className ?? ''].filter(Boolean).join(' ')}
      data-red-point={shown ? `${type}:${id}` : undefined}
      onClick={shown ? () => dismiss(type, id) : undefined}
    >
      {children}
      {shown ? (
        <span className={placement === 'inset' ? `${styles.dot} ${styles.inset}` : styles.dot}>
          <span className="visually-hidden">{t('redPoint.new')}</span>
        </span>
      ) : null}
    </span>
  );
}
