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
