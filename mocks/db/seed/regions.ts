/** The GB/T 2260 divisions the seed uses: [province, city, district] codes and names. */
export interface Region {
  codes: [string, string, string];
  names: [string, string, string];
  postcode: string;
  /** SF hub that sorts parcels for this city (undefined: same city as the warehouse) */
  hub?: string;
}

const r = (codes: [string, string, string], names: [string, string, string], postcode: string, hub?: string): Region =>
  hub ? { codes, names, postcode, hub } : { codes, names, postcode };

export const REGIONS = {
  shXuhui: r(['310000', '310100', '310104'], ['上海市', '市辖区', '徐汇区'], '200030'),
  shMinhang: r(['310000', '310100', '310112'], ['上海市', '市辖区', '闵行区'], '200240'),
  shPudong: r(['310000', '310100', '310115'], ['上海市', '市辖区', '浦东新区'], '201203'),
  shYangpu: r(['310000', '310100', '310110'], ['上海市', '市辖区', '杨浦区'], '200433'),
  bjHaidian: r(['110000', '110100', '110108'], ['北京市', '市辖区', '海淀区'], '100191', '北京顺义集散中心'),
  bjChangping: r(['110000', '110100', '110114'], ['北京市', '市辖区', '昌平区'], '102206', '北京顺义集散中心'),
  bjDongcheng: r(['110000', '110100', '110101'], ['北京市', '市辖区', '东城区'], '100730', '北京顺义集散中心'),
  gzTianhe: r(['440000', '440100', '440106'], ['广东省', '广州市', '天河区'], '510632', '广州白云集散中心'),
  szNanshan: r(['440000', '440300', '440305'], ['广东省', '深圳市', '南山区'], '518055', '深圳宝安集散中心'),
  cdWuhou: r(['510000', '510100', '510107'], ['四川省', '成都市', '武侯区'], '610041', '成都双流集散中心'),
  whHongshan: r(['420000', '420100', '420111'], ['湖北省', '武汉市', '洪山区'], '430074', '武汉东西湖集散中心'),
  njXuanwu: r(['320000', '320100', '320102'], ['江苏省', '南京市', '玄武区'], '210096', '南京江宁集散中心'),
  njGulou: r(['320000', '320100', '320106'], ['江苏省', '南京市', '鼓楼区'], '210093', '南京江宁集散中心'),
  hzBinjiang: r(['330000', '330100', '330108'], ['浙江省', '杭州市', '滨江区'], '310051', '杭州萧山集散中心'),
  hzXihu: r(['330000', '330100', '330106'], ['浙江省', '杭州市', '西湖区'], '310058', '杭州萧山集散中心'),
  tjNankai: r(['120000', '120100', '120104'], ['天津市', '市辖区', '南开区'], '300071', '天津东丽集散中心'),
} as const satisfies Record<string, Region>;

export type RegionKey = keyof typeof REGIONS;

/** Place label as SF prints it: 北京市海淀区 / 广州市天河区 */
export function placeOf(region: { names: readonly string[] }): string {
  const [province = '', city = '', district = ''] = region.names;
  return (city === '市辖区' ? province : city) + district;
}
