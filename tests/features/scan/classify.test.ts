import { describe, expect, it } from 'vitest';
import { casCheckOk, checkGtin, classifyScan, gs1Date } from '@/features/scan';

const SHOP = 'https://shop.example.cn';
const classify = (text: string, base = '') => classifyScan(text, SHOP, base);
const GS = '\u001d';

describe('check digits', () => {
  it('verifies GTINs of every length and pads them to 14 digits', () => {
    expect(checkGtin('4006381333931')).toEqual({ gtin: '04006381333931' });
    expect(checkGtin('04006381333931')).toEqual({ gtin: '04006381333931' });
    expect(checkGtin('96385074')).toEqual({ gtin: '00000096385074' });
    expect(checkGtin('4006381333932')).toEqual({ message: 'GTIN 校验位不符（末位应为 1），请重新扫描或核对条码' });
    expect(checkGtin('40063813')).toHaveProperty('message');
  });

  it('verifies CAS numbers', () => {
    for (const cas of ['7732-18-5', '64-17-5', '56-40-6', '67-68-5', '50-00-0']) expect(casCheckOk(cas), cas).toBe(true);
    expect(casCheckOk('64-17-4')).toBe(false);
  });

  it('reads GS1 dates, day 00 as the last of the month', () => {
    expect(gs1Date('271231')).toBe('2027-12-31');
    expect(gs1Date('280200')).toBe('2028-02-29');
    expect(gs1Date('271300')).toBeNull();
    expect(gs1Date('270231')).toBeNull();
    // GS1's century: from 49 years back to 50 ahead (General Specifications §7.12), the year China's
    const at = (iso: string) => new Date(iso);
    expect(gs1Date('991231', at('2026-11-30T12:00:00+08:00'))).toBe('1999-12-31');
    expect(gs1Date('760101', at('2026-11-30T12:00:00+08:00'))).toBe('2076-01-01');
    expect(gs1Date('770101', at('2026-11-30T12:00:00+08:00'))).toBe('1977-01-01');
    expect(gs1Date('010630', at('2098-01-01T12:00:00+08:00'))).toBe('2101-06-30');
    expect(gs1Date('000101', at('2050-06-01T12:00:00+08:00'))).toBe('2100-01-01');
    expect(gs1Date('000200', at('2050-06-01T12:00:00+08:00'))).toBe('2100-02-28'); // 2100 is no leap year
    // New Year's Eve 17:00 UTC is already 2077 in China: the window is 2028–2127 then, so 27 is 2127
    expect(gs1Date('270101', at('2076-12-31T17:00:00Z'))).toBe('2127-01-01');
  });
});

describe('GS1 element strings', () => {
  const label = { kind: 'gs1', gtin: '04006381333931', lot: 'SHBK1234', expiry: '2027-12-31', catalogueNo: 'A5955-100ML' };

  it('reads the raw form with the ]d2 prefix and GS as FNC1', () => {
    expect(classify(`]d2010400638133393117271231${'10'}SHBK1234${GS}240A5955-100ML`)).toEqual(label);
  });

  it('reads the raw form without the prefix, a leading FNC1 kept by a decoder', () => {
    expect(classify(`${GS}010400638133393117271231${'10'}SHBK1234${GS}240A5955-100ML`)).toEqual(label);
    expect(classify('01040063813339311727123110SHBK1234')).toEqual({ ...label, catalogueNo: null });
  });

  it('reads the human-readable form', () => {
    expect(classify('(01)04006381333931(17)271231(10)SHBK1234(240)A5955-100ML')).toEqual(label);
    expect(classify('(01)04006381333931')).toEqual({ kind: 'gs1', gtin: '04006381333931', lot: null, expiry: null, catalogueNo: null });
  });

  it('says what is wrong: a bad GTIN check digit, a bad date, a cut string', () => {
    expect(classify('(01)04006381333932(10)X1')).toMatchObject({ kind: 'invalid', message: expect.stringContaining('校验位不符') });
    expect(classify('(01)04006381333931(17)271340(10)X1')).toMatchObject({ kind: 'invalid', message: expect.stringContaining('不是有效日期') });
    expect(classify(']d201040063813339')).toMatchObject({ kind: 'invalid', message: expect.stringContaining('不完整') });
  });

  it('takes a bare GTIN-13 with a good check digit as a GTIN', () => {
    expect(classify('4006381333931')).toMatchObject({ kind: 'gs1', gtin: '04006381333931' });
  });
});

describe('links', () => {
  it('opens our own COA links, absolute or a path', () => {
    expect(classify(`${SHOP}/coa?sn=COA2024A00123`)).toEqual({ kind: 'coa', sn: 'COA2024A00123' });
    expect(classify('/coa?lot=B123456&brand=BioLegend')).toEqual({ kind: 'coa', lot: 'B123456', brand: 'BioLegend' });
    expect(classify(`${SHOP}/shop/coa?sn=COA1`, '/shop')).toEqual({ kind: 'coa', sn: 'COA1' });
    expect(classify(`${SHOP}/product/66aa00000000000000000001`)).toEqual({ kind: 'product', id: '66aa00000000000000000001' });
  });

  it('never opens a foreign link: another host, scheme or port, a user name, a script', () => {
    for (const url of [
      'https://evil.example.com/coa?sn=COA1',
      'http://shop.example.cn/coa?sn=COA1',
      'https://shop.example.cn:8443/coa?sn=COA1',
      'https://user@shop.example.cn/coa?sn=COA1',
      '//evil.example.com/coa?sn=COA1',
      'javascript:alert(1)',
    ]) {
      expect(classify(url), url).toEqual({ kind: 'foreign', url });
    }
  });

  it('an own link to something else is unknown', () => {
    expect(classify(`${SHOP}/cart`)).toEqual({ kind: 'unknown', text: `${SHOP}/cart` });
  });
});

describe('codes', () => {
  it('reads CAS numbers, checking the check digit', () => {
    expect(classify('64-17-5')).toEqual({ kind: 'cas', cas: '64-17-5' });
    expect(classify('CAS: ６４－１７－５')).toEqual({ kind: 'cas', cas: '64-17-5' });
    expect(classify('64-17-4')).toMatchObject({ kind: 'invalid', message: 'CAS 号“64-17-4”校验位不符，请核对' });
  });

  it('reads catalogue numbers', () => {
    expect(classify(' 420201-100T ')).toEqual({ kind: 'catalogue', code: '420201-100T' });
    expect(classify('P6204-500ML')).toEqual({ kind: 'catalogue', code: 'P6204-500ML' });
  });

  it('anything else is unknown', () => {
    expect(classify('你好')).toEqual({ kind: 'unknown', text: '你好' });
    expect(classify('')).toEqual({ kind: 'unknown', text: '' });
  });
});

describe('codes as labels and decoders write them', () => {
  it('reads a CAS number after "CAS号：", "CAS#" or "CAS No."', () => {
    expect(classify('CAS号：64-17-5')).toEqual({ kind: 'cas', cas: '64-17-5' });
    expect(classify('CAS#64-17-5')).toEqual({ kind: 'cas', cas: '64-17-5' });
    expect(classify('CAS No. 64-17-5')).toEqual({ kind: 'cas', cas: '64-17-5' });
  });

  it('takes 8 digits as a GTIN-8 when the decoder read an EAN-8, else as a catalogue number', () => {
    expect(classifyScan('96385074', SHOP, '', 'EAN8')).toMatchObject({ kind: 'gs1', gtin: '00000096385074' });
    expect(classifyScan('96385074', SHOP, '', 'ean_8')).toMatchObject({ kind: 'gs1', gtin: '00000096385074' });
    expect(classify('96385074')).toEqual({ kind: 'catalogue', code: '96385074' });
  });

  it('takes a raw GS1 string holding AI 01 alone as a GTIN (a detector without FNC1)', () => {
    expect(classify('0104006381333931')).toMatchObject({ kind: 'gs1', gtin: '04006381333931' });
  });

  it('reads a GS1 string typed with full-width brackets', () => {
    expect(classify('（01）04006381333931（10）SHBK1234')).toMatchObject({ kind: 'gs1', gtin: '04006381333931', lot: 'SHBK1234' });
  });

  it('reads AI 710–715 as three digits', () => {
    expect(classify(`]d2010400638133393110LOT9${GS}710ABC`)).toMatchObject({ kind: 'gs1', lot: 'LOT9' });
  });
});

describe('our own origins', () => {
  it('a label that names the mall’s origin (printed where the shop was not known) is ours; others stay foreign', () => {
    const own = [SHOP, 'https://api.example.cn'];
    expect(classifyScan('https://api.example.cn/coa?sn=COA25G001251', own)).toEqual({ kind: 'coa', sn: 'COA25G001251' });
    expect(classifyScan('/coa?sn=COA25G001251', own)).toEqual({ kind: 'coa', sn: 'COA25G001251' });
    expect(classifyScan('https://evil.example.cn/coa?sn=COA25G001251', own)).toEqual({ kind: 'foreign', url: 'https://evil.example.cn/coa?sn=COA25G001251' });
    expect(classify('https://api.example.cn/coa?sn=COA25G001251')).toMatchObject({ kind: 'foreign' });
  });

  it('the 验收单’s QR, the mall’s COA file, is that certificate; on another site, or without a mall id, it is not', () => {
    const own = [SHOP, 'https://api.example.cn'];
    const id = '64b000000000000000000a01';
    expect(classifyScan(`https://api.example.cn/common/v1/scm/coas/${id}/file`, own)).toEqual({ kind: 'coa', id });
    // the common prefix is the deployment's
    expect(classifyScan(`https://api.example.cn/mall/common/scm/coas/${id}/file`, own)).toEqual({ kind: 'coa', id });
    expect(classifyScan(`https://evil.example.cn/common/v1/scm/coas/${id}/file`, own)).toMatchObject({ kind: 'foreign' });
    expect(classifyScan('https://api.example.cn/common/v1/scm/coas/..%2F..%2Fx/file', own)).toMatchObject({ kind: 'unknown' });
    expect(classifyScan(`https://api.example.cn/common/v1/scm/coas/${id}`, own)).toMatchObject({ kind: 'unknown' });
  });
});
