import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ScrollHint } from '@/shared/ui/scroll-hint';

/** jsdom lays nothing out: the scroller's widths are given, as a 390 px phone would measure a 560 px table. */
function setWidths(scroll: number, client: number) {
  const proto = HTMLElement.prototype;
  Object.defineProperty(proto, 'scrollWidth', { configurable: true, get: () => scroll });
  Object.defineProperty(proto, 'clientWidth', { configurable: true, get: () => client });
}

afterEach(() => {
  delete (HTMLElement.prototype as Partial<Record<'scrollWidth' | 'clientWidth', number>>).scrollWidth;
  delete (HTMLElement.prototype as Partial<Record<'scrollWidth' | 'clientWidth', number>>).clientWidth;
});

const table = (
  <table>
    <tbody>
      <tr>
        <td>预计发货</td>
      </tr>
    </tbody>
  </table>
);

describe('ScrollHint', () => {
  it('says nothing while the table fits', () => {
    setWidths(360, 360);
    render(<ScrollHint label="规格与价格表格">{table}</ScrollHint>);
    expect(screen.queryByText(/左右滑动查看更多/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '规格与价格表格' })).not.toBeInTheDocument();
  });

  it('while cut: the hint, a fade on the cut edge, and a region the keyboard can scroll', () => {
    setWidths(560, 366);
    render(<ScrollHint label="规格与价格表格">{table}</ScrollHint>);
    expect(screen.getByText(/左右滑动查看更多/)).toBeVisible();
    const region = screen.getByRole('region', { name: '规格与价格表格' });
    expect(region).toHaveAttribute('tabindex', '0');
    const edges = screen.getByTestId('scroll-edges');
    expect(edges).toHaveAttribute('data-cut-end');
    expect(edges).not.toHaveAttribute('data-cut-start');

    // scrolled to the end: the fade moves to the start, the hint stays (there is more to the left)
    region.scrollLeft = 194;
    act(() => void fireEvent.scroll(region));
    expect(edges).toHaveAttribute('data-cut-start');
    expect(edges).not.toHaveAttribute('data-cut-end');
    expect(screen.getByText(/左右滑动查看更多/)).toBeVisible();
  });
});
