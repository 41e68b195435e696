import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BottomBar } from '@/shared/ui/bottom-bar';

// The unit tests load no CSS (`css: false`): the shared class is empty here, the page's own is kept.
describe('BottomBar (src/shared/ui/bottom-bar.tsx)', () => {
  it('is a landmark named by its label, with its children and the page’s own class', () => {
    render(
      <BottomBar label="结算栏" className="cart_bar">
        <button type="button">去结算</button>
      </BottomBar>,
    );
    const bar = screen.getByRole('region', { name: '结算栏' });
    expect(within(bar).getByRole('button', { name: '去结算' })).toBeInTheDocument();
    expect(bar).toHaveClass('cart_bar');
    expect(bar.className).not.toMatch(/undefined/);
  });
});
