/**
 * The QR codes of the fake mall's PDFs (mocks/acceptance-slip.ts drawQrCode: one filled path of module runs each),
 * rasterised and decoded by an independent reader (jsQR). Used by the 验收单 and 瓶签 tests.
 */
import jsQR from 'jsqr';
import type { PdfFile } from './pdf-reader.ts';

/** Every QR code drawn on the pages (mocks/acceptance-slip.ts: one filled path of module runs each), decoded by jsQR. */
export function decodeQrCodes(pdf: PdfFile): string[] {
  const decoded: string[] = [];
  for (const [, body] of pdf.objects) {
    for (const match of body.matchAll(/q 0 g ((?:[-\d.]+ [-\d.]+ [-\d.]+ [-\d.]+ re ?)+)f Q/g)) {
      const rects = [...(match[1] ?? '').matchAll(/([-\d.]+) ([-\d.]+) ([-\d.]+) ([-\d.]+) re/g)].map((m) => m.slice(1, 5).map(Number) as [number, number, number, number]);
      const cell = Math.min(...rects.map((r) => r[3]));
      const left = Math.min(...rects.map((r) => r[0]));
      const top = Math.max(...rects.map((r) => r[1] + r[3]));
      const modules = Math.round((Math.max(...rects.map((r) => r[0] + r[2])) - left) / cell);
      // rasterise: 4 pixels a module, a quiet zone of 4 modules, white paper
      const scale = 4;
      const side = (modules + 8) * scale;
      const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
      for (const [x, y, w, h] of rects) {
        const x0 = Math.round(((x - left) / cell + 4) * scale);
        const x1 = Math.round(((x + w - left) / cell + 4) * scale);
        const y0 = Math.round(((top - (y + h)) / cell + 4) * scale);
        const y1 = Math.round(((top - y) / cell + 4) * scale);
        for (let py = y0; py < y1; py++) {
          for (let px = x0; px < x1; px++) pixels.fill(0, (py * side + px) * 4, (py * side + px) * 4 + 3);
        }
      }
      const code = jsQR(pixels, side, side);
      decoded.push(code?.data ?? '(unreadable)');
    }
  }
  return decoded;
}
