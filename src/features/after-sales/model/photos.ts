/**
 * After-sales photos (docs/api.md §15): what may be sent, checked before anything is uploaded, and each photo
 * re-encoded to a JPEG without its metadata (EXIF, GPS). The byte-level rules are pure; the drawing on a canvas
 * is an `Encoder` the caller may replace (tests: jsdom has no canvas).
 */

import { canvasEncoder, cleanPhoto, fileHead, IMAGE_TYPES, sniffImageType, type Encoder } from '@/shared/lib/image-file';
import { MALL_COUNTS } from '@/shared/api/mall-facts.gen';

// The byte-level rules and the encoder are shared with the other uploads (src/shared/lib/image-file.ts).
export { cleanPhoto, hasApp1, sniffImageType, stripJpegMetadata, type Encoder } from '@/shared/lib/image-file';

export const PHOTO_TYPES = IMAGE_TYPES;
export const MAX_PHOTOS = MALL_COUNTS.afterSalesPhotos;
/** The mall's limit (10122), on what is sent: the cleaned JPEG. */
export const MAX_PHOTO_BYTES = MALL_COUNTS.afterSalesPhotoBytes;
/** A sanity cap on the picked original, checked before it is decoded (a phone's photo is far below it). */
export const MAX_SOURCE_BYTES = 30 * 1024 * 1024;
/** What the file picker offers; the bytes decide (a renamed file is refused). */
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');

export const PHOTO_TEXT = {
  type: (name: string) => `${name}：仅支持 JPG、PNG、WebP 格式的图片`,
  /** the picked original, before anything is drawn */
  sourceSize: (name: string) => `${name}：原图不能超过 30 MB`,
  /** what would be sent, once cleaned */
  size: (name: string) => `${name}：压缩后仍超过 5 MB，请换一张`,
  count: `最多上传 ${MAX_PHOTOS} 张照片`,
  unreadable: (name: string) => `${name}：图片无法读取，请换一张`,
};

/**
 * Why one picked file cannot be drawn (its type by its bytes, then its size against the sanity cap), or null. The
 * mall's 5 MB is checked on the cleaned JPEG (pickPhotos): a large original usually shrinks well below it.
 */
export function photoProblem(file: { name: string; size: number }, head: Uint8Array): string | null {
  if (sniffImageType(head) === null) return PHOTO_TEXT.type(file.name);
  if (file.size > MAX_SOURCE_BYTES) return PHOTO_TEXT.sourceSize(file.name);
  return null;
}

export interface PickedPhotos {
  /** the files to keep, cleaned, in the order picked */
  photos: File[];
  /** one Chinese line per file left out */
  problems: string[];
}

/**
 * The files just picked, against the photos already kept: each checked by its bytes and the sanity cap before
 * anything is drawn, the count held at MAX_PHOTOS, then each cleaned and its JPEG held to MAX_PHOTO_BYTES.
 */
export async function pickPhotos(kept: number, files: readonly File[], encode: Encoder = canvasEncoder): Promise<PickedPhotos> {
  const problems: string[] = [];
  const fit: File[] = [];
  for (const file of files) {
    const problem = photoProblem(file, await fileHead(file));
    if (problem) problems.push(problem);
    else fit.push(file);
  }
  const room = Math.max(0, MAX_PHOTOS - kept);
  if (fit.length > room) problems.push(PHOTO_TEXT.count);
  const photos: File[] = [];
  for (const file of fit.slice(0, room)) {
    let cleaned: File;
    try {
      cleaned = await cleanPhoto(file, encode);
    } catch {
      problems.push(PHOTO_TEXT.unreadable(file.name));
      continue;
    }
    if (cleaned.size > MAX_PHOTO_BYTES) problems.push(PHOTO_TEXT.size(file.name));
    else photos.push(cleaned);
  }
  return { photos, problems };
}
