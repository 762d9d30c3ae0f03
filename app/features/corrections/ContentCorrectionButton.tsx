import { Suspense } from 'react';
import * as reportCalls from '../../../shared/contract/calls/corrections.ts';
import { callApi } from '../../lib/api-client.ts';
import { useAccount } from '../../lib/account/viewer-store.tsx';
import { useWiki } from '../../lib/wiki-context.tsx';
import { useApiAnswer } from '../../lib/route-data.ts';
import { CorrectionOpenButton } from './CorrectionButton.tsx';

const open = (contentId: number) => (
  <CorrectionOpenButton target={{ kind: 'content', contentId }} label="correction.contentOpenLabel" marker="data-content-correction" />
);

/**
 * The correction entry of an ordinary content page (not an entry page): it opens the correction
 * modal in its correct_error variant. Anonymous readers see it and sign in first; a signed-in
 * reader sees it only when the server allows a correction (is_allow_correct_error: in good
 * standing and under the rate limit).
 */
export function ContentCorrectionButton({ contentId }: { contentId: number }) {
  const account = useAccount();
  if (account.status === 'checking') return null;
  if (account.status !== 'signed-in') return open(contentId);
  return (
    <Suspense fallback={null}>
      <AllowedCorrectionButton contentId={contentId} aid={account.user?.aid ?? ''} />
    </Suspense>
  );
}

/** The button once the server allows the signed-in reader a correction; nothing until it answers. */
function AllowedCorrectionButton({ contentId, aid }: { contentId: number; aid: string | number }) {
  const { edition } = useWiki();
  const answer = useApiAnswer(`correct-error:${edition.app_sn}:${aid}:${contentId}`, () =>
    callApi(edition.app_sn, reportCalls.isAllowCorrectError, { content_id: contentId }, { silent: true }),
  );
  return answer.status === 'ready' && answer.data.allow ? open(contentId) : null;
}
