/**
 * MD5 of a string's UTF-8 bytes, as lowercase hex (RFC 1321), equal to
 * crypto-js's md5(text).toString() (tests/unit/shared/md5.test.ts checks it
 * against crypto-js). Our own because crypto-js's core comes along with its
 * md5 (2.7 KB gz on every route, issue 6 budget); the server uses it too.
 */

// Per-round left rotations and the sine-derived constants of RFC 1321.
const SHIFTS = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];
const K = Array.from({ length: 64 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32) | 0);

function toBlocks(bytes: Uint8Array): Uint32Array {
  // Message + 0x80 + zero padding + 64-bit length, in 512-bit blocks of little-endian words.
  const blockCount = ((bytes.length + 8) >> 6) + 1;
  const words = new Uint32Array(blockCount * 16);
  bytes.forEach((byte, i) => {
    words[i >> 2]! |= byte << ((i % 4) * 8);
  });
  words[bytes.length >> 2]! |= 0x80 << ((bytes.length % 4) * 8);
  const bitLength = bytes.length * 8;
  words[blockCount * 16 - 2] = bitLength >>> 0;
  words[blockCount * 16 - 1] = Math.floor(bitLength / 2 ** 32);
  return words;
}

export function md5Hex(text: string): string {
  const words = toBlocks(new TextEncoder().encode(text));
  const state = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476];
  for (let block = 0; block < words.length; block += 16) {
    let [a, b, c, d] = state as [number, number, number, number];
    for (let i = 0; i < 64; i += 1) {
      const round = i >> 4;
      let f: number;
      let g: number;
      if (round === 0) [f, g] = [(b & c) | (~b & d), i];
      else if (round === 1) [f, g] = [(d & b) | (~d & c), (5 * i + 1) % 16];
      else if (round === 2) [f, g] = [b ^ c ^ d, (3 * i + 5) % 16];
      else [f, g] = [c ^ (b | ~d), (7 * i) % 16];
      const sum = (a + f + K[i]! + words[block + g]!) | 0;
      const shift = SHIFTS[round * 4 + (i % 4)]!;
      [a, d, c] = [d, c, b];
      b = (b + ((sum << shift) | (sum >>> (32 - shift)))) | 0;
    }
    state[0] = (state[0]! + a) | 0;
    state[1] = (state[1]! + b) | 0;
    state[2] = (state[2]! + c) | 0;
    state[3] = (state[3]! + d) | 0;
  }
  let hex = '';
  for (const word of state) {
    for (let byte = 0; byte < 4; byte += 1) {
      hex += ((word >>> (byte * 8)) & 0xff).toString(16).padStart(2, '0');
    }
  }
  return hex;
}
