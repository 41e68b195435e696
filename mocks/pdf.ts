/**
 * Hand-built PDF files for the fake mall (order contracts, invoices, COA
 * reports, downloads). Chinese text uses PDF's predefined Adobe CJK font
 * STSong-Light (a Type0 font with the UniGB-UCS2-H encoding), not embedded:
 * the viewer draws it with a CJK font of its own (PDFium in Chrome and pdf.js
 * do; Acrobat needs its Chinese font pack, poppler its poppler-data), so the
 * files carry no font bytes at all. Latin text uses Helvetica.
 *
 * The whole file is ASCII (CJK text is written as hex UCS-2 strings, Latin-1
 * extras as octal escapes), so string offsets are byte offsets in the xref.
 * A /ToUnicode CMap of the characters used makes text copy and extract
 * correctly. Characters outside the BMP (emoji…) become □.
 */
import { HttpResponse } from 'msw';

// ---------------------------------------------------------------- text encoding

/** Helvetica advance widths (1/1000 em) of ASCII 32..126 (Adobe's Helvetica AFM). */
const HELVETICA_ASCII = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556,
  556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

/** Non-ASCII characters drawn with Helvetica: [WinAnsiEncoding code, width]. Units and signs of lab data. */
const HELVETICA_EXTRA: Readonly<Record<string, readonly [number, number]>> = {
  '\u00a0': [0xa0, 278], // no-break space
  '°': [0xb0, 400],
  '±': [0xb1, 584],
  '¥': [0xa5, 556],
  '²': [0xb2, 333],
  '³': [0xb3, 333],
  'µ': [0xb5, 556],
  '·': [0xb7, 278],
  '×': [0xd7, 584],
  '÷': [0xf7, 584],
  '–': [0x96, 556],
  '®': [0xae, 737],
  '©': [0xa9, 737],
  '™': [0x99, 1000],
  '€': [0x80, 556],
};

/** Drawn for characters the fonts cannot carry (outside the BMP: emoji, rare ideographs). */
const PLACEHOLDER = '\u25a1'; // □

type FontKey = 'F1' | 'F2';
interface Run {
  font: FontKey;
  /** The PDF string operand: `(…)` for Helvetica, `<…>` for STSong */
  operand: string;
  /** Width in 1/1000 em */
  width: number;
}

/** Characters as drawn: controls become spaces, characters outside the BMP the placeholder. */
function drawnChars(text: string): string[] {
  return Array.from(text, (char) => {
    const code = char.codePointAt(0) ?? 0x20;
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) return ' ';
    if (code > 0xffff || (code >= 0xd800 && code <= 0xdfff)) return PLACEHOLDER;
    return char;
  });
}

const isHelvetica = (char: string): boolean => {
  const code = char.charCodeAt(0);
  return (code >= 0x20 && code <= 0x7e) || Object.hasOwn(HELVETICA_EXTRA, char);
};

function charWidth(char: string): number {
  const code = char.charCodeAt(0);
  if (code >= 0x20 && code <= 0x7e) return HELVETICA_ASCII[code - 0x20] ?? 556;
  return HELVETICA_EXTRA[char]?.[1] ?? 1000;
}

function literalChar(char: string): string {
  if (char === '\\' || char === '(' || char === ')') return `\\${char}`;
  const extra = HELVETICA_EXTRA[char];
  return extra ? `\\${extra[0].toString(8).padStart(3, '0')}` : char;
}

const hex4 = (code: number): string => code.toString(16).toUpperCase().padStart(4, '0');

/** Split text into runs of one font each. */
function runs(text: string, used: Set<number>): Run[] {
  const out: Run[] = [];
  for (const char of drawnChars(text)) {
    const font: FontKey = isHelvetica(char) ? 'F1' : 'F2';
    const last = out.at(-1);
    const run = last?.font === font ? last : { font, operand: '', width: 0 };
    if (run !== last) out.push(run);
    if (font === 'F1') run.operand += literalChar(char);
    else {
      used.add(char.charCodeAt(0));
      run.operand += hex4(char.charCodeAt(0));
    }
    run.width += charWidth(char);
  }
  return out.map((r) => ({ ...r, operand: r.font === 'F1' ? `(${r.operand})` : `<${r.operand}>` }));
}

/** Width of the text in points at this size. */
export function textWidth(text: string, size: number): number {
  return drawnChars(text).reduce((sum, char) => sum + charWidth(char), 0) * (size / 1000);
}

/**
 * Break text into lines at most `width` points wide: at spaces for Latin
 * words, anywhere between CJK characters; a word wider than the line is cut.
 * Closing punctuation is not put at the start of a line.
 */
export function wrapText(text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    // tokens: a Latin word with its trailing spaces, or one other character
    const tokens = paragraph.match(/[\x21-\x7e\u00a0-\u00ff–]+ *| +|[^]/gu) ?? [];
    let line = '';
    const push = (): void => {
      lines.push(line.trimEnd());
      line = '';
    };
    for (const token of tokens) {
      if (textWidth(line + token.trimEnd(), size) <= width) {
        line += token;
        continue;
      }
      if (/^[，。、；：！？）》」』”’%,.;:!?)\]]/u.test(token) && line.length > 1) {
        // keep closing punctuation with what comes before it: a whole word or number (3217000|1）), else one character
        // (a number filling the whole line stays whole, the punctuation then starts the next)
        const word = /[\x21-\x7e\u00a0-\u00ff–]+$/u.exec(line)?.[0];
        const carry = word ? (word.length < line.length ? word : '') : (Array.from(line).pop() ?? '');
        line = line.slice(0, line.length - carry.length);
        push();
        line = carry + token;
        continue;
      }
      if (line.trim() !== '') push();
      line = token.trimStart() === '' ? '' : token;
      while (textWidth(line.trimEnd(), size) > width && Array.from(line).length > 1) {
        // a single word wider than the line: cut it
        const chars = Array.from(line);
        let cut = chars.length - 1;
        while (cut > 1 && textWidth(chars.slice(0, cut).join(''), size) > width) cut--;
        // rather after a hyphen or slash of a catalogue number (45-1866-|82-25T)
        const soft = Math.max(chars.lastIndexOf('-', cut - 1), chars.lastIndexOf('/', cut - 1));
        if (soft > 0 && soft + 1 < cut) cut = soft + 1;
        lines.push(chars.slice(0, cut).join(''));
        line = chars.slice(cut).join('');
      }
    }
    push();
  }
  return lines;
}

// ---------------------------------------------------------------- document

export const A4 = { width: 595.28, height: 841.89 } as const;

/** A gray (0 = black … 1 = white) or an RGB triple (0…1 each). */
export type Color = number | readonly [number, number, number];

const fmt = (n: number): string => String(Math.round(n * 1000) / 1000);

function colorOp(color: Color, stroke: boolean): string {
  if (typeof color === 'number') return `${fmt(color)} ${stroke ? 'G' : 'g'}`;
  return `${color.map(fmt).join(' ')} ${stroke ? 'RG' : 'rg'}`;
}

export interface TextStyle {
  size?: number;
  /** Fill and stroke the outlines (works for the predefined CJK font, which has no bold face) */
  bold?: boolean;
  align?: 'left' | 'center' | 'right';
  color?: Color;
}

export interface Column {
  title: string;
  width: number;
  align?: 'left' | 'center' | 'right';
}

/** A table cell: its text, or the text with a column span, alignment, weight and background. */
export type Cell = string | { text: string; span?: number; align?: 'left' | 'center' | 'right'; bold?: boolean; fill?: Color; color?: Color };

/** A clickable area of a page that opens an address (a /Link annotation with a /URI action). */
interface Link {
  x: number;
  y: number;
  width: number;
  height: number;
  uri: string;
}

export interface TableOptions {
  /** Font size of the cells (9) */
  size?: number;
  /** Draw the column titles as a header row, repeated on each page (true) */
  header?: boolean;
  /** Colour of the rules (black) */
  rule?: Color;
  /** Background of the header row */
  headerFill?: Color;
  /** Colour of the header text */
  headerColor?: Color;
}

/**
 * A flowing document: a cursor `y` moves down the page; `ensure` starts a new
 * page when the next block does not fit. Pages get "第 n 页 / 共 N 页" at the end.
 */
export class PdfDocument {
  readonly width: number;
  readonly height: number;
  readonly margin = { top: 50, right: 48, bottom: 56, left: 48 };
  /** The cursor: the top of the next block, in PDF points from the bottom. */
  y: number;
  private readonly pages: string[][] = [];
  /** Each page's links, by page index */
  private readonly links: Link[][] = [];
  private readonly used = new Set<number>();
  /** Drawn on every new page after the first (e.g. the document number). */
  private pageHeader: ((doc: PdfDocument) => void) | undefined;

  constructor(size: { width: number; height: number } = A4) {
    this.width = size.width;
    this.height = size.height;
    this.y = this.height - this.margin.top;
    this.pages.push([]);
    this.links.push([]);
  }

  get left(): number {
    return this.margin.left;
  }

  get right(): number {
    return this.width - this.margin.right;
  }

  get contentWidth(): number {
    return this.right - this.left;
  }

  get pageCount(): number {
    return this.pages.length;
  }

  /** Draw this at the top of every following page. */
  setPageHeader(header: (doc: PdfDocument) => void): void {
    this.pageHeader = header;
  }

  newPage(): void {
    this.pages.push([]);
    this.links.push([]);
    this.y = this.height - this.margin.top;
    this.pageHeader?.(this);
  }

  /** Start a new page unless `height` points fit above the bottom margin. */
  ensure(height: number): void {
    if (this.y - height < this.margin.bottom) this.newPage();
  }

  /**
   * Draw a block that must stay on one page (the totals with the seal under them): when it would break across
   * pages, what it drew is taken back and it is drawn again from the top of a new page. A block started at the top
   * of a page, or taller than a page, breaks where it must.
   */
  keepTogether(draw: () => void): void {
    const pages = this.pages.length;
    const ops = this.ops.length;
    const links = this.links.at(-1)?.length ?? 0;
    const y = this.y;
    draw();
    if (this.pages.length === pages || y >= this.height - this.margin.top - 40) return;
    this.pages.length = pages;
    this.links.length = pages;
    this.ops.length = ops;
    (this.links.at(-1) ?? []).length = links;
    this.y = y;
    this.newPage();
    draw();
  }

  private get ops(): string[] {
    return this.pages.at(-1) ?? [];
  }

  /** One line of text with its baseline at `y`; `x` is the left, centre or right edge by `align`. */
  text(x: number, y: number, text: string, style: TextStyle = {}): void {
    const size = style.size ?? 10;
    const width = textWidth(text, size);
    const left = style.align === 'right' ? x - width : style.align === 'center' ? x - width / 2 : x;
    const parts = runs(text, this.used);
    if (parts.length === 0) return;
    const color = style.color ?? 0;
    const ops = ['q BT', colorOp(color, false)];
    if (style.bold) ops.push(`${colorOp(color, true)} ${fmt(size * 0.022)} w 2 Tr`);
    ops.push(`${fmt(left)} ${fmt(y)} Td`);
    let font: FontKey | undefined;
    for (const part of parts) {
      if (part.font !== font) ops.push(`/${part.font} ${fmt(size)} Tf`);
      font = part.font;
      ops.push(`${part.operand} Tj`);
    }
    ops.push('ET Q');
    this.ops.push(ops.join(' '));
  }

  line(x1: number, y1: number, x2: number, y2: number, options: { width?: number; color?: Color; dash?: number } = {}): void {
    const dash = options.dash ? `[${fmt(options.dash)}] 0 d ` : '';
    this.ops.push(
      `q ${colorOp(options.color ?? 0, true)} ${fmt(options.width ?? 0.6)} w ${dash}${fmt(x1)} ${fmt(y1)} m ${fmt(x2)} ${fmt(y2)} l S Q`,
    );
  }

  /** A rectangle from its lower-left corner: stroked (the default), filled, or both. */
  rect(x: number, y: number, w: number, h: number, options: { fill?: Color; stroke?: Color; lineWidth?: number } = {}): void {
    const stroke = options.stroke ?? (options.fill === undefined ? 0 : undefined);
    const setup = [
      `${fmt(options.lineWidth ?? 0.6)} w`,
      stroke === undefined ? '' : colorOp(stroke, true),
      options.fill === undefined ? '' : colorOp(options.fill, false),
    ].filter(Boolean);
    const paint = options.fill !== undefined && stroke !== undefined ? 'B' : options.fill !== undefined ? 'f' : 'S';
    this.ops.push(`q ${setup.join(' ')} ${fmt(x)} ${fmt(y)} ${fmt(w)} ${fmt(h)} re ${paint} Q`);
  }

  /** Many rectangles (lower-left corner, width, height) filled in one colour, as one path: a QR code's modules. */
  fillRects(rects: readonly (readonly [number, number, number, number])[], color: Color = 0): void {
    if (rects.length === 0) return;
    const path = rects.map((r) => `${r.map(fmt).join(' ')} re`).join(' ');
    this.ops.push(`q ${colorOp(color, false)} ${path} f Q`);
  }

  /** Drawing operators of the caller's own (vector art: the GHS pictograms), in a saved graphics state. */
  raw(ops: string): void {
    this.ops.push(`q ${ops} Q`);
  }

  /** Make an area of the current page (from its lower-left corner) open `uri` when clicked. */
  link(x: number, y: number, width: number, height: number, uri: string): void {
    this.links.at(-1)?.push({ x, y, width, height, uri });
  }

  /** Wrapped text at the cursor; moves the cursor below it (new pages as needed). */
  paragraph(text: string, style: TextStyle & { x?: number; width?: number; leading?: number } = {}): void {
    const size = style.size ?? 10;
    const leading = style.leading ?? size * 1.6;
    const x = style.x ?? this.left;
    const width = style.width ?? this.right - x;
    for (const line of wrapText(text, size, width)) {
      this.ensure(leading);
      this.y -= leading;
      const anchor = style.align === 'center' ? x + width / 2 : style.align === 'right' ? x + width : x;
      this.text(anchor, this.y + (leading - size) / 2 + size * 0.15, line, style);
    }
  }

  /** Move the cursor down. */
  gap(points: number): void {
    this.y -= points;
  }

  /**
   * A ruled table at the cursor. Cells wrap; rows never split; the header
   * repeats on each new page. Column widths should add up to the content width.
   */
  table(columns: readonly Column[], rows: readonly (readonly Cell[])[], options: TableOptions = {}): void {
    const size = options.size ?? 9;
    const leading = size * 1.45;
    const padX = 4;
    const padY = 3.5;
    const rule = options.rule ?? 0;
    const xs = columns.reduce<number[]>((acc, c) => [...acc, (acc.at(-1) ?? this.left) + c.width], [this.left]);
    const tableRight = xs.at(-1) ?? this.right;
    const headerCells: Cell[] = columns.map((c) => ({ text: c.title, align: 'center', bold: true, fill: options.headerFill ?? 0.92, color: options.headerColor ?? 0 }));

    const drawRow = (cells: readonly Cell[], isHeader: boolean): void => {
      // lay the cells out over the columns
      let col = 0;
      const laid = cells.map((cell) => {
        const spec = typeof cell === 'string' ? { text: cell } : cell;
        const span = Math.max(1, spec.span ?? 1);
        const x0 = xs[col] ?? tableRight;
        const x1 = xs[Math.min(col + span, columns.length)] ?? tableRight;
        const align = spec.align ?? columns[col]?.align ?? 'left';
        col += span;
        return { ...spec, x0, x1, align, lines: wrapText(spec.text, size, Math.max(size, x1 - x0 - padX * 2)) };
      });
      const height = Math.max(1, ...laid.map((c) => c.lines.length)) * leading + padY * 2;
      if (this.y - height < this.margin.bottom) {
        this.newPage();
        if (!isHeader && options.header !== false) drawRow(headerCells, true);
      }
      const top = this.y;
      for (const cell of laid) {
        if (cell.fill !== undefined) this.rect(cell.x0, top - height, cell.x1 - cell.x0, height, { fill: cell.fill });
        const x = cell.align === 'right' ? cell.x1 - padX : cell.align === 'center' ? (cell.x0 + cell.x1) / 2 : cell.x0 + padX;
        cell.lines.forEach((line, n) => {
          const baseline = top - padY - leading * (n + 1) + (leading - size) / 2 + size * 0.18;
          this.text(x, baseline, line, { size, align: cell.align, ...(cell.bold ? { bold: true } : {}), ...(cell.color === undefined ? {} : { color: cell.color }) });
        });
      }
      // rules: top, bottom, and the left edge of each cell plus the right edge
      this.line(this.left, top, tableRight, top, { color: rule });
      this.line(this.left, top - height, tableRight, top - height, { color: rule });
      for (const cell of laid) this.line(cell.x0, top, cell.x0, top - height, { color: rule });
      this.line(tableRight, top, tableRight, top - height, { color: rule });
      this.y = top - height;
    };

    this.ensure(leading * 3 + padY * 4);
    if (options.header !== false) drawRow(headerCells, true);
    rows.forEach((row) => drawRow(row, false));
  }

  /** The PDF file. `title` goes into the document info (shown as the viewer's window title); labels print no page numbers. */
  toBytes(title: string, { pageNumbers = true }: { pageNumbers?: boolean } = {}): Uint8Array<ArrayBuffer> {
    const total = this.pages.length;
    const pages = this.pages.map((ops, index) => (pageNumbers ? [...ops, this.pageNumber(index + 1, total)] : ops));
    return serialize(pages, this.links, this.used, title, this.width, this.height);
  }

  /** "第 n 页 / 共 N 页", centred in the bottom margin. */
  private pageNumber(page: number, total: number): string {
    const label = `第 ${page} 页 / 共 ${total} 页`;
    const size = 8;
    const body = runs(label, this.used)
      .map((p) => `/${p.font} ${size} Tf ${p.operand} Tj`)
      .join(' ');
    return `q BT 0.4 g ${fmt(this.width / 2 - textWidth(label, size) / 2)} ${fmt(this.margin.bottom / 2)} Td ${body} ET Q`;
  }
}

// ---------------------------------------------------------------- file

/** Document info string: UTF-16BE with a byte-order mark, as hex. */
function infoString(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += hex4(text.charCodeAt(i));
  return `<${hex}>`;
}

/** A ToUnicode CMap for the UCS-2 codes used (code = Unicode value). */
function toUnicodeCMap(used: ReadonlySet<number>): string {
  const codes = [...used].sort((a, b) => a - b);
  const blocks: string[] = [];
  for (let i = 0; i < codes.length; i += 100) {
    const chunk = codes.slice(i, i + 100);
    blocks.push(`${chunk.length} beginbfchar\n${chunk.map((c) => `<${hex4(c)}> <${hex4(c)}>`).join('\n')}\nendbfchar`);
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}

/** A PDF literal string of ASCII text (an address: other characters percent-encoded). */
function asciiLiteral(text: string): string {
  return `(${encodeURI(decodeURI(text)).replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

function serialize(
  pages: readonly string[][],
  links: readonly (readonly Link[])[],
  used: ReadonlySet<number>,
  title: string,
  width: number,
  height: number,
): Uint8Array<ArrayBuffer> {
  // objects 1..7 are fixed; then a page and its contents per page; then the link annotations; the info dictionary last
  const objects: string[] = [];
  const stream = (content: string): string => `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
  const pageIds = pages.map((_, i) => 8 + i * 2);
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`);
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  objects.push('<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [5 0 R] /ToUnicode 6 0 R >>');
  objects.push(
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light' +
      ' /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >>' +
      ' /FontDescriptor 7 0 R /DW 1000 >>',
  );
  objects.push(stream(toUnicodeCMap(used)));
  // an indirect object, as ISO 32000 asks of a font descriptor
  objects.push(
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880]' +
      ' /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  );
  const annotations: string[] = [];
  pages.forEach((ops, i) => {
    const contentsId = 9 + i * 2;
    const annotIds = (links[i] ?? []).map((link) => {
      annotations.push(
        `<< /Type /Annot /Subtype /Link /Rect [${[link.x, link.y, link.x + link.width, link.y + link.height].map(fmt).join(' ')}]` +
          ` /Border [0 0 0] /A << /Type /Action /S /URI /URI ${asciiLiteral(link.uri)} >> >>`,
      );
      return 8 + pages.length * 2 + annotations.length - 1;
    });
    const annots = annotIds.length ? ` /Annots [${annotIds.map((id) => `${id} 0 R`).join(' ')}]` : '';
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${fmt(width)} ${fmt(height)}]` +
        ` /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentsId} 0 R${annots} >>`,
    );
    objects.push(stream(ops.join('\n')));
  });
  objects.push(...annotations);
  objects.push(`<< /Title ${infoString(title)} /Producer (lab-mall fake backend) >>`);

  // Everything is ASCII (see the header comment), so string length equals byte length.
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
  if (/[^\n\x20-\x7e]/.test(out)) throw new Error('buildPdf: a byte other than printable ASCII or LF in the file');
  return new TextEncoder().encode(out);
}

/**
 * A simple document: the first line is the title (18 pt, bold, centred); the
 * others follow as wrapped paragraphs, on as many pages as they need.
 */
export function buildPdf(lines: readonly string[], title = lines[0] ?? 'Document'): Uint8Array<ArrayBuffer> {
  const doc = new PdfDocument();
  const [first = '', ...rest] = lines;
  doc.paragraph(first, { size: 18, bold: true, align: 'center', leading: 30 });
  doc.gap(12);
  for (const line of rest) doc.paragraph(line === '' ? ' ' : line, { size: 11 });
  return doc.toBytes(title);
}

// ---------------------------------------------------------------- responses

/** `attachment` header with an ASCII fallback name and the UTF-8 name (RFC 6266). */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** A file answer (the client turns it into `{ code: 0, data: Blob }`). */
export function fileResponse(body: Uint8Array<ArrayBuffer> | string, contentType: string, fileName: string): Response {
  return new HttpResponse(body, {
    // a file is saved, never run as a page of the mall's origin (docs/api.md §1 Files)
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': contentDisposition(fileName),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': 'sandbox',
    },
  });
}

/** A PDF answer: a built file, or lines for buildPdf. */
export function pdfResponse(body: Uint8Array<ArrayBuffer> | readonly string[], fileName: string): Response {
  // Array.isArray, not instanceof Uint8Array: the test DOM has its own typed-array realm
  return fileResponse(isLines(body) ? buildPdf(body) : body, 'application/pdf', fileName);
}

function isLines(body: Uint8Array<ArrayBuffer> | readonly string[]): body is readonly string[] {
  return Array.isArray(body);
}
