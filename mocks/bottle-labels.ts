/**
 * 瓶签 (docs/api.md §14): one label per bottle received, on A4 sheets of 3 × 8 labels (70 × 37 mm) or one 60 × 40 mm
 * label per page of a label printer's roll. Each names the product, 货号 · 规格, 批号, CAS, 有效期至, 收货日期 and the
 * order, the GHS pictograms with the signal word, the control classes, and a QR code of the shop's COA page of the
 * lot. Pure: the handler passes the labels in. Primitives from mocks/pdf.ts, pictograms from mocks/ghs-pdf.ts.
 */
import { drawQrCode } from './acceptance-slip.ts';
import type { ControlClass, GhsPictogram } from './db/types.ts';
import { pictogramOps } from './ghs-pdf.ts';
import { CONTROL_LABELS } from './hazard-data.ts';
import { A4, PdfDocument, textWidth, wrapText } from './pdf.ts';

const MM = 72 / 25.4;
const RED: [number, number, number] = [0.8, 0, 0.07];

export type LabelFormat = 'a4' | 'roll';
export const LABEL_FORMATS: readonly LabelFormat[] = ['a4', 'roll'];
/** More than this in one file is refused (400): a lab prints a delivery at a time. */
export const MAX_LABELS = 1000;

/** One bottle's label. */
export interface BottleLabel {
  name: string;
  catalogNo: string;
  spec: string;
  lot: string;
  cas: string | null;
  /** YYYY-MM-DD, or null when the mall has no COA of the lot */
  expiresAt: string | null;
  /** YYYY-MM-DD */
  receivedAt: string;
  orderNo: string;
  pictograms: readonly GhsPictogram[];
  signalWord: string | null;
  controls: readonly ControlClass[];
  /** the QR code's text: the shop's COA page of the lot */
  qr: string;
  /** which bottle of the line: 1 / 3 */
  bottle: { n: number; of: number };
}

/** The text on one line at most `width` points wide, cut with … when longer. */
function oneLine(text: string, size: number, width: number): string {
  if (textWidth(text, size) <= width) return text;
  const [first = ''] = wrapText(text, size, width - textWidth('…', size));
  return `${first}…`;
}

/** Draws one label in the box whose top-left corner is (x, top), w × h points. */
function drawLabel(doc: PdfDocument, label: BottleLabel, x: number, top: number, w: number, h: number): void {
  const pad = 2.5 * MM;
  const qr = Math.min(19 * MM, h - 2 * pad - 8);
  const textWidthMax = w - 3 * pad - qr;
  const left = x + pad;
  let y = top - pad - 8;
  doc.text(left, y, oneLine(label.name, 8.5, textWidthMax), { size: 8.5, bold: true });
  const lines = [
    `货号 ${label.catalogNo} · ${label.spec}`,
    `批号 ${label.lot}`,
    ...(label.cas ? [`CAS ${label.cas}`] : []),
    `有效期至 ${label.expiresAt ?? '见 COA'}`,
    `收货 ${label.receivedAt}`,
    `订单 ${label.orderNo}`,
  ];
  for (const line of lines) {
    y -= 9.5;
    doc.text(left, y, oneLine(line, 6.8, textWidthMax), { size: 6.8 });
  }
  // the hazards along the bottom: pictograms, the signal word, the control classes
  const icon = 5.2 * MM;
  const bottom = top - h + pad;
  let ix = left;
  for (const code of label.pictograms.slice(0, 4)) {
    doc.raw(pictogramOps(code, ix, bottom + icon, icon));
    ix += icon + 1;
  }
  const marks = [label.signalWord, ...label.controls.map((c) => CONTROL_LABELS[c].label)].filter((t): t is string => Boolean(t));
  if (marks.length > 0) doc.text(ix + 2, bottom + icon / 2 - 2.5, oneLine(marks.join(' '), 7, left + textWidthMax - ix - 2), { size: 7, bold: true, color: RED });
  // the QR code at the right, with what it opens and which bottle this is under it
  const qx = x + w - pad - qr;
  drawQrCode(doc, qx, top - pad, qr, label.qr);
  doc.link(qx, top - pad - qr, qr, qr, label.qr);
  doc.text(qx + qr / 2, top - pad - qr - 7, '扫码查看 COA', { size: 5.5, align: 'center', color: 0.35 });
  doc.text(qx + qr / 2, top - pad - qr - 14, `第 ${label.bottle.n}/${label.bottle.of} 瓶`, { size: 5.5, align: 'center', color: 0.35 });
}

/** The labels as a PDF: A4 sheets of 3 × 8, or one per 60 × 40 mm page. */
export function bottleLabelsPdf(labels: readonly BottleLabel[], format: LabelFormat, title: string): Uint8Array<ArrayBuffer> {
  if (format === 'roll') {
    const size = { width: 60 * MM, height: 40 * MM };
    const doc = new PdfDocument(size);
    labels.forEach((label, i) => {
      if (i > 0) doc.newPage();
      drawLabel(doc, label, 0, size.height, size.width, size.height);
    });
    return doc.toBytes(title, { pageNumbers: false });
  }
  const doc = new PdfDocument(A4);
  const cols = 3;
  const rows = 8;
  const w = A4.width / cols;
  const h = A4.height / rows;
  labels.forEach((label, i) => {
    const cell = i % (cols * rows);
    if (i > 0 && cell === 0) doc.newPage();
    const col = cell % cols;
    const row = Math.floor(cell / cols);
    drawLabel(doc, label, col * w, A4.height - row * h, w, h);
  });
  return doc.toBytes(title, { pageNumbers: false });
}
