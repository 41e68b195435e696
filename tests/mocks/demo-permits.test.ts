/**
 * The demo owner's seeded permits (docs/api.md §21) are issued where the company is (issue 42): the public security
 * bureau of its registered address's city and district, the province's abbreviation in the numbers.
 */
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { createSeed } from '../../mocks/db/seed/index.ts';
import { localAuthority } from '../../mocks/db/seed/qualifications.ts';
import type { CompanyInfo } from '../../mocks/db/types.ts';

describe('demo permits from the company’s own city', () => {
  it('a Shanghai company’s permits come from 上海市公安局 (its district’s 分局), numbered 沪…', () => {
    const seed = createSeed();
    const company = seed.members.find((m) => m._id === DEMO.owner._id)!.companyInfo as CompanyInfo;
    expect(company.address).toMatch(/^上海市徐汇区/);
    const permits = seed.qualifications.filter((q) => q.memberId === DEMO.owner._id);
    expect(permits.length).toBeGreaterThan(0);
    for (const q of permits) {
      expect(q.authority).toBe('上海市公安局徐汇分局');
      expect(q.number).toMatch(/沪/);
      expect(q.number).not.toMatch(/京/);
    }
    // the 备案证明 carries the company's own division code
    expect(permits.find((q) => q.kind === 'precursorRecord')!.number).toBe(`（沪）3S${company.creditCode.slice(2, 8)}00127`);
  });

  it('the issuing bureau follows any address: province, city and district', () => {
    expect(localAuthority('北京市海淀区学院路 38 号')).toEqual({ authority: '北京市公安局海淀分局', abbr: '京' });
    expect(localAuthority('广东省深圳市南山区高新南七道')).toEqual({ authority: '深圳市公安局南山分局', abbr: '粤' });
    expect(localAuthority('四川省成都市武侯区国学巷 37 号')).toEqual({ authority: '成都市公安局武侯分局', abbr: '川' });
    expect(localAuthority('广西壮族自治区南宁市青秀区民族大道')).toEqual({ authority: '南宁市公安局青秀分局', abbr: '桂' });
  });
});
