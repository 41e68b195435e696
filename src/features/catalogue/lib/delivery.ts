/** When a pack size ships: in stock 1–2 working days, otherwise its lead time. */
export function deliveryEstimate(pack: { stock: number; leadDays: number }): string {
  return pack.stock > 0 ? '现货，付款后 1–2 个工作日发货' : `期货，预计 ${pack.leadDays} 个工作日内发货`;
}
