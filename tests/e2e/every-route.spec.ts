import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { recordCspViolations } from './csp-violations';
import { expect, mockControl, storeTokens, test } from './fixtures';
import { ALL_ROUTES, type VisitRoute } from './support/all-routes';
import { askAndWaitForAnswer } from './support/assistant';
import { motionsSettled } from './support/motion';

/**
 * Every route of the table (src/shared/config/routes.ts), as a visitor and as
 * the company owner, visited once for two checks:
 *  - the strict CSP of `npm run preview:mock` (scripts/security-headers.ts) is
 *    never violated: `securitypolicyviolation` events are recorded, and the
 *    console guard (./fixtures) fails on the browser's CSP console errors;
 *  - axe-core finds no serious or critical WCAG 2.1 A/AA violation, and no control sits inside a link or button.
 */
/** WCAG 2.1 A/AA; the tags also switch on axe's experimental rules, label-content-name-mismatch (2.5.3) among them. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Controls inside a link or a button: invalid HTML (interactive content in `<a>`/`<button>`), two tab stops for
 * one action and a confusing role to a screen reader. axe does not report a button inside a link (its
 * nested-interactive rule only looks inside roles whose children are presentational); src/shared/ui/button-link.tsx
 * is the way to draw a link as a button.
 */
const NESTED_CONTROL = ':is(a[href], button) :is(a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"]))';

async function axeFindings(page: Page, label: string): Promise<string[]> {
  // axe runs in the page itself (legacy mode): by default @axe-core/playwright opens a blank page for every analysis
  // to gather frames' results, 5.4–7.0 s on /product against 1.5–1.6 s in the page, with the same results on five
  // routes (12-02). The shop draws no frame; were one drawn, it is a finding (legacy mode does not test a frame
  // of another origin).
  const frames = page.frames().length > 1 ? [`${label}: a frame on the page, which axe in legacy mode may not read`] : [];
  // Violations are reported with every node; the other result groups keep one node each (a fifth of axe's time on
  // /order and /product, 12-02).
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] }).withTags(TAGS).analyze();
  const nested = await page.locator(NESTED_CONTROL).evaluateAll((nodes) => nodes.map((node) => node.outerHTML.slice(0, 120)));
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label}: [${v.impact}] ${v.id} — ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)
    .concat(nested.length > 0 ? [`${label}: a control inside a link or button — ${nested.slice(0, 3).join(' | ')}`] : [])
    .concat(frames);
}

async function visitAll(page: Page, routes: readonly VisitRoute[], asMember: boolean): Promise<{ csp: string[]; axe: string[] }> {
  const csp = await recordCspViolations(page);
  const axe: string[] = [];
  let loginChecked = false;
  for (const route of routes) {
    await page.goto(route.path);
    // The page has drawn: its heading, or the login page a visitor is sent to.
    await expect(page.locator('h1, h2, [role="tab"]').first()).toBeVisible();
    const sentToLogin = !asMember && Boolean(route.access);
    if (sentToLogin) await expect(page).toHaveURL(/\/account\/login/);
    await page.waitForLoadState('networkidle');
    // A member's header (the bell, the cart, the menu) comes once the session starts (the spec's 1.2 s) and its red
    // counts once asked: axe reads the page with them. A member is sent on from the login page once it has started.
    // Pages without the header are those of src/features/notices/api/early.ts (NO_BELL).
    if (asMember) await expect(page).not.toHaveURL(/\/account\/login/);
    if (asMember && !/^\/(account\/|invoice\/download\/?$)/.test(new URL(page.url()).pathname)) {
      await expect(page.getByRole('button', { name: /^消息中心，\d+ 条未读$/ })).toBeVisible();
      await expect(page.getByText(/^购物车，\d+ 种商品$/)).toBeAttached();
      await expect(page.getByText(/^待我审批 \d+ 个订单，$/)).toBeAttached();
    }
    // The login page a visitor is sent to is one page whatever the route asked: axe reads it once a group (its own
    // route, /account/login, is read in its group); the CSP is watched on every load.
    if (!sentToLogin || !loginChecked) {
      // the page's motions and transitions have ended (contrast is measured on the final colours)
      await motionsSettled(page);
      const url = new URL(page.url());
      axe.push(...(await axeFindings(page, `${route.path} (${url.pathname}${url.search})`)));
      loginChecked ||= sentToLogin;
    }
    expect(csp, `CSP violations on ${route.path}`).toEqual([]);
  }
  return { csp, axe };
}

async function signInOwner(page: Page): Promise<void> {
  // the seed's messages unread again (the fixtures read them all): the bell shows its red count to axe; the must-read
  // announcement's modal on / is taken as already shown this session (it would cover the page axe reads)
  await mockControl('/reset', {});
  const tokens = await mockControl<{ accessToken: string; refreshToken: string }>('/token', { memberId: DEMO.owner._id });
  await storeTokens(page, tokens);
  await page.addInitScript(() => {
    localStorage.setItem('isCheckModal', 'true');
    sessionStorage.setItem('promptShown', JSON.stringify('mallNotice'));
  });
}

/**
 * The routes in groups of a few, each group a test of its own: the groups run side by side on the workers, a
 * failure names its group, and each group's time limit is a hang guard (about 5 s a route on an idle machine:
 * load, network idle, motions, axe), not a bet on the machine's speed.
 */
const GROUP = 6;
const GROUPS = Array.from({ length: Math.ceil(ALL_ROUTES.length / GROUP) }, (_, i) => ALL_ROUTES.slice(i * GROUP, (i + 1) * GROUP));
const named = (routes: readonly VisitRoute[]) => `${routes[0]!.path} … ${routes.at(-1)!.path}`;

test.describe.configure({ mode: 'parallel' });

for (const routes of GROUPS) {
  test(`as a visitor, ${named(routes)}: no CSP violation, no serious axe violation`, async ({ page }) => {
    test.setTimeout(routes.length * 30_000);
    const { axe } = await visitAll(page, routes, false);
    expect(axe).toEqual([]);
  });

  test(`as the company owner, ${named(routes)}: no CSP violation, no serious axe violation`, async ({ page }) => {
    test.setTimeout(routes.length * 30_000);
    await signInOwner(page);
    const { csp, axe } = await visitAll(page, routes, true);
    expect(csp).toEqual([]);
    expect(axe).toEqual([]);
  });
}

test('as the company owner, the assistant answering: no CSP violation, no serious axe violation', async ({ page }) => {
  test.setTimeout(90_000);
  await signInOwner(page);
  const csp = await recordCspViolations(page);
  // The assistant talks to RAGFlow (connect-src) and shows its answer.
  await page.goto('/');
  await askAndWaitForAnswer(page, '流式抗体怎么选？');
  const axe = await axeFindings(page, '/ with the assistant open');
  expect(csp).toEqual([]);
  expect(axe).toEqual([]);
});
