/**
 * Hand-built PDF files for the fake mall (COA reports, order contracts,
 * invoices): one A4 page, Helvetica, ASCII text, correct xref offsets, so
 * every PDF viewer opens them. Non-ASCII characters become "?" (the standard
 * Type1 fonts carry no Chinese glyphs).
 */
import { HttpResponse } from 'msw';

/** PDF string literal: printable ASCII only, with \ ( ) escaped. */
function pdfString(text: string): string {
  const ascii = Array.from(text, (char) => {
    const code = char.codePointAt(0) ?? 63;
    return code >= 32 && code <= 126 ? char : '?';
  }).join('');
  return `(${ascii.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/**
 * A one-page PDF. The first line is the title (18 pt); the others follow in
 * 11 pt, 16 pt apart, at most 45 lines.
 */
export function buildPdf(lines: readonly string[], title = lines[0] ?? 'Document'): Uint8Array<ArrayBuffer> {
  const [first = '', ...rest] = lines;
  const ops: string[] = ['BT', '/F1 18 Tf', '56 780 Td', `${pdfString(first)} Tj`, '/F1 11 Tf'];
  rest.slice(0, 45).forEach((line, index) => {
    ops.push(index === 0 ? '0 -32 Td' : '0 -16 Td', `${pdfString(line)} Tj`);
  });
  ops.push('ET');
  const content = ops.join('\n');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfString(title)} /Producer (lab-mall fake backend) >>`,
  ];

  // Everything is ASCII, so string length equals byte length.
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(out.length);
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefAt = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}

/** `attachment` header with an ASCII fallback name and the UTF-8 name (RFC 6266). */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** A file answer (the client turns it into `{ code: 0, data: Blob }`). */
export function fileResponse(body: Uint8Array<ArrayBuffer> | string, contentType: string, fileName: string): Response {
  return new HttpResponse(body, {
    headers: { 'Content-Type': contentType, 'Content-Disposition': contentDisposition(fileName) },
  });
}

export function pdfResponse(lines: readonly string[], fileName: string): Response {
  return fileResponse(buildPdf(lines), 'application/pdf', fileName);
}
