import { afterEach, describe, expect, it } from 'vitest';
import { ANALYTICS_SCRIPT_URL } from '@/shared/config/constants';
import { env } from '@/shared/config/env';
import { initAnalytics, resetAnalytics, trackPageView } from '@/shared/lib/analytics';

const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script')].filter((s) => s.src.startsWith(ANALYTICS_SCRIPT_URL));

afterEach(() => resetAnalytics());

describe('analytics', () => {
  it('the test configuration has no analytics id', () => {
    expect(env.analyticsId).toBe('');
  });

  it('with an empty id nothing is loaded and nothing is queued', () => {
    expect(initAnalytics('')).toBe(false);
    trackPageView('/product', '');
    trackPageView('/brand');
    expect(scripts()).toHaveLength(0);
    expect(window._hmt).toBeUndefined();
  });

  it('with an id: the script is loaded once and page views are queued', () => {
    trackPageView('/', 'abc123');
    trackPageView('/product?keyword=CD3', 'abc123');
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.src).toBe(`${ANALYTICS_SCRIPT_URL}?abc123`);
    expect(scripts()[0]?.async).toBe(true);
    expect(window._hmt).toEqual([
      ['_setAutoPageview', false],
      ['_trackPageview', '/'],
      ['_trackPageview', '/product?keyword=CD3'],
    ]);
  });

  it('the same path twice in a row counts once (a re-render is not a page view)', () => {
    trackPageView('/cart', 'abc123');
    trackPageView('/cart', 'abc123');
    trackPageView('/order', 'abc123');
    trackPageView('/cart', 'abc123');
    expect(window._hmt?.filter(([command]) => command === '_trackPageview')).toEqual([
      ['_trackPageview', '/cart'],
      ['_trackPageview', '/order'],
      ['_trackPageview', '/cart'],
    ]);
  });
});

describe('page views drop secrets from the query (issue 8, defect 11)', () => {
  it('drops code, state, redirect and anything token-like, keeps the rest', () => {
    trackPageView('/account/login?type=wx&code=c0de&state=s1&redirect=%2Forder&accessToken=t1&ticket=tk&refresh_token=r', 'abc123');
    trackPageView('/product?keyword=CD3&page=2', 'abc123');
    expect(window._hmt?.filter((c) => c[0] === '_trackPageview')).toEqual([
      ['_trackPageview', '/account/login?type=wx'],
      ['_trackPageview', '/product?keyword=CD3&page=2'],
    ]);
  });
});

describe('page views drop what identifies an order, an invoice or a lookup (issue 23, item 17)', () => {
  const views = () => window._hmt?.filter((c) => c[0] === '_trackPageview').map((c) => c[1]);

  it('drops orderNo and amount anywhere, the result page’s id, the invoice link’s id and expiry, the orders’ keyword and the COA’s sn and lot', () => {
    trackPageView('/order/result?id=66a7000000000000000000aa&orderNo=SO2611210063&amount=1280.5', 'abc123');
    trackPageView('/invoice/download?id=66a8000000000000000000bb&format=pdf&expires=1800000000000', 'abc123');
    trackPageView('/invoice/download?invoiceId=66a8000000000000000000bb', 'abc123');
    trackPageView('/order?status=pendingReview&keyword=%E6%8A%97%E4%BD%93&page=2', 'abc123');
    trackPageView('/coa?sn=COA2024A00123&lot=B123456&brand=BioLegend', 'abc123');
    trackPageView('/invoice?tab=orders&orderNo=SO26&status=issued', 'abc123');
    trackPageView('/Order/Result/?id=66a7000000000000000000aa', 'abc123'); // the router matches regardless of case
    expect(views()).toEqual([
      '/order/result',
      '/invoice/download?format=pdf',
      '/invoice/download',
      '/order?status=pendingReview&page=2',
      '/coa?brand=BioLegend',
      '/invoice?tab=orders&status=issued',
      '/Order/Result/',
    ]);
  });

  it('keeps what other pages are about: the catalogue’s keyword, a product’s page', () => {
    trackPageView('/product?keyword=CD3&page=2', 'abc123');
    trackPageView('/brand/66a100000000000000000001?keyword=CD4', 'abc123');
    trackPageView('/order/?keyword=x', 'abc123');
    expect(views()).toEqual(['/product?keyword=CD3&page=2', '/brand/66a100000000000000000001?keyword=CD4', '/order/']);
  });
});
