import { Retcode } from '../../shared/contract/retcode.ts';
import { ApiError } from '../api/errors.ts';
import { noteStorageFault, storageFaultOf, type StorageFaultKind } from './storage-fault.ts';

const MESSAGES: Record<StorageFaultKind, string> = {
  full: "the server's disk is full; your change was not saved",
  read_only: "the server's data folder is read-only; your change was not saved",
  io: 'the server could not write to its disk; your change was not saved',
};

/**
 * A full disk, a read-only data folder or a failing disk (server/faults/storage-fault.ts) answers
 * 507 Insufficient Storage with a message saying so, instead of a 500 naming nothing; readiness
 * is told (server/health/disk-check.ts).
 */
export function storageFullAnswer(error: unknown): ApiError | undefined {
  const fault = storageFaultOf(error);
  if (!fault) return undefined;
  noteStorageFault(fault);
  return new ApiError(Retcode.STORAGE_UNAVAILABLE, 507, MESSAGES[fault.kind]);
}
