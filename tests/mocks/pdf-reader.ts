/**
 * Reads the fake mall's PDF files (mocks/pdf.ts) as a viewer would, enough
 * to test them: the xref offsets and stream lengths must be exact, and the
 * text is decoded through each font (WinAnsi for Helvetica, the /ToUnicode
 * CMap for the CJK font). Not a general PDF parser: no compression, no
 * object streams, one content stream per page.
 */

/** The reader runs under vitest and Playwright alike: a failed check throws with what it found. */
function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(`not a well-formed PDF of the fake mall: ${what}`);
}

export interface PdfFile {
  /** The file as latin1 text (one character per byte) */
  raw: string;
  /** Object number -> body (between `N 0 obj` and `endobj`) */
  objects: Map<number, string>;
  /** Each page's text: one line per text object (BT…ET) */
  pages: string[];
  /** All pages' text */
  text: string;
  /** The /Title of the document info */
  title: string;
}

/** WinAnsiEncoding bytes above 0x7e that mocks/pdf.ts writes, to Unicode. */
const WIN_ANSI: Record<number, string> = { 0x80: '€', 0x96: '–', 0x99: '™', 0xa0: '\u00a0', 0xa5: '¥', 0xa9: '©', 0xae: '®', 0xb0: '°', 0xb1: '±', 0xb2: '²', 0xb3: '³', 0xb5: 'µ', 0xb7: '·', 0xd7: '×', 0xf7: '÷' };

function unescapeLiteral(body: string): string {
  return body.replace(/\\([0-7]{1,3}|.)/g, (_, esc: string) => {
    if (/^[0-7]+$/.test(esc)) {
      const code = parseInt(esc, 8);
      return WIN_ANSI[code] ?? String.fromCharCode(code);
    }
    return ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' } as Record<string, string>)[esc] ?? esc;
  });
}

function parseCMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar\n([^]*?)endbfchar/g)) {
    for (const [, src = '', dst = ''] of (block[1] ?? '').matchAll(/<([0-9A-F]+)> <([0-9A-F]+)>/g)) {
      map.set(parseInt(src, 16), String.fromCharCode(...(dst.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16))));
    }
  }
  return map;
}

/** Check the structure (header, xref, every offset and stream length) and read the text. */
export function readPdf(bytes: Uint8Array): PdfFile {
  const raw = new TextDecoder('latin1').decode(bytes);
  check(raw.startsWith('%PDF-1.'), 'header');
  check(raw.trimEnd().endsWith('%%EOF'), 'trailer %%EOF');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n?$/.exec(raw)?.[1]);
  check(raw.slice(startxref, startxref + 5) === 'xref\n', `startxref ${startxref}`);
  const [, count = '0'] = /^xref\n0 (\d+)\n/.exec(raw.slice(startxref)) ?? [];
  const entries = raw
    .slice(startxref)
    .split('\n')
    .filter((line) => / 00000 n $/.test(line))
    .map((line) => Number(line.slice(0, 10)));
  check(entries.length === Number(count) - 1, `xref count ${count}, entries ${entries.length}`);

  const objects = new Map<number, string>();
  entries.forEach((offset, index) => {
    const header = `${index + 1} 0 obj\n`;
    check(raw.slice(offset, offset + header.length) === header, `xref entry of object ${index + 1}`);
    const end = raw.indexOf('\nendobj\n', offset);
    const body = raw.slice(offset + header.length, end);
    const stream = /^<< \/Length (\d+) >>\nstream\n/.exec(body);
    if (stream) {
      const start = (stream[0] ?? '').length;
      const length = Number(stream[1]);
      check(body.slice(start + length) === '\nendstream', `stream length of object ${index + 1}`);
      objects.set(index + 1, body.slice(start, start + length));
    } else objects.set(index + 1, body);
  });

  // fonts: /Fn -> decoder
  const ref = (body: string, key: string): number => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(body)?.[1]);
  const catalog = objects.get(Number(/\/Root (\d+) 0 R/.exec(raw.slice(startxref))?.[1])) ?? '';
  const pagesBody = objects.get(ref(catalog, 'Pages')) ?? '';
  const kids = [...(/\/Kids \[([^\]]*)\]/.exec(pagesBody)?.[1] ?? '').matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));
  check(kids.length === Number(/\/Count (\d+)/.exec(pagesBody)?.[1]), 'page count');

  const pages = kids.map((kid) => {
    const page = objects.get(kid) ?? '';
    const decoders = new Map<string, (operand: string) => string>();
    for (const [, name = '', id = ''] of page.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const font = objects.get(Number(id)) ?? '';
      if (/\/Subtype \/Type0/.test(font)) {
        check(/\/Encoding \/UniGB-UCS2-H/.test(font), `encoding of ${name}`);
        const cmap = parseCMap(objects.get(ref(font, 'ToUnicode')) ?? '');
        decoders.set(name, (hex) =>
          (hex.match(/.{4}/g) ?? []).map((h) => {
            const text = cmap.get(parseInt(h, 16));
            check(text !== undefined, `ToUnicode entry for <${h}>`);
            return text ?? '';
          }).join(''),
        );
      } else decoders.set(name, (literal) => unescapeLiteral(literal));
    }
    const content = objects.get(ref(page, 'Contents')) ?? '';
    const lines: string[] = [];
    for (const block of content.matchAll(/BT ([^]*?) ET Q/g)) {
      let font = '';
      let line = '';
      for (const token of (block[1] ?? '').matchAll(/\/(F\d+) [\d.]+ Tf|\(((?:\\.|[^\\)])*)\) Tj|<([0-9A-F]*)> Tj/g)) {
        if (token[1]) font = token[1];
        else {
          const decode = decoders.get(font);
          check(decode !== undefined, `font ${font}`);
          line += decode?.(token[2] ?? token[3] ?? '') ?? '';
        }
      }
      lines.push(line);
    }
    return lines.join('\n');
  });

  const info = objects.get(Number(/\/Info (\d+) 0 R/.exec(raw.slice(startxref))?.[1])) ?? '';
  const titleHex = /\/Title <FEFF([0-9A-F]*)>/.exec(info)?.[1] ?? '';
  const title = String.fromCharCode(...(titleHex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));
  return { raw, objects, pages, text: pages.join('\n'), title };
}

export async function readPdfResponse(response: Response): Promise<PdfFile> {
  check(response.headers.get('Content-Type') === 'application/pdf', `Content-Type ${response.headers.get('Content-Type')}`);
  return readPdf(new Uint8Array(await response.arrayBuffer()));
}
