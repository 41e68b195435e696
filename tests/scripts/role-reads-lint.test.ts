/**
 * eslint.config.js keeps the member's raw role (isSubAccount, hasCompany, parentMbrId, the mall's mayApprove) inside
 * src/entities/member: screens read the access map's can* flags and named facts. Linted as the repo lints it.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });
const CODE = `
declare const access: { isSubAccount: boolean; hasCompany: boolean; mayApprove: boolean; mustAskOwner: boolean };
declare const member: { parentMbrId?: string; mayApprove: boolean };
declare function Help(props: { isSubAccount: boolean }): null;
const { hasCompany } = access;
export const reads = [access.isSubAccount, access.hasCompany, member?.parentMbrId, member.mayApprove, hasCompany];
export const allowed = [access.mayApprove, access.mustAskOwner];
export const passed = Help({ isSubAccount: access.mustAskOwner });
`;
/** The reported code, as written. */
const roleReports = async (filePath: string) =>
  (await eslint.lintText(CODE, { filePath }))[0]!.messages
    .filter((m) => m.ruleId === 'no-restricted-syntax')
    .map((m) => CODE.split('\n')[m.line - 1]!.slice(m.column - 1, m.endLine === m.line ? m.endColumn! - 1 : undefined));

describe('raw role reads (eslint.config.js)', () => {
  it('are reported in features, pages and app: each read, the destructuring, the raw mayApprove', async () => {
    for (const path of ['src/features/orders/components/x.ts', 'src/pages/cart/x.ts', 'src/app/shell/x.ts']) {
      expect(await roleReports(path)).toEqual(['hasCompany', 'access.isSubAccount', 'access.hasCompany', 'member?.parentMbrId', 'member.mayApprove']);
    }
  }, 60_000);

  it('are allowed inside src/entities/member', async () => {
    expect(await roleReports('src/entities/member/model/x.ts')).toEqual([]);
  }, 60_000);
});
