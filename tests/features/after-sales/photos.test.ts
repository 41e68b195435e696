import { describe, expect, it, vi } from 'vitest';
import {
  cleanPhoto,
  hasApp1,
  MAX_PHOTO_BYTES,
  PHOTO_TEXT,
  photoProblem,
  pickPhotos,
  sniffImageType,
  stripJpegMetadata,
  type Encoder,
} from '@/features/after-sales';
import { APP0, contains, GIF_HEAD, jpegBytes, PNG_HEAD, SCAN, WEBP_HEAD } from '../orders/jpeg-fixture';

/** The sanity cap on a picked original (30 MB), as the hint and PHOTO_TEXT.sourceSize say it. */
const SOURCE_CAP = 30 * 1024 * 1024;
const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());
const file = (bytes: Uint8Array, name: string, type = 'image/jpeg') => new File([bytes.slice().buffer], name, { type });
/** An encoder that hands back what it was given: a canvas that kept the metadata, which the module must still drop. */
const passThrough: Encoder = (source) => Promise.resolve(source);

describe('photo types by their bytes', () => {
  it('tells JPEG, PNG and WebP by magic bytes and refuses anything else, whatever the name says', () => {
    expect(sniffImageType(jpegBytes())).toBe('image/jpeg');
    expect(sniffImageType(PNG_HEAD)).toBe('image/png');
    expect(sniffImageType(WEBP_HEAD)).toBe('image/webp');
    expect(sniffImageType(GIF_HEAD)).toBeNull();
    expect(sniffImageType(new Uint8Array([0x25, 0x50, 0x44, 0x46]))).toBeNull(); // %PDF
    expect(sniffImageType(new Uint8Array([0xff, 0xd8]))).toBeNull(); // too short to be a JPEG
  });

  it('says in Chinese why a file is refused before drawing: its type first, then an original over 30 MB', () => {
    expect(photoProblem({ name: 'a.jpg', size: 100 }, GIF_HEAD)).toBe(PHOTO_TEXT.type('a.jpg'));
    expect(PHOTO_TEXT.type('a.jpg')).toBe('a.jpg：仅支持 JPG、PNG、WebP 格式的图片');
    expect(photoProblem({ name: 'b.png', size: SOURCE_CAP + 1 }, PNG_HEAD)).toBe('b.png：原图不能超过 30 MB');
    // the mall's 5 MB is on what is sent: a larger original is drawn (and usually shrinks below it)
    expect(photoProblem({ name: 'c.png', size: MAX_PHOTO_BYTES + 1 }, PNG_HEAD)).toBeNull();
    expect(photoProblem({ name: 'd.png', size: SOURCE_CAP }, PNG_HEAD)).toBeNull();
  });
});

describe('JPEG metadata', () => {
  it('finds the APP1 EXIF segment, and strips it with every other metadata segment, keeping JFIF and the scan', () => {
    const withExif = jpegBytes();
    expect(hasApp1(withExif)).toBe(true);
    expect(contains(withExif, 'GPS')).toBe(true);
    const clean = stripJpegMetadata(withExif);
    expect(hasApp1(clean)).toBe(false);
    expect(contains(clean, 'Exif')).toBe(false);
    expect(contains(clean, 'GPS')).toBe(false);
    expect(contains(clean, 'iPhone')).toBe(false); // the COM segment
    expect([...clean]).toEqual([...jpegBytes({ exif: false })]);
    expect([...clean.subarray(2, 2 + APP0.length)]).toEqual(APP0);
    expect(contains(clean, String.fromCharCode(...SCAN))).toBe(true);
    expect(hasApp1(jpegBytes({ exif: false }))).toBe(false);
  });

  it('an APP1 after the scan starts is image data, not metadata', () => {
    const bytes = jpegBytes({ exif: false });
    // FF E1 inside the entropy-coded data would be stuffed, but a reader must stop at SOS all the same
    const tail = new Uint8Array([...bytes.subarray(0, bytes.length - 2), 0xff, 0xe1, 0, 4, 0, 0, 0xff, 0xd9]);
    expect(hasApp1(tail)).toBe(false);
    expect(stripJpegMetadata(tail)).toBe(tail);
  });
});

describe('cleanPhoto: what is sent', () => {
  it('re-encodes through the encoder and sends a JPEG without any APP1 segment, named .jpg', async () => {
    const encode = vi.fn(passThrough);
    const picked = file(jpegBytes(), 'IMG_0001.JPG');
    const clean = await cleanPhoto(picked, encode);
    expect(encode).toHaveBeenCalledWith(picked);
    expect(clean.type).toBe('image/jpeg');
    expect(clean.name).toBe('IMG_0001.jpg');
    const bytes = await bytesOf(clean);
    expect(sniffImageType(bytes)).toBe('image/jpeg');
    expect(hasApp1(bytes)).toBe(false);
    expect(contains(bytes, 'GPS')).toBe(false);
  });

  it('a PNG goes out as the JPEG the encoder drew', async () => {
    const drawn = jpegBytes();
    const clean = await cleanPhoto(file(PNG_HEAD, 'scan.png', 'image/png'), () => Promise.resolve(new Blob([drawn.slice().buffer])));
    expect(clean.name).toBe('scan.jpg');
    expect(hasApp1(await bytesOf(clean))).toBe(false);
  });

  it('an encoder that yields no JPEG fails the photo instead of sending it', async () => {
    await expect(cleanPhoto(file(jpegBytes(), 'a.jpg'), passThroughPng)).rejects.toThrow();
  });
});

const passThroughPng: Encoder = () => Promise.resolve(new Blob([PNG_HEAD.slice().buffer]));

describe('pickPhotos: the checks before upload', () => {
  it('keeps fitting photos in order, refuses other types and sizes with a line each, and holds the count at 6', async () => {
    const bigBytes = new Uint8Array(MAX_PHOTO_BYTES + 64 * 1024); // still over once its metadata is dropped
    bigBytes.set(jpegBytes());
    const hugeBytes = new Uint8Array(SOURCE_CAP + 1);
    hugeBytes.set(jpegBytes());
    const picked = [
      file(jpegBytes(), 'one.jpg'),
      file(GIF_HEAD, 'anim.jpg'), // renamed: the bytes decide
      file(hugeBytes, 'huge.jpg'), // over the sanity cap: never drawn
      file(bigBytes, 'big.jpg'), // drawn, but the pass-through encoder keeps it over 5 MB
      file(jpegBytes(), 'two.jpg'),
      file(jpegBytes(), 'three.jpg'),
    ];
    const encode = vi.fn(passThrough);
    const result = await pickPhotos(3, picked, encode);
    expect(result.photos.map((p) => p.name)).toEqual(['one.jpg', 'two.jpg']);
    expect(result.problems).toEqual([PHOTO_TEXT.type('anim.jpg'), PHOTO_TEXT.sourceSize('huge.jpg'), PHOTO_TEXT.count, PHOTO_TEXT.size('big.jpg')]);
    expect(PHOTO_TEXT.count).toBe('最多上传 6 张照片');
    expect(PHOTO_TEXT.size('big.jpg')).toBe('big.jpg：压缩后仍超过 5 MB，请换一张');
    // nothing refused before drawing is drawn
    expect(encode).toHaveBeenCalledTimes(3);
    for (const photo of result.photos) expect(hasApp1(await bytesOf(photo))).toBe(false);
  });

  it('an original over 5 MB that the encoder shrinks below it is kept: the limit is on what is sent', async () => {
    const bigBytes = new Uint8Array(MAX_PHOTO_BYTES * 2);
    bigBytes.set(jpegBytes());
    const shrink: Encoder = () => Promise.resolve(new Blob([jpegBytes({ exif: false }).slice().buffer], { type: 'image/jpeg' }));
    const result = await pickPhotos(0, [file(bigBytes, 'phone.jpg')], shrink);
    expect(result.problems).toEqual([]);
    expect(result.photos.map((p) => p.name)).toEqual(['phone.jpg']);
    expect(result.photos[0]!.size).toBeLessThanOrEqual(MAX_PHOTO_BYTES);
  });

  it('a photo the browser cannot draw is left out with a word', async () => {
    const result = await pickPhotos(0, [file(jpegBytes(), 'broken.jpg')], () => Promise.reject(new Error('decode')));
    expect(result).toEqual({ photos: [], problems: [PHOTO_TEXT.unreadable('broken.jpg')] });
  });
});
