import { useEffect, useState } from 'react';
import type { TraditionalView } from '../../../../shared/content-language.ts';
import * as operatorTermsCalls from '../../../../shared/contract/calls/operator-terms.ts';
import { PREVIEW_MAX } from '../../../../shared/contract/operator-terms.ts';
import { ApiCallError, callApi } from '../../../lib/api-client.ts';
import styles from '../admin.module.css';
import own from './Terms.module.css';
import { useTermsT } from './terms-text.ts';

/** How long typing pauses before the text is sent. */
const PAUSE_MS = 300;

/**
 * The live preview: simplified text converted with the edition's stored terms (POST
 * term/preview, from the browser: a route action would reload the page's data each time). It is
 * sent again when the terms change (`version`), so a term just added shows at once.
 */
export function TermPreview({ appSn, view, version }: { appSn: string; view: TraditionalView; version: string }) {
  const t = useTermsT();
  const [text, setText] = useState('');
  const [converted, setConverted] = useState('');
  const [state, setState] = useState<{ busy: boolean; error: string }>({ busy: false, error: '' });

  useEffect(() => {
    if (text.trim() === '') {
      setConverted('');
      setState({ busy: false, error: '' });
      return;
    }
    const abort = new AbortController();
    setState((now) => ({ ...now, busy: true }));
    const timer = window.setTimeout(() => {
      callApi(appSn, operatorTermsCalls.previewTerms, { text, lang: view }, { signal: abort.signal, silent: true })
        .then((answer) => {
          setConverted(answer.text);
          setState({ busy: false, error: '' });
        })
        .catch((error: unknown) => {
          if ((error as Error)?.name === 'AbortError') return;
          setState({ busy: false, error: error instanceof ApiCallError ? error.message : String(error) });
        });
    }, PAUSE_MS);
    return () => {
      window.clearTimeout(timer);
      abort.abort();
    };
  }, [appSn, view, text, version]);

  return (
    <section className={styles.panel} aria-labelledby="term-preview-title">
      <h2 id="term-preview-title">{t('operator.terms.preview')}</h2>
      <label className={styles.field}>
        <span>{t('operator.terms.previewInput')}</span>
        <textarea
          rows={4}
          maxLength={PREVIEW_MAX}
          value={text}
          placeholder={t('operator.terms.previewPlaceholder')}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <p className={styles.meta}>{t('operator.terms.previewLength', { count: text.length, max: PREVIEW_MAX })}</p>
      <h3>{t('operator.terms.previewOutput')}</h3>
      <output className={own.output} aria-live="polite" aria-label={t('operator.terms.previewOutput')} aria-busy={state.busy} data-testid="term-preview-output">
        {converted}
      </output>
      {state.busy ? <p className={styles.meta}>{t('operator.terms.previewBusy')}</p> : null}
      {state.error ? (
        <p className={styles.error} role="alert">
          {t('operator.terms.previewFailed', { message: state.error })}
        </p>
      ) : null}
    </section>
  );
}
