/**
 * Files picked to be uploaded (after-sales photos, transfer receipts, qualification scans): the type read from the
 * file's magic bytes, never its name, and pictures re-encoded to a JPEG without metadata (EXIF, GPS). The
 * byte-level rules are pure; the drawing on a canvas is an `Encoder` the caller may replace (tests: jsdom has no
 * canvas).
 */

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export type ImageOrPdfType = ImageType | 'application/pdf';

/** Bytes needed to tell the three types apart. */
export const SNIFF_BYTES = 12;

/** The image type by its magic bytes (JPEG FF D8 FF, PNG 89 50 4E 47 0D 0A 1A 0A, WebP RIFF….WEBP), else null. */
export function sniffImageType(head: Uint8Array): ImageType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= png.length && png.every((byte, i) => head[i] === byte)) return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** An image type as sniffImageType reads it, or a PDF by `%PDF-`; else null. */
export function sniffImageOrPdf(head: Uint8Array): ImageOrPdfType | null {
  if (head.length >= PDF_MAGIC.length && PDF_MAGIC.every((byte, i) => head[i] === byte)) return 'application/pdf';
  return sniffImageType(head);
}

/** The first bytes of a file, enough for the sniffers. */
export async function fileHead(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
}

const EXTENSION: Record<ImageOrPdfType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'application/pdf': 'pdf' };

export interface RetypedFile {
  /** the same bytes, typed as they are */
  blob: Blob;
  type: ImageOrPdfType;
  /** the extension to save it under */
  ext: string;
}

/**
 * An upload served back (a receipt, an after-sales photo, a permit scan) typed by its first bytes, never by the
 * server's `Content-Type` or the name it was sent under; null when it is no picture and no PDF. A blob typed as
 * SVG or HTML and opened from the address bar would run its script in the shop's origin.
 */
export async function retypeFile(blob: Blob): Promise<RetypedFile | null> {
  const type = sniffImageOrPdf(await fileHead(blob));
  if (type === null) return null;
  return { blob: blob.type === type ? blob : blob.slice(0, blob.size, type), type, ext: EXTENSION[type] };
}

/** A JPEG's segments before the scan: marker and where the segment (marker included) starts and ends. */
function jpegSegments(bytes: Uint8Array): { marker: number; start: number; end: number }[] | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const segments: { marker: number; start: number; end: number }[] = [];
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xda || marker === 0xd9) break; // start of scan, end of image: no metadata after this
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (length < 2 || at + 2 + length > bytes.length) return null;
    segments.push({ marker, start: at, end: at + 2 + length });
    at += 2 + length;
  }
  return segments;
}

/** Whether a JPEG carries an APP1 segment (EXIF, with GPS, or XMP) before its scan. */
export function hasApp1(jpeg: Uint8Array): boolean {
  return (jpegSegments(jpeg) ?? []).some((s) => s.marker === 0xe1);
}

/** Metadata markers: APP1–APP15 (EXIF, XMP, ICC, maker notes…) and COM. APP0 (JFIF) stays. */
const isMetadata = (marker: number) => (marker >= 0xe1 && marker <= 0xef) || marker === 0xfe;

/** The JPEG without its metadata segments; anything that is not a well-formed JPEG is returned as it is. */
export function stripJpegMetadata(jpeg: Uint8Array): Uint8Array {
  const segments = jpegSegments(jpeg);
  if (!segments) return jpeg;
  const drop = segments.filter((s) => isMetadata(s.marker));
  if (drop.length === 0) return jpeg;
  const parts: Uint8Array[] = [];
  let at = 0;
  for (const s of drop) {
    parts.push(jpeg.subarray(at, s.start));
    at = s.end;
  }
  parts.push(jpeg.subarray(at));
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

/** Draws an image and encodes it again as a JPEG: what leaves the browser is pixels, nothing else. */
export type Encoder = (source: Blob) => Promise<Blob>;

/** Longest side sent: a phone's 12 MP photo stays legible and well under 5 MB. */
const MAX_SIDE = 2560;
const QUALITY = 0.88;

/** The browser's encoder: createImageBitmap (EXIF orientation applied) drawn on a canvas, on white (PNG transparency). */
export const canvasEncoder: Encoder = async (source) => {
  const bitmap = await createImageBitmap(source, { imageOrientation: 'from-image' });
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  try {
    if (typeof OffscreenCanvas !== 'undefined') {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, height);
      context.drawImage(bitmap, 0, 0, width, height);
      return await canvas.convertToBlob({ type: 'image/jpeg', quality: QUALITY });
    }
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob failed'))), 'image/jpeg', QUALITY),
    );
  } finally {
    bitmap.close();
  }
};

async function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.arrayBuffer());
}

/**
 * One picked file as it will be sent: re-encoded by `encode` to a JPEG named `<name>.jpg`, with any metadata
 * segment the encoder left dropped as well. Rejects when the encoder fails or yields no JPEG.
 */
export async function cleanPhoto(file: File, encode: Encoder = canvasEncoder): Promise<File> {
  const encoded = stripJpegMetadata(await bytesOf(await encode(file)));
  if (sniffImageType(encoded) !== 'image/jpeg') throw new Error('the encoder gave no JPEG');
  const base = file.name.replace(/\.[^.]*$/, '') || 'photo';
  // a copy into a fresh ArrayBuffer: a Blob part must not be a view onto a shared buffer
  return new File([encoded.slice().buffer], `${base}.jpg`, { type: 'image/jpeg' });
}

