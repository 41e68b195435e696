/**
 * The fallback decoder, loaded on first use only (model/decode.ts): zxing-cpp built to WebAssembly (`zxing-wasm`,
 * its reader build). Its .wasm is one of the build's own files (Vite's `?url`), never a CDN's: the CSP's
 * `'wasm-unsafe-eval'` lets it compile (scripts/security-headers.ts).
 */
import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

prepareZXingModule({
  overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
});

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
