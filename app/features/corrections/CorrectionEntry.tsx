import { Suspense, useState } from 'react';
import { optionalLazy } from '../../lib/lazy/optional-lazy.tsx';
import { useAccount } from '../../lib/account/viewer-store.tsx';
import type { ReportTarget } from './report-payload.ts';

const CorrectionModal = optionalLazy(() => import('./CorrectionModal.tsx'));

interface CorrectionEntryProps {
  target: ReportTarget;
  imageRequire?: boolean;
  minLength?: number;
  /** Draws the opener; `open` starts login for anonymous visitors, else shows the modal. */
  children: (open: () => void) => React.ReactNode;
}

/**
 * An opener of the correction modal: it needs a session, so an anonymous visitor's click
 * starts login instead. The modal's code loads on the first opening.
 */
export function CorrectionEntry({ target, imageRequire, minLength, children }: CorrectionEntryProps) {
  const account = useAccount();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const start = () => {
    if (account.status === 'anonymous') {
      account.login();
      return;
    }
    setLoaded(true);
    setOpen(true);
  };
  return (
    <>
      {children(start)}
      {loaded ? (
        <Suspense fallback={null}>
          <CorrectionModal
            open={open}
            onOpenChange={setOpen}
            target={target}
            {...(imageRequire !== undefined ? { imageRequire } : {})}
            {...(minLength !== undefined ? { minLength } : {})}
          />
        </Suspense>
      ) : null}
    </>
  );
}
