import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { server } from '../../../mocks/node.ts';
import { isCasNumber, REVIEW_POLL_MS, type Qualification } from '@/entities/qualification';
import { chinaDate } from '@/shared/lib/date';
import { findDialog, findPopconfirm } from '../../utils/dialogs';
import { useNodeMultipart } from '../../utils/node-multipart';
import { renderApp, signInAs } from '../../utils/render';
import { GIF_HEAD, jpegBytes } from '../orders/jpeg-fixture';

const LIST = '*/mall/v1/member/qualifications';

const day = (offset: number) => chinaDate(Date.now() + offset * 86_400_000);

function qualification(over: Partial<Qualification>): Qualification {
  return {
    _id: '66c0000000000000000000a1',
    kind: 'precursorRecord',
    kindLabel: '易制毒化学品购买备案证明',
    number: '沪公(浦)备字[2026]第0001号',
    authority: '上海市公安局浦东分局',
    classes: ['precursor3'],
    substances: [{ cas: '67-64-1', name: '丙酮' }],
    limits: [{ cas: '67-64-1', name: '丙酮', amount: 20, unit: 'L', used: 18 }],
    validFrom: day(-300),
    validTo: day(12),
    status: 'approved',
    statusLabel: '已通过',
    rejectReason: null,
    expiresInDays: 12,
    file: { name: '备案证明.jpg', type: 'image/jpeg', size: 204_800 },
    createdAt: '2026-01-05T02:00:00.000Z',
    reviewedAt: '2026-01-05T03:00:00.000Z',
    ...over,
  };
}

const SEEDED: Qualification[] = [
  qualification({}),
  qualification({
    _id: '66c0000000000000000000a2',
    kind: 'toxicLicence',
    kindLabel: '剧毒化学品购买许可证',
    number: 'JD-2026-0042',
    classes: ['toxic'],
    substances: [],
    limits: [],
    validTo: day(200),
    status: 'rejected',
    statusLabel: '已驳回',
    rejectReason: '证件照片不清晰，请重新上传',
    expiresInDays: null,
    file: { name: '许可证.pdf', type: 'application/pdf', size: 90_000 },
  }),
];

/** The mall's qualification calls over an in-memory list (the fake mall's own ones are tested in tests/mocks). */
function serveQualifications(initial: Qualification[]) {
  const state = { list: [...initial], gets: 0, form: null as FormData | null };
  server.use(
    http.get(LIST, () => {
      state.gets += 1;
      return HttpResponse.json({ code: 0, msg: 'success', data: state.list });
    }),
    http.post(LIST, async ({ request }) => {
      state.form = await request.formData();
      const created = qualification({
        _id: '66c0000000000000000000a3',
        kind: 'precursorRecord',
        number: String(state.form.get('number')),
        status: 'reviewing',
        statusLabel: '审核中',
        expiresInDays: null,
        limits: [],
        substances: [],
      });
      state.list = [created, ...state.list];
      return HttpResponse.json({ code: 0, msg: 'success', data: created });
    }),
    http.get(`${LIST}/:id/file`, () => new HttpResponse(jpegBytes({ exif: false }), { headers: { 'Content-Type': 'image/jpeg' } })),
  );
  return state;
}

/** jsdom has no canvas: a stand-in that "draws" by handing back the picked file's bytes (as after-sales.test.tsx). */
function fakeCanvas() {
  vi.stubGlobal('createImageBitmap', (source: Blob) => Promise.resolve({ width: 1200, height: 900, close: () => undefined, source }));
  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      private picture: Blob | undefined;
      getContext() {
        return { fillStyle: '', fillRect: () => undefined, drawImage: (bitmap: { source: Blob }) => (this.picture = bitmap.source) };
      }
      convertToBlob() {
        return Promise.resolve(this.picture!);
      }
    },
  );
}

beforeEach(async () => {
  await useNodeMultipart();
});
afterEach(() => {
  vi.unstubAllGlobals();
  server.events.removeAllListeners();
});

async function openSection(memberId: string) {
  signInAs(memberId);
  const view = renderApp('/mine/setting');
  const list = await screen.findByRole('list', { name: '资质列表' });
  return { ...view, list, section: sectionOf(list) };
}

/** jsdom lays nothing out: a ResizeObserver whose callback a test calls by hand, and whose watch it can see. */
function stubResizeObserver() {
  const observed: { callback: () => void; target?: Element; connected: boolean }[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      entry: (typeof observed)[number];
      constructor(callback: () => void) {
        this.entry = { callback, connected: true };
        observed.push(this.entry);
      }
      observe(target: Element) {
        this.entry.target = target;
      }
      disconnect() {
        this.entry.connected = false;
      }
    },
  );
  return observed;
}

function sectionOf(list: HTMLElement) {
  return list.closest<HTMLElement>('#qualifications')!;
}

type User = ReturnType<typeof renderApp>['user'];

async function pickDate(user: User, dialog: HTMLElement, label: string, date: string) {
  const input = within(dialog).getByLabelText(label);
  await user.click(input);
  await user.clear(input);
  await user.type(input, date);
  await user.keyboard('{Enter}');
  await user.tab();
  await waitFor(() => expect(input).toHaveValue(date));
}

async function chooseKind(user: User, dialog: HTMLElement, label: string) {
  await user.click(within(dialog).getByLabelText('资质类型'));
  await user.click(await screen.findByTitle(label));
}

const file = (bytes: Uint8Array, name: string, type: string) => new File([bytes.slice().buffer], name, { type });

describe('CAS numbers', () => {
  it('are checked by their check digit', () => {
    expect(isCasNumber('67-64-1')).toBe(true); // acetone
    expect(isCasNumber('7722-64-7')).toBe(true); // KMnO4
    expect(isCasNumber('67-64-2')).toBe(false);
    expect(isCasNumber('6764-1')).toBe(false);
  });
});

describe('资质管理', () => {
  it('the owner sees every qualification with its scope, status and expiry, and may add or delete', async () => {
    const state = serveQualifications(SEEDED);
    server.use(
      http.delete(`${LIST}/:id`, ({ params }) => {
        state.list = state.list.filter((q) => q._id !== params.id);
        return HttpResponse.json({ code: 0, msg: 'success', data: { _id: params.id } });
      }),
    );
    const { user, list, section } = await openSection(DEMO.owner._id);
    const approved = within(list).getByRole('listitem', { name: `资质 ${SEEDED[0]!.number}` });
    expect(approved).toHaveTextContent('易制毒化学品购买备案证明');
    expect(approved).toHaveTextContent('上海市公安局浦东分局');
    expect(approved).toHaveTextContent('易制毒第三类');
    expect(approved).toHaveTextContent('丙酮（67-64-1）：已购 18 L / 许可 20 L');
    expect(within(approved).getByText('已通过')).toBeInTheDocument();
    expect(within(approved).getByText('剩 12 天')).toBeInTheDocument();
    const rejected = within(list).getByRole('listitem', { name: '资质 JD-2026-0042' });
    expect(rejected).toHaveTextContent('已驳回（证件照片不清晰，请重新上传）');
    expect(rejected).toHaveTextContent('许可类别内的全部品种');
    expect(within(section).getByRole('button', { name: /添加资质/ })).toBeEnabled();
    expect(within(approved).getByRole('button', { name: '删除' })).toBeInTheDocument();
    expect(within(section).queryByText('仅主账号可管理资质')).not.toBeInTheDocument();
    // the scan, fetched with the member's token, drawn from a blob URL
    await user.click(within(approved).getByRole('button', { name: '查看文件' }));
    const img = await within(approved).findByRole('img', { name: '资质文件 备案证明.jpg' });
    await waitFor(() => expect(img.getAttribute('src')).toMatch(/^blob:/));
    // deleting takes the row's 删除 away: the focus goes to 添加资质, not to the page's body
    await user.click(within(rejected).getByRole('button', { name: '删除' }));
    await user.click(within(await findPopconfirm('确定删除该资质？')).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(within(list).queryByRole('listitem', { name: '资质 JD-2026-0042' })).not.toBeInTheDocument());
    await waitFor(() => expect(within(section).getByRole('button', { name: /添加资质/ })).toHaveFocus());
  });

  it('a sub-account reads them only', async () => {
    serveQualifications(SEEDED);
    const { list, section } = await openSection(DEMO.sub._id);
    expect(within(list).getAllByRole('listitem', { name: /^资质 / })).toHaveLength(2);
    expect(within(section).getByText('仅主账号可管理资质')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /添加资质/ })).not.toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
  });

  it('添加资质 checks CAS numbers, dates and the file’s bytes before anything is sent', async () => {
    const state = serveQualifications(SEEDED);
    let posts = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/member/qualifications')) posts += 1;
    });
    const { user, section } = await openSection(DEMO.owner._id);
    await user.click(within(section).getByRole('button', { name: /添加资质/ }));
    const dialog = await findDialog('添加资质');
    await user.click(within(dialog).getByRole('button', { name: /提交审核/ }));
    expect(await within(dialog).findByText('请选择资质类型')).toBeInTheDocument();
    expect(within(dialog).getByText('证件编号不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('请上传资质文件')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('许可品种'), '67-64-2{Enter}');
    await pickDate(user, dialog, '有效期开始', day(10));
    await pickDate(user, dialog, '有效期结束', day(5));
    // a GIF renamed to .jpg: its bytes say what it is
    await user.upload(within(dialog).getByLabelText('选择资质文件'), file(GIF_HEAD, 'scan.jpg', 'image/jpeg'));
    expect(await within(dialog).findByText('scan.jpg：资质文件须为 JPG、PNG、WebP 图片或 PDF')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /提交审核/ }));
    expect(await within(dialog).findByText('CAS 号格式不正确：67-64-2')).toBeInTheDocument();
    expect(within(dialog).getByText('有效期结束日期不能早于开始日期')).toBeInTheDocument();
    expect(within(dialog).getByText('scan.jpg：资质文件须为 JPG、PNG、WebP 图片或 PDF')).toBeInTheDocument();
    expect(posts).toBe(0);
    expect(state.form).toBeNull();
  });

  it('sends the fields and the re-encoded scan as multipart; the new one reads 审核中 and the list is polled until it is reviewed', async () => {
    // the poll's interval is stepped over, not waited for
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeCanvas();
    const state = serveQualifications(SEEDED);
    const { user, section, list } = await openSection(DEMO.owner._id);
    await user.click(within(section).getByRole('button', { name: /添加资质/ }));
    const dialog = await findDialog('添加资质');
    await chooseKind(user, dialog, '易制毒化学品购买备案证明');
    // the kind takes all of its classes
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: '易制毒第三类' })).toBeChecked());
    await user.click(within(dialog).getByRole('checkbox', { name: '易制毒第二类' }));
    await user.click(within(dialog).getByLabelText('证件编号'));
    await user.paste('沪公(浦)备字[2026]第0099号');
    await user.type(within(dialog).getByLabelText('发证机关'), '上海市公安局浦东分局');
    await user.type(within(dialog).getByLabelText('许可品种'), '67-64-1{Enter}');
    await user.click(within(dialog).getByRole('button', { name: /添加许可数量/ }));
    await user.type(within(dialog).getByLabelText('许可数量 1 CAS 号'), '67-64-1');
    await user.type(within(dialog).getByLabelText('许可数量 1 数量'), '20');
    await pickDate(user, dialog, '有效期开始', day(-10));
    await pickDate(user, dialog, '有效期结束', day(355));
    await user.upload(within(dialog).getByLabelText('选择资质文件'), file(jpegBytes(), 'IMG_2001.JPG', 'image/jpeg'));
    expect(await within(dialog).findByTestId('qualification-file-name')).toHaveTextContent('IMG_2001.jpg');

    await user.click(within(dialog).getByRole('button', { name: /提交审核/ }));
    await waitFor(() => expect(state.form).not.toBeNull());
    const form = state.form!;
    expect(form.get('kind')).toBe('precursorRecord');
    expect(form.get('number')).toBe('沪公(浦)备字[2026]第0099号');
    expect(form.get('authority')).toBe('上海市公安局浦东分局');
    expect(JSON.parse(String(form.get('classes')))).toEqual(['precursor3']);
    expect(JSON.parse(String(form.get('substances')))).toEqual(['67-64-1']);
    expect(JSON.parse(String(form.get('limits')))).toEqual([{ cas: '67-64-1', amount: 20, unit: 'kg' }]);
    expect(form.get('validFrom')).toBe(day(-10));
    expect(form.get('validTo')).toBe(day(355));
    const sent = form.get('file') as File;
    expect(sent.name).toBe('IMG_2001.jpg');
    expect(sent.type).toBe('image/jpeg');
    const bytes = new Uint8Array(await sent.arrayBuffer());
    expect(String.fromCharCode(...bytes)).not.toContain('GPS');

    const created = await within(list).findByRole('listitem', { name: '资质 沪公(浦)备字[2026]第0099号' });
    expect(within(created).getByText('审核中')).toBeInTheDocument();
    // polled while one is 审核中
    const before = state.gets;
    await act(() => vi.advanceTimersByTimeAsync(REVIEW_POLL_MS));
    await waitFor(() => expect(state.gets).toBeGreaterThan(before));
    // the mall approves it: the next poll shows it and the polling stops
    state.list = state.list.map((q) => (q._id === '66c0000000000000000000a3' ? { ...q, status: 'approved', statusLabel: '已通过', expiresInDays: 355 } : q));
    await act(() => vi.advanceTimersByTimeAsync(REVIEW_POLL_MS));
    await waitFor(() => expect(within(created).getByText('已通过')).toBeInTheDocument());
    const settled = state.gets;
    await act(() => vi.advanceTimersByTimeAsync(REVIEW_POLL_MS * 4));
    // a request a poll would have started has had a real turn to reach the mall
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(state.gets).toBe(settled);
  });

  it('#qualifications: landed on once the list is in, landed on again while the sections above grow, left alone once the member moves the page', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    // jsdom lays nothing out: the sections' growth is the observer's callback, called by hand
    const observed = stubResizeObserver();
    try {
      serveQualifications(SEEDED);
      signInAs(DEMO.owner._id);
      renderApp('/mine/setting#qualifications');
      const section = sectionOf(await screen.findByRole('list', { name: '资质列表' }));
      await waitFor(() => expect(section).toHaveAttribute('data-landed', ''));
      const landings = () => scrolled.filter((e) => e === section).length;
      expect(landings()).toBeGreaterThanOrEqual(1);
      const watcher = observed.find((o) => o.connected && o.target?.contains(section));
      expect(watcher, 'the sections are watched for growth').toBeDefined();
      const before = landings();
      watcher!.callback();
      expect(landings()).toBe(before + 1);
      // a scroll event that leaves the page where the landing left it (the sections above grew and moved the
      // section: Chrome fires one then) keeps the hold
      vi.spyOn(section, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 430, width: 800, height: 300 }));
      window.dispatchEvent(new Event('scroll'));
      expect(watcher!.connected).toBe(true);
      // the member drags the scrollbar (the page moves, no wheel or pointer event): released
      Object.defineProperty(window, 'scrollY', { value: 900, configurable: true, writable: true });
      window.dispatchEvent(new Event('scroll'));
      expect(watcher!.connected).toBe(false);
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
    } finally {
      vi.unstubAllGlobals();
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('#qualifications: a wheel is the member moving the page: the section is not held any more', async () => {
    Element.prototype.scrollIntoView = () => undefined;
    const observers = stubResizeObserver();
    try {
      serveQualifications(SEEDED);
      signInAs(DEMO.owner._id);
      renderApp('/mine/setting#qualifications');
      await waitFor(() => expect(sectionOf(screen.getByRole('list', { name: '资质列表' }))).toHaveAttribute('data-landed', ''));
      expect(observers.some((o) => o.connected)).toBe(true);
      window.dispatchEvent(new WheelEvent('wheel', { deltaY: 200 }));
      expect(observers.every((o) => !o.connected)).toBe(true);
    } finally {
      vi.unstubAllGlobals();
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('10175 is said in the dialog, by its footer and brought into view (a phone), with everything typed kept', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    fakeCanvas();
    serveQualifications(SEEDED);
    server.use(http.post(LIST, () => HttpResponse.json({ code: 10175, msg: '最多保存 20 个资质', data: null })));
    const { user, section } = await openSection(DEMO.owner._id);
    await user.click(within(section).getByRole('button', { name: /添加资质/ }));
    const dialog = await findDialog('添加资质');
    await chooseKind(user, dialog, '剧毒化学品购买许可证');
    await user.type(within(dialog).getByLabelText('证件编号'), 'JD-2026-0100');
    await user.type(within(dialog).getByLabelText('发证机关'), '上海市公安局');
    await pickDate(user, dialog, '有效期开始', day(-1));
    await pickDate(user, dialog, '有效期结束', day(100));
    const pdf = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n');
    await user.upload(within(dialog).getByLabelText('选择资质文件'), file(pdf, '许可证.pdf', 'application/pdf'));
    expect(await within(dialog).findByTestId('qualification-file-name')).toHaveTextContent('许可证.pdf');
    await user.click(within(dialog).getByRole('button', { name: /提交审核/ }));
    await within(dialog).findByText('最多保存 20 个资质');
    const refusal = within(dialog).getAllByRole('alert').find((a) => a.textContent.includes('最多保存 20 个资质'))!;
    // after the form, next to 提交审核 (not at the top of a long form, out of a phone's view), and scrolled to
    expect(within(dialog).getByRole('button', { name: /提交审核/ }).compareDocumentPosition(refusal) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    expect(within(dialog).getByLabelText('选择资质文件').compareDocumentPosition(refusal) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await waitFor(() => expect(scrolled.some((e) => e.contains(refusal))).toBe(true));
    delete (Element.prototype as Partial<Element>).scrollIntoView;
    expect(within(dialog).getByLabelText('证件编号')).toHaveValue('JD-2026-0100');
    expect(within(dialog).getByTestId('qualification-file-name')).toHaveTextContent('许可证.pdf');
  });
});
