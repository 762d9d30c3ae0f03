import { mediawikiSha1 } from './mediawiki-sha1.ts';
import { escapeXml, xmlSafeText } from './xml-text.ts';

/** The export schema written (MediaWiki 1.36+; importDump of 1.31 and later reads it). */
export const EXPORT_SCHEMA_VERSION = '0.11';

export interface SiteInfo {
  siteName: string;
  dbName: string;
  generator: string;
  /** Namespace number → its name ('' for the main one). */
  namespaces: Array<{ key: number; name: string }>;
  lang: string;
}

export interface RevisionXml {
  id: number;
  parentId: number | null;
  /** Unix seconds. */
  timestamp: number;
  /** The author's name; null when unknown (written as a deleted contributor). */
  username: string | null;
  /** Our account id of the author, when they have one. */
  userId: number | null;
  comment: string;
  text: string;
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');

export function openingXml(site: SiteInfo): string {
  const namespaces = site.namespaces
    .map(({ key, name }) =>
      name ? `      <namespace key="${key}" case="first-letter">${escapeXml(name)}</namespace>` : `      <namespace key="${key}" case="first-letter" />`,
    )
    .join('\n');
  return `<mediawiki xmlns="http://www.mediawiki.org/xml/export-${EXPORT_SCHEMA_VERSION}/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.mediawiki.org/xml/export-${EXPORT_SCHEMA_VERSION}/ http://www.mediawiki.org/xml/export-${EXPORT_SCHEMA_VERSION}.xsd" version="${EXPORT_SCHEMA_VERSION}" xml:lang="${escapeXml(site.lang)}">
  <siteinfo>
    <sitename>${escapeXml(site.siteName)}</sitename>
    <dbname>${escapeXml(site.dbName)}</dbname>
    <generator>${escapeXml(site.generator)}</generator>
    <case>first-letter</case>
    <namespaces>
${namespaces}
    </namespaces>
  </siteinfo>
`;
}

export const closingXml = () => '</mediawiki>\n';

export function pageOpeningXml(page: { title: string; id: number; redirect: string | null }): string {
  const redirect = page.redirect === null ? '' : `    <redirect title="${escapeXml(page.redirect)}" />\n`;
  return `  <page>\n    <title>${escapeXml(page.title)}</title>\n    <ns>0</ns>\n    <id>${page.id}</id>\n${redirect}`;
}

export const pageClosingXml = () => '  </page>\n';

export function revisionXml(revision: RevisionXml): string {
  // bytes and sha1 describe the text as it reads back from the XML (whose parsers turn CR LF into LF).
  const text = xmlSafeText(revision.text).replace(/\r\n?/g, '\n');
  const contributor =
    revision.username === null
      ? '      <contributor deleted="deleted" />\n'
      : `      <contributor>\n        <username>${escapeXml(revision.username)}</username>\n${revision.userId === null ? '' : `        <id>${revision.userId}</id>\n`}      </contributor>\n`;
  return (
    `    <revision>\n      <id>${revision.id}</id>\n` +
    (revision.parentId === null ? '' : `      <parentid>${revision.parentId}</parentid>\n`) +
    `      <timestamp>${iso(revision.timestamp)}</timestamp>\n` +
    contributor +
    (revision.comment ? `      <comment>${escapeXml(revision.comment)}</comment>\n` : '') +
    '      <model>wikitext</model>\n      <format>text/x-wiki</format>\n' +
    `      <text bytes="${Buffer.byteLength(text)}" xml:space="preserve">${escapeXml(text)}</text>\n` +
    `      <sha1>${mediawikiSha1(text)}</sha1>\n    </revision>\n`
  );
}
