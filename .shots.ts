import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts';

const BASE = 'http://127.0.0.1:4393';
const MOCK = 'http://127.0.0.1:8893/__mock';
const OUT = '/tmp/c28-lists-shots';
async function control(path: string, body: unknown) {
  const r = await fetch(`${MOCK}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const j = (await r.json()) as { code: number; data: any; msg: string };
  if (j.code !== 0) throw new Error(`${path}: ${j.msg}`);
  return j.data;
}
const OWNER = '66a000000000000000000001';
const SUB = '66a000000000000000000003';
const [who = 'owner', ...paths] = process.argv.slice(2);
await control('/reset', {});
await control('/notices/read-all', {});
const tokens = await control('/token', { memberId: who === 'sub' ? SUB : OWNER });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const width of [390, 1280, 360]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', reducedMotion: 'reduce' });
  await context.addInitScript((v) => localStorage.setItem('tokenInfo', v), JSON.stringify(tokens));
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  for (const path of paths) {
    await page.goto(BASE + path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1200);
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    const name = `${who}${path.replace(/[/?=&]/g, '_')}-${width}.png`;
    if (width !== 360) await page.screenshot({ path: `${OUT}/${name}`, fullPage: true });
    if (path.startsWith('/product') && width !== 360) {
      await page.getByRole('button', { name: '询价' }).evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${OUT}/view-${name}` });
    }
    console.log(width, path, 'sideways', scroll, width !== 360 ? `${OUT}/${name}` : '');
  }
  await context.close();
}
await browser.close();
