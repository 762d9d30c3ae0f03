import { BackupError } from '../backup/backup-error.ts';

/**
 * A copy, export or import that cannot go ahead, with what to do about it. A kind of
 * BackupError, so the command-line programs print its message alone (no stack trace).
 */
export class TransferError extends BackupError {}
