/**
 * The access map by role (docs/api.md §13 Who approves): owner 王敏, approver sub-account 刘洋 and buyer 陈晨 see
 * 待我审批, 采购审批, 经费, 资质管理 and the statements' note as their role allows, at 1440 and 390 px.
 */
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { oid } from '../../mocks/db/random.ts';
import { NS } from '../../mocks/db/seed/ids.ts';
import { expect, test } from './fixtures';
import { signInAs } from './support/member';

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/shots';
const ROLES = [
  // 王敏 has WeChat bound (no prompt); 刘洋 and 陈晨 have not
  { key: 'owner', name: '王敏', id: DEMO.owner._id, manages: true, approves: true, statement: true },
  { key: 'approver', name: '刘洋', id: oid(NS.member, 14), manages: false, approves: true, statement: false },
  { key: 'buyer', name: '陈晨', id: DEMO.sub._id, manages: false, approves: false, statement: true },
] as const;
const WIDTHS = [1440, 390] as const;

for (const role of ROLES) {
  for (const width of WIDTHS) {
    test(`${role.name} at ${width} px: 待我审批, 采购审批, 经费, 资质管理 and 对账单 as the role allows`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await signInAs(page, role.id);
      const shot = (what: string) => `${SHOTS}/access-${role.key}-${what}-${width}.png`;

      // 待我审批: the owner and the approver have the tab, the buyer has not
      await page.goto('/order');
      await expect(page.getByRole('tab', { name: /全部/ })).toBeVisible();
      if (role.approves) await expect(page.getByRole('tab', { name: /待我审批/ })).toBeVisible();
      else await expect(page.getByRole('tab', { name: /待我审批/ })).toHaveCount(0);
      await page.screenshot({ path: shot('orders') });

      // 账号设置: the owner manages the rules, the funds and the qualifications; a sub-account reads them
      await page.goto('/mine/setting');
      const procurement = page.locator('#procurement');
      await expect(procurement.getByText('审批人').first()).toBeVisible();
      await expect(procurement.getByRole('button', { name: '修改采购设置' })).toHaveCount(role.manages ? 1 : 0);
      await procurement.screenshot({ path: shot('procurement') });
      const funds = page.locator('#funds');
      await expect(funds.getByText(/负责人/).first()).toBeVisible();
      await expect(funds.getByRole('button', { name: /新增经费/ })).toHaveCount(role.manages ? 1 : 0);
      await funds.screenshot({ path: shot('funds') });
      const qualifications = page.locator('#qualifications');
      await expect(qualifications).toBeVisible();
      if (role.manages) await expect(qualifications.getByRole('button', { name: /添加资质/ })).toBeVisible();
      else await expect(qualifications.getByText('仅主账号可管理资质')).toBeVisible();
      await expect(qualifications.getByRole('button', { name: /添加资质/ })).toHaveCount(role.manages ? 1 : 0);
      await qualifications.screenshot({ path: shot('qualifications') });

      // 对账单: a sub-account is told that the owner confirms
      await page.goto('/statement');
      // (刘洋 placed no order the mall delivered: no statement of his own)
      if (role.statement) {
        await expect(page.getByRole('heading', { name: /月对账单/ })).toBeVisible();
        await expect(page.getByText('子账号只能查看本人下单的订单；确认对账单、提出异议请联系主账号。')).toHaveCount(role.manages ? 0 : 1);
      } else await expect(page.getByText('近 12 个月没有送达的订单，暂无对账单')).toBeVisible();
      await page.screenshot({ path: shot('statements') });
    });
  }
}
