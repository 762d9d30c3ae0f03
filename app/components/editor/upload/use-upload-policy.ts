import { useEffect, useState } from 'react';
import type { UploadPolicy } from '../../../../shared/contract/corrections.ts';
import { UPLOAD_LIMITS } from '../../../../shared/limits.ts';
import { apiGet } from '../../../lib/api-client.ts';

let cached: number | undefined;

/** The upload ceiling in MB the server is configured with (UPLOAD_MAX_MB), asked once per page load. */
export function useUploadMaxMb(appSn: string): number {
  const [maxMb, setMaxMb] = useState<number>(cached ?? UPLOAD_LIMITS.maxImageMb);
  useEffect(() => {
    if (cached !== undefined) return;
    let cancelled = false;
    apiGet<UploadPolicy>(appSn, '/v1/upload/policy', {}, { silent: true })
      .then((policy) => {
        cached = policy.max_size_mb;
        if (!cancelled) setMaxMb(policy.max_size_mb);
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [appSn]);
  return maxMb;
}
