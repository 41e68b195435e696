import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../mocks/db/index.ts';
import { server } from '../../../mocks/node.ts';
import { feedback } from '@/shared/lib/feedback';
import { removeTokenInfo } from '@/shared/storage';
import { renderApp, signInAs } from '../../utils/render';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';

afterEach(() => server.events.removeAllListeners());


/** The seed's acetone (丙酮, 易制毒第三类: docs/hazards.md), every brand's. */
const acetones = () => db.state.materials.filter((m) => m.cas === '67-64-1' && !m.offShelf);

describe('hazard data in the catalogue (docs/api.md §20)', () => {
  it('a card shows its GHS pictograms by name and a short control tag', async () => {
    const acetone = acetones()[0]!;
    renderApp(`/product?keyword=${encodeURIComponent('丙酮')}`);
    const [card] = await screen.findAllByRole('article', { name: acetone.name });
    // the marks load with the first card that has a hazard (lazy-hazard.tsx)
    expect(await within(card!).findByRole('img', { name: '易燃' })).toBeInTheDocument();
    expect(within(card!).getByRole('img', { name: '刺激性/有害' })).toBeInTheDocument();
    expect(within(card!).getByText('易制毒')).toBeInTheDocument();
  });

  it('an antibody card carries no pictograms', async () => {
    renderApp('/product?category=antibody');
    const cards = await screen.findAllByRole('article', undefined);
    for (const card of cards) expect(within(card).queryByRole('list', { name: 'GHS 危险性象形图' })).not.toBeInTheDocument();
  });

  it('the product page says 安全信息: pictograms with names, signal word, H-statements, what buying takes, UN number, shipping', async () => {
    const m = acetones()[0]!;
    renderApp(`/product/${m._id}`);
    const safety = await screen.findByRole('region', { name: '安全信息' });
    // the facts follow the page (material-detail.tsx loads them as their place comes near)
    expect(await within(safety).findByRole('img', { name: '易燃' })).toBeInTheDocument();
    expect(within(safety).getByText('刺激性/有害')).toBeInTheDocument();
    expect(within(safety).getByText('危险')).toBeInTheDocument();
    expect(within(safety).getByText('H225')).toBeInTheDocument();
    expect(within(safety).getByText(/高度易燃液体和蒸气/)).toBeInTheDocument();
    expect(within(safety).getByText('易制毒第三类')).toBeInTheDocument();
    // what buying it takes is said once, by 加入购物车 (the next tests), not again here
    expect(within(safety).queryByText(/购买需上传|本企业/)).not.toBeInTheDocument();
    expect(within(safety).getByText(/UN ?1090/)).toBeInTheDocument();
    expect(within(safety).getByText('常温')).toBeInTheDocument();
  });

  it('by 加入购物车 a sub-account reads the company permit the classes need (已驳回, whom to ask); the owner the way to 资质管理', async () => {
    const peroxide = db.state.materials.find((m) => m.name === '30% 过氧化氢溶液' && !m.offShelf)!;
    signInAs(DEMO.sub._id);
    const { unmount } = renderApp(`/product/${peroxide._id}`);
    const box = await screen.findByRole('region', { name: '购买资质' });
    // by the buy controls, above the pack sizes and 安全信息
    expect(box.compareDocumentPosition(screen.getByRole('region', { name: '规格与价格' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(box).toHaveTextContent('易制爆须持有效资质，下单时填写用途');
    const row = within(box).getByRole('listitem', { name: '易制爆危险化学品购买备案' });
    expect(await within(row).findByText('本企业已驳回')).toBeInTheDocument();
    expect(row).toHaveTextContent('证件照片不清晰，请重新上传');
    expect(box).toHaveTextContent('请联系主账号 王敏 更新资质');
    expect(within(box).queryByRole('link')).not.toBeInTheDocument();
    unmount();
    signInAs(DEMO.owner._id);
    renderApp(`/product/${peroxide._id}`);
    const own = await screen.findByRole('region', { name: '购买资质' });
    expect(await within(own).findByRole('link', { name: '前往资质管理上传或更新' })).toHaveAttribute('href', '/mine/setting#qualifications');
  });

  it('by 加入购物车: 未上传 for acetone (no 用途 asked), 有效 with its end for 叠氮化钠 (剧毒, 用途 asked), sign-in for a visitor', async () => {
    const acetone = acetones()[0]!;
    signInAs(DEMO.owner._id);
    const { unmount } = renderApp(`/product/${acetone._id}`);
    const box = await screen.findByRole('region', { name: '购买资质' });
    expect(box).toHaveTextContent('易制毒第三类须持有效资质');
    expect(box).not.toHaveTextContent('用途');
    const row = within(box).getByRole('listitem', { name: '易制毒化学品购买备案证明' });
    expect(await within(row).findByText('本企业未上传')).toBeInTheDocument();
    unmount();
    const azide = db.state.materials.find((m) => m.name === '叠氮化钠' && !m.offShelf && m.stock > 0)!;
    const { unmount: leave } = renderApp(`/product/${azide._id}`);
    const toxic = await screen.findByRole('region', { name: '购买资质' });
    expect(toxic).toHaveTextContent('剧毒须持有效资质，下单时填写用途');
    const licence = within(toxic).getByRole('listitem', { name: '剧毒化学品购买许可证' });
    expect(await within(licence).findByText('本企业有效')).toBeInTheDocument();
    expect(licence).toHaveTextContent(/有效期至 \d{4}-\d{2}-\d{2}/);
    leave();
    removeTokenInfo();
    renderApp(`/product/${acetone._id}`);
    const visitor = await screen.findByRole('region', { name: '购买资质' });
    expect(within(visitor).getByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(visitor).not.toHaveTextContent('本企业未上传');
  });

  it('a card names a dangerous chemical once, in one wording: 危险化学品, never 危化品 beside the mall’s tag', async () => {
    const tagId = db.state.tags.find((t) => t.name === '危险化学品')!._id;
    const m = db.state.materials.find((x) => !x.offShelf && x.hazard?.controls.join() === 'hazardous' && x.tagIds.slice(0, 3).includes(tagId))!;
    renderApp(`/product?keyword=${encodeURIComponent(m.catalogNo)}`);
    const [card] = await screen.findAllByRole('article', { name: m.name });
    await within(card!).findByText('危险化学品');
    expect(within(card!).getAllByText('危险化学品')).toHaveLength(1);
    expect(within(card!).queryByText('危化品')).not.toBeInTheDocument();
  });

  it('a controlled material the mall also tags 危险化学品 keeps the tag when its marks do not name that class', async () => {
    const tagId = db.state.tags.find((t) => t.name === '危险化学品')!._id;
    const m = db.state.materials.find((x) => !x.offShelf && (x.hazard?.controls.length ?? 0) > 0 && !x.hazard!.controls.includes('hazardous'))!;
    m.tagIds = [tagId, ...m.tagIds.filter((t) => t !== tagId)];
    renderApp(`/product?keyword=${encodeURIComponent(m.catalogNo)}`);
    const [card] = await screen.findAllByRole('article', { name: m.name });
    expect(await within(card!).findByText('危险化学品')).toBeInTheDocument();
    expect(within(card!).getAllByText('危险化学品')).toHaveLength(1);
  });

  it('a material without a GHS classification has no 安全信息 and no SDS, but its datasheet', async () => {
    // a cytokine shipped on dry ice: no GHS classification, no CAS number
    const m = db.state.materials.find((x) => x.category === 'cytokine' && x.shipping === '干冰' && !x.offShelf)!;
    renderApp(`/product/${m._id}`);
    const docs = await screen.findByRole('region', { name: '产品文档' });
    expect(screen.queryByRole('region', { name: '安全信息' })).not.toBeInTheDocument();
    expect(await within(docs).findByRole('button', { name: '产品说明书' })).toBeInTheDocument();
    expect(within(docs).queryByRole('button', { name: /安全技术说明书/ })).not.toBeInTheDocument();
    // the facts read the machine value
    expect(screen.getByText('−20 ℃ 干冰')).toBeInTheDocument();
  });

  it('downloads the SDS the fake mall generates, through the client, as SDS-<货号>.pdf, and says so', async () => {
    const m = acetones()[0]!;
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/sds')) asked.push(new URL(request.url).pathname);
    });
    const success = vi.spyOn(feedback, 'success').mockImplementation(() => undefined);
    const blobs: Blob[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:sds'), revokeObjectURL: () => undefined });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = renderApp(`/product/${m._id}`);
    await user.click(await screen.findByRole('button', { name: '安全技术说明书（SDS）' }));
    await waitFor(() => expect(saved).toEqual([`SDS-${m.catalogNo}.pdf`]));
    expect(asked).toEqual([`/mall/v1/materials/${m._id}/sds`]);
    expect(blobs[0]?.type).toBe('application/pdf');
    expect(success).toHaveBeenCalledWith(`操作成功：${m.catalogNo} 的安全技术说明书已下载`);
  });

  it('downloads the datasheet of a material without an SDS', async () => {
    const antibody = db.state.materials.find((x) => x.category === 'antibody' && !x.offShelf)!;
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:datasheet', revokeObjectURL: () => undefined });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = renderApp(`/product/${antibody._id}`);
    await user.click(await screen.findByRole('button', { name: '产品说明书' }));
    await waitFor(() => expect(saved).toEqual([`Datasheet-${antibody.catalogNo}.pdf`]));
    expect(screen.queryByRole('button', { name: /安全技术说明书/ })).not.toBeInTheDocument();
  });

  it('an SDS the mall does not have says its 404 text once, and the page stays', async () => {
    const m = acetones()[0]!;
    server.use(http.get('*/mall/v1/materials/:id/sds', () => HttpResponse.json({ code: 404, msg: '该商品暂无安全技术说明书', data: null }, { status: 404 })));
    const errors: string[] = [];
    vi.spyOn(feedback, 'error').mockImplementation((text: string) => void errors.push(text));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user, router } = renderApp(`/product/${m._id}`);
    await user.click(await screen.findByRole('button', { name: '安全技术说明书（SDS）' }));
    await waitFor(() => expect(errors).toEqual(['该商品暂无安全技术说明书']));
    expect(saved).toEqual([]);
    expect(router.state.location.pathname).toBe(`/product/${m._id}`);
    expect(screen.getByRole('button', { name: '安全技术说明书（SDS）' })).toBeInTheDocument();
  });
});

describe('the 安全与管制 filter (docs/api.md §20 `control`)', () => {
  /** The `control` of every material search and facet sent, by path. */
  function controlsSent() {
    const sent: { path: string; control: string | null; mfrId: string | null }[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (/\/mall\/v1\/materials(\/keyword\/relate-manufacturer|\/tags\/list)?$/.test(url.pathname)) {
        sent.push({ path: url.pathname.replace(/.*\/mall\/v1/, ''), control: url.searchParams.get('control'), mfrId: url.searchParams.get('mfrId') });
      }
    });
    return sent;
  }

  it('a link with ?control=controlled asks the list and the facets for it and names it in a chip', async () => {
    const sent = controlsSent();
    renderApp('/product?control=controlled');
    expect(await screen.findByText('安全：管制化学品（需资质）', undefined)).toBeInTheDocument();
    await waitFor(() => expect(sent.some((s) => s.path === '/materials/keyword/relate-manufacturer')).toBe(true));
    expect(sent.filter((s) => s.path === '/materials').map((s) => s.control)).toContain('controlled');
    expect(sent.every((s) => s.control === 'controlled')).toBe(true);
  });

  it('choosing 易制毒第三类 puts it in the URL and the request; 全部 takes it out; an unknown value is ignored', async () => {
    const sent = controlsSent();
    const { user, router } = renderApp('/product?control=nonsense');
    const sidebar = await screen.findByRole('complementary', { name: '筛选条件' });
    await screen.findAllByRole('article', undefined);
    expect(sent.every((s) => s.control === null)).toBe(true);
    await user.click(within(sidebar).getByRole('button', { name: '易制毒第三类' }));
    await waitFor(() => expect(router.state.location.search).toBe('?control=precursor3'));
    await waitFor(() => expect(sent.some((s) => s.path === '/materials' && s.control === 'precursor3')).toBe(true));
    await user.click(within(sidebar).getByRole('button', { name: '全部' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('works on a brand page like the other filters: the pinned brand and the control go together', async () => {
    const brand = db.state.manufacturers[0]!;
    const sent = controlsSent();
    renderApp(`/brand/${brand._id}?control=hazard`);
    await waitFor(() => expect(sent.some((s) => s.path === '/materials' && s.control === 'hazard' && s.mfrId === brand._id)).toBe(true));
  });
});
