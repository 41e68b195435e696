import { createPortal } from 'react-dom';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sameRow, sameRowProps, WINDOW_FROM, WindowList, type RowProps } from '@/shared/ui/window-list';

const ROW = 50;
const items = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `o${i}`, name: `订单 ${i + 1}` }));

function List({ count }: { count: number }) {
  return (
    <WindowList
      label="订单"
      items={items(count)}
      itemKey={(item) => item.id}
      estimate={ROW}
      renderItem={(item, rowProps) => (
        <li {...rowProps} aria-label={item.name}>
          <input type="checkbox" aria-label={`选择${item.name}`} />
        </li>
      )}
    />
  );
}

describe('WindowList (src/shared/ui/window-list.tsx)', () => {
  beforeEach(() => {
    // jsdom lays nothing out: each row is ROW px tall, the window 800 px
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const height = this.tagName === 'LI' ? ROW : 0;
      return { x: 0, y: 0, top: 0, left: 0, bottom: height, right: 0, width: 0, height, toJSON: () => ({}) } as DOMRect;
    });
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'LI' ? ROW : 0;
    });
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    window.scrollY = 0;
  });

  it('draws every row of a short list, as a plain list', () => {
    render(<List count={WINDOW_FROM - 1} />);
    const rows = within(screen.getByRole('list', { name: '订单' })).getAllByRole('listitem');
    expect(rows).toHaveLength(WINDOW_FROM - 1);
    expect(rows[0]).not.toHaveAttribute('aria-setsize');
  });

  it('draws only the rows near the screen of a long one, each saying its place in the whole, and more as the page scrolls', async () => {
    render(<List count={600} />);
    const list = screen.getByRole('list', { name: '订单' });
    const rows = within(list).getAllByRole('listitem');
    // 800 px of 50 px rows and the overscan: a screenful, not 600
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(40);
    expect(rows[0]).toHaveAttribute('aria-posinset', '1');
    expect(rows[0]).toHaveAttribute('aria-setsize', '600');
    expect(list.style.height).toBe(`${600 * ROW}px`);
    expect(screen.queryByRole('listitem', { name: '订单 300' })).toBeNull();

    await act(async () => {
      window.scrollY = 299 * ROW;
      window.dispatchEvent(new Event('scroll'));
    });
    const row = await screen.findByRole('listitem', { name: '订单 300' });
    expect(row).toHaveAttribute('aria-posinset', '300');
    expect(row.style.transform).toBe(`translateY(${299 * ROW}px)`);
    expect(within(list).getAllByRole('listitem').length).toBeLessThan(40);
  });

  it('keeps a row drawn while its popup (a portal, as a delete confirmation) holds the focus', async () => {
    function Confirming() {
      return (
        <WindowList
          label="订单"
          items={items(600)}
          itemKey={(item) => item.id}
          estimate={ROW}
          renderItem={(item, rowProps) => (
            <li {...rowProps} aria-label={item.name}>
              <button type="button">删除{item.name}</button>
              {item.id === 'o2' ? createPortal(<button type="button">取消</button>, document.body) : null}
            </li>
          )}
        />
      );
    }
    render(<Confirming />);
    const remove = screen.getByRole('button', { name: '删除订单 3' });
    act(() => remove.focus());
    act(() => screen.getByRole('button', { name: '取消' }).focus());
    await act(async () => {
      window.scrollY = 299 * ROW;
      window.dispatchEvent(new Event('scroll'));
    });
    await screen.findByRole('listitem', { name: '订单 300' });
    expect(screen.getByRole('button', { name: '取消' })).toHaveFocus();
    expect(screen.getByRole('listitem', { name: '订单 3' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: '订单 10' })).toBeNull();
  });

  it('keeps the row holding the focus drawn when the page scrolls away from it', async () => {
    render(<List count={600} />);
    const box = screen.getByRole('checkbox', { name: '选择订单 3' });
    act(() => box.focus());
    await act(async () => {
      window.scrollY = 299 * ROW;
      window.dispatchEvent(new Event('scroll'));
    });
    await screen.findByRole('listitem', { name: '订单 300' });
    expect(screen.getByRole('checkbox', { name: '选择订单 3' })).toHaveFocus();
    expect(screen.queryByRole('listitem', { name: '订单 10' })).toBeNull();
  });

  it('sameRowProps: a row drawn again in the same place is unchanged (a memoised row skips it), a moved one is not', () => {
    const ref = () => {};
    const at = (start: number, index = 0): RowProps => ({
      ref,
      'data-index': index,
      'aria-posinset': index + 1,
      'aria-setsize': 10,
      style: { position: 'absolute', transform: `translateY(${start}px)` },
    });
    expect(sameRowProps({}, {})).toBe(true);
    expect(sameRowProps(at(0), at(0))).toBe(true);
    expect(sameRowProps(at(0), at(50))).toBe(false);
    expect(sameRowProps(at(0, 0), at(0, 1))).toBe(false);
    expect(sameRowProps({}, at(0))).toBe(false);
    // a row of a list drawn whole has none (the cart's rows under WINDOW_FROM lines)
    expect(sameRowProps(undefined, undefined)).toBe(true);
    expect(sameRowProps(undefined, at(0))).toBe(false);
  });

  it('sameRow: a row whose props are the same objects and whose place is unchanged is the same; any other prop changed is not', () => {
    const onCheck = () => {};
    const line = { id: 'a' };
    const row = (extra: Partial<{ checked: boolean; line: object }> = {}) => ({ line, checked: false, onCheck, rowProps: { 'data-index': 0 }, ...extra });
    expect(sameRow(row(), row())).toBe(true);
    expect(sameRow(row(), row({ checked: true }))).toBe(false);
    expect(sameRow(row(), row({ line: { id: 'a' } }))).toBe(false);
    expect(sameRow(row(), { ...row(), rowProps: { 'data-index': 1 } })).toBe(false);
    // a row of a list drawn whole: no place to compare
    expect(sameRow({ line, onCheck, rowProps: undefined }, { line, onCheck, rowProps: undefined })).toBe(true);
  });
});
