/**
 * Generated catalogue images of the fake mall: small SVGs drawn per category
 * (material), per brand (a word mark) and per tag. Deterministic (same id, same
 * picture) and served with a long Cache-Control, like a CDN would.
 * The `image` field of materials, brands and tags points here (docs/api.md §5).
 */
import { fnv1a } from './db/random.ts';
import { mockConfig } from './lib.ts';

export type ImageKind = 'material' | 'brand' | 'label' | 'structure';

/** The image path a response carries: relative to the API origin (a real backend may answer absolute URLs). */
export function imagePath(kind: ImageKind, id: string): string {
  return `${mockConfig.prefixCommon}/images/${kind}/${encodeURIComponent(id)}.svg`;
}

const hash = fnv1a;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** antd preset colour names (tags) to hex. */
const TAG_COLOURS: Record<string, string> = {
  blue: '#1677ff', geekblue: '#2f54eb', purple: '#722ed1', magenta: '#eb2f96', red: '#f5222d', volcano: '#fa541c',
  orange: '#fa8c16', gold: '#faad14', lime: '#a0d911', green: '#52c41a', cyan: '#13c2c2',
};

function brandHue(key: string): number {
  return hash(key) % 360;
}

const CATEGORY_DRAWINGS: Record<string, (accent: string) => string> = {
  // Y-shaped antibody
  antibody: (a) =>
    `<g stroke="${a}" stroke-width="10" stroke-linecap="round" fill="none"><path d="M160 190 L160 130 L115 80"/><path d="M160 130 L205 80"/><path d="M128 66 L100 38"/><path d="M192 66 L220 38"/></g>`,
  // 96-well plate
  elisa: (a) => {
    let wells = '';
    for (let r = 0; r < 4; r++) for (let c = 0; c < 6; c++) wells += `<circle cx="${108 + c * 21}" cy="${80 + r * 21}" r="7" fill="${a}" opacity="${0.35 + ((r + c) % 3) * 0.2}"/>`;
    return `<rect x="90" y="62" width="140" height="96" rx="10" fill="none" stroke="${a}" stroke-width="5"/>${wells}`;
  },
  // protein helix
  cytokine: (a) =>
    `<path d="M95 110 C115 60, 135 160, 155 110 S195 60, 215 110 S235 160, 245 120" stroke="${a}" stroke-width="9" fill="none" stroke-linecap="round"/><circle cx="95" cy="110" r="10" fill="${a}"/><circle cx="245" cy="120" r="10" fill="${a}"/>`,
  // reagent bottle
  reagent: (a) =>
    `<rect x="140" y="40" width="40" height="22" rx="4" fill="${a}"/><path d="M132 62 h56 v16 l14 18 v86 a8 8 0 0 1 -8 8 h-68 a8 8 0 0 1 -8 -8 v-86 l14 -18 z" fill="none" stroke="${a}" stroke-width="6"/><rect x="126" y="120" width="68" height="40" fill="${a}" opacity="0.35"/>`,
  // centrifuge tube
  consumable: (a) =>
    `<rect x="138" y="34" width="44" height="16" rx="4" fill="${a}"/><path d="M142 50 h36 v90 l-18 44 l-18 -44 z" fill="none" stroke="${a}" stroke-width="6" stroke-linejoin="round"/><path d="M146 110 h28 v30 l-14 34 l-14 -34 z" fill="${a}" opacity="0.35"/>`,
};

/**
 * A material picture: the category's drawing in the brand's colour, with the catalogue number and the brand: its
 * English name when that fits the corner, else the name the shop shows for it (CST, not "Cell").
 */
export function materialSvg(input: { category: string; brandKey: string; catalogNo: string; brandEn: string; brandName: string }): string {
  const hue = brandHue(input.brandKey);
  const accent = `hsl(${hue} 62% 42%)`;
  const draw = CATEGORY_DRAWINGS[input.category] ?? CATEGORY_DRAWINGS.reagent!;
  const brand = input.brandEn.length > 14 || input.brandEn === '' ? Array.from(input.brandName).slice(0, 14).join('') : input.brandEn;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" width="320" height="240"><rect width="320" height="240" fill="hsl(${hue} 40% 97%)"/>${draw(accent)}<text x="16" y="226" font-family="Arial,sans-serif" font-size="14" fill="#5b6474">${escapeXml(input.catalogNo)}</text><text x="304" y="226" text-anchor="end" font-family="Arial,sans-serif" font-size="13" font-weight="700" fill="${accent}">${escapeXml(brand)}</text></svg>`;
}

/** Room for the name right of the badge (x 64 to 232), and Arial bold's mean advance per character, in em. */
const MARK_WIDTH = 168;
const MARK_ADVANCE = 0.6;

/**
 * The brand's whole English name on one line, or on two split between words where one line would be too
 * small to read (Cell Signaling / Technology): never cut to its first word (a CST tile once read "Cell").
 */
function wordMarkLines(name: string): string[] {
  const fits = (line: string, size: number) => line.length * size * MARK_ADVANCE <= MARK_WIDTH;
  const words = name.trim().split(/\s+/);
  if (fits(name, 18) || words.length < 2) return [name];
  let best = [name];
  for (let i = 1; i < words.length; i++) {
    const split = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    if (best.length === 1 || Math.max(...split.map((l) => l.length)) < Math.max(...best.map((l) => l.length))) best = split;
  }
  return best;
}

/** A brand word mark: badge with the short mark, then the English name, whole. */
export function brandSvg(input: { key: string; nameEn: string; logoText: string }): string {
  const hue = brandHue(input.key);
  const colour = `hsl(${hue} 62% 38%)`;
  const lines = wordMarkLines(input.nameEn);
  const longest = Math.max(6, ...lines.map((l) => l.length));
  const size = Math.max(10, Math.min(lines.length > 1 ? 22 : 30, Math.floor(MARK_WIDTH / (longest * MARK_ADVANCE))));
  const words =
    lines.length === 1
      ? `<text x="64" y="${48 + size / 3}" font-family="Arial,sans-serif" font-size="${size}" font-weight="700" fill="${colour}">${escapeXml(lines[0]!)}</text>`
      : `<text font-family="Arial,sans-serif" font-size="${size}" font-weight="700" fill="${colour}">${lines
          .map((line, i) => `<tspan x="64" y="${Math.round(48 - size * 0.2 + i * size * 1.15)}">${escapeXml(line)}</tspan>`)
          .join('')}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 96" width="240" height="96"><rect width="240" height="96" fill="#fff"/><rect x="14" y="28" width="40" height="40" rx="8" fill="${colour}"/><text x="34" y="54" text-anchor="middle" font-family="Arial,sans-serif" font-size="14" font-weight="700" fill="#fff">${escapeXml(input.logoText.slice(0, 3))}</text>${words}</svg>`;
}

/** A tag picture: a badge in the tag's colour with its name. */
export function labelSvg(input: { name: string; color: string }): string {
  const colour = TAG_COLOURS[input.color] ?? '#375bde';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 120" width="240" height="120"><rect width="240" height="120" fill="${colour}" opacity="0.1"/><path d="M40 36 h60 l22 24 l-22 24 h-60 z" fill="${colour}"/><circle cx="52" cy="60" r="6" fill="#fff"/><text x="136" y="67" font-family="sans-serif" font-size="20" font-weight="700" fill="${colour}">${escapeXml(Array.from(input.name).slice(0, 5).join(''))}</text></svg>`;
}

export function svgResponse(svg: string): Response {
  return new Response(svg, {
    status: 200,
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400, immutable' },
  });
}
