import { canvasEncoder, cleanPhoto, fileHead, sniffImageOrPdf, type Encoder } from '@/shared/lib/image-file';
import { MAX_QUALIFICATION_FILE_BYTES } from '@/entities/qualification';

/** A sanity cap on a picked picture before it is decoded; what is sent is held to 10 MB. */
const MAX_SOURCE_BYTES = 30 * 1024 * 1024;

const QUALIFICATION_FILE_TEXT = {
  type: (name: string) => `${name}：资质文件须为 JPG、PNG、WebP 图片或 PDF`,
  size: (name: string) => `${name}：文件超过 10 MB，请压缩后上传`,
  empty: (name: string) => `${name}：文件是空的，请重新选择`,
  unreadable: (name: string) => `${name}：图片无法读取，请换一张`,
};

/**
 * The picked scan as it will be sent, or why not: the type read from its bytes; a picture re-encoded to a JPEG
 * without its metadata (src/shared/lib/image-file.ts), a PDF as it is; at most 10 MB as sent.
 */
export async function prepareQualificationFile(file: File, encode: Encoder = canvasEncoder): Promise<{ file: File } | { problem: string }> {
  if (file.size === 0) return { problem: QUALIFICATION_FILE_TEXT.empty(file.name) };
  const type = sniffImageOrPdf(await fileHead(file));
  if (type === null) return { problem: QUALIFICATION_FILE_TEXT.type(file.name) };
  if (type === 'application/pdf') {
    if (file.size > MAX_QUALIFICATION_FILE_BYTES) return { problem: QUALIFICATION_FILE_TEXT.size(file.name) };
    return { file: file.type === type ? file : new File([file], file.name, { type }) };
  }
  if (file.size > MAX_SOURCE_BYTES) return { problem: QUALIFICATION_FILE_TEXT.size(file.name) };
  let cleaned: File;
  try {
    cleaned = await cleanPhoto(file, encode);
  } catch {
    return { problem: QUALIFICATION_FILE_TEXT.unreadable(file.name) };
  }
  if (cleaned.size > MAX_QUALIFICATION_FILE_BYTES) return { problem: QUALIFICATION_FILE_TEXT.size(file.name) };
  return { file: cleaned };
}
