import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { server } from '../../../mocks/node.ts';
import { expectNoDialog, findDialog, findPopconfirm } from '../../utils/dialogs';
import { renderApp, signInAs } from '../../utils/render';


afterEach(() => server.events.removeAllListeners());

function recordBodies(method: string, pathname: RegExp) {
  const bodies: Record<string, unknown>[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && pathname.test(new URL(request.url).pathname)) {
      void request.clone().json().then((body: Record<string, unknown>) => bodies.push(body));
    }
  });
  return bodies;
}

const profiles = () => db.state.invoiceProfiles.filter((p) => p.memberId === DEMO.owner._id);

async function openNew() {
  signInAs(DEMO.owner._id);
  const view = renderApp('/invoice');
  await view.user.click(await screen.findByRole('button', { name: /新增抬头/ }));
  return { ...view, dialog: await findDialog('新增发票抬头') };
}

describe('invoice profiles on /invoice', () => {
  it('a special invoice needs all six fields and goes to a company only', async () => {
    const posts = recordBodies('POST', /\/member\/invoice$/);
    const { dialog, user } = await openNew();
    await user.click(within(dialog).getByRole('radio', { name: '增值税专用发票' }));
    expect(within(dialog).getByRole('radio', { name: '个人' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    for (const label of ['发票抬头', '税号', '注册地址', '注册电话', '开户银行', '银行账号']) {
      expect(await within(dialog).findByText(`${label}不能为空`)).toBeInTheDocument();
    }
    expect(posts).toHaveLength(0);
  });

  it('counts the title in GBK bytes (a Chinese character is 2) and checks the tax number', async () => {
    const { dialog, user } = await openNew();
    const title = within(dialog).getByLabelText('发票抬头（单位名称）');
    await user.click(title);
    await user.paste('测'.repeat(51));
    expect(within(dialog).getByText('102/100 字节，一个汉字按 2 个字节计')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('税号（统一社会信用代码）'), '91350100M000100Y44');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('发票抬头不能超过 100 个字节（一个汉字按 2 个字节计）')).toBeInTheDocument();
    expect(await within(dialog).findByText('税号（统一社会信用代码）校验位不正确，请核对')).toBeInTheDocument();

    await user.clear(title);
    await user.paste(`${'测'.repeat(48)}ABCD`);
    expect(within(dialog).getByText('100/100 字节，一个汉字按 2 个字节计')).toBeInTheDocument();
    const taxNo = within(dialog).getByLabelText('税号（统一社会信用代码）');
    await user.clear(taxNo);
    await user.type(taxNo, 'ABC123');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('税号应为 15–20 位数字或大写字母')).toBeInTheDocument();
    // 100 bytes exactly is accepted (the old message may still be fading out: read the field's state)
    await waitFor(() => expect(title).not.toHaveAttribute('aria-invalid'));
  });

  it('adds a special profile from full-width input, normalised, and it can become the default', async () => {
    const posts = recordBodies('POST', /\/member\/invoice$/);
    const before = profiles().length;
    const { dialog, user } = await openNew();
    await user.click(within(dialog).getByRole('radio', { name: '增值税专用发票' }));
    await user.type(within(dialog).getByLabelText('发票抬头（单位名称）'), '福州闽研生物科技有限公司');
    // full-width, lower case, with spaces: normalised to the credit code
    await user.type(within(dialog).getByLabelText('税号（统一社会信用代码）'), '９１３５ ０１００ｍ０００１００ｙ４３');
    await user.type(within(dialog).getByLabelText('注册地址'), '福建省福州市鼓楼区软件大道 89 号');
    await user.type(within(dialog).getByLabelText('注册电话'), '０５９１-87654321');
    await user.type(within(dialog).getByLabelText('开户银行'), '中国工商银行福州软件园支行');
    await user.type(within(dialog).getByLabelText('银行账号'), '1402 0212 0910 0123 456');
    await user.click(within(dialog).getByRole('checkbox', { name: '设为默认抬头' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(profiles()).toHaveLength(before + 1));
    expect(posts[0]).toMatchObject({
      type: 'special',
      titleType: 'company',
      taxNo: '91350100M000100Y43',
      regPhone: '0591-87654321',
      bankAccount: '1402021209100123456',
      isDefault: true,
    });
    expect(profiles().find((p) => p.isDefault)?.title).toBe('福州闽研生物科技有限公司');
    const list = await screen.findByRole('list', { name: '发票抬头列表' });
    await waitFor(() => expect(within(within(list).getAllByRole('listitem')[0]!).getByText('福州闽研生物科技有限公司')).toBeInTheDocument());
  });

  it('the default cannot be deleted while others exist (with the reason); set another default, then it can', async () => {
    signInAs(DEMO.owner._id);
    const { user } = renderApp('/invoice');
    const list = await screen.findByRole('list', { name: '发票抬头列表' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(1);
    expect(within(rows[0]!).getByRole('button', { name: '删除（默认抬头不能删除，请先将其他抬头设为默认）' })).toBeDisabled();
    const oldDefault = profiles().find((p) => p.isDefault)!;
    await user.click(within(rows[1]!).getByRole('button', { name: '设为默认' }));
    await waitFor(() => expect(profiles().find((p) => p.isDefault)?._id).not.toBe(oldDefault._id));
    const typeLabel = oldDefault.type === 'special' ? '增值税专用发票' : '增值税普通发票';
    const row = await within(list).findByRole('listitem', { name: `发票抬头 ${oldDefault.title} ${typeLabel}` });
    await waitFor(() => expect(within(row).getByRole('button', { name: '删除' })).toBeEnabled());
    await user.click(within(row).getByRole('button', { name: '删除' }));
    const confirm = await findPopconfirm('已开具的发票保留原抬头信息。');
    await user.click(within(confirm).getByRole('button', { name: /删\s?除/ }));
    await waitFor(() => expect(profiles().some((p) => p._id === oldDefault._id)).toBe(false));
  });

  /** The owner's profile list, a profile that is not the default, and its row. */
  async function ownerProfileRow() {
    signInAs(DEMO.owner._id);
    const { user } = renderApp('/invoice');
    const list = await screen.findByRole('list', { name: '发票抬头列表' });
    const target = profiles().find((p) => !p.isDefault)!;
    const rowName = `发票抬头 ${target.title} ${target.type === 'special' ? '增值税专用发票' : '增值税普通发票'}`;
    return { user, list, target, rowName, row: within(list).getByRole('listitem', { name: rowName }) };
  }

  it('编辑 starts from the profile as the mall has it now (GET {invoice}/member/invoice/{id}), not from the list', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET') asked.push(new URL(request.url).pathname);
    });
    const { user, target, row } = await ownerProfileRow();
    // changed elsewhere (another tab, another device) after the list was loaded
    target.email = 'caiwu-new@example.cn';
    await user.click(within(row).getByRole('button', { name: '编辑' }));
    const dialog = await findDialog('编辑发票抬头');
    await waitFor(() => expect(within(dialog).getByLabelText('接收邮箱（选填）')).toHaveValue('caiwu-new@example.cn'));
    expect(within(dialog).getByLabelText(/^发票抬头/)).toHaveValue(target.title);
    expect(asked).toContain(`/finance/v1/member/invoice/${target._id}`);
  });

  it('编辑 opened a second time starts from the mall’s copy again, not from the first opening’s', async () => {
    const { user, target, row } = await ownerProfileRow();
    await user.click(within(row).getByRole('button', { name: '编辑' }));
    let dialog = await findDialog('编辑发票抬头');
    await waitFor(() => expect(within(dialog).getByLabelText(/^发票抬头/)).toHaveValue(target.title));
    await user.click(within(dialog).getByRole('button', { name: /取\s?消/ }));
    await expectNoDialog('编辑发票抬头');
    target.email = 'caiwu-second@example.cn'; // changed elsewhere between the two openings
    await user.click(within(row).getByRole('button', { name: '编辑' }));
    dialog = await findDialog('编辑发票抬头');
    await waitFor(() => expect(within(dialog).getByLabelText('接收邮箱（选填）')).toHaveValue('caiwu-second@example.cn'));
  });

  it('编辑 of a profile deleted meanwhile: the mall says so once, the form closes and the list reloads', async () => {
    const { user, list, target, rowName, row } = await ownerProfileRow();
    db.state.invoiceProfiles = db.state.invoiceProfiles.filter((p) => p._id !== target._id);
    await user.click(within(row).getByRole('button', { name: '编辑' }));
    expect(await screen.findByText('发票抬头不存在')).toBeInTheDocument();
    await waitFor(() => expect(within(list).queryByRole('listitem', { name: rowName })).not.toBeInTheDocument());
    await expectNoDialog('编辑发票抬头');
  });

  it('a sub-account reads the profiles and is told why it cannot change them', async () => {
    signInAs(DEMO.sub._id);
    renderApp('/invoice');
    expect(await screen.findByText('子账号无权管理发票抬头，请联系主账号添加或修改；下单时可以选用这些抬头。', {})).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '发票抬头列表' });
    expect(within(list).getAllByRole('listitem').length).toBe(profiles().length);
    expect(screen.queryByRole('button', { name: /新增抬头/ })).not.toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
  });
});
