import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { isSafeKey } from '../storage/storage.ts';
import { BackupError } from './backup-error.ts';
import { fileChecksum, sha256 } from './checksum.ts';

export const MANIFEST_FILE = 'manifest.json';
/** Stored files sit under this folder of a backup, by their storage key. */
export const FILES_FOLDER = 'files';

const checksum = z.string().regex(/^[0-9a-f]{64}$/, 'must be a SHA-256 in hex');
const size = z.number().int().min(0);

const storedFileSchema = z.object({
  key: z.string().refine(isSafeKey, 'must be a safe storage key'),
  bytes: size,
  sha256: checksum,
  /** The type the file is put back with. */
  mime: z.string().min(1),
});
export type StoredFileEntry = z.infer<typeof storedFileSchema>;

/** What a backup folder holds; restore checks every byte against it before writing anything. */
export const manifestSchema = z.object({
  format: z.literal('almanac-backup'),
  version: z.literal(1),
  createdAt: z.iso.datetime(),
  /** The package.json version that wrote it. */
  appVersion: z.string(),
  database: z.object({
    kind: z.enum(['sqlite', 'postgres']),
    /** database.sqlite (a SQLite file) or database.pgdump (pg_dump's custom format). */
    file: z.enum(['database.sqlite', 'database.pgdump']),
    bytes: size,
    sha256: checksum,
    /** The newest migration applied: the schema version. */
    migration: z.string().min(1),
    /** PostgreSQL: the schema dumped, and the server's version. */
    schema: z.string().optional(),
    serverVersion: z.string().optional(),
  }),
  files: z.object({ count: size, bytes: size, list: z.array(storedFileSchema) }),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

export async function writeManifest(dir: string, manifest: BackupManifest): Promise<void> {
  await fs.writeFile(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** The manifest of a backup folder, refused when missing or malformed. */
export async function readManifest(dir: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await fs.readFile(path.join(dir, MANIFEST_FILE), 'utf8');
  } catch {
    throw new BackupError(`${dir} is not a backup: it has no ${MANIFEST_FILE}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError(`${path.join(dir, MANIFEST_FILE)} is not JSON`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'manifest'}: ${issue.message}`);
    throw new BackupError(`${path.join(dir, MANIFEST_FILE)} is not a backup manifest this version reads:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

/** Checks the database file and every stored file of a backup against the manifest's sizes and checksums. */
export async function verifyBackup(dir: string, manifest: BackupManifest): Promise<void> {
  const problems: string[] = [];
  const database = await fileChecksum(path.join(dir, manifest.database.file)).catch(() => undefined);
  if (!database) problems.push(`${manifest.database.file}: missing`);
  else if (database.sha256 !== manifest.database.sha256 || database.bytes !== manifest.database.bytes)
    problems.push(`${manifest.database.file}: checksum differs`);
  for (const entry of manifest.files.list) {
    const bytes = await fs.readFile(path.join(dir, FILES_FOLDER, entry.key)).catch(() => undefined);
    if (!bytes) problems.push(`${FILES_FOLDER}/${entry.key}: missing`);
    else if (bytes.length !== entry.bytes || sha256(bytes) !== entry.sha256) problems.push(`${FILES_FOLDER}/${entry.key}: checksum differs`);
    if (problems.length >= 10) break;
  }
  if (problems.length > 0) throw new BackupError(`The backup in ${dir} is damaged; nothing was restored:\n  ${problems.join('\n  ')}`);
}
