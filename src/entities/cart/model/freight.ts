import { toFen, type Fen } from '@/shared/lib/money';

/** Freight rule of the mall (docs/api.md §6): free from ¥500 of goods, else ¥15 (the mall's preview is the last word). */
const FREE_FREIGHT_FROM_FEN = toFen(500);
const FREIGHT_FEN = toFen(15);

/** The freight of an order of `lineCount` lines worth `goodsFen` of goods, in fen: none for no lines. */
export const freightFenOf = (goodsFen: Fen, lineCount: number): Fen => (lineCount === 0 || goodsFen >= FREE_FREIGHT_FROM_FEN ? 0 : FREIGHT_FEN);
