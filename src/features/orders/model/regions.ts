/**
 * A small GB/T 2260 region list for the order page's in-place "add address"
 * form: the common destinations of our customers. The full cascader lives with
 * the address book (member settings); this keeps checkout unblocked meanwhile.
 */
export interface RegionOption {
  value: string;
  label: string;
  children?: RegionOption[];
}

const d = (value: string, label: string): RegionOption => ({ value, label });

export const CHECKOUT_REGIONS: RegionOption[] = [
  {
    value: '110000',
    label: '北京市',
    children: [{ value: '110100', label: '市辖区', children: [d('110101', '东城区'), d('110102', '西城区'), d('110105', '朝阳区'), d('110108', '海淀区'), d('110114', '昌平区')] }],
  },
  {
    value: '310000',
    label: '上海市',
    children: [{ value: '310100', label: '市辖区', children: [d('310104', '徐汇区'), d('310105', '长宁区'), d('310110', '杨浦区'), d('310112', '闵行区'), d('310115', '浦东新区')] }],
  },
  {
    value: '120000',
    label: '天津市',
    children: [{ value: '120100', label: '市辖区', children: [d('120101', '和平区'), d('120104', '南开区')] }],
  },
  {
    value: '500000',
    label: '重庆市',
    children: [{ value: '500100', label: '市辖区', children: [d('500106', '沙坪坝区'), d('500108', '南岸区')] }],
  },
  {
    value: '440000',
    label: '广东省',
    children: [
      { value: '440100', label: '广州市', children: [d('440105', '海珠区'), d('440106', '天河区')] },
      { value: '440300', label: '深圳市', children: [d('440304', '福田区'), d('440305', '南山区')] },
      { value: '441900', label: '东莞市' },
      { value: '442000', label: '中山市' },
    ],
  },
  {
    value: '320000',
    label: '江苏省',
    children: [
      { value: '320100', label: '南京市', children: [d('320102', '玄武区'), d('320106', '鼓楼区')] },
      { value: '320500', label: '苏州市', children: [d('320506', '吴中区'), d('320508', '姑苏区')] },
    ],
  },
  {
    value: '330000',
    label: '浙江省',
    children: [{ value: '330100', label: '杭州市', children: [d('330106', '西湖区'), d('330108', '滨江区')] }],
  },
  {
    value: '420000',
    label: '湖北省',
    children: [
      { value: '420100', label: '武汉市', children: [d('420106', '武昌区'), d('420111', '洪山区')] },
      { value: '429004', label: '仙桃市' },
    ],
  },
  {
    value: '510000',
    label: '四川省',
    children: [{ value: '510100', label: '成都市', children: [d('510107', '武侯区'), d('510108', '成华区')] }],
  },
];

/** Codes and names of a picked path: [province, city, district?]. */
export function regionOf(codes: string[]): { provinceCode: string; cityCode: string; districtCode: string; regionNames: string[] } | null {
  const names: string[] = [];
  let level: RegionOption[] | undefined = CHECKOUT_REGIONS;
  for (const code of codes) {
    const found: RegionOption | undefined = level?.find((o) => o.value === code);
    if (!found) return null;
    names.push(found.label);
    level = found.children;
  }
  if (codes.length < 2 || level) return null; // stop only at a leaf
  return { provinceCode: codes[0]!, cityCode: codes[1]!, districtCode: codes[2] ?? '', regionNames: names };
}
