import type { Receiver } from '../api/receiving';

/** Said under 收货人 when the account requires a receiver other than the buyer (receiverMustDiffer, docs/api.md §13). */
export const RECEIVER_NOTE = '按报销要求，收货人须不同于下单人';

/** Who placed the order: `placedBy`, or the owner when null. */
export function buyerOf(placedBy: string | null, receivers: readonly Receiver[]): string | undefined {
  return placedBy ?? receivers.find((r) => r.isOwner)?._id;
}

/**
 * The receiver offered first: the signed-in member when it may receive, else nobody (the user picks). Never what
 * the rule forbids: with `mustDiffer` the buyer is not a receiver (10111), whoever confirms.
 */
export function defaultReceiverId(receivers: readonly Receiver[], placedBy: string | null, meId: string | undefined, mustDiffer: boolean): string | undefined {
  const buyer = buyerOf(placedBy, receivers);
  const me = receivers.find((r) => r._id === meId);
  if (!me || (mustDiffer && me._id === buyer)) return undefined;
  return me._id;
}
