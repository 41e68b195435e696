import type { BrowserContext, Request } from '@playwright/test';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { ANALYTICS_ORIGIN, ASSISTANT_API, BROWSER_401, expect, MOCK_API, PAGE_API, mockControl, readRequestBodies, storeTokens, test } from './fixtures';
import { askAndWaitForAnswer } from './support/assistant';

/**
 * Where the member's secrets go (issue 15), over every request the browser
 * makes (all hosts, popups included):
 *  - the access and refresh tokens — in the Authorization / refreshToken
 *    headers, a URL, any header or a body — reach the mall API origin only:
 *    never the assistant (another origin, scripts/mock-env.ts), the analytics
 *    service, or the shop's own static files;
 *  - the analytics service (played in the browser by tests/e2e/fixtures.ts)
 *    never receives a token, an OAuth `code` or `state`, or a `redirect`.
 * One exception is the spec's own (docs/spec.md "Browser storage keys"): the
 * access token is copied into the host-only `accessToken` cookie, which the
 * browser sends with every request to the shop's host, so the shop's static
 * files get it as that cookie and in no other way.
 */
const API_ORIGIN = new URL(PAGE_API).origin;
const ASSISTANT_ORIGIN = new URL(ASSISTANT_API).origin;
const PRODUCT_ID = '66a3000000000000000000e1';
const ORDER_ID = '66a80000000000000000003f';

interface Sent {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * Every request of the context (its pages and popups), with the headers as
 * sent (cookies included), read as it starts: a popup may be gone by the end.
 */
async function recordRequests(context: BrowserContext): Promise<() => Promise<Sent[]>> {
  await readRequestBodies(context);
  const requests: Promise<Sent>[] = [];
  const read = async (request: Request): Promise<Sent> => ({
    url: new URL(request.url()),
    method: request.method(),
    // the page closed before its raw headers came: the headers Chromium reported at the start
    headers: await request.allHeaders().catch(() => request.headers()),
    body: request.postDataBuffer()?.toString('utf8') ?? '',
  });
  context.on('request', (request) => void requests.push(read(request)));
  return () => Promise.all(requests);
}

/** Where `secret` appears in a request: its URL, a header (by name) or its body. */
function placesOf(sent: Sent, secret: string): string[] {
  const places: string[] = [];
  const encoded = encodeURIComponent(secret);
  if (sent.url.href.includes(secret) || sent.url.href.includes(encoded)) places.push('url');
  for (const [name, value] of Object.entries(sent.headers)) {
    if (value.includes(secret) || value.includes(encoded)) places.push(`header ${name}`);
  }
  if (sent.body.includes(secret) || sent.body.includes(encoded)) places.push('body');
  return places;
}

/** The spec's accessToken cookie, exactly: `accessToken=<the token>` among the request's cookies. */
function onlyAsSpecCookie(sent: Sent, token: string): boolean {
  const cookies = (sent.headers.cookie ?? '').split(/;\s*/);
  const carriers = cookies.filter((cookie) => cookie.includes(token) || cookie.includes(encodeURIComponent(token)));
  return carriers.length > 0 && carriers.every((cookie) => cookie === `accessToken=${encodeURIComponent(token)}`);
}

/** The tokens of this session: the stored pair and every token a refresh answered with. */
async function sessionTokens(context: BrowserContext, initial: string[]): Promise<string[]> {
  const tokens = new Set(initial);
  for (const page of context.pages()) {
    const stored = await page.evaluate(() => localStorage.getItem('tokenInfo')).catch(() => null);
    if (stored) for (const value of Object.values(JSON.parse(stored) as Record<string, string>)) tokens.add(value);
  }
  return [...tokens].filter((token) => token.length >= 16);
}

test('a signed-in member browsing and using the assistant: the tokens reach the API origin and nothing else', async ({ page, context, analytics, consoleGuard, baseURL }) => {
  test.setTimeout(90_000); // eight documents and a streamed answer: about 20 s on an idle machine
  consoleGuard.allow(BROWSER_401);
  // An access token that has already expired: the first calls get 401 and the refresh token is used too.
  const tokens = await mockControl<{ accessToken: string; refreshToken: string }>('/token', { memberId: DEMO.owner._id, expired: true });
  await storeTokens(page, tokens);
  await page.addInitScript(() => localStorage.setItem('isCheckModal', 'true'));
  const requests = await recordRequests(context);
  const refreshed: string[] = [];
  context.on('response', (response) => {
    if (!response.url().endsWith('/auth/access-token')) return;
    // the access token, and the refresh token that rotates with it (docs/session.md)
    void response.json().then((body: { data?: { accessToken?: string; refreshToken?: string } }) => {
      for (const token of [body.data?.accessToken, body.data?.refreshToken]) if (token) refreshed.push(token);
    });
  });

  for (const [path, landmark] of [
    ['/', /./],
    ['/product', /全部产品|商品/],
    [`/product/${PRODUCT_ID}`, /./],
    ['/cart', /购物车/],
    ['/order', /我的订单/],
    [`/order/${ORDER_ID}`, /订单详情/],
    ['/mine/setting', /./],
    ['/invoice', /./],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('main').locator('h1, h2').first()).toHaveText(landmark);
    await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
  }
  // A page reached inside the app too (no new document: only the app's own calls).
  await page.getByRole('banner').getByRole('link', { name: /购物车/ }).click();
  await expect(page).toHaveURL(/\/cart$/);

  // The assistant: a streamed answer, its products looked up on the mall, a cited document opened in a new tab.
  const panel = await askAndWaitForAnswer(page, '流式抗体怎么选？');
  await expect(panel.getByRole('list', { name: '回答中提到的商品' })).toBeVisible();
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    context.waitForEvent('response', (response) => response.url().includes('/document/')),
    panel.getByRole('link', { name: '抗体储存与运输说明.pdf' }).click(),
  ]);
  // The document was fetched. Its tab may become a download that never draws a page (the headless shell keeps it
  // open, blank); closed, so only the shop's page is read for tokens below.
  await popup.close();

  const all = await requests();
  const secrets = await sessionTokens(context, [tokens.accessToken, tokens.refreshToken, ...refreshed]);
  expect(refreshed.length, 'the expired token was refreshed').toBeGreaterThan(0);
  const pageHost = new URL(baseURL!).hostname;

  const leaks: string[] = [];
  for (const sent of all) {
    for (const secret of secrets) {
      const places = placesOf(sent, secret);
      if (places.length === 0 || sent.url.origin === API_ORIGIN) continue;
      const specCookie = places.every((p) => p === 'header cookie') && sent.url.hostname === pageHost && onlyAsSpecCookie(sent, secret);
      if (!specCookie) leaks.push(`${sent.method} ${sent.url.href.slice(0, 120)}: ${secret.slice(0, 12)}… in ${places.join(', ')}`);
    }
    // Authorization: the member's bearer to the API origin, the assistant's own key to the assistant, nothing elsewhere.
    const authorization = sent.headers.authorization;
    if (authorization !== undefined) {
      if (sent.url.origin === ASSISTANT_ORIGIN) {
        if (authorization !== 'Bearer mock-key') leaks.push(`assistant got Authorization ${authorization.slice(0, 20)}…`);
      } else if (sent.url.origin !== API_ORIGIN) leaks.push(`${sent.url.origin} got an Authorization header`);
    }
    if (sent.headers.refreshtoken !== undefined && sent.url.origin !== API_ORIGIN) leaks.push(`${sent.url.origin} got a refreshToken header`);
  }
  expect(leaks).toEqual([]);

  // The journey did reach every kind of host, with the member's tokens on the API calls.
  const byOrigin = (origin: string) => all.filter((sent) => sent.url.origin === origin);
  expect(byOrigin(API_ORIGIN).some((sent) => secrets.some((token) => sent.headers.authorization === `Bearer ${token}`))).toBe(true);
  expect(byOrigin(API_ORIGIN).some((sent) => sent.url.pathname.endsWith('/auth/access-token') && sent.headers.refreshtoken === tokens.refreshToken)).toBe(true);
  expect(byOrigin(ASSISTANT_ORIGIN).filter((sent) => sent.url.pathname.includes('/completions')).length).toBeGreaterThan(0);
  expect(byOrigin(ASSISTANT_ORIGIN).some((sent) => sent.url.pathname.includes('/document/'))).toBe(true);
  expect(byOrigin(new URL(baseURL!).origin).some((sent) => sent.url.pathname.startsWith('/assets/'))).toBe(true);
  expect(byOrigin(ANALYTICS_ORIGIN).some((sent) => sent.url.pathname === '/hm.js')).toBe(true);
  expect(analytics.pageViews().length).toBeGreaterThanOrEqual(8);
  for (const view of analytics.pageViews()) {
    for (const secret of secrets) expect(view.href, 'a page view').not.toContain(secret.slice(0, 16));
  }
});

/** Chromium's own user agent with WeChat's marker: the login page offers the official-account OAuth instead of a QR. */
const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.49.2600 NetType/WIFI Language/zh_CN';

/** Every string an analytics request carries: its URL decoded, and each parameter; URL-valued ones (u, su) parsed too. */
function analyticsParams(url: URL): { name: string; value: string }[] {
  const out = [{ name: '(url)', value: decodeURIComponent(url.href) }];
  for (const [name, value] of url.searchParams) {
    out.push({ name, value });
    if (!/^https?:\/\//.test(value)) continue;
    for (const [inner, innerValue] of new URL(value).searchParams) out.push({ name: `${name}→${inner}`, value: innerValue });
  }
  return out;
}

test.describe('in the WeChat browser', () => {
  test.use({ userAgent: WECHAT_UA });

  test('OAuth return legs and redirect= pages: no code, state, token or redirect reaches analytics', async ({ page, context, analytics, baseURL }) => {
    await page.addInitScript(() => localStorage.setItem('isCheckModal', 'true'));
    const requests = await recordRequests(context);

    // A visitor on a members-only page is sent to sign in, the way back in redirect=.
    await page.goto('/order?status=pendingPayment');
    await expect(page).toHaveURL(/\/account\/login\?type=wx&redirect=/);
    const loginUrl = page.url();
    expect(new URL(loginUrl).searchParams.get('redirect')).toBe('/order?status=pendingPayment');

    // A return leg this tab never started (a forwarded link, an old tab): a live code with a state the tab does
    // not hold. The shop refuses it and does not use the code, which stays good at the mall.
    const forgedState = 'f'.repeat(32);
    const oauthUrl = new URL(`${MOCK_API}/mall/v1/auth/wechat/oauth/url`);
    oauthUrl.search = new URLSearchParams({ redirect_uri: loginUrl, state: forgedState }).toString();
    const { data } = (await (await fetch(oauthUrl)).json()) as { data: { url: string } };
    const liveCode = new URL(data.url).searchParams.get('code')!;
    await page.goto(data.url);
    await expect(page.getByText('微信授权已失效或来源不明，请重新授权登录')).toBeVisible();
    // Read once, the code and state leave the address bar; the way back stays.
    await expect(page).toHaveURL(loginUrl);

    // 微信授权登录: a fresh state, the fake official account sends the browser back with a code, the shop signs in.
    await page.getByRole('button', { name: '微信授权登录' }).click();
    await expect(page).toHaveURL(/\/order\?status=pendingPayment$/);
    await expect(page.getByRole('button', { name: '用户菜单' })).toContainText('上海生科');
    await expect(page.getByRole('tab', { name: /待付款/ })).toHaveAttribute('aria-selected', 'true');

    // A login link with redirect= while signed in goes straight on.
    await page.goto(`/account/login?redirect=${encodeURIComponent('/cart')}`);
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('main').getByRole('heading', { name: '购物车' })).toBeVisible();

    const all = await requests();
    const legs = all.filter((sent) => sent.url.origin === new URL(baseURL!).origin && sent.url.pathname === '/account/login' && sent.url.searchParams.has('code'));
    expect(legs, 'two return legs: the refused one, then the one the shop started').toHaveLength(2);
    const [code, state] = [legs[1]!.url.searchParams.get('code')!, legs[1]!.url.searchParams.get('state')!];
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(code).not.toBe(liveCode);
    const exchanged = all.filter((sent) => sent.url.pathname.endsWith('/auth/mini-program/login')).map((sent) => sent.body);
    expect(exchanged).toEqual([expect.stringContaining(code)]);
    const tokens = await sessionTokens(context, []);
    expect(tokens.length).toBe(2);

    const views = analytics.pageViews().map((view) => new URL(view.searchParams.get('u')!));
    expect(views.map((view) => `${view.pathname}${view.search}`)).toEqual(
      expect.arrayContaining(['/account/login?type=wx', '/order?status=pendingPayment', '/cart']),
    );
    const secrets = [
      ['the refused code', liveCode],
      ['the forged state', forgedState],
      ['the code', code],
      ['the state', state],
      ...tokens.map((token) => ['a token', token] as const),
    ] as const;
    const found: string[] = [];
    for (const url of analytics.requests) {
      for (const { name, value } of analyticsParams(url)) {
        for (const [what, secret] of secrets) if (value.includes(secret)) found.push(`${url.pathname} ${name}: ${what}`);
        if (/(^|→)(code|state|redirect)$/.test(name)) found.push(`${url.pathname} ${name}=${value}`);
        else if (/[?&](code|state|redirect)=/.test(value)) found.push(`${url.pathname} ${name}: ${value}`);
      }
    }
    expect(found).toEqual([]);
  });
});
