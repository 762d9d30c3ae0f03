import type { Readable } from 'node:stream';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import type { DumpNamespace, DumpPageChunk, DumpPageHead, DumpRevision, DumpSiteInfo } from './types.ts';
import { ImportError } from '../import-error.ts';

export type DumpItem = { kind: 'siteinfo'; siteInfo: DumpSiteInfo } | { kind: 'page'; chunk: DumpPageChunk };

export interface ReadDumpOptions {
  /** A page's revisions are handed over in chunks of at most this many bytes of wikitext (the last revision always comes alone if it is larger). */
  maxChunkBytes?: number;
  /** ... and of at most this many revisions. */
  maxChunkRevisions?: number;
}

/** The schema versions this reader knows; others are read the same way (their elements are a superset). */
export const KNOWN_SCHEMAS = ['0.10', '0.11'];

const isoSeconds = (text: string) => {
  const ms = Date.parse(text.trim());
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : 0;
};
const intOf = (text: string) => {
  const value = Number.parseInt(text.trim(), 10);
  return Number.isFinite(value) ? value : 0;
};

/**
 * Reads a MediaWiki XML export (schema 0.10/0.11) as it streams in, with saxes: the siteinfo
 * first, then each page's revisions, never holding more than one page chunk's text (plus the
 * current stream chunk). Pulling the next item pulls the stream, so a slow consumer slows the read.
 */
export async function* readDump(text: Readable, options: ReadDumpOptions = {}): AsyncGenerator<DumpItem> {
  const maxBytes = options.maxChunkBytes ?? 8 * 1024 * 1024;
  const maxRevisions = options.maxChunkRevisions ?? 500;
  const parser = new SaxesParser({ xmlns: false, position: false });
  const queue: DumpItem[] = [];

  const stack: string[] = [];
  let buffer: string[] = [];
  let capturing = false;
  let schemaVersion = '';

  let site: DumpSiteInfo | null = null;
  let namespace: { key: number; case: DumpNamespace['case'] } | null = null;
  let page: DumpPageHead | null = null;
  let revisions: DumpRevision[] = [];
  let bytes = 0;
  let revision: DumpRevision | null = null;
  let sawRevision = false;

  const startCapture = () => {
    buffer = [];
    capturing = true;
  };
  const endCapture = () => {
    capturing = false;
    const value = buffer.length === 1 ? buffer[0]! : buffer.join('');
    buffer = [];
    return value;
  };

  const flush = (final: boolean) => {
    if (!page) return;
    // Keep the newest revision back until the page ends: it may be the last one.
    const keep = final ? 0 : 1;
    if (revisions.length <= keep) return;
    const out = revisions.slice(0, revisions.length - keep);
    const kept = revisions.slice(revisions.length - keep);
    const outBytes = out.reduce((sum, rev) => sum + rev.text.length, 0);
    queue.push({ kind: 'page', chunk: { page, revisions: out, final, bytes: outBytes } });
    revisions = kept;
    bytes -= outBytes;
  };

  parser.on('opentag', (tag: SaxesTagPlain) => {
    const parent = stack[stack.length - 1];
    stack.push(tag.name);
    switch (tag.name) {
      case 'mediawiki':
        schemaVersion = String(tag.attributes.version ?? '');
        return;
      case 'siteinfo':
        site = { siteName: '', base: '', generator: '', schemaVersion, namespaces: [] };
        return;
      case 'namespace':
        if (parent === 'namespaces') {
          namespace = { key: intOf(String(tag.attributes.key ?? '0')), case: tag.attributes.case === 'case-sensitive' ? 'case-sensitive' : 'first-letter' };
          startCapture();
        }
        return;
      case 'page':
        page = { id: 0, ns: 0, title: '', redirect: null };
        revisions = [];
        bytes = 0;
        sawRevision = false;
        return;
      case 'redirect':
        if (page && parent === 'page') page.redirect = String(tag.attributes.title ?? '');
        return;
      case 'revision':
        if (page) {
          sawRevision = true;
          revision = { id: 0, parentId: null, timestamp: 0, author: '', comment: '', minor: false, model: 'wikitext', text: '', textDeleted: false, sha1: '' };
        }
        return;
      case 'minor':
        if (revision) revision.minor = true;
        return;
      case 'text':
        if (revision) {
          if (tag.attributes.deleted !== undefined) revision.textDeleted = true;
          if (typeof tag.attributes.sha1 === 'string') revision.sha1 = tag.attributes.sha1;
          startCapture();
        }
        return;
      case 'sitename':
      case 'base':
      case 'generator':
      case 'title':
      case 'ns':
      case 'id':
      case 'parentid':
      case 'timestamp':
      case 'username':
      case 'ip':
      case 'comment':
      case 'model':
      case 'sha1':
        startCapture();
        return;
    }
  });

  parser.on('text', (value: string) => {
    if (capturing) buffer.push(value);
  });
  parser.on('cdata', (value: string) => {
    if (capturing) buffer.push(value);
  });

  parser.on('closetag', (tag: SaxesTagPlain) => {
    stack.pop();
    const parent = stack[stack.length - 1];
    switch (tag.name) {
      case 'siteinfo':
        if (site) queue.push({ kind: 'siteinfo', siteInfo: site });
        return;
      case 'namespace':
        if (namespace && site) site.namespaces.push({ key: namespace.key, name: endCapture(), case: namespace.case });
        namespace = null;
        return;
      case 'sitename':
      case 'base':
      case 'generator': {
        const value = endCapture();
        if (site && parent === 'siteinfo') site[tag.name === 'sitename' ? 'siteName' : tag.name] = value.trim();
        return;
      }
      case 'title': {
        const value = endCapture();
        if (page && parent === 'page') page.title = value;
        return;
      }
      case 'ns': {
        const value = endCapture();
        if (page && parent === 'page') page.ns = intOf(value);
        return;
      }
      case 'id': {
        const value = endCapture();
        if (parent === 'page' && page) page.id = intOf(value);
        else if (parent === 'revision' && revision) revision.id = intOf(value);
        return;
      }
      case 'parentid': {
        const value = endCapture();
        if (revision) revision.parentId = intOf(value) || null;
        return;
      }
      case 'timestamp': {
        const value = endCapture();
        if (revision && parent === 'revision') revision.timestamp = isoSeconds(value);
        return;
      }
      case 'username':
      case 'ip': {
        const value = endCapture();
        if (revision && parent === 'contributor') revision.author = value.trim();
        return;
      }
      case 'comment': {
        const value = endCapture();
        if (revision && parent === 'revision') revision.comment = value;
        return;
      }
      case 'model': {
        const value = endCapture();
        if (revision && parent === 'revision') revision.model = value.trim();
        return;
      }
      case 'sha1': {
        const value = endCapture();
        if (revision && parent === 'revision' && value.trim()) revision.sha1 = value.trim();
        return;
      }
      case 'text': {
        const value = endCapture();
        if (revision && parent === 'revision') revision.text = revision.textDeleted ? '' : value;
        return;
      }
      case 'revision':
        if (page && revision) {
          revisions.push(revision);
          bytes += revision.text.length;
          revision = null;
          if (bytes > maxBytes || revisions.length > maxRevisions) flush(false);
        }
        return;
      case 'page':
        if (page && sawRevision) flush(true);
        page = null;
        revisions = [];
        return;
    }
  });

  let failure: Error | null = null;
  parser.on('error', (error: Error) => {
    failure ??= new ImportError(`The dump is not well-formed XML: ${error.message}`);
  });

  for await (const piece of text) {
    parser.write(piece as string);
    if (failure) throw failure;
    while (queue.length > 0) yield queue.shift()!;
  }
  parser.close();
  if (failure) throw failure;
  while (queue.length > 0) yield queue.shift()!;
  if (!schemaVersion) throw new ImportError('This is not a MediaWiki XML export: its root element is not <mediawiki>.');
}
