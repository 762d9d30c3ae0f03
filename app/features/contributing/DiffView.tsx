import type { DiffRunWire } from '../../../shared/contract/contributing.ts';
import { useT } from '../../i18n/index.ts';
import { diffBlocks, type DiffBlock } from './diff-layout.ts';
import styles from './DiffView.module.css';

/** True when a diff has no added or removed line. */
export const diffIsEmpty = (diff: readonly DiffRunWire[]) => diff.every((run) => run.kind === 'same');

/**
 * A readable line diff: added lines marked +, removed lines −, unchanged context plain, and the
 * unchanged lines left out shown as ⋯ n ⋯. Lines are text, never HTML.
 */
export function DiffView({ diff, label }: { diff: readonly DiffRunWire[]; label: string }) {
  return (
    <div className={styles.diff} role="group" aria-label={label} data-diff="">
      {diffBlocks(diff).map((block, index) => (
        <div key={index} className={styles[block.kind]}>
          <Lines kind={block.kind} lines={block.before} />
          {block.skipped > 0 ? <div className={styles.skipped}>⋯ {block.skipped} ⋯</div> : null}
          <Lines kind={block.kind} lines={block.after} />
        </div>
      ))}
    </div>
  );
}

function Lines({ kind, lines }: { kind: DiffBlock['kind']; lines: string[] }) {
  const t = useT();
  return lines.map((line, index) =>
    kind === 'added' ? (
      <ins key={index} className={styles.line} aria-label={`${t('history.added')}: ${line}`}>
        + {line}
      </ins>
    ) : kind === 'removed' ? (
      <del key={index} className={styles.line} aria-label={`${t('history.removed')}: ${line}`}>
        − {line}
      </del>
    ) : (
      <span key={index} className={styles.line}>
        {'  '}
        {line}
      </span>
    ),
  );
}
