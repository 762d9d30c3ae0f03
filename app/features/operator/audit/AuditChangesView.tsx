import type { AuditChanges, DiffLine, FieldChange } from '../../../../server/domains/operator/audit-changes.ts';
import { useT } from '../../../i18n/index.ts';
import { useFormat } from '../../../lib/format/use-format.ts';
import styles from './Audit.module.css';

const MARK: Record<Exclude<DiffLine['op'], 'skip'>, string> = { same: ' ', add: '+', del: '−' };

function Lines({ lines }: { lines: DiffLine[] }) {
  const t = useT();
  return (
    <pre className={styles.lines} data-audit-lines="">
      {lines.map((line, index) =>
        line.op === 'skip' ? (
          <span key={index} className={styles.skip}>
            {t('operator.audit.skipped', { count: line.count })}
          </span>
        ) : (
          <span key={index} className={styles[line.op]} data-op={line.op}>
            <span className={styles.mark} aria-hidden="true">
              {MARK[line.op]}
            </span>
            {line.text === '' ? ' ' : line.text}
          </span>
        ),
      )}
    </pre>
  );
}

/** Fields holding a time in seconds (created_at, start_time, mtime...). */
const TIME_FIELD = /(_at|_time|^mtime|^ctime)$/;

/** A value on one side: an empty text shows as "", a missing one as a dash, a time on the edition's clock. */
function Side({ field, text, kind }: { field: string; text: string | null; kind: 'before' | 'after' }) {
  const format = useFormat();
  if (text === null) return <span className={styles.none}>—</span>;
  const seconds = TIME_FIELD.test(field) && /^\d{9,10}$/.test(text) ? Number(text) : undefined;
  const shown = seconds !== undefined ? format.dateTimeSeconds(seconds) : text === '' ? '""' : text;
  const title = seconds !== undefined ? text : undefined;
  return kind === 'before' ? (
    <del className={styles.before} title={title}>
      {shown}
    </del>
  ) : (
    <ins className={styles.after} title={title}>
      {shown}
    </ins>
  );
}

function Field({ field }: { field: FieldChange }) {
  const t = useT();
  return (
    <div className={styles.field} data-audit-field={field.field} data-change={field.change}>
      <dt className={styles.name}>
        {field.field || t('operator.audit.change')}
        {field.change !== 'changed' ? (
          <span className={styles.badge}>{t(field.change === 'added' ? 'operator.audit.added' : 'operator.audit.removed')}</span>
        ) : null}
      </dt>
      <dd className={styles.value}>
        {field.lines ? (
          <Lines lines={field.lines} />
        ) : field.change === 'changed' ? (
          <span className={styles.inline}>
            <Side field={field.field} text={field.before} kind="before" />
            <span className={styles.arrow} aria-label={t('operator.audit.to')}>
              →
            </span>
            <Side field={field.field} text={field.after} kind="after" />
          </span>
        ) : (
          <Side field={field.field} text={field.change === 'added' ? field.after : field.before} kind={field.change === 'added' ? 'after' : 'before'} />
        )}
      </dd>
    </div>
  );
}

/** An audit entry's changes, field by field: old values struck out in red, new ones in green, long ones as a line diff. */
export function AuditChangesView({ changes }: { changes: AuditChanges }) {
  const t = useT();
  return (
    <div className={styles.changes}>
      {changes.fields.length > 0 ? (
        <dl className={styles.fields}>
          {changes.fields.map((field) => (
            <Field key={field.field} field={field} />
          ))}
        </dl>
      ) : (
        <p className={styles.quiet}>{t('operator.audit.noChange')}</p>
      )}
      {changes.unchanged > 0 && changes.fields.length > 0 ? (
        <p className={styles.quiet}>{t('operator.audit.unchanged', { count: changes.unchanged })}</p>
      ) : null}
    </div>
  );
}
