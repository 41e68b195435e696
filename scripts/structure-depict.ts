/**
 * A structure's picture for the shop (docs/api.md §5 Structures): OpenChemLib's own SVG, as the structure search
 * draws its hits, made static and safe to serve as an image: the editor's invisible hit areas (`class="event"`)
 * and pointer rules are dropped; `isSafeStructureSvg` is the test every generated picture must pass.
 */
import { Molecule } from 'openchemlib';

/** The SVG of a SMILES on a 240 × 180 canvas (4:3, the catalogue's picture boxes), at the library's bond length. */
export function depict(smiles: string): string {
  // coordinates from a fixed seed: the same SMILES, the same picture (the drift test compares)
  const molecule = Molecule.fromSmiles(smiles, { noCoordinates: true });
  molecule.inventCoordinates({ seed: 1 });
  const svg = molecule.toSVG(240, 180, 'm', {
    suppressChiralText: true,
    suppressCIPParity: true,
    suppressESR: true,
  });
  return svg
    .split('\n')
    .filter((line) => !line.includes('class="event"'))
    .map((line) =>
      line.startsWith('  <style>') ? '  <style> text {font-family: sans-serif;} line { stroke-linecap:round; } polygon { stroke-linejoin:round; } </style>' : line,
    )
    .join('\n');
}

const ELEMENTS = new Set(['svg', 'style', 'line', 'polygon', 'polyline', 'text', 'circle', 'path', 'g', 'rect', 'ellipse', 'tspan']);

/** Only drawing elements; no script, event handler, link, external reference or embedded document. */
export function isSafeStructureSvg(svg: string): boolean {
  if (!svg.startsWith('<svg ') || !svg.trimEnd().endsWith('</svg>')) return false;
  for (const [, name = ''] of svg.matchAll(/<\/?([a-zA-Z][\w:-]*)/g)) if (!ELEMENTS.has(name)) return false;
  return !/\son\w+\s*=|href|url\(|@import|javascript:|<!|<\?/i.test(svg);
}
