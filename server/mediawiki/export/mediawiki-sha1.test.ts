import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mediawikiSha1 } from './mediawiki-sha1.ts';

describe('mediawikiSha1', () => {
  it('is the SHA-1 in base 36, 31 digits, as MediaWiki stores rev_sha1', () => {
    // MediaWiki's value for the empty text (SlotRecord::base36Sha1(''), seen in every dump of an empty revision).
    expect(mediawikiSha1('')).toBe('phoiac9h4m842xq45sp7s6u21eteeq1');
    for (const text of ['', 'a', '胡桃', '== 生平 ==\n* 一\n']) {
      const value = mediawikiSha1(text);
      expect(value).toMatch(/^[0-9a-z]{31}$/);
      expect(BigInt(`0x${crypto.createHash('sha1').update(text, 'utf8').digest('hex')}`)).toBe(
        [...value].reduce((sum, digit) => sum * 36n + BigInt(parseInt(digit, 36)), 0n),
      );
    }
  });
});
