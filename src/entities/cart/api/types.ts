import type { AnswerData, RequestBody, Schema } from '@/shared/api';

/**
 * The cart as the mall sends it: GET {v1}/carts and every cart change answer CartInfo (docs/api.md §4), typed from
 * docs/openapi.yaml. A line with `available: false` (已下架, or 缺货 without a lead time) is not selected, counted or
 * ordered; `offShelf` says it is 已下架 (or gone from the catalogue). The mall's selectedCount and selectedAmount
 * are not read: the shop computes its own (model/selection.ts), also while a change is in flight.
 */
export type CartLine = Schema<'CartLine'>;
export type CartInfo = Schema<'CartInfo'>;

/**
 * One line of a quick order or a reorder as the mall reports it (POST {v1}/carts/batch). `unavailable`: 缺货 with
 * no lead time, cannot be ordered (src/shared/lib/stock-status.ts).
 */
export type BatchResult = Schema<'BatchResult'>;

/** One size a CAS number or name names (a `choose` line's `candidates`, docs/api.md §4). */
export type BatchCandidate = Schema<'BatchCandidate'>;

/** `cart` only when the lines were added (`dryRun: false`). */
export type BatchAnswer = AnswerData<'cartBatch'>;

export type BatchLine = Required<RequestBody<'cartBatch'>['lines'][number]>;
