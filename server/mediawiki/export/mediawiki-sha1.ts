import crypto from 'node:crypto';

/**
 * A revision text's SHA-1 as MediaWiki writes it in <sha1> and rev_sha1: base 36, padded with
 * zeros to 31 digits (Wikimedia\base_convert of the hex digest).
 */
export function mediawikiSha1(text: string): string {
  const hex = crypto.createHash('sha1').update(text, 'utf8').digest('hex');
  return BigInt(`0x${hex}`).toString(36).padStart(31, '0');
}
