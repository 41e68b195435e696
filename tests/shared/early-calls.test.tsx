import { screen, waitFor, within } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { server } from '../../mocks/node.ts';
import { catalogueHandlers } from '../../mocks/handlers/catalogue.ts';
import { startCatalogueCalls } from '@/features/catalogue';
import { imageSrc } from '@/shared/api';
import { renderApp, signInAs } from '../utils/render';

const GLYCINE = '66a3000000000000000009cd';

function countCalls(pathname: RegExp): { urls: string[] } {
  const seen = { urls: [] as string[] };
  server.events.on('request:start', ({ request }) => {
    if (pathname.test(new URL(request.url).pathname)) seen.urls.push(request.url);
  });
  return seen;
}

const cards = () => within(screen.getByRole('list', { name: '商品列表' })).getAllByRole('article');

describe('early calls (the landing script asks before the app has started)', () => {
  it('the list takes the early answer: one request for the list, and the first row’s pictures to preload', async () => {
    const calls = countCalls(/\/mall\/v1\/materials$/);
    const pictures = await startCatalogueCalls('/product', '?category=elisa&sort=priceDesc&page=2', false);
    expect(pictures).toHaveLength(4);
    renderApp('/product?category=elisa&sort=priceDesc&page=2');
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(calls.urls).toHaveLength(1);
    expect(calls.urls[0]).toMatch(/category=elisa.*sort=priceDesc.*page=2/);
    // the pictures preloaded are the ones the first row shows
    // a card's picture is decorative (alt=""): no role or name to query
    const shown = cards()
      .slice(0, 4)
      // eslint-disable-next-line testing-library/no-node-access
      .map((card) => card.querySelector('img')?.getAttribute('src'));
    expect(shown).toEqual(pictures);
    expect(window.__earlyCalls).toEqual([]);
  });

  it('a chemical’s card draws its structure: that is the picture preloaded, not the product’s', async () => {
    const pictures = await startCatalogueCalls('/product', '', false);
    renderApp('/product');
    await waitFor(() => expect(cards()).toHaveLength(20));
    const shown = cards()
      .slice(0, 4)
      // eslint-disable-next-line testing-library/no-node-access
      .map((card) => card.querySelector('img')?.getAttribute('src'));
    expect(shown.some((src) => src?.includes('/images/structure/'))).toBe(true);
    expect(pictures).toEqual(shown);
  });

  it('a phone preloads only the first two pictures', async () => {
    expect(await startCatalogueCalls('/product', '', true)).toHaveLength(2);
  });

  it('the detail takes the early answer, and its picture is the one to preload', async () => {
    const calls = countCalls(new RegExp(`/mall/v1/materials/${GLYCINE}$`));
    const pictures = await startCatalogueCalls(`/product/${GLYCINE}`, '', false);
    renderApp(`/product/${GLYCINE}`);
    const picture = await screen.findByRole('img', { name: '甘氨酸' });
    expect(pictures).toEqual([picture.getAttribute('src')]);
    expect(pictures?.[0]).toBe(imageSrc(`/common/v1/images/material/${GLYCINE}.svg`));
    expect(calls.urls).toHaveLength(1);
  });

  it('a picture from an origin that is not accepted is never preloaded (issue 23, item 11)', async () => {
    server.use(
      http.get('*/mall/v1/materials/:id', async ({ request }) => {
        const body = (await (await getResponse(catalogueHandlers, request.clone()))!.json()) as { data: object };
        return HttpResponse.json({ ...body, data: { ...body.data, image: 'https://evil.example/pixel.png' } });
      }),
    );
    expect(await startCatalogueCalls(`/product/${GLYCINE}`, '', false)).toEqual([]);
  });

  it('a failed early answer is asked again through the normal path, and the page shows the result', async () => {
    let failures = 1;
    server.use(
      http.get('*/mall/v1/materials', () => {
        if (failures-- > 0) return new HttpResponse('<html>502 Bad Gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } });
        return undefined;
      }),
    );
    const calls = countCalls(/\/mall\/v1\/materials$/);
    expect(await startCatalogueCalls('/product', '', false)).toEqual([]);
    renderApp('/product');
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(calls.urls).toHaveLength(2);
    expect(screen.queryByText('商品列表加载失败')).not.toBeInTheDocument();
  });

  it('an answer fetched for another member is not taken', async () => {
    signInAs(DEMO.owner._id);
    await startCatalogueCalls('/product', '', false);
    signInAs(DEMO.noCompany._id);
    const calls = countCalls(/\/mall\/v1\/materials$/);
    renderApp('/product');
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(calls.urls).toHaveLength(1);
  });

  it('other pages start nothing', () => {
    expect(startCatalogueCalls('/', '', false)).toBeUndefined();
    expect(startCatalogueCalls('/product/a/b', '', false)).toBeUndefined();
    expect(startCatalogueCalls('/cart', '', false)).toBeUndefined();
    expect(window.__earlyCalls).toBeUndefined();
  });
});
