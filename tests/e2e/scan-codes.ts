/**
 * Pictures of the codes 扫码查找 reads (tests/e2e/scan.spec.ts, csp.spec.ts): a bottle label's QR code (drawn with
 * qrcode-generator, as the fake mall draws the labels), a Sigma-Aldrich label's GS1 DataMatrix and a Code 128 of a
 * catalogue number (bwip-js), each as a file to upload. The facts come from the seed the worker's mall runs.
 */
import bwipjs from 'bwip-js/node';
import qrcode from 'qrcode-generator';
import { db } from '../../mocks/db/index.ts';

export interface CodePicture {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A lot of a Sigma-Aldrich pack with a GTIN and a COA: what its label's DataMatrix carries. */
export function sigmaLot() {
  const coa = db.state.coas.find((c) => db.state.materials.find((m) => m._id === c.matlId && m.gtin && m.stock > 0))!;
  const material = db.state.materials.find((m) => m._id === coa.matlId)!;
  return { coa, material, gtin: material.gtin! };
}

/** Our label's QR code of a COA (mocks/handlers/receiving.ts: `<shop>/coa?sn=…`), as a GIF. */
export function labelQr(text: string): CodePicture {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const url = qr.createDataURL(6, 4);
  return { name: 'label-qr.gif', mimeType: 'image/gif', buffer: Buffer.from(url.slice(url.indexOf(',') + 1), 'base64') };
}

/** A GS1 DataMatrix (FNC1 first, GS between fields) of `(01)…(17)…(10)…(240)…`, as a PNG. */
export async function gs1DataMatrix(hri: string): Promise<CodePicture> {
  return { name: 'sigma-label.png', mimeType: 'image/png', buffer: await bwipjs.toBuffer({ bcid: 'gs1datamatrix', text: hri, scale: 5, paddingwidth: 4, paddingheight: 4, backgroundcolor: 'FFFFFF' }) };
}

/** A Code 128 of a catalogue number, as a PNG. */
export async function code128(text: string): Promise<CodePicture> {
  return { name: 'catalogue-no.png', mimeType: 'image/png', buffer: await bwipjs.toBuffer({ bcid: 'code128', text, scale: 3, height: 12, includetext: true, paddingwidth: 10, paddingheight: 6, backgroundcolor: 'FFFFFF' }) };
}

/** YYMMDD of an ISO date (GS1 AI 17). */
export function yymmdd(iso: string): string {
  return iso.slice(2, 10).replace(/-/g, '');
}
