/** Byte-built images for the after-sales photo tests: a JPEG whose APP1 holds EXIF with a GPS position. */

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

function segment(marker: number, payload: number[]): number[] {
  const length = payload.length + 2;
  return [0xff, marker, length >> 8, length & 0xff, ...payload];
}

/** APP0 JFIF 1.01, no thumbnail. */
export const APP0 = segment(0xe0, [...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
/** APP1 EXIF: a little-endian TIFF header and a GPS text a reader would find. */
export const APP1_EXIF = segment(0xe1, [...ascii('Exif'), 0, 0, ...ascii('II'), 0x2a, 0, 8, 0, 0, 0, ...ascii('GPS 31.2304N 121.4737E')]);
const COMMENT = segment(0xfe, ascii('shot by iPhone'));
const DQT = segment(0xdb, [0, ...Array.from({ length: 64 }, () => 1)]);
const SOS = segment(0xda, [1, 1, 0, 0, 0x3f, 0]);
/** Entropy-coded data with a stuffed FF 00 and a restart marker, as real scans have. */
export const SCAN = [0x12, 0x34, 0xff, 0x00, 0x56, 0xff, 0xd0, 0x78];

export function jpegBytes({ exif = true }: { exif?: boolean } = {}): Uint8Array {
  return new Uint8Array([0xff, 0xd8, ...APP0, ...(exif ? [...APP1_EXIF, ...COMMENT] : []), ...DQT, ...SOS, ...SCAN, 0xff, 0xd9]);
}

export const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
export const WEBP_HEAD = new Uint8Array([...ascii('RIFF'), 0x24, 0, 0, 0, ...ascii('WEBPVP8 ')]);
export const GIF_HEAD = new Uint8Array(ascii('GIF89a\x01\x00\x01\x00\x00\x00'));

/** Whether `needle` occurs in `bytes`. */
export function contains(bytes: Uint8Array, needle: string): boolean {
  const n = ascii(needle);
  for (let i = 0; i + n.length <= bytes.length; i += 1) if (n.every((b, j) => bytes[i + j] === b)) return true;
  return false;
}
