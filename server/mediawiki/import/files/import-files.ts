import fs from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_TYPE_MESSAGE, uploadSizeMessage } from '../../../../shared/contract/corrections.ts';
import type { Db } from '../../../db/database.ts';
import { DomainError } from '../../../domains/domain-error.ts';
import type { FileStorage } from '../../../storage/storage.ts';
import { mimeOfName } from '../../../domains/uploads/picture.ts';
import { storeCleanPicture } from '../../../domains/uploads/store-picture.ts';
import { addRejectedImage, type ImportReport } from '../report.ts';
import { fileNameKey, type Namespaces } from '../titles.ts';
import { ImportError } from '../import-error.ts';

/** Folders of a MediaWiki images directory that hold no current file: thumbnails, old versions, deleted files. */
const SKIPPED_FOLDERS = new Set(['thumb', 'archive', 'temp', 'deleted', 'lockdir', 'transcoded']);
/** Files dump tools write beside the pictures: descriptions and lists, not uploads. */
const SIDE_FILES = /\.(desc|xml|json|txt|html?|md5|sha1)$/i;

/** The files folder of a dump: --files, else an `images` folder beside the dump (WikiTeam's dumpgenerator), else none. */
export async function filesFolderOf(dumpFile: string, explicit: string | undefined): Promise<string | undefined> {
  const candidate = explicit ?? path.join(path.dirname(dumpFile), 'images');
  const stat = await fs.stat(candidate).catch(() => undefined);
  if (stat?.isDirectory()) return candidate;
  if (explicit) throw new ImportError(`--files ${explicit}: no such folder`);
  return undefined;
}

async function* walk(folder: string, depth = 0): AsyncGenerator<string> {
  const entries = await fs.opendir(folder);
  for await (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (depth === 0 && SKIPPED_FOLDERS.has(entry.name)) continue;
      if (depth < 3) yield* walk(full, depth + 1);
    } else if (entry.isFile() && !SIDE_FILES.test(entry.name)) {
      yield full;
    }
  }
}

export interface ImportFilesOptions {
  editionId: number;
  namespaces: Namespaces;
  maxMb: number;
  report: ImportReport;
  log?: (line: string) => void;
}

/**
 * Stores each picture of the folder as our upload after the same checks a user's upload gets
 * (server/domains/uploads/picture.ts: the type by magic number, decodable, pixel limits, the size
 * limit; re-encoded without metadata), once per content. Records every file's outcome in
 * mediawiki_files; a file seen before with the same size and time is not read again. A
 * refused file is reported, never fatal.
 */
export async function importFiles(db: Db, storage: FileStorage, folder: string, options: ImportFilesOptions): Promise<void> {
  const { editionId, report } = options;
  for await (const file of walk(folder)) {
    const name = fileNameKey(options.namespaces, path.basename(file));
    const stat = await fs.stat(file);
    const mtime = Math.floor(stat.mtimeMs / 1000);
    const known = await db
      .selectFrom('mediawiki_files')
      .select(['status', 'source_bytes', 'source_mtime', 'message'])
      .where('edition_id', '=', editionId)
      .where('name', '=', name)
      .executeTakeFirst();
    if (known && Number(known.source_bytes) === stat.size && Number(known.source_mtime) === mtime) {
      if (known.status === 'stored') report.images.already_stored++;
      else addRejectedImage(report, name, known.message);
      continue;
    }
    let uploadKey: string | null = null;
    let message = '';
    try {
      uploadKey = await storePicture(db, storage, file, stat.size, options.maxMb);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      message = error.message.replace(/^file: /, '');
    }
    const row = {
      upload_key: uploadKey,
      status: uploadKey ? ('stored' as const) : ('rejected' as const),
      message,
      source_bytes: stat.size,
      source_mtime: mtime,
    };
    await db
      .insertInto('mediawiki_files')
      .values({ edition_id: editionId, name, ...row })
      .onConflict((oc) => oc.columns(['edition_id', 'name']).doUpdateSet(row))
      .execute();
    if (uploadKey) report.images.stored++;
    else {
      addRejectedImage(report, name, message);
      options.log?.(`File ${name} refused: ${message}`);
    }
  }
}

async function storePicture(db: Db, storage: FileStorage, file: string, size: number, maxMb: number): Promise<string> {
  if (size > maxMb * 1024 * 1024) throw new DomainError('invalid', uploadSizeMessage(maxMb));
  const declared = mimeOfName(file);
  if (!declared) throw new DomainError('invalid', UPLOAD_TYPE_MESSAGE);
  return storeCleanPicture(db, storage, await fs.readFile(file), declared, null);
}

/** Every stored file of the edition: MediaWiki name → our image URL (the converter resolves [[File:]] with it). */
export async function storedFiles(db: Db, editionId: number): Promise<Array<[string, string]>> {
  const rows = await db
    .selectFrom('mediawiki_files')
    .select(['name', 'upload_key'])
    .where('edition_id', '=', editionId)
    .where('status', '=', 'stored')
    .execute();
  return rows.flatMap((row) => (row.upload_key ? [[row.name, `/img/${row.upload_key}`] as [string, string]] : []));
}
