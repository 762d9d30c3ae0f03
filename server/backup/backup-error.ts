/** A backup or restore that cannot go ahead, with what to do about it. */
export class BackupError extends Error {}
