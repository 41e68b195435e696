/**
 * The nine GHS pictograms (GB 30000.1 / GHS Rev.4) drawn as vectors in the fake mall's PDFs: a red diamond border
 * on white with the black symbol, the same shapes as the shop's own (src/entities/material/ui/ghs-pictogram.tsx;
 * the fake mall keeps its own copy). Each shape is written in a 100 × 100 box, y down as in SVG, and placed with
 * one transformation. No picture is fetched or embedded.
 */
import type { GhsPictogram } from './db/types.ts';

/** The red of the diamond (#e60012). */
const RED = '0.902 0 0.071';

type Shape =
  | { path: string; stroke?: number; white?: boolean }
  | { circle: readonly [number, number, number]; stroke?: number; white?: boolean }
  | { rect: readonly [number, number, number, number]; radius?: number }
  | { rotate: readonly [number, number, number]; shapes: readonly Shape[] };

/** Bezier handle of a quarter circle. */
const K = 0.5523;

const n = (v: number): string => String(Math.round(v * 1000) / 1000);

/** An SVG path (M L H V C Z, absolute or relative) as PDF path operators. */
export function pathOps(d: string): string {
  const out: string[] = [];
  const tokens = d.match(/[MLHVCZmlhvcz]|-?\d*\.?\d+/g) ?? [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let command = 'M';
  let i = 0;
  const num = (): number => Number(tokens[i++]);
  while (i < tokens.length) {
    const token = tokens[i] ?? '';
    if (/[A-Za-z]/.test(token)) {
      command = token;
      i++;
      if (command === 'Z' || command === 'z') {
        out.push('h');
        x = startX;
        y = startY;
        continue;
      }
    }
    const rel = command === command.toLowerCase();
    switch (command.toUpperCase()) {
      case 'M': {
        x = (rel ? x : 0) + num();
        y = (rel ? y : 0) + num();
        startX = x;
        startY = y;
        out.push(`${n(x)} ${n(y)} m`);
        // further pairs after a moveto are linetos
        command = rel ? 'l' : 'L';
        break;
      }
      case 'L':
        x = (rel ? x : 0) + num();
        y = (rel ? y : 0) + num();
        out.push(`${n(x)} ${n(y)} l`);
        break;
      case 'H':
        x = (rel ? x : 0) + num();
        out.push(`${n(x)} ${n(y)} l`);
        break;
      case 'V':
        y = (rel ? y : 0) + num();
        out.push(`${n(x)} ${n(y)} l`);
        break;
      case 'C': {
        const p = [num(), num(), num(), num(), num(), num()].map((v, k) => (rel ? v + (k % 2 === 0 ? x : y) : v));
        out.push(`${p.map(n).join(' ')} c`);
        x = p[4] ?? x;
        y = p[5] ?? y;
        break;
      }
      default:
        i++;
    }
  }
  return out.join(' ');
}

function circleOps(cx: number, cy: number, r: number): string {
  const k = r * K;
  return [
    `${n(cx + r)} ${n(cy)} m`,
    `${n(cx + r)} ${n(cy + k)} ${n(cx + k)} ${n(cy + r)} ${n(cx)} ${n(cy + r)} c`,
    `${n(cx - k)} ${n(cy + r)} ${n(cx - r)} ${n(cy + k)} ${n(cx - r)} ${n(cy)} c`,
    `${n(cx - r)} ${n(cy - k)} ${n(cx - k)} ${n(cy - r)} ${n(cx)} ${n(cy - r)} c`,
    `${n(cx + k)} ${n(cy - r)} ${n(cx + r)} ${n(cy - k)} ${n(cx + r)} ${n(cy)} c h`,
  ].join(' ');
}

function rectOps([x, y, w, h]: readonly [number, number, number, number], radius = 0): string {
  if (radius <= 0) return `${n(x)} ${n(y)} ${n(w)} ${n(h)} re`;
  const r = Math.min(radius, w / 2, h / 2);
  const k = r * K;
  return pathOps(
    `M${x + r} ${y}H${x + w - r}C${x + w - r + k} ${y} ${x + w} ${y + r - k} ${x + w} ${y + r}V${y + h - r}` +
      `C${x + w} ${y + h - r + k} ${x + w - r + k} ${y + h} ${x + w - r} ${y + h}H${x + r}C${x + r - k} ${y + h} ${x} ${y + h - r + k} ${x} ${y + h - r}` +
      `V${y + r}C${x} ${y + r - k} ${x + r - k} ${y} ${x + r} ${y}Z`,
  );
}

/** Filled black, or stroked black `stroke` units wide with round caps; `white` fills white (a skull's eyes). */
function shapeOps(shape: Shape): string {
  if ('rotate' in shape) {
    const [deg, cx, cy] = shape.rotate;
    const a = (deg * Math.PI) / 180;
    const [c, s] = [Math.cos(a), Math.sin(a)];
    // rotate about (cx, cy): translate, rotate, translate back
    const e = cx - c * cx + s * cy;
    const f = cy - s * cx - c * cy;
    return `q ${[c, s, -s, c, e, f].map(n).join(' ')} cm ${shape.shapes.map(shapeOps).join(' ')} Q`;
  }
  const geometry = 'path' in shape ? pathOps(shape.path) : 'circle' in shape ? circleOps(...shape.circle) : rectOps(shape.rect, shape.radius);
  if ('stroke' in shape && shape.stroke) return `q 0 G ${n(shape.stroke)} w 1 J 1 j ${geometry} S Q`;
  if ('white' in shape && shape.white) return `q 1 g ${geometry} f Q`;
  return `q 0 g ${geometry} f Q`;
}

/** The symbols, as src/entities/material/ui/ghs-pictogram.tsx draws them (arcs written as Bezier curves). */
const SYMBOLS: Readonly<Record<GhsPictogram, readonly Shape[]>> = {
  // exploding bomb
  GHS01: [{ circle: [43, 61, 13] }, { path: 'M52 51l6-7M62 29v7M68 35h7M66 31l5-5M57 31l-3-5M69 42l6 3', stroke: 3 }],
  // flame
  GHS02: [
    { path: 'M50 25c4 10 15 16 15 29c0 8.28-6.72 15-15 15c-8.28 0-15-6.72-15-15c0-7 4-12 7-15 1 5 3 8 5 9-1-8 0-15 3-23z' },
    { rect: [33, 72, 34, 4] },
  ],
  // flame over circle
  GHS03: [
    { path: 'M50 25c3 7 10 11 10 19c0 5.52-4.48 10-10 10c-5.52 0-10-4.48-10-10c0-5 3-8 5-10 1 3 2 5 4 6-1-6 0-10 1-15z' },
    { circle: [50, 62, 8], stroke: 5 },
    { rect: [33, 74, 34, 4] },
  ],
  // gas cylinder
  GHS04: [{ rotate: [-40, 50, 54], shapes: [{ rect: [42, 32, 16, 40], radius: 7 }, { rect: [46, 25, 8, 9] }] }],
  // corrosion: two tubes dripping on a surface and a hand
  GHS05: [
    { path: 'M28 33l10-6 7 12-10 6zM72 33l-10-6-7 12 10 6z' },
    { path: 'M38 49v5M38 58v3M62 49v5M62 58v3', stroke: 3 },
    { path: 'M26 66h22v8H26zM54 66h20v8H54zM54 66l4-5h8l-2 5z' },
  ],
  // skull and crossbones
  GHS06: [
    { path: 'M35 60l30 17M65 60L35 77', stroke: 5 },
    { circle: [50, 42, 13] },
    { rect: [43, 50, 14, 9], radius: 2 },
    { circle: [45, 41, 3.5], white: true },
    { circle: [55, 41, 3.5], white: true },
  ],
  // exclamation mark
  GHS07: [{ rect: [45, 27, 10, 32], radius: 4 }, { circle: [50, 68, 5.5] }],
  // health hazard: a bust with a star on the chest
  GHS08: [
    { circle: [50, 32, 7] },
    { path: 'M33 76c0-19 7-31 17-33 10 2 17 14 17 33z' },
    { path: 'M50 50l2.4 6h6.6l-5.3 4 2 6.5-5.7-4-5.7 4 2-6.5-5.3-4h6.6z', white: true },
  ],
  // environment: a dead tree and a dead fish
  GHS09: [
    { path: 'M37 74V42M37 52l-7-8M37 50l7-9M37 60l8-6M26 76h48', stroke: 3 },
    { path: 'M46 66c6-7 16-7 21 0-5 7-15 7-21 0zm21 0l7-5v10z' },
  ],
};

/**
 * The PDF operators that draw one pictogram `size` points wide with its top-left corner at (`x`, `top`) of the
 * page (PDF points, y up): the white diamond with its red border, then the black symbol.
 */
export function pictogramOps(code: GhsPictogram, x: number, top: number, size: number): string {
  const s = size / 100;
  const diamond = `q 1 g ${RED} RG 7 w 1 j ${pathOps('M50 4L96 50L50 96L4 50Z')} B Q`;
  return `q ${n(s)} 0 0 ${n(-s)} ${n(x)} ${n(top)} cm ${diamond} ${SYMBOLS[code].map(shapeOps).join(' ')} Q`;
}

/** The operators' signature of a drawn diamond, for tests that count pictograms in a page. */
export const DIAMOND_MARK = `${RED} RG 7 w`;
