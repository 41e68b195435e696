/**
 * The fallback decoder, loaded on first use only (model/decode.ts): zxing-cpp built to WebAssembly (`zxing-wasm`,
 * its reader build). Its .wasm is one of the build's own files (Vite's `?url`), never a CDN's: the CSP's
 * `'wasm-unsafe-eval'` lets it compile (scripts/security-headers.ts).
 */
import { prepareZXingModule, purgeZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

const overrides = { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) };

/**
 * Fetches and compiles the .wasm now, so a failure (offline, a deploy that removed the file, the CSP) rejects here,
 * where the dialog says 识别组件加载失败, rather than inside a read; the failed module is dropped, so the next try
 * fetches it again (zxing-wasm keeps a rejected module otherwise).
 */
export async function prepareReader(): Promise<void> {
  try {
    await prepareZXingModule({ overrides, fireImmediately: true });
  } catch (error) {
    purgeZXingModule();
    throw error;
  }
}

const OPTIONS: ReaderOptions = {
  formats: ['QRCode', 'DataMatrix', 'Code128', 'EAN13', 'EAN8', 'UPCA', 'ITF'],
  tryHarder: true,
  tryRotate: true,
  tryInvert: true,
  maxNumberOfSymbols: 1,
};

/** The first code in the picture: its text (a GS1 code in the human-readable "(01)…" form) and its format. */
export async function readCode(image: ImageData): Promise<{ text: string; format: string } | null> {
  const [first] = (await readBarcodes(image, OPTIONS)).filter((r) => r.isValid && r.text !== '');
  return first ? { text: first.text, format: first.format } : null;
}
