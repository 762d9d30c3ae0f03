import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { MergeConflictWire } from '../../../shared/contract/merge-conflicts.ts';
import { liveResolutions, type Resolutions } from './ConflictView.tsx';

/**
 * The review page's resolutions of a submission's merge conflicts: what the conflict view
 * chose, the ones still shown (sent with the approval), how many are missing, and a reload of
 * the submission after a refused approval (the page may have moved: its conflicts are worked out anew).
 */
export function useResolutions(conflicts: MergeConflictWire[]) {
  const [resolutions, setResolutions] = useState<Resolutions>({});
  const { revalidate } = useRevalidator();
  const { live, missing } = liveResolutions(conflicts, resolutions);
  return {
    conflicts,
    resolutions,
    setResolutions,
    missing,
    /** What the approval sends: nothing when there is no conflict. */
    body: conflicts.length > 0 ? { resolutions: live } : {},
    afterRefusal: () => (conflicts.length > 0 ? void revalidate() : undefined),
  };
}
