import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { factsModule, readFacts } from '../../scripts/api-facts.ts';
import { CODES_FILE, FACTS_DIR, FACTS_FILE, MOCK_FACTS_FILE, generate } from '../../scripts/api-gen.ts';
import { MALL_CODE } from '../../src/shared/api/mall-codes.gen.ts';
import { MALL_CODE_TEXT, MALL_COUNTS, MALL_FEES, MALL_LABELS, MALL_LIMITS } from '../../src/shared/api/mall-facts.gen.ts';

// A small document: what the generator reads, nothing else.
const FIXTURE = `
openapi: 3.1.0
components:
  x-fees: { freight: 15, dryIcePerShipment: 80 }
  x-limits: { addresses: 20 }
  x-service-calendar: { closed: [2026-10-02, 2026-10-01], workdays: [2026-10-10] }
  schemas:
    ErrorCode:
      oneOf:
        - { const: 10060, x-name: addressLimit, description: 最多保存 20 个收货地址 }
        - { const: 10404, x-name: coaNotFound, description: 未找到该批号的 COA 报告 }
    PayState:
      type: string
      enum: [unpaid, paid]
      x-enum-labels: { unpaid: 未付款, paid: 已付款 }
    Bill:
      type: object
      properties:
        state: { $ref: '#/components/schemas/PayState' }
        stateLabel: { type: string, enum: [未付款, 已付款] }
        kind: { type: string, enum: [a, b] }
        want: { type: string, enum: [refund, return] }
        wantLabel: { type: string, enum: [仅退款, 退货退款] }
        note: { type: string, maxLength: 200 }
        lines: { type: array, minItems: 1, maxItems: 50 }
    Quantity: { type: integer, minimum: 1, maximum: 9999 }
`;
const fixture = () => parse(FIXTURE) as Record<string, unknown>;
type Schemas = Record<string, { oneOf?: Record<string, unknown>[]; 'x-enum-labels'?: unknown }>;
const schemasOf = (document: Record<string, unknown>) => (document.components as { schemas: Schemas }).schemas;

describe('the contract facts of npm run api:gen (scripts/api-facts.ts)', () => {
  it('reads named codes with their text, enums, labels, limits, fees and counts from a document', () => {
    const facts = readFacts(fixture());
    expect(facts.codes).toEqual([
      { name: 'addressLimit', code: 10060, text: '最多保存 20 个收货地址' },
      { name: 'coaNotFound', code: 10404, text: '未找到该批号的 COA 报告' },
    ]);
    expect(facts.enums).toEqual({ PayState: ['unpaid', 'paid'] });
    expect(facts.propertyEnums).toEqual({
      Bill: { stateLabel: ['未付款', '已付款'], kind: ['a', 'b'], want: ['refund', 'return'], wantLabel: ['仅退款', '退货退款'] },
    });
    expect(facts.labels).toEqual({ PayState: { unpaid: '未付款', paid: '已付款' } });
    expect(facts.propertyLabels).toEqual({ Bill: { want: { refund: '仅退款', return: '退货退款' } } });
    expect(facts.limits).toEqual({
      Bill: { properties: { note: { maxLength: 200 }, lines: { minItems: 1, maxItems: 50 } } },
      Quantity: { minimum: 1, maximum: 9999 },
    });
    expect(facts.fees).toEqual({ freight: 15, dryIcePerShipment: 80 });
    expect(facts.counts).toEqual({ addresses: 20 });
    expect(facts.serviceCalendar).toEqual({ closed: ['2026-10-01', '2026-10-02'], workdays: ['2026-10-10'] });
  });

  it('refuses a calendar day that is not a day, or a day both closed and worked', () => {
    expect(() => readFacts(parse(FIXTURE.replace('workdays: [2026-10-10]', 'workdays: [2026-10-32]')))).toThrow('components.x-service-calendar.workdays must be a list of YYYY-MM-DD days');
    expect(() => readFacts(parse(FIXTURE.replace('workdays: [2026-10-10]', 'workdays: [2026-10-01]')))).toThrow('2026-10-01 both closed and a workday');
  });

  it('emits them as a module of constants', () => {
    const text = factsModule(readFacts(fixture()), '// header\n');
    expect(text.startsWith('// header\n')).toBe(true);
    expect(text).toContain('export const MALL_CODE = {\n  "addressLimit": 10060,\n  "coaNotFound": 10404\n} as const;');
    expect(text).toContain('"10404": "未找到该批号的 COA 报告"');
    expect(text).toContain('export const MALL_FEES = {\n  "freight": 15,');
  });

  it('refuses a code without a name, a name used twice and labels that miss a value', () => {
    const unnamed = fixture();
    delete schemasOf(unnamed).ErrorCode!.oneOf![1]!['x-name'];
    expect(() => readFacts(unnamed)).toThrow('ErrorCode 10404: no x-name');

    const twice = fixture();
    schemasOf(twice).ErrorCode!.oneOf![1]!['x-name'] = 'addressLimit';
    expect(() => readFacts(twice)).toThrow('x-name addressLimit is taken');

    const partial = fixture();
    schemasOf(partial).PayState!['x-enum-labels'] = { unpaid: '未付款' };
    expect(() => readFacts(partial)).toThrow('PayState: x-enum-labels must give one label');
  });

  it('refuses an inline fooLabel enum with another count of words than foo has values', () => {
    expect(() => readFacts(parse(FIXTURE.replace('enum: [仅退款, 退货退款]', 'enum: [仅退款]')))).toThrow('Bill.wantLabel: 1 labels for 2 values of want');
  });

  it('refuses a label the document spells two ways (an object\'s fooLabel enum against foo\'s x-enum-labels)', () => {
    expect(() => readFacts(parse(FIXTURE.replace('stateLabel: { type: string, enum: [未付款, 已付款] }', 'stateLabel: { type: string, enum: [待付款, 已付款] }')))).toThrow(
      "components.schemas.Bill.stateLabel: [待付款, 已付款] differs from PayState's x-enum-labels [未付款, 已付款]",
    );
  });

  it('the real document names every ErrorCode once, and both generated modules are the same facts', async () => {
    const text = readFileSync('docs/openapi.yaml', 'utf8');
    const errorCode = (parse(text) as { components: { schemas: { ErrorCode: { oneOf: { const: number }[] } } } }).components.schemas.ErrorCode;
    expect(Object.values(MALL_CODE).sort()).toEqual(errorCode.oneOf.map((e) => e.const).sort());
    expect(MALL_CODE.coaNotFound).toBe(10404);
    expect(MALL_CODE.subAccountNameTaken).toBe(10072);
    expect(MALL_CODE_TEXT[MALL_CODE.addressLimit]).toBe('最多保存 20 个收货地址，请先删除不用的地址');
    expect(MALL_LABELS.QualificationKind.precursorLicence).toBe('易制毒化学品购买许可证');
    expect(MALL_LABELS.OrderStatus.pendingApproval).toBe('待审批');
    expect(MALL_LIMITS.Quantity).toEqual({ minimum: 1, maximum: 9999 });
    expect(MALL_FEES).toEqual({ freight: 15, freeFreightFrom: 500, dryIcePerShipment: 80 });
    expect(MALL_COUNTS.addresses).toBe(20);
    const files = await generate(text);
    // the fake mall's one module holds what the shop's two hold: the codes, and the rest
    const declarations = (text = '') => text.replace(/^\/\/.*\n/, '').split('\n\n').filter((block) => /^(\/\*\* .*\n)?export /.test(block)).map((block) => block.trim());
    const split = [...files].filter(([path]) => path.startsWith(`${FACTS_DIR}/`)).map(([, text]) => text);
    expect(declarations(files.get(MOCK_FACTS_FILE))).toEqual([...declarations(files.get(CODES_FILE)), ...split.flatMap((text) => declarations(text))]);
    // the shop's barrel re-exports each module, and holds no fact of its own
    expect(files.get(FACTS_FILE)).not.toContain('export const');
    for (const path of [...files.keys()].filter((p) => p.startsWith(`${FACTS_DIR}/`))) expect(files.get(FACTS_FILE)).toContain(`from './facts/${path.split('/').pop()!.replace(/\.ts$/, '')}'`);
  });
});
