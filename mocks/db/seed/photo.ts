/**
 * A small PNG drawn by code for the seed's after-sales case (a member's photo of a cold-chain parcel: the foam
 * box, the melted ice packs, the tubes). Deterministic bytes: truecolour, unfiltered rows, zlib "stored" blocks
 * (no compression), so no library is needed.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

const u32 = (n: number): number[] => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];

function chunk(type: string, data: Uint8Array): number[] {
  const typed = new Uint8Array([...Array.from(type, (c) => c.charCodeAt(0)), ...data]);
  return [...u32(data.length), ...typed, ...u32(crc32(typed))];
}

/** zlib data of `raw` in stored (uncompressed) deflate blocks. */
function zlibStored(raw: Uint8Array): Uint8Array {
  const out: number[] = [0x78, 0x01];
  for (let at = 0; at < raw.length || at === 0; at += 0xffff) {
    const block = raw.subarray(at, at + 0xffff);
    const last = at + 0xffff >= raw.length ? 1 : 0;
    out.push(last, block.length & 0xff, block.length >>> 8, ~block.length & 0xff, (~block.length >>> 8) & 0xff, ...block);
    if (last) break;
  }
  out.push(...u32(adler32(raw)));
  return new Uint8Array(out);
}

/** A PNG of width × height pixels coloured by `pixel(x, y)` → [r, g, b]. */
export function pngOf(width: number, height: number, pixel: (x: number, y: number) => readonly [number, number, number]): Uint8Array {
  const raw = new Uint8Array(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 3);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  const header = new Uint8Array([...u32(width), ...u32(height), 8, 2, 0, 0, 0]);
  return new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...chunk('IHDR', header), ...chunk('IDAT', zlibStored(raw)), ...chunk('IEND', new Uint8Array())]);
}

/** The opened foam box of a cold-chain parcel seen from above: melted ice packs and two tubes. */
export function coldChainPhoto(): { type: 'image/png'; base64: string } {
  const inside = (x: number, y: number, x0: number, y0: number, x1: number, y1: number) => x >= x0 && x < x1 && y >= y0 && y < y1;
  const bytes = pngOf(120, 90, (x, y) => {
    if (!inside(x, y, 10, 8, 110, 82)) return [176, 148, 112]; // the carton
    if (!inside(x, y, 16, 14, 104, 76)) return [236, 236, 230]; // the foam walls
    if (inside(x, y, 22, 20, 58, 44) || inside(x, y, 62, 20, 98, 44)) return [120, 170, 215]; // ice packs, soft
    if (inside(x, y, 30, 52, 80, 57) || inside(x, y, 30, 62, 80, 67)) return [250, 250, 250]; // the tubes
    if (inside(x, y, 80, 52, 86, 57) || inside(x, y, 80, 62, 86, 67)) return [200, 40, 40]; // their caps
    return (x + y) % 9 === 0 ? [196, 214, 226] : [214, 226, 234]; // water on the floor of the box
  });
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return { type: 'image/png', base64: btoa(binary) };
}
