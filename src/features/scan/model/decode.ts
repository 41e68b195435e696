/**
 * Reads a code from a picture or a camera frame: the browser's own BarcodeDetector where it reads QR and
 * DataMatrix (Chromium on Android and macOS), else zxing-wasm, fetched on the first read (model/zxing.ts).
 */

export interface Decoded {
  text: string;
  format: string;
}

/** What the dialog reads with (a test passes its own). */
export interface CodeReader {
  /** the first code in the picture, or null; rejects when the reader itself fails (not for a picture without a code) */
  read: (image: ImageData) => Promise<Decoded | null>;
}

interface NativeDetector {
  detect: (image: ImageData) => Promise<{ rawValue: string; format: string }[]>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats: () => Promise<string[]>;
}

const NATIVE_FORMATS = ['qr_code', 'data_matrix', 'code_128', 'ean_13', 'ean_8', 'upc_a', 'itf'];

async function nativeDetector(): Promise<NativeDetector | null> {
  const Detector = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const supported = await Detector.getSupportedFormats();
    if (!supported.includes('qr_code') || !supported.includes('data_matrix')) return null;
    return new Detector({ formats: NATIVE_FORMATS.filter((f) => supported.includes(f)) });
  } catch {
    return null;
  }
}

let reader: Promise<CodeReader> | null = null;

/** Test hook: forget the reader, so a test's stand-in BarcodeDetector does not read the next test's pictures. */
export function resetCodeReader(): void {
  reader = null;
}

/** The reader, made once: native when the browser has one for our formats, else the WebAssembly one. */
export function codeReader(): Promise<CodeReader> {
  reader ??= nativeDetector()
    .then(async (native): Promise<CodeReader> => {
      if (native) {
        return {
          read: async (image) => {
            const [first] = await native.detect(image);
            return first ? { text: first.rawValue, format: first.format } : null;
          },
        };
      }
      const { prepareReader, readCode } = await import('./zxing');
      await prepareReader();
      return { read: readCode };
    })
    .catch((error: unknown) => {
      reader = null; // the next read tries again
      throw error;
    });
  return reader;
}

/** Longest side a picture is read at: a phone's 4000 px photo is scaled down (a code stays readable, reading is quick). */
const MAX_SIDE = 2000;

/** The pixels of a picture file or a video frame, scaled to at most MAX_SIDE. */
export async function pixelsOf(source: Blob | HTMLVideoElement): Promise<ImageData> {
  const bitmap = source instanceof Blob ? await createImageBitmap(source) : null;
  const width = bitmap ? bitmap.width : (source as HTMLVideoElement).videoWidth;
  const height = bitmap ? bitmap.height : (source as HTMLVideoElement).videoHeight;
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height, 1));
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('canvas');
  context.drawImage(bitmap ?? (source as HTMLVideoElement), 0, 0, w, h);
  bitmap?.close();
  return context.getImageData(0, 0, w, h);
}
