import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { routes } from '@/app/router';
import { isPublicPath, loginPath, ROUTE_TABLE, ROUTES } from '@/shared/config/routes';

/** Full paths of the router's tree. */
function paths(list: RouteObject[], base = ''): string[] {
  return list.flatMap((route) => {
    const own = route.index ? base || '/' : route.path ? (route.path.startsWith('/') ? route.path : `${base.replace(/\/$/, '')}/${route.path}`) : base;
    return route.children ? paths(route.children, own) : [own];
  });
}

describe('one route table (issue 8, item 14)', () => {
  it('the router has exactly the routes of the table, each with its meta', () => {
    expect(paths(routes).sort()).toEqual(
      Object.values(ROUTE_TABLE)
        .map((r) => (r.path === '*' ? '/*' : r.path))
        .sort(),
    );
  });

  it('link builders come from the table', () => {
    expect(ROUTES.product('CD3 抗体')).toBe('/product/CD3%20%E6%8A%97%E4%BD%93');
    expect(ROUTES.order('A/1')).toBe('/order/A%2F1');
    expect(ROUTES.cart).toBe(ROUTE_TABLE.cart.path);
    expect(loginPath('/order?keyword=R%26D')).toBe('/account/login?type=wx&redirect=%2Forder%3Fkeyword%3DR%2526D');
    expect(loginPath('/')).toBe('/account/login?type=wx');
    expect(loginPath('/account/login?type=wx')).toBe('/account/login?type=wx');
    expect(loginPath('/account/clean')).toBe('/account/login?type=wx&redirect=%2Faccount%2Fclean');
  });

  it('the public-path check follows the table', () => {
    for (const path of ['/', '/product', '/product/123', '/brand/9', '/coa', '/ppt', '/history']) expect(isPublicPath(path)).toBe(true);
    for (const path of ['/cart', '/order', '/order/1', '/mine/setting', '/account/clean', '/invoice', '/product/1/x']) expect(isPublicPath(path)).toBe(false);
  });
});
