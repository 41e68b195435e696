import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { server } from '../../../mocks/node.ts';
import { hasApp1, MAX_PHOTO_BYTES } from '@/features/after-sales';
import { findDialog } from '../../utils/dialogs';
import { useNodeMultipart } from '../../utils/node-multipart';
import { renderApp, signInAs } from '../../utils/render';
import { contains, GIF_HEAD, jpegBytes } from './jpeg-fixture';


/**
 * jsdom has no canvas: a stand-in that "draws" by handing back the picked file's bytes, EXIF and all, so what
 * reaches the mall shows the shop dropped the metadata itself.
 */
function fakeCanvas() {
  const drawn: Blob[] = [];
  vi.stubGlobal('createImageBitmap', (source: Blob) => Promise.resolve({ width: 4032, height: 3024, close: () => undefined, source }));
  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      private picture: Blob | undefined;
      getContext() {
        return {
          fillStyle: '',
          fillRect: () => undefined,
          drawImage: (bitmap: { source: Blob }) => {
            this.picture = bitmap.source;
            drawn.push(bitmap.source);
          },
        };
      }
      convertToBlob() {
        return Promise.resolve(this.picture!);
      }
    },
  );
  return drawn;
}

beforeEach(async () => {
  await useNodeMultipart();
});
afterEach(() => {
  vi.unstubAllGlobals();
  server.events.removeAllListeners();
});

const parcelsOf = (orderId: string) => {
  const order = db.state.orders.find((o) => o._id === orderId)!;
  return order.stockOutIds.map((id) => db.state.stockOuts.find((s) => s._id === id)!);
};
const isOpen = (status: string) => !['resolved', 'closed', 'withdrawn'].includes(status);

/** A delivered line of the owner's account with no case in hand. */
function deliveredLine() {
  for (const order of db.state.orders.filter((o) => o.memberId === DEMO.owner._id && o.status !== 'cancelled')) {
    for (const parcel of parcelsOf(order._id)) {
      if (!parcel.signedAt && !parcel.receipt) continue;
      const item = parcel.items.find((i) => !db.state.afterSales.some((c) => c.orderId === order._id && c.matlId === i.matlId && isOpen(c.status)));
      if (item) return { order, parcel, item };
    }
  }
  throw new Error('the seed has no delivered line');
}

const photo = (name: string, bytes: Uint8Array = jpegBytes()) => new File([bytes.slice().buffer], name, { type: 'image/jpeg' });

async function openAfterSales() {
  const found = deliveredLine();
  signInAs(DEMO.owner._id);
  const view = renderApp(`/order/${found.order._id}`);
  const card = await screen.findByRole('article', { name: `发货单 ${found.parcel.stockOutNo}` });
  await view.user.click(await within(card).findByRole('button', { name: `申请售后：${found.item.name}` }));
  const dialog = await findDialog('申请售后');
  await within(dialog).findByLabelText('问题描述', {});
  return { ...view, ...found, dialog };
}

describe('申请售后 (docs/api.md §15)', () => {
  it('checks before sending: reason, want, a description of 10..500, and photos by type, size and count', async () => {
    fakeCanvas();
    let posts = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.includes('/after-sales')) posts += 1;
    });
    const { user, dialog } = await openAfterSales();
    await user.click(within(dialog).getByRole('button', { name: '提交申请' }));
    expect(await within(dialog).findByText('请选择售后原因')).toBeInTheDocument();
    expect(within(dialog).getByText('请选择诉求')).toBeInTheDocument();
    expect(within(dialog).getByText('请描述遇到的问题')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('问题描述'), '冰袋融化了');
    expect(await within(dialog).findByText('问题描述至少 10 个字')).toBeInTheDocument();
    expect(within(dialog).getByText('5 / 500')).toBeInTheDocument();
    // the 添加照片 button is described by the field's label (the limits)
    expect(within(dialog).getByRole('button', { name: /添加照片/ })).toHaveAccessibleDescription('照片（选填，最多 6 张）');

    const big = new Uint8Array(MAX_PHOTO_BYTES + 64 * 1024); // still over once its metadata is dropped
    big.set(jpegBytes());
    // a GIF renamed .jpg, a photo still over 5 MB once drawn, and one that fits
    await user.upload(within(dialog).getByLabelText('选择照片'), [photo('anim.jpg', GIF_HEAD), photo('big.jpg', big), photo('ok.jpg')]);
    const warning = await within(dialog).findByText('以下照片未添加');
    // eslint-disable-next-line testing-library/no-node-access
    const list = warning.closest('.ant-alert')!;
    expect(list).toHaveTextContent('anim.jpg：仅支持 JPG、PNG、WebP 格式的图片');
    expect(list).toHaveTextContent('big.jpg：压缩后仍超过 5 MB，请换一张'); // the fake canvas keeps its size
    expect(within(dialog).getAllByRole('img', { name: /^照片 \d$/ })).toHaveLength(1);
    // seven more: six in all, and a word about the rest
    await user.upload(within(dialog).getByLabelText('选择照片'), Array.from({ length: 7 }, (_, i) => photo(`p${i}.jpg`)));
    expect(await within(dialog).findByText('最多上传 6 张照片')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('img', { name: /^照片 \d$/ })).toHaveLength(6);
    expect(within(dialog).getByRole('button', { name: /添加照片/ })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: '移除照片 1' }));
    expect(within(dialog).getAllByRole('img', { name: /^照片 \d$/ })).toHaveLength(5);
    expect(posts).toBe(0);
  });

  it('sends the fields and the photos, re-encoded without EXIF, as multipart; the case shows in 售后 with its photos', async () => {
    const drawn = fakeCanvas();
    let seen: { fields: Record<string, string>; photos: { name: string; type: string; bytes: Uint8Array }[] } | undefined;
    server.use(
      http.post('*/mall/v1/orders/:id/after-sales', async ({ request }) => {
        const form = await request.clone().formData();
        const fields: Record<string, string> = {};
        const photos: { name: string; type: string; bytes: Uint8Array }[] = [];
        for (const [key, value] of form.entries()) {
          if (typeof value === 'string') fields[key] = value;
          else photos.push({ name: value.name, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) });
        }
        seen = { fields, photos };
        await delay(150);
        return undefined; // the fake mall answers
      }),
    );
    const photoCalls: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (/\/after-sales\/[^/]+\/photos\/\d+$/.test(new URL(request.url).pathname)) photoCalls.push(request.headers.get('Authorization'));
    });
    const { user, dialog, order, item, queryClient } = await openAfterSales();
    await user.click(within(dialog).getByText('冷链失效'));
    await user.click(within(dialog).getByText('换货补发'));
    const description = '到货时冰袋已完全融化，泡沫箱内接近室温，担心抗体活性受影响。';
    await user.type(within(dialog).getByLabelText('问题描述'), description);
    await user.upload(within(dialog).getByLabelText('选择照片'), [photo('IMG_0001.JPG'), photo('IMG_0002.JPG')]);
    await waitFor(() => expect(within(dialog).getAllByRole('img', { name: /^照片 \d$/ })).toHaveLength(2));
    expect(drawn).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: '提交申请' }));
    expect(await within(dialog).findByText('正在上传 2 张照片…')).toBeInTheDocument();

    const section = await screen.findByRole('region', { name: /^售后/ });
    const created = db.state.afterSales.find((c) => c.orderId === order._id && c.matlId === item.matlId && c.status === 'submitted')!;
    expect(created).toBeDefined();
    expect(seen?.fields).toEqual({ matlId: item.matlId, quantity: '1', reason: 'coldChain', want: 'replacement', description });
    expect(seen?.photos.map((p) => [p.name, p.type])).toEqual([
      ['IMG_0001.jpg', 'image/jpeg'],
      ['IMG_0002.jpg', 'image/jpeg'],
    ]);
    for (const sent of seen!.photos) {
      expect(hasApp1(sent.bytes)).toBe(false);
      expect(contains(sent.bytes, 'GPS')).toBe(false);
    }
    expect(await screen.findByText(`售后申请 ${created.caseNo} 已提交`)).toBeInTheDocument();
    const card = within(section).getByRole('article', { name: `售后 ${created.caseNo}` });
    expect(card).toHaveTextContent('已提交');
    expect(card).toHaveTextContent('冷链失效');
    expect(card).toHaveTextContent('换货补发');
    // the photos come through the client, with the member's token, as object URLs
    const thumbs = await within(within(card).getByRole('group', { name: '售后照片' })).findAllByRole('img', { name: /^售后照片/ });
    expect(thumbs).toHaveLength(2);
    await waitFor(() => thumbs.forEach((t) => expect(t.getAttribute('src')).toMatch(/^blob:/)));
    expect(photoCalls).toHaveLength(2);
    photoCalls.forEach((header) => expect(header).toMatch(/^Bearer /));
    // a photo never changes: what refreshes the orders (a cancel, a receipt, a decision) does not fetch it again
    await queryClient.invalidateQueries({ queryKey: ['orders'] });
    await new Promise((r) => setTimeout(r, 200));
    expect(photoCalls).toHaveLength(2);
  });

  it('10121 (a case already in hand): the mall’s message in the dialog, everything typed kept', async () => {
    fakeCanvas();
    server.use(
      http.post('*/mall/v1/orders/:id/after-sales', () => HttpResponse.json({ code: 10121, msg: '该商品已有处理中的售后申请', data: null })),
    );
    const { user, dialog } = await openAfterSales();
    await user.click(within(dialog).getByText('质量问题'));
    await user.click(within(dialog).getByText('仅退款'));
    await user.type(within(dialog).getByLabelText('问题描述'), 'ELISA 标准曲线 R² 只有 0.91，重复两次结果一致');
    await user.upload(within(dialog).getByLabelText('选择照片'), [photo('curve.jpg')]);
    await within(dialog).findByRole('img', { name: '照片 1' });
    await user.click(within(dialog).getByRole('button', { name: '提交申请' }));
    expect(await within(dialog).findByText('该商品已有处理中的售后申请')).toBeInTheDocument();
    expect(screen.getAllByText('该商品已有处理中的售后申请')).toHaveLength(1);
    expect(within(dialog).getByLabelText('问题描述')).toHaveValue('ELISA 标准曲线 R² 只有 0.91，重复两次结果一致');
    expect(within(dialog).getByRole('radio', { name: '质量问题' })).toBeChecked();
    expect(within(dialog).getByRole('img', { name: '照片 1' })).toBeInTheDocument();
  });
});

describe('售后 on the order detail', () => {
  it('lists the cases with their events, and 撤回 (after a confirmation) withdraws one; its line may be applied for again', async () => {
    const open = db.state.afterSales.find((c) => c.memberId === DEMO.owner._id && ['submitted', 'accepted'].includes(c.status))!;
    expect(open).toBeDefined();
    const order = db.state.orders.find((o) => o._id === open.orderId)!;
    const parcel = parcelsOf(order._id).find((s) => s.items.some((i) => i.matlId === open.matlId) && (s.signedAt || s.receipt))!;
    const name = parcel.items.find((i) => i.matlId === open.matlId)!.name;
    signInAs(DEMO.owner._id);
    const { user } = renderApp(`/order/${order._id}`);
    const card = await screen.findByRole('article', { name: `售后 ${open.caseNo}` });
    for (const event of open.events) expect(card).toHaveTextContent(event.note);
    expect(card).toHaveTextContent('商城客服');
    const parcelCard = screen.getByRole('article', { name: `发货单 ${parcel.stockOutNo}` });
    expect(within(parcelCard).getByText('售后处理中')).toBeInTheDocument();
    expect(within(parcelCard).queryByRole('button', { name: `申请售后：${name}` })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: '撤回' }));
    const confirm = await screen.findByRole('tooltip');
    await user.click(within(confirm).getByRole('button', { name: '撤回' }));
    expect(await screen.findByText(`售后申请 ${open.caseNo} 已撤回`)).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('article', { name: `售后 ${open.caseNo}` })).getAllByText('已撤回')[0]).toHaveClass('ant-tag'));
    expect(db.state.afterSales.find((c) => c._id === open._id)?.status).toBe('withdrawn');
    expect(within(screen.getByRole('article', { name: `售后 ${open.caseNo}` })).queryByRole('button', { name: '撤回' })).not.toBeInTheDocument();
    expect(await within(parcelCard).findByRole('button', { name: `申请售后：${name}` })).toBeInTheDocument();
  });
  it('10121 on 撤回 (the case moved on meanwhile): the mall’s message, and the cases are read again so the button goes', async () => {
    const open = db.state.afterSales.find((c) => c.memberId === DEMO.owner._id && ['submitted', 'accepted'].includes(c.status))!;
    server.use(
      http.put('*/mall/v1/after-sales/:id/withdraw', () => {
        // the service accepted it meanwhile: no longer withdrawable
        Object.assign(open, { status: 'processing' });
        return HttpResponse.json({ code: 10121, msg: '售后已处理完毕，无法撤回', data: null });
      }),
    );
    signInAs(DEMO.owner._id);
    const { user } = renderApp(`/order/${open.orderId}`);
    const card = await screen.findByRole('article', { name: `售后 ${open.caseNo}` });
    await user.click(within(card).getByRole('button', { name: '撤回' }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: '撤回' }));
    expect(await screen.findByText('售后已处理完毕，无法撤回')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('article', { name: `售后 ${open.caseNo}` })).queryByRole('button', { name: '撤回' })).not.toBeInTheDocument());
  });
});
