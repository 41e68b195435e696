import { act, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node.ts';
import { TEXT } from '@/shared/config/constants';
import { feedback } from '@/shared/lib/feedback';
import { renderApp } from '../utils/render';

afterEach(() => server.events.removeAllListeners());

function countCoaCalls() {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/scm/coas')) calls.push(url.search);
  });
  return calls;
}

describe('/coa', () => {
  it('enforces the coa_query limits and the required fields in the form, before asking', async () => {
    const calls = countCoaCalls();
    const { user } = renderApp('/coa');
    await user.click(await screen.findByRole('button', { name: /查询 COA/ }));
    expect(await screen.findByText('请输入证书编号')).toBeInTheDocument();
    await user.type(screen.getByLabelText('证书编号'), 'COA/2024');
    await user.click(screen.getByRole('button', { name: /查询 COA/ }));
    expect(await screen.findByText('证书编号只能包含字母、数字和连字符')).toBeInTheDocument();

    await user.click(screen.getByText('按批号 + 品牌'));
    // the dictionary's lot limit (10) shows in the hint and is enforced
    expect(await screen.findByText(/最多 10 个批号/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('批号'), Array.from({ length: 11 }, (_, i) => `L${i}`).join(','));
    await user.click(screen.getByRole('button', { name: /查询 COA/ }));
    expect(await screen.findByText('一次最多查询 10 个批号，当前 11 个')).toBeInTheDocument();
    expect(await screen.findByText('请输入品牌名称（批号需与品牌一起查询）')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('stops at the daily limit of the dictionary', async () => {
    server.use(
      http.get('*/common/v1/dict', () =>
        HttpResponse.json({ code: 0, msg: 'success', data: [{ label: '每日查询上限', value: '3' }, { label: '单次批号数量上限', value: '10' }] }),
      ),
    );
    localStorage.setItem('coaLookups', JSON.stringify({ date: dayjs().format('YYYY-MM-DD'), count: 3 }));
    const calls = countCoaCalls();
    const { user, router } = renderApp('/coa');
    await screen.findByText(/每日最多查询 3 次/);
    await user.type(screen.getByLabelText('证书编号'), 'COA25G001251');
    await user.click(screen.getByRole('button', { name: /查询 COA/ }));
    expect(await screen.findByText(/今日查询次数已达上限（3 次）/)).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(calls).toEqual([]);
  });

  it('finds by lot and brand, puts the query in the URL and downloads, saying which COA was saved', async () => {
    const success = vi.spyOn(feedback, 'success').mockImplementation(() => undefined);
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:coa'), revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user, router } = renderApp('/coa');
    await user.click(await screen.findByText('按批号 + 品牌'));
    await user.type(screen.getByLabelText('批号'), 'B467750，nope-lot');
    await user.type(screen.getByLabelText('品牌'), 'biolegend');
    await user.click(screen.getByRole('button', { name: /查询 COA/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?lot=B467750%2Cnope-lot&brand=biolegend'));
    const results = await screen.findByRole('region', { name: '查询结果' });
    expect(within(results).getByText((_, el) => el?.tagName === 'P' && /找到 1 份 COA 报告/.test(el.textContent ?? ''))).toBeInTheDocument();
    expect(within(results).getByText('COA25G001251')).toBeInTheDocument();
    await user.click(within(results).getByRole('button', { name: /下载 COA25G001251/ }));
    await waitFor(() => expect(saved).toEqual(['COA_348078-25T_B467750.pdf']));
    // its own words, not the generic 操作成功 (issue 24 item 13)
    expect(success).toHaveBeenCalledWith('操作成功：348078-25T 批号 B467750 的 COA 已下载');
    expect(success).not.toHaveBeenCalledWith(TEXT.downloadSuccess);
  });

  it('a sent link shows the results at once; nothing found says so', async () => {
    renderApp('/coa?sn=COA25G001251');
    expect(await screen.findByText('COA25G001251', { selector: 'td, td *' })).toBeInTheDocument();
    expect(screen.getByLabelText('证书编号')).toHaveValue('COA25G001251');
  });

  it('an unknown serial number gets an empty state with the hotline', async () => {
    renderApp('/coa?sn=COA00000000');
    expect(await screen.findByText('未找到 证书编号“COA00000000” 的 COA 报告')).toBeInTheDocument();
    expect(screen.getByText(/400 819 7199/, { selector: 'p' })).toBeInTheDocument();
  });

  it('a link with 300 lots asks at most the form\'s 10, says so, and counts one lookup', async () => {
    const calls = countCoaCalls();
    const lots = Array.from({ length: 300 }, (_, i) => `L${i}`);
    renderApp(`/coa?lot=${lots.join(',')}&brand=BioLegend`);
    expect(await screen.findByText('链接中有 300 个批号，一次最多查询 10 个：已查询前 10 个，其余 290 个未查询')).toBeInTheDocument();
    expect(await screen.findByText(/未找到 批号“L0、L1、L2、L3、L4、L5、L6、L7、L8、L9”/)).toBeInTheDocument();
    expect(calls).toHaveLength(10);
    expect(calls.map((search) => new URLSearchParams(search).get('lot')).sort()).toEqual(lots.slice(0, 10).sort());
    expect(JSON.parse(localStorage.getItem('coaLookups') ?? '{}')).toMatchObject({ count: 1 });
  });

  it('a bad serial number in a link gets the form\'s message and asks nothing', async () => {
    const calls = countCoaCalls();
    renderApp(`/coa?sn=${encodeURIComponent('COA 2024<script>')}`);
    expect(await screen.findByText('证书编号只能包含字母、数字和连字符')).toBeInTheDocument();
    expect(screen.getByLabelText('证书编号')).toHaveValue('COA 2024<script>');
    renderApp(`/coa?sn=${'A'.repeat(33)}`);
    expect(await screen.findByText('证书编号不能超过 32 个字符')).toBeInTheDocument();
    expect(calls).toEqual([]);
    expect(localStorage.getItem('coaLookups')).toBeNull();
  });

  it('a link without a brand, or with a brand too long, gets the form\'s message and asks nothing', async () => {
    const calls = countCoaCalls();
    renderApp('/coa?lot=B467750');
    expect(await screen.findByText('请输入品牌名称（批号需与品牌一起查询）')).toBeInTheDocument();
    expect(screen.getByLabelText('批号')).toHaveValue('B467750');
    renderApp(`/coa?lot=B467750&brand=${'B'.repeat(41)}`);
    expect(await screen.findByText('品牌名称不能超过 40 个字符')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('a link is held to the daily limit too', async () => {
    server.use(
      http.get('*/common/v1/dict', () =>
        HttpResponse.json({ code: 0, msg: 'success', data: [{ label: '每日查询上限', value: '3' }, { label: '单次批号数量上限', value: '10' }] }),
      ),
    );
    localStorage.setItem('coaLookups', JSON.stringify({ date: dayjs().format('YYYY-MM-DD'), count: 3 }));
    const calls = countCoaCalls();
    renderApp('/coa?sn=COA25G001251');
    expect(await screen.findByText(/今日查询次数已达上限（3 次）/)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('a lookup typed in the form counts once, not again when the URL follows it', async () => {
    const { user, router } = renderApp('/coa');
    await user.type(await screen.findByLabelText('证书编号'), 'COA25G001251');
    await user.click(screen.getByRole('button', { name: /查询 COA/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?sn=COA25G001251'));
    expect(await screen.findByText('COA25G001251', { selector: 'td, td *' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('coaLookups') ?? '{}')).toMatchObject({ count: 1 });
  });

  it('a failing lookup shows an error with a retry', async () => {
    let failing = true;
    server.use(http.get('*/common/v1/scm/coas', () => (failing ? HttpResponse.json({ code: 500, msg: '服务器开小差了', data: null }, { status: 500 }) : undefined)));
    const { user } = renderApp('/coa?sn=COA25G001251');
    expect(await screen.findByText('查询失败')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('COA25G001251', { selector: 'td, td *' })).toBeInTheDocument();
  });

  it('the hint next to the button says what the mode shown asks, never 货号', async () => {
    const { user } = renderApp('/coa');
    const hint = await screen.findByText(/每日最多查询 \d+ 次/);
    expect(hint).toHaveTextContent('输入 COA 报告上的证书编号查询');
    await user.click(screen.getByText('按批号 + 品牌'));
    await waitFor(() => expect(screen.getByText(/每日最多查询 \d+ 次/)).toHaveTextContent('输入批号并注明品牌查询'));
    expect(document.body.textContent).not.toMatch(/货号与批号/);
  });

  it('switching modes leaves the other mode\'s results behind, and Back brings them again', async () => {
    const { user, router } = renderApp('/coa?sn=COA25G001251');
    expect(await screen.findByRole('region', { name: '查询结果' })).toBeInTheDocument();
    await user.click(screen.getByText('按批号 + 品牌'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('region', { name: '查询结果' })).not.toBeInTheDocument();
    expect(screen.queryByText('COA25G001251', { selector: 'td, td *' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('批号')).toHaveValue('');

    // and the other way: a lot lookup's results go when the member turns to 按证书编号
    await user.type(screen.getByLabelText('批号'), 'B467750');
    await user.type(screen.getByLabelText('品牌'), 'BioLegend');
    await user.click(screen.getByRole('button', { name: /查询 COA/ }));
    expect(await screen.findByRole('region', { name: '查询结果' })).toBeInTheDocument();
    await user.click(screen.getByText('按证书编号'));
    await waitFor(() => expect(screen.queryByRole('region', { name: '查询结果' })).not.toBeInTheDocument());
    expect(screen.getByLabelText('证书编号')).toHaveValue('');

    // Back returns to the lot lookup, in its own mode
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('region', { name: '查询结果' })).toBeInTheDocument();
    expect(screen.getByLabelText('批号')).toHaveValue('B467750');
  });

  it('on a phone each certificate is a card with its download, not a table scrolled sideways', async () => {
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ ...matchMedia(query), matches: query.includes('max-width: 767') }));
    renderApp('/coa?sn=COA25G001251');
    const cards = await screen.findByRole('list', { name: 'COA 报告列表' });
    const card = within(cards).getByRole('listitem', { name: 'COA25G001251 批号 B467750' });
    expect(within(card).getByText(/有效期至 \d{4}-\d{2}-\d{2}/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /下载 COA25G001251/ })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
