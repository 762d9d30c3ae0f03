import { useEffect, useState } from 'react';
import { apiPost } from '../../lib/api-client.ts';
import { useAccount } from '../../lib/account/viewer-store.tsx';
import { useWiki } from '../../lib/wiki-context.tsx';
import { CorrectionOpenButton } from './CorrectionButton.tsx';

/**
 * The correction entry of an ordinary content page (not an entry page): it opens the correction
 * modal in its correct_error variant. Anonymous readers see it and sign in first; a signed-in
 * reader sees it only when the server allows a correction (is_allow_correct_error: in good
 * standing and under the rate limit).
 */
export function ContentCorrectionButton({ contentId }: { contentId: number }) {
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
  return <CorrectionOpenButton target={{ kind: 'content', contentId }} label="correction.contentOpenLabel" marker="data-content-correction" />;
}
