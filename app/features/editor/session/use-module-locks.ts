import { useCallback, useEffect, useRef, useState } from 'react';
import type { ModuleLockWire } from '../../../../shared/contract/contributing.ts';
import { EDITOR_LIMITS } from '../../../../shared/limits.ts';
import { editorApi, releaseLockOnUnload } from './editor-api.ts';

export interface ModuleLocks {
  /** Another editor's live lock on a module, if any (that module is read-only here). */
  heldByOther: (moduleId: string) => ModuleLockWire | undefined;
  /** Whether the caller holds the module's lock. */
  mine: (moduleId: string) => boolean;
  /** Starts editing a module: takes its lock (and lets go of the one held before). */
  acquire: (moduleId: string) => void;
}

const nowSeconds = () => Date.now() / 1000;

/**
 * Module locks of an existing entry (entry_page/module/lock): the module being edited is
 * locked, renewed every EDITOR_LIMITS.lockRenewSeconds while the page is open, and released when
 * another module is picked or the page is left. Other editors' locks are read again at each
 * renewal. A new entry (id 0) has no locks.
 */
export function useModuleLocks(appSn: string, entryPageId: number, initial: readonly ModuleLockWire[]): ModuleLocks {
  const [locks, setLocks] = useState<ModuleLockWire[]>(() => initial.filter((lock) => !lock.mine));
  const [held, setHeld] = useState<string | null>(null);
  const heldRef = useRef<string | null>(null);
  const enabled = entryPageId > 0;

  const take = useCallback(
    async (moduleId: string) => {
      try {
        const answer = await editorApi.lock(appSn, entryPageId, moduleId, 'acquire');
        if (answer.acquired) {
          if (heldRef.current === moduleId) setHeld(moduleId);
          setLocks((current) => current.filter((lock) => lock.module_id !== moduleId));
        } else {
          if (heldRef.current === moduleId) {
            heldRef.current = null;
            setHeld(null);
          }
          const lock = answer.lock;
          if (lock) setLocks((current) => [...current.filter((other) => other.module_id !== moduleId), lock]);
        }
      } catch {
        // A failed renewal is retried at the next interval; the server refuses a stale save anyway.
      }
    },
    [appSn, entryPageId],
  );

  const acquire = useCallback(
    (moduleId: string) => {
      if (!enabled || heldRef.current === moduleId) return;
      const previous = heldRef.current;
      heldRef.current = moduleId;
      if (previous) void editorApi.lock(appSn, entryPageId, previous, 'release').catch(() => {});
      void take(moduleId);
    },
    [enabled, appSn, entryPageId, take],
  );

  useEffect(() => {
    if (!enabled) return;
    const renew = setInterval(() => {
      if (heldRef.current) void take(heldRef.current);
      editorApi
        .locks(appSn, entryPageId)
        .then((answer) => setLocks(answer.locks.filter((lock) => !lock.mine)))
        .catch(() => {});
    }, EDITOR_LIMITS.lockRenewSeconds * 1000);
    const leave = () => {
      if (heldRef.current) releaseLockOnUnload(appSn, entryPageId, heldRef.current);
    };
    window.addEventListener('pagehide', leave);
    return () => {
      clearInterval(renew);
      window.removeEventListener('pagehide', leave);
      leave();
      heldRef.current = null;
    };
  }, [enabled, appSn, entryPageId, take]);

  const heldByOther = useCallback((moduleId: string) => locks.find((lock) => lock.module_id === moduleId && lock.expires_at > nowSeconds()), [locks]);
  const mine = useCallback((moduleId: string) => held === moduleId, [held]);
  return { heldByOther, mine, acquire };
}
