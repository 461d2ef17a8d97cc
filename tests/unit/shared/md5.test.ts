import md5 from 'crypto-js/md5';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { md5Hex } from '../../../src/shared/md5';

describe('md5Hex', () => {
  it.each([
    ['', 'd41d8cd98f00b204e9800998ecf8427e'],
    ['abc', '900150983cd24fb0d6963f7d28e17f72'],
    ['The quick brown fox jumps over the lazy dog', '9e107d9d372bb6826bd81d3542a419d6'],
    // 55, 56 and 64 bytes: the padding edges of one and two blocks.
    ['a'.repeat(55), 'ef1772b6dff9a122358552954ad0df65'],
    ['a'.repeat(56), '3b0c8ac703f828b04c6c197006d17218'],
    ['a'.repeat(64), '014842d480b571495a4a0363793f7367'],
  ])('md5(%j) is the RFC 1321 digest', (text, digest) => {
    expect(md5Hex(text)).toBe(digest);
  });

  it('equals crypto-js for any text, Chinese and emoji included (UTF-8)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        expect(md5Hex(text)).toBe(md5(text).toString());
      }),
    );
  });
});
