import type { ReactElement } from 'react';
import type { GhsPictogram as Code } from '../api/types';
import { PICTOGRAM_NAME } from '../model/hazard';

/*
 * The nine GHS pictograms (GB 30000.1 / GHS Rev.4) drawn small: a red diamond border on white, a black symbol.
 * Simplified but recognisable; a few hundred bytes for all nine, no pictures to fetch.
 */
const line = { fill: 'none', stroke: '#000', strokeLinecap: 'round', strokeWidth: 4 } as const;

const SYMBOL: Record<Code, ReactElement> = {
  // exploding bomb
  GHS01: (
    <>
      <circle cx="43" cy="61" r="13" />
      <path {...line} strokeWidth={3} d="M52 51l6-7M62 29v7M68 35h7M66 31l5-5M57 31l-3-5M69 42l6 3" />
    </>
  ),
  // flame
  GHS02: (
    <>
      <path d="M50 25c4 10 15 16 15 29a15 15 0 0 1-30 0c0-7 4-12 7-15 1 5 3 8 5 9-1-8 0-15 3-23z" />
      <rect x="33" y="72" width="34" height="4" />
    </>
  ),
  // flame over circle
  GHS03: (
    <>
      <path d="M50 25c3 7 10 11 10 19a10 10 0 0 1-20 0c0-5 3-8 5-10 1 3 2 5 4 6-1-6 0-10 1-15z" />
      <circle {...line} strokeWidth={5} cx="50" cy="62" r="8" />
      <rect x="33" y="74" width="34" height="4" />
    </>
  ),
  // gas cylinder
  GHS04: (
    <g transform="rotate(-40 50 54)">
      <rect x="42" y="32" width="16" height="40" rx="7" />
      <rect x="46" y="25" width="8" height="9" />
    </g>
  ),
  // corrosion: two tubes dripping on a surface and a hand
  GHS05: (
    <>
      <path d="M28 33l10-6 7 12-10 6zM72 33l-10-6-7 12 10 6z" />
      <path {...line} strokeWidth={3} d="M38 49v5M38 58v3M62 49v5M62 58v3" />
      <path d="M26 66h22v8H26zM54 66h20v8H54zM54 66l4-5h8l-2 5z" />
    </>
  ),
  // skull and crossbones
  GHS06: (
    <>
      <path {...line} strokeWidth={5} d="M35 60l30 17M65 60L35 77" />
      <circle cx="50" cy="42" r="13" />
      <rect x="43" y="50" width="14" height="9" rx="2" />
      <circle cx="45" cy="41" r="3.5" fill="#fff" />
      <circle cx="55" cy="41" r="3.5" fill="#fff" />
    </>
  ),
  // exclamation mark
  GHS07: (
    <>
      <rect x="45" y="27" width="10" height="32" rx="4" />
      <circle cx="50" cy="68" r="5.5" />
    </>
  ),
  // health hazard: a bust with a star on the chest
  GHS08: (
    <>
      <circle cx="50" cy="32" r="7" />
      <path d="M33 76c0-19 7-31 17-33 10 2 17 14 17 33z" />
      <path fill="#fff" d="M50 50l2.4 6h6.6l-5.3 4 2 6.5-5.7-4-5.7 4 2-6.5-5.3-4h6.6z" />
    </>
  ),
  // environment: a dead tree and a dead fish
  GHS09: (
    <>
      <path {...line} strokeWidth={3} d="M37 74V42M37 52l-7-8M37 50l7-9M37 60l8-6M26 76h48" />
      <path d="M46 66c6-7 16-7 21 0-5 7-15 7-21 0zm21 0l7-5v10z" />
    </>
  ),
};

/** One GHS pictogram, named for a reader by its Chinese name (爆炸物, 易燃 …). */
export function GhsPictogram({ code, size = 32 }: { code: Code; size?: number }) {
  return (
    <svg viewBox="0 0 100 100" width={size} height={size} role="img" aria-label={PICTOGRAM_NAME[code]} style={{ flex: 'none', display: 'block' }}>
      <path d="M50 4l46 46-46 46L4 50z" fill="#fff" stroke="#e60012" strokeWidth="7" strokeLinejoin="round" />
      {SYMBOL[code]}
    </svg>
  );
}
