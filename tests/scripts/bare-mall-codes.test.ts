import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// eslint.config.js's rule against a bare mall code in src (issue 40, item 13); vitest runs from the repository's root.
const eslint = new ESLint({ cwd: process.cwd() });
const BARE = 'A bare mall code';
const bareCodes = async (code: string, filePath: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.message.startsWith(BARE)).map((m) => m.line);
};

describe('no bare mall code in src (eslint.config.js)', () => {
  it('fails on the lines src had before the codes were named', async () => {
    // order-form.tsx and use-approvals.ts as they were
    const old = [
      'export const CART_STALE_CODES = new Set([10012, 10013, 10014, 10015]);',
      'export const STALE_CODES = new Set([10094, 10095, 10097, 10098]);',
      'export const RECEIPT_CODES = { received: 10110, receiverIsBuyer: 10111 } as const;',
      'export const isTaken = (code: number) => code === 10072;',
      'export const PLACE: Record<number, string> = { 10171: "file" };',
    ].join('\n');
    expect(await bareCodes(old, 'src/features/orders/api/old-codes.ts')).toEqual([1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 4, 5]);
  });

  it('passes a named code, other numbers, and the generated files', async () => {
    const named = [
      "import { MALL_CODE } from '@/shared/api/mall-codes.gen';",
      'export const isTaken = (code: number) => code === MALL_CODE.subAccountNameTaken;',
      'export const LIMITS = [9999, 11000, 404, 100_000];',
      "export const TEXT = '10072';",
    ].join('\n');
    expect(await bareCodes(named, 'src/features/member/api/named-codes.ts')).toEqual([]);
    expect(await bareCodes('export const MALL_CODE = { coaNotFound: 10404 } as const;\n', 'src/shared/api/mall-codes.gen.ts')).toEqual([]);
  });
});
