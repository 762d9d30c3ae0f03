import { useState } from 'react';
import { CONTENT_LANGUAGES, type ContentLanguage } from '../../../../shared/content-language.ts';
import type { OperatorEdition } from '../../../../shared/contract/operator.ts';
import styles from '../admin.module.css';
import own from './Terms.module.css';
import { languageName, useTermsT } from './terms-text.ts';

/**
 * The edition's content languages: any of the publisher's fifteen codes, and which one is the
 * source (stored first). Saving sends them source first, then the others in the codes' order.
 */
export function ContentLanguagesForm({ edition, onSubmit }: { edition: OperatorEdition; onSubmit(langs: ContentLanguage[]): Promise<boolean> }) {
  const t = useTermsT();
  const stored = edition.content_langs.filter((code): code is ContentLanguage => (CONTENT_LANGUAGES as readonly string[]).includes(code));
  const [chosen, setChosen] = useState<ReadonlySet<ContentLanguage>>(new Set(stored));
  const [source, setSource] = useState<ContentLanguage | undefined>(stored[0]);
  const [busy, setBusy] = useState(false);
  const ordered = CONTENT_LANGUAGES.filter((code) => chosen.has(code));

  const toggle = (code: ContentLanguage, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(code);
    else next.delete(code);
    setChosen(next);
    // The source is always one of the chosen: the first chosen when there was none, the first left when it was unchecked.
    if (on && !source) setSource(code);
    if (!on && source === code) setSource(CONTENT_LANGUAGES.find((other) => next.has(other)));
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!source || ordered.length === 0) return;
    setBusy(true);
    try {
      await onSubmit([source, ...ordered.filter((code) => code !== source)]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.panel} onSubmit={(event) => void submit(event)} aria-labelledby="content-langs-title" noValidate>
      <h2 id="content-langs-title">
        {t('operator.languages.title')} <span className={styles.meta}>{edition.name}</span>
      </h2>
      <p className={styles.hint}>{t('operator.languages.hint')}</p>
      <fieldset className={own.fieldset}>
        <legend>{t('operator.languages.pick')}</legend>
        <div className={own.languages}>
          {CONTENT_LANGUAGES.map((code) => (
            <label key={code} className={own.language}>
              <input type="checkbox" checked={chosen.has(code)} onChange={(event) => toggle(code, event.target.checked)} />
              <span>{languageName(t, code)}</span>
              <code className={styles.meta}>{code}</code>
              {code === source ? <span className={own.badge}>{t('operator.languages.sourceTag')}</span> : null}
            </label>
          ))}
        </div>
      </fieldset>
      <label className={styles.field} style={{ maxWidth: 320, marginTop: 10 }}>
        <span>{t('operator.languages.source')}</span>
        <select value={source ?? ''} onChange={(event) => setSource(event.target.value as ContentLanguage)} disabled={ordered.length === 0}>
          {ordered.map((code) => (
            <option key={code} value={code}>
              {languageName(t, code)} ({code})
            </option>
          ))}
        </select>
      </label>
      {ordered.length === 0 ? (
        <p className={styles.error} role="alert">
          {t('operator.languages.none')}
        </p>
      ) : null}
      <div className={styles.row}>
        <button type="submit" className={styles.primary} disabled={busy || ordered.length === 0}>
          {t('operator.languages.save')}
        </button>
      </div>
    </form>
  );
}
