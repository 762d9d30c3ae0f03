import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  MEDIAWIKI_UPLOAD_LIMITS,
  type MediawikiUploadBegin,
  type MediawikiUploadState,
  type MediawikiUploadStatus,
} from '../../../../shared/contract/mediawiki-import.ts';
import { consumeOrRefuse, rateLimiter, type RateLimiter, type RateRule } from '../../../rate-limit/rate-limit.ts';
import type { AppConfig } from '../../../config/env.ts';
import type { Db } from '../../../db/database.ts';
import { DomainError } from '../../../domains/domain-error.ts';
import { compiledBuildDir } from '../../../process/code-cache.ts';
import { reportLines, type ImportReport } from '../report.ts';
import { editionContentLanguages } from '../../../../shared/content-language.ts';
import { ImportError } from '../import-error.ts';
import { translationLanguage } from '../translations/language.ts';
import { translationReportLines, type TranslationImportReport } from '../translations/report.ts';

/** Dump uploads an operator may start per hour, and chunks they may send. */
export const DUMP_UPLOAD_LIMIT: RateRule = { limit: 5, windowSeconds: 3_600 };
export const DUMP_CHUNK_LIMIT: RateRule = { limit: 2_000, windowSeconds: 3_600 };

/** One upload's state, kept beside its bytes (any app process on this host reads it). */
interface UploadMeta {
  upload_id: string;
  edition_id: number;
  app_sn: string;
  user_id: number;
  file_name: string;
  size: number;
  received: number;
  chunks: number;
  state: MediawikiUploadState;
  message: string;
  created_at: number;
  /** A translations import (`--lang`): its content language; its report is the file beside the dump, not a mediawiki_imports row. */
  lang?: string;
}

const folderOf = (config: Pick<AppConfig, 'dataDir'>) => path.join(config.dataDir, 'mediawiki-imports');
const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(-80) || 'dump.xml';

/** Whether the first bytes are a dump: gzip, bzip2, or XML whose root is <mediawiki>. */
export function looksLikeDump(head: Buffer): boolean {
  if (head[0] === 0x1f && head[1] === 0x8b) return true;
  if (head[0] === 0x42 && head[1] === 0x5a && head[2] === 0x68) return true;
  const text = head
    .subarray(0, 4_096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  return /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*<mediawiki[\s>]/.test(text);
}

/**
 * How the server starts `npm run import:mediawiki`: the command compiled beside it
 * (BUILD_DIR/node/cli), or from source under tsx when the server itself runs from source.
 */
function importCommand(): string[] {
  const compiled = compiledBuildDir();
  if (compiled) return [path.join(compiled, 'cli', 'import-mediawiki.cjs')];
  return ['--import', 'tsx', path.join(process.cwd(), 'server/cli/import-mediawiki.ts')];
}

/** The environment of the import process: the server's own database and storage settings. */
function importEnvironment(config: AppConfig): Record<string, string> {
  const env: Record<string, string | undefined> = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: config.env,
    LOG_LEVEL: 'silent',
    DATA_DIR: config.dataDir,
    DATABASE_URL: config.databaseUrl,
    DATABASE_SCHEMA: config.databaseSchema,
    UPLOAD_MAX_MB: String(config.uploadMaxMb),
    IMAGE_HOSTS: config.imageHosts.join(','),
  };
  if (config.s3) {
    Object.assign(env, {
      S3_BUCKET: config.s3.bucket,
      S3_REGION: config.s3.region,
      S3_ENDPOINT: config.s3.endpoint,
      S3_FORCE_PATH_STYLE: String(config.s3.forcePathStyle),
      S3_PREFIX: config.s3.prefix,
      S3_ACCESS_KEY_ID: config.s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: config.s3.secretAccessKey,
    });
  }
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''));
}

/**
 * Dumps uploaded from the operator console: received in chunks into DATA_DIR/mediawiki-imports
 * (checked by their first bytes, size-limited, rate-limited per operator), then imported by
 * `server/cli/import-mediawiki.ts` in a process of its own (the server keeps serving; a run
 * stopped by a restart resumes when started again). Progress is the import's own state row.
 */
export function dumpUploads(db: Db, rateLimits?: RateLimiter) {
  const limiter = rateLimits ?? rateLimiter(db);

  async function metaOf(config: AppConfig, editionId: number, userId: number, uploadId: string): Promise<UploadMeta> {
    let meta: UploadMeta;
    try {
      meta = JSON.parse(await fs.readFile(path.join(folderOf(config), `${uploadId}.json`), 'utf8')) as UploadMeta;
    } catch {
      throw new DomainError('not_found', `upload_id: no dump upload ${uploadId}`);
    }
    if (meta.edition_id !== editionId || meta.user_id !== userId) throw new DomainError('not_found', `upload_id: no dump upload ${uploadId}`);
    return meta;
  }
  const saveMeta = (config: AppConfig, meta: UploadMeta) => fs.writeFile(path.join(folderOf(config), `${meta.upload_id}.json`), JSON.stringify(meta));
  const dumpPath = (config: AppConfig, meta: UploadMeta) => path.join(folderOf(config), `${meta.upload_id}-${safeName(meta.file_name)}`);
  const chunkCount = (size: number) => Math.ceil(size / MEDIAWIKI_UPLOAD_LIMITS.chunkBytes);
  const reportPath = (config: AppConfig, meta: UploadMeta) => path.join(folderOf(config), `${meta.upload_id}.report.json`);

  /** A translations import's state: the upload's own (set when its process ends) and the report file it wrote. */
  async function translationStatus(config: AppConfig, meta: UploadMeta): Promise<MediawikiUploadStatus> {
    let lines: string[] = [];
    if (meta.state === 'finished') {
      try {
        lines = translationReportLines(JSON.parse(await fs.readFile(reportPath(config, meta), 'utf8')) as TranslationImportReport);
      } catch {
        lines = [];
      }
    }
    return {
      upload_id: meta.upload_id,
      file_name: meta.file_name,
      state: meta.state,
      size: meta.size,
      received: meta.received,
      chunk_size: MEDIAWIKI_UPLOAD_LIMITS.chunkBytes,
      chunk_count: chunkCount(meta.size),
      import: null,
      message: meta.message,
      report_lines: lines,
    };
  }

  async function status(config: AppConfig, meta: UploadMeta): Promise<MediawikiUploadStatus> {
    if (meta.lang) return translationStatus(config, meta);
    const run = await db
      .selectFrom('mediawiki_imports')
      .select(['id', 'status', 'bytes_read', 'source_bytes', 'pages', 'revisions', 'convert_done', 'convert_total', 'message', 'report'])
      .where('edition_id', '=', meta.edition_id)
      .where('source_name', '=', path.basename(dumpPath(config, meta)))
      .orderBy('id', 'desc')
      .executeTakeFirst();
    let state = meta.state;
    let message = meta.message;
    let lines: string[] = [];
    if (run?.status === 'finished') {
      state = 'finished';
      try {
        lines = reportLines(JSON.parse(run.report) as ImportReport);
      } catch {
        lines = [];
      }
    } else if (run?.status === 'failed') {
      state = 'failed';
      message ||= run.message;
    }
    return {
      upload_id: meta.upload_id,
      file_name: meta.file_name,
      state,
      size: meta.size,
      received: meta.received,
      chunk_size: MEDIAWIKI_UPLOAD_LIMITS.chunkBytes,
      chunk_count: chunkCount(meta.size),
      import: run
        ? {
            id: Number(run.id),
            bytes_read: Number(run.bytes_read),
            bytes: Number(run.source_bytes),
            pages: run.pages,
            revisions: run.revisions,
            converting: run.convert_total > 0 ? { done: run.convert_done, total: run.convert_total } : null,
          }
        : null,
      message,
      report_lines: lines,
    };
  }

  return {
    /** Starts an upload: the size is checked against the limit, the operator's uploads counted. */
    async begin(config: AppConfig, edition: { id: number; app_sn: string }, userId: number, input: MediawikiUploadBegin): Promise<MediawikiUploadStatus> {
      if (input.lang !== undefined) {
        const row = await db.selectFrom('editions').select(['content_langs', 'default_lang']).where('id', '=', edition.id).executeTakeFirstOrThrow();
        try {
          translationLanguage(input.lang, editionContentLanguages(row.content_langs, row.default_lang), edition.app_sn);
        } catch (error) {
          if (error instanceof ImportError) throw new DomainError('invalid', `lang: ${error.message.replace(/^--lang /, '')}`);
          throw error;
        }
      }
      await consumeOrRefuse(limiter, `mediawiki-upload:user:${userId}`, DUMP_UPLOAD_LIMIT, 'dump uploads');
      await fs.mkdir(folderOf(config), { recursive: true });
      const meta: UploadMeta = {
        upload_id: randomBytes(16).toString('hex'),
        edition_id: edition.id,
        app_sn: edition.app_sn,
        user_id: userId,
        file_name: input.file_name,
        size: input.size,
        received: 0,
        chunks: 0,
        state: 'uploading',
        message: '',
        created_at: Math.floor(Date.now() / 1000),
        ...(input.lang !== undefined ? { lang: input.lang } : {}),
      };
      await fs.writeFile(dumpPath(config, meta), '');
      await saveMeta(config, meta);
      return status(config, meta);
    },

    /** Takes the next chunk (in order); the first must start like a dump. */
    async chunk(config: AppConfig, editionId: number, userId: number, uploadId: string, index: number, bytes: Buffer): Promise<MediawikiUploadStatus> {
      await consumeOrRefuse(limiter, `mediawiki-chunk:user:${userId}`, DUMP_CHUNK_LIMIT, 'dump chunks');
      const meta = await metaOf(config, editionId, userId, uploadId);
      if (meta.state !== 'uploading') throw new DomainError('conflict', 'upload_id: this upload is complete');
      // A chunk sent again (its answer was lost) is taken as received.
      if (index < meta.chunks) return status(config, meta);
      if (index !== meta.chunks) throw new DomainError('invalid', `index: send chunk ${meta.chunks} next`);
      const count = chunkCount(meta.size);
      const expected = index === count - 1 ? meta.size - index * MEDIAWIKI_UPLOAD_LIMITS.chunkBytes : MEDIAWIKI_UPLOAD_LIMITS.chunkBytes;
      if (bytes.length !== expected) throw new DomainError('invalid', `body: chunk ${index} must be ${expected} bytes, got ${bytes.length}`);
      if (index === 0 && !looksLikeDump(bytes)) {
        meta.state = 'failed';
        meta.message = 'not a MediaWiki XML export (plain, .gz or .bz2)';
        await saveMeta(config, meta);
        await fs.rm(dumpPath(config, meta), { force: true });
        throw new DomainError('invalid', `file: ${meta.message}`);
      }
      await fs.appendFile(dumpPath(config, meta), bytes);
      meta.chunks++;
      meta.received += bytes.length;
      await saveMeta(config, meta);
      return status(config, meta);
    },

    /** Starts the import of a complete upload in a process of its own. */
    async start(config: AppConfig, editionId: number, userId: number, uploadId: string): Promise<MediawikiUploadStatus> {
      const meta = await metaOf(config, editionId, userId, uploadId);
      if (meta.state !== 'uploading') throw new DomainError('conflict', `upload_id: the import has already been started (${meta.state})`);
      if (meta.received !== meta.size) throw new DomainError('conflict', `upload_id: ${meta.received} of ${meta.size} bytes received; send the rest first`);
      const file = dumpPath(config, meta);
      const log = path.join(folderOf(config), `${meta.upload_id}.log`);
      meta.state = 'importing';
      await saveMeta(config, meta);
      const output = await fs.open(log, 'w');
      const translations = meta.lang ? ['--lang', meta.lang, '--report', reportPath(config, meta)] : [];
      const child = spawn(process.execPath, [...importCommand(), file, '--edition', meta.app_sn, ...translations], {
        cwd: process.cwd(),
        env: importEnvironment(config),
        stdio: ['ignore', output.fd, output.fd],
      });
      child.once('error', () => undefined);
      child.once('close', (code) => {
        void output.close();
        void (async () => {
          const latest = await metaOf(config, editionId, userId, uploadId).catch(() => undefined);
          if (!latest) return;
          if (code === 0) latest.state = 'finished';
          else {
            latest.state = 'failed';
            const text = await fs.readFile(log, 'utf8').catch(() => '');
            latest.message = text.trim().split('\n').slice(-3).join('\n').slice(0, 1_000) || `the import stopped (exit code ${code})`;
          }
          await saveMeta(config, latest);
          // The dump stays until it is imported: a failed run can be started again from the command line.
          if (code === 0) await fs.rm(file, { force: true });
        })();
      });
      return status(config, meta);
    },

    async status(config: AppConfig, editionId: number, userId: number, uploadId: string): Promise<MediawikiUploadStatus> {
      return status(config, await metaOf(config, editionId, userId, uploadId));
    },
  };
}

export type DumpUploads = ReturnType<typeof dumpUploads>;
