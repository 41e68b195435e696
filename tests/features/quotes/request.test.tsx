import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { server } from '../../../mocks/node.ts';
import { checkDraft, mergeItems, type RequestDraft } from '@/features/quotes';
import { findDialog } from '../../utils/dialogs';
import { renderApp, signInAs } from '../../utils/render';


afterEach(() => {
  server.events.removeAllListeners();
});

function quoteBodies() {
  const bodies: Record<string, unknown>[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/mall/v1/quotes')) {
      void request
        .clone()
        .json()
        .then((body: Record<string, unknown>) => bodies.push(body));
    }
  });
  return bodies;
}

async function openFreeForm() {
  signInAs(DEMO.owner._id);
  const view = renderApp('/quote');
  await view.user.click(await screen.findByRole('button', { name: /新建询价/ }));
  const dialog = await findDialog('询价');
  await within(dialog).findByLabelText(/品名/, {});
  return { ...view, dialog };
}

describe('询价 dialog (docs/api.md §16)', () => {
  it('a free-form request is checked as the contract says, sent, and its quote opens (待报价)', async () => {
    const bodies = quoteBodies();
    const { user, dialog, router } = await openFreeForm();
    await user.click(within(dialog).getByRole('button', { name: '提交询价' }));
    expect(await within(dialog).findByText('请至少添加一个询价商品')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('货号（如知道）'), 'AB-1234');
    await user.click(within(dialog).getByRole('button', { name: '提交询价' }));
    expect(await within(dialog).findByText('请填写品名')).toBeInTheDocument();
    expect(within(dialog).getByText('请填写规格，例如 100 µg、500 mL')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/品名/), '兔抗人 CD3 单克隆抗体');
    await user.type(within(dialog).getByLabelText(/规格/), '100 µL');
    const quantity = within(dialog).getByLabelText(/数量/);
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.type(within(dialog).getByLabelText('品牌（如指定）'), 'STEMCELL');
    await user.type(within(dialog).getByLabelText('说明'), '需 IHC 验证');
    await user.type(within(dialog).getByLabelText('备注'), '招标编号 ZB-2026-01');
    expect(within(dialog).queryByText('请填写品名')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '提交询价' }));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/quote\/[0-9a-f]{24}$/));
    expect(bodies).toEqual([
      { customItems: [{ name: '兔抗人 CD3 单克隆抗体', spec: '100 µL', quantity: 3, catalogNo: 'AB-1234', mfrName: 'STEMCELL', note: '需 IHC 验证' }], remark: '招标编号 ZB-2026-01' },
    ]);
    expect(await screen.findByText('商城正在核实目录外商品的价格和货期', {})).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: '兔抗人 CD3 单克隆抗体' })).toHaveTextContent('待报价');
  });

  it("a refusal (10130) and a failure (5xx) say the mall's word; the dialog stays with what was typed", async () => {
    let answer: 'refuse' | 'fail' = 'refuse';
    server.use(
      http.post('*/mall/v1/quotes', () =>
        answer === 'refuse'
          ? HttpResponse.json({ code: 10130, msg: '一次最多询价 50 种商品', data: null })
          : HttpResponse.json({ code: 500, msg: '服务器开小差了' }, { status: 500 }),
      ),
    );
    const { user, dialog, router } = await openFreeForm();
    await user.type(within(dialog).getByLabelText(/品名/), '定制引物');
    await user.type(within(dialog).getByLabelText(/规格/), '10 nmol');
    await user.click(within(dialog).getByRole('button', { name: '提交询价' }));
    expect(await screen.findByText('一次最多询价 50 种商品')).toBeInTheDocument();
    answer = 'fail';
    await user.click(within(dialog).getByRole('button', { name: '提交询价' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '提交询价' })).toBeEnabled());
    expect(router.state.location.pathname).toBe('/quote');
    expect(within(dialog).getByLabelText(/品名/)).toHaveValue('定制引物');
    expect(within(dialog).getByLabelText(/规格/)).toHaveValue('10 nmol');
  });

  it("the cart's 询价 starts with the selected lines: a quantity changed and a line removed are what is sent", async () => {
    const bodies = quoteBodies();
    signInAs(DEMO.owner._id);
    const { user } = renderApp('/cart');
    await screen.findByRole('checkbox', { name: '选择 593-EG-50UG' });
    const selected = db.state.carts.filter((c) => c.memberId === DEMO.owner._id && c.selected);
    expect(selected.length).toBeGreaterThan(1);
    await user.click(screen.getByRole('button', { name: '询价' }));
    const dialog = await findDialog('询价');
    const names = selected.map((c) => db.state.materials.find((m) => m._id === c.matlId)!.name);
    const [first, second] = names as [string, string];
    const quantity = await within(dialog).findByRole('spinbutton', { name: `${first} 询价数量` });
    await user.clear(quantity);
    await user.type(quantity, '12');
    await user.click(within(dialog).getByRole('button', { name: `移除 ${second}` }));
    await user.click(within(dialog).getByRole('button', { name: '提交询价' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    const items = (bodies[0] as { items: { matlId: string; quantity: number }[] }).items;
    expect(items).toHaveLength(selected.length - 1);
    expect(items[0]).toEqual({ matlId: selected[0]!.matlId, quantity: 12 });
    expect(items.map((i) => i.matlId)).not.toContain(selected[1]!.matlId);
    expect(bodies[0]).not.toHaveProperty('customItems');
  });

  it('the product page asks a quote for the chosen quantity', async () => {
    const material = db.state.materials.find((m) => !m.offShelf && m.stock > 0)!;
    signInAs(DEMO.owner._id);
    const { user } = renderApp(`/product/${material._id}`);
    const qty = await screen.findByRole('spinbutton', { name: '购买数量' });
    await user.clear(qty);
    await user.type(qty, '5');
    await user.click(screen.getByRole('button', { name: '询价' }));
    const dialog = await findDialog('询价');
    expect(await within(dialog).findByRole('spinbutton', { name: `${material.name} 询价数量` })).toHaveValue('5');
  });

  it('a member without a company profile is sent to complete it first (the mall quotes companies only: 10010), no quote is asked', async () => {
    const material = db.state.materials.find((m) => !m.offShelf && m.stock > 0)!;
    const bodies = quoteBodies();
    signInAs(DEMO.noCompany._id);
    const { user } = renderApp(`/product/${material._id}`);
    await screen.findByRole('spinbutton', { name: '购买数量' });
    await waitFor(() => expect(screen.queryByRole('button', { name: /登录/ })).toBeNull());
    expect(screen.queryByText('完善企业信息')).toBeNull();
    await user.click(screen.getByRole('button', { name: '询价' }));
    expect(await screen.findByText('询价需要企业信息，请先完善')).toBeInTheDocument();
    await findDialog('完善企业信息');
    expect(screen.queryByRole('dialog', { name: '询价' })).toBeNull();
    expect(bodies).toEqual([]);
  });
});

describe('the request rules (src/features/quotes/model/request-form.ts)', () => {
  const today = '2026-11-26';
  const blank = { key: 'c1', name: '', catalogNo: '', mfrName: '', spec: '', quantity: 1, neededBy: '', note: '' };
  const draft = (over: Partial<RequestDraft>): RequestDraft => ({ items: [], custom: [], remark: '', ...over });
  const item = (matlId: string, quantity: number) => ({ matlId, name: matlId, catalogNo: matlId, spec: '1', mfrName: '', price: 1, quantity });

  it('needs a line; leaves out blank custom lines; at most 50 lines', () => {
    expect(checkDraft(draft({ custom: [blank] }), today).problems?.whole).toBe('请至少添加一个询价商品');
    const many = Array.from({ length: 51 }, (_, i) => item(`m${i}`, 1));
    expect(checkDraft(draft({ items: many }), today).problems?.whole).toBe('一次最多询价 50 种商品');
    expect(checkDraft(draft({ items: [item('a', 2)], custom: [blank] }), today).input).toEqual({ items: [{ matlId: 'a', quantity: 2 }] });
  });

  it('a needed-by date before today, a quantity out of 1–9999 and long texts are refused in Chinese', () => {
    const line = { ...blank, name: '抗体', spec: '100 µg', neededBy: '2026-11-25', quantity: 10_000 };
    const checked = checkDraft(draft({ custom: [line], remark: 'x'.repeat(201) }), today);
    expect(checked.problems?.fields).toEqual({
      'c1.neededBy': '需求日期不能早于今天',
      'c1.quantity': '数量须为 1–9999 的整数',
      remark: '备注不能超过 200 个字',
    });
    expect(checkDraft(draft({ custom: [{ ...line, neededBy: today, quantity: 1 }] }), today).input).toEqual({
      customItems: [{ name: '抗体', spec: '100 µg', quantity: 1, neededBy: today }],
    });
  });

  it('a material asked twice is one line with both quantities (the mall refuses duplicates)', () => {
    expect(mergeItems([item('a', 2), item('b', 1), item('a', 3)]).map((i) => [i.matlId, i.quantity])).toEqual([
      ['a', 5],
      ['b', 1],
    ]);
  });
});
