import { useMemo, useState } from 'react';
import type { TraditionalView } from '../../../../shared/content-language.ts';
import { TERM_MAX, type OperatorTerm } from '../../../../shared/contract/operator-terms.ts';
import { useT } from '../../../i18n/index.ts';
import { useFormat } from '../../../lib/format/use-format.ts';
import styles from '../admin.module.css';
import own from './Terms.module.css';
import { useTermsT } from './terms-text.ts';

/** What the page does with a term: add or replace one (renaming from `previous`), delete one. Each answers whether it was done. */
export interface TermActions {
  save(term: { source: string; target: string; previous?: string }): Promise<boolean>;
  remove(source: string): Promise<boolean>;
}

/** A term's two spellings as typed, trimmed as the server stores them; '' when either is missing. */
const trimmed = (source: string, target: string) => ({ source: source.trim(), target: target.trim() });

/** Adds a term: its simplified spelling and the traditional one. */
function AddTerm({ terms, actions }: { terms: readonly OperatorTerm[]; actions: TermActions }) {
  const t = useTermsT();
  const [source, setSource] = useState('');
  const [target, setTarget] = useState('');
  const [busy, setBusy] = useState(false);
  const wanted = trimmed(source, target);
  const existing = terms.find((term) => term.source === wanted.source);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!wanted.source || !wanted.target) return;
    setBusy(true);
    try {
      if (await actions.save(wanted)) {
        setSource('');
        setTarget('');
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t('operator.terms.add')}>
      <h3>{t('operator.terms.add')}</h3>
      <div className={own.addForm}>
        <label className={styles.field}>
          <span>{t('operator.terms.source')}</span>
          <input value={source} onChange={(event) => setSource(event.target.value)} maxLength={TERM_MAX} required autoComplete="off" lang="zh-CN" />
        </label>
        <label className={styles.field}>
          <span>{t('operator.terms.target')}</span>
          <input value={target} onChange={(event) => setTarget(event.target.value)} maxLength={TERM_MAX} required autoComplete="off" lang="zh-TW" />
        </label>
        <button type="submit" className={styles.primary} disabled={busy || !wanted.source || !wanted.target}>
          {t('operator.terms.addButton')}
        </button>
      </div>
      {existing ? (
        <p className={styles.hint} role="status">
          {t('operator.terms.exists', { source: existing.source, target: existing.target })}
        </p>
      ) : null}
    </form>
  );
}

/** One term: its spellings with edit and delete, or the two fields while it is edited. */
function TermRow({ term, actions }: { term: OperatorTerm; actions: TermActions }) {
  const t = useTermsT();
  const translate = useT();
  const format = useFormat();
  const [editing, setEditing] = useState(false);
  const [source, setSource] = useState(term.source);
  const [target, setTarget] = useState(term.target);
  const [busy, setBusy] = useState(false);
  const wanted = trimmed(source, target);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!wanted.source || !wanted.target) return;
    setBusy(true);
    try {
      if (await actions.save({ ...wanted, ...(wanted.source !== term.source ? { previous: term.source } : {}) })) setEditing(false);
    } finally {
      setBusy(false);
    }
  };

  if (editing)
    return (
      <li className={own.term} data-term={term.source}>
        <form
          className={own.term}
          style={{ flex: '1 1 100%', border: 0, padding: 0 }}
          onSubmit={(event) => void save(event)}
          aria-label={t('operator.terms.edit', { source: term.source })}
        >
          <div className={own.editFields}>
            <input
              aria-label={t('operator.terms.source')}
              value={source}
              onChange={(event) => setSource(event.target.value)}
              maxLength={TERM_MAX}
              lang="zh-CN"
            />
            <input
              aria-label={t('operator.terms.target')}
              value={target}
              onChange={(event) => setTarget(event.target.value)}
              maxLength={TERM_MAX}
              lang="zh-TW"
            />
          </div>
          <div className={own.actions}>
            <button type="submit" className={styles.primary} disabled={busy || !wanted.source || !wanted.target}>
              {t('operator.terms.save')}
            </button>
            <button
              type="button"
              className={styles.button}
              onClick={() => {
                setSource(term.source);
                setTarget(term.target);
                setEditing(false);
              }}
            >
              {t('operator.terms.cancel')}
            </button>
          </div>
        </form>
      </li>
    );

  return (
    <li className={own.term} data-term={term.source}>
      <span className={own.pair}>
        <span lang="zh-CN">{term.source}</span>
        <span className={own.arrow} aria-hidden="true">
          →
        </span>
        <strong lang="zh-TW">{term.target}</strong>
        <span className={styles.meta}>{t('operator.terms.updatedAt', { time: format.dateTime(term.updated_at) })}</span>
      </span>
      <span className={own.actions}>
        <button type="button" className={styles.small} aria-label={t('operator.terms.edit', { source: term.source })} onClick={() => setEditing(true)}>
          {translate('operator.edit')}
        </button>
        <button
          type="button"
          className={`${styles.small} ${styles.danger}`}
          aria-label={t('operator.terms.delete', { source: term.source })}
          disabled={busy}
          onClick={() => {
            if (!window.confirm(t('operator.terms.confirmDelete', { source: term.source }))) return;
            setBusy(true);
            void actions.remove(term.source).finally(() => setBusy(false));
          }}
        >
          {translate('operator.delete')}
        </button>
      </span>
    </li>
  );
}

/** The terms of one view with a search over both spellings, the form that adds one, and each term's edit and delete. */
export function TermTable({ view, terms, total, actions }: { view: TraditionalView; terms: readonly OperatorTerm[]; total: number; actions: TermActions }) {
  const t = useTermsT();
  const [query, setQuery] = useState('');
  const needle = query.trim();
  const shown = useMemo(() => (needle ? terms.filter((term) => term.source.includes(needle) || term.target.includes(needle)) : terms), [terms, needle]);
  return (
    <div data-view={view}>
      <AddTerm terms={terms} actions={actions} />
      <div className={own.toolbar}>
        <label className={`${styles.field} ${own.search}`}>
          <span>{t('operator.terms.search')}</span>
          <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder={t('operator.terms.searchPlaceholder')} />
        </label>
        <span className={styles.meta} role="status">
          {t('operator.terms.count', { count: total })}
        </span>
      </div>
      {terms.length === 0 ? (
        <p className={styles.hint}>{t('operator.terms.empty')}</p>
      ) : shown.length === 0 ? (
        <p className={styles.hint}>{t('operator.terms.noMatch')}</p>
      ) : (
        <ul className={own.terms} aria-label={t('operator.terms.title')}>
          {shown.map((term) => (
            <TermRow key={`${term.source} ${term.target} ${term.updated_at}`} term={term} actions={actions} />
          ))}
        </ul>
      )}
    </div>
  );
}
