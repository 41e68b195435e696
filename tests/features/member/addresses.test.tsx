import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { server } from '../../../mocks/node.ts';
import { findDialog } from '../../utils/dialogs';
import { renderApp, signInAs } from '../../utils/render';


afterEach(() => server.events.removeAllListeners());

/** Bodies of the calls to one method + path of the fake mall. */
function recordCalls(method: string, pathname: RegExp) {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && pathname.test(new URL(request.url).pathname)) {
      void request.clone().text().then((text) => bodies.push(text ? JSON.parse(text) : null));
    }
  });
  return bodies;
}

const addressesOf = (id: string) => db.state.addresses.filter((a) => a.memberId === id);

async function openNewAddress(memberId = DEMO.owner._id) {
  signInAs(memberId);
  const view = renderApp('/mine/setting');
  const section = await screen.findByRole('heading', { name: '账号设置' });
  expect(section).toBeInTheDocument();
  await view.user.click(await screen.findByRole('button', { name: /新增地址/ }));
  const dialog = await findDialog('新增收货地址');
  return { ...view, dialog };
}

/** Picks a path in the open cascader menus (antd titles each option with its label). */
async function pickRegion(dialog: HTMLElement, user: ReturnType<typeof renderApp>['user'], names: string[]) {
  const select = within(dialog).getByRole('combobox', { name: '所在地区' });
  fireEvent.mouseDown(select);
  for (const name of names) {
    const [option] = await screen.findAllByTitle(name);
    await user.click(option!);
  }
}

describe('addresses on /mine/setting', () => {
  it('lists the member\'s own book, default first, phones masked', async () => {
    signInAs(DEMO.owner._id);
    renderApp('/mine/setting');
    const list = await screen.findByRole('list', { name: '收货地址列表' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(addressesOf(DEMO.owner._id).length);
    expect(within(rows[0]!).getByText('默认')).toBeInTheDocument();
    expect(within(list).getAllByText('138****0001').length).toBeGreaterThan(0);
  });

  it('says what is wrong with each field, in Chinese, and sends nothing', async () => {
    const posts = recordCalls('POST', /\/member\/addresses$/);
    const { dialog, user } = await openNewAddress();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('收货人不能为空')).toBeInTheDocument();
    expect(await within(dialog).findByText('手机号不能为空')).toBeInTheDocument();
    expect(await within(dialog).findByText('所在地区不能为空')).toBeInTheDocument();
    expect(await within(dialog).findByText('详细地址不能为空')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('收货人'), '李');
    await user.type(within(dialog).getByLabelText('手机号'), '12345678901');
    await user.type(within(dialog).getByLabelText('详细地址'), '海淀');
    await user.type(within(dialog).getByLabelText('邮编（选填）'), '10008');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('收货人至少 2 个字')).toBeInTheDocument();
    expect(await within(dialog).findByText('请输入正确的 11 位手机号')).toBeInTheDocument();
    expect(await within(dialog).findByText('详细地址至少 5 个字')).toBeInTheDocument();
    expect(await within(dialog).findByText('邮编应为 6 位数字')).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it('a receiver with markup or emoji is refused with what a name may hold, and nothing is sent (issue 24 item 15)', async () => {
    const posts = recordCalls('POST', /\/member\/addresses$/);
    const { dialog, user } = await openNewAddress();
    const receiver = within(dialog).getByLabelText('收货人');
    await user.click(receiver);
    await user.paste('<script>alert(1)</script>');
    await user.click(within(dialog).getByLabelText('手机号'));
    await user.paste('13912345678');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText("收货人只能包含中文、字母、空格及 · . ' -")).toBeInTheDocument();
    await user.clear(receiver);
    await user.click(receiver);
    await user.paste('赵老师😀');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText("收货人只能包含中文、字母、空格及 · . ' -")).toBeInTheDocument();
    await user.clear(receiver);
    await user.click(receiver);
    await user.paste('阿依古丽·买买提');
    await user.click(within(dialog).getByLabelText('手机号'));
    await waitFor(() => expect(within(dialog).queryByText("收货人只能包含中文、字母、空格及 · . ' -")).not.toBeInTheDocument());
    expect(posts).toHaveLength(0);
  });

  it('adds an address picked in the cascader; full-width digits and +86 are normalised', async () => {
    const posts = recordCalls('POST', /\/member\/addresses$/);
    const before = addressesOf(DEMO.owner._id).length;
    const { dialog, user } = await openNewAddress();
    await user.type(within(dialog).getByLabelText('收货人'), '赵老师');
    await user.type(within(dialog).getByLabelText('手机号'), '+86 １３９ １２３４ ５６７８');
    await pickRegion(dialog, user, ['广东省', '东莞市']);
    await user.type(within(dialog).getByLabelText('详细地址'), '松山湖大学路 1 号');
    await user.type(within(dialog).getByLabelText('邮编（选填）'), '５２３８０８');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(addressesOf(DEMO.owner._id)).toHaveLength(before + 1));
    expect(posts[0]).toMatchObject({
      receiver: '赵老师',
      cellphone: '13912345678',
      provinceCode: '440000',
      cityCode: '441900',
      districtCode: '',
      regionNames: ['广东省', '东莞市'],
      postcode: '523808',
    });
    expect(await screen.findByText(/广东省东莞市松山湖大学路 1 号/)).toBeInTheDocument();
  });

  it('smart paste fills receiver, phone, region and detail; saving as default moves the default', async () => {
    const { dialog, user } = await openNewAddress();
    await user.type(within(dialog).getByLabelText('智能填写'), '张三 13800000001 上海市浦东新区张江路 100 号');
    await user.click(within(dialog).getByRole('button', { name: '识别' }));
    await waitFor(() => expect(within(dialog).getByLabelText('收货人')).toHaveValue('张三'));
    expect(within(dialog).getByLabelText('手机号')).toHaveValue('13800000001');
    expect(within(dialog).getByLabelText('详细地址')).toHaveValue('张江路100号');
    expect(within(dialog).getByText('上海市 / 浦东新区')).toBeInTheDocument();
    expect(within(dialog).queryByText(/市辖区/)).not.toBeInTheDocument(); // the cascader reads as the address does
    await user.click(within(dialog).getByRole('checkbox', { name: '设为默认地址' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => {
      const def = addressesOf(DEMO.owner._id).filter((a) => a.isDefault);
      expect(def.map((a) => a.receiver)).toEqual(['张三']);
      expect(def[0]?.districtCode).toBe('310115');
    });
    const list = await screen.findByRole('list', { name: '收货地址列表' });
    await waitFor(() => expect(within(within(list).getAllByRole('listitem')[0]!).getByText('张三')).toBeInTheDocument());
  });

  it('switches the default with 设为默认 and edits through POST /member/addresses/{_id}', async () => {
    const edits = recordCalls('POST', /\/member\/addresses\/[^/]+$/);
    signInAs(DEMO.owner._id);
    const { user } = renderApp('/mine/setting');
    const list = await screen.findByRole('list', { name: '收货地址列表' });
    const second = within(list).getAllByRole('listitem')[1]!;
    const id = addressesOf(DEMO.owner._id).find((a) => !a.isDefault && second.getAttribute('aria-label')?.includes(a.detail))!._id;
    await user.click(within(second).getByRole('button', { name: '设为默认' }));
    await waitFor(() => expect(addressesOf(DEMO.owner._id).find((a) => a.isDefault)?._id).toBe(id));
    await waitFor(() => expect(within(within(list).getAllByRole('listitem')[0]!).getByText('默认')).toBeInTheDocument());

    await user.click(within(within(list).getAllByRole('listitem')[0]!).getByRole('button', { name: '编辑' }));
    const dialog = await findDialog('编辑收货地址');
    const detail = within(dialog).getByLabelText('详细地址');
    await user.clear(detail);
    await user.type(detail, '宜山路 700 号 C 栋 1 楼');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(addressesOf(DEMO.owner._id).find((a) => a._id === id)?.detail).toBe('宜山路 700 号 C 栋 1 楼'));
    expect(edits).toHaveLength(1);
  });
});
