import { useEffect, useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { apiPost } from '../../lib/api-client.ts';
import { useAccount } from '../../lib/account/viewer-store.tsx';
import { useWiki } from '../../lib/wiki-context.tsx';
import { CorrectionEntry } from './CorrectionEntry.tsx';
import styles from './CorrectionButton.module.css';

/**
 * The correction entry of an ordinary content page (not an entry page): it opens the correction
 * modal in its correct_error variant. Anonymous readers see it and sign in first; a signed-in
 * reader sees it only when the server allows a correction (is_allow_correct_error: in good
 * standing and under the rate limit).
 */
export function ContentCorrectionButton({ contentId }: { contentId: number }) {
  const t = useT();
  const { edition } = useWiki();
  const account = useAccount();
  const signedIn = account.status === 'signed-in';
  const [allowed, setAllowed] = useState<boolean | null>(null);

  useEffect(() => {
    if (!signedIn) return;
    let cancelled = false;
    apiPost<{ allow: boolean }>(edition.app_sn, '/v1/content/is_allow_correct_error', { content_id: contentId }, { silent: true })
      .then((answer) => !cancelled && setAllowed(answer.allow))
      .catch(() => !cancelled && setAllowed(false));
    return () => {
      cancelled = true;
    };
  }, [signedIn, edition.app_sn, contentId]);

  if (account.status === 'checking' || (signedIn && allowed !== true)) return null;
  return (
    <CorrectionEntry target={{ kind: 'content', contentId }}>
      {(open) => (
        <button type="button" className={styles.button} onClick={open} aria-label={t('correction.contentOpenLabel')} data-content-correction="">
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          </svg>
          <span>{t('correction.open')}</span>
        </button>
      )}
    </CorrectionEntry>
  );
}
