import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../utils/render';

/** Issue 24: a CAS-shaped search (item 5). */

function listCards() {
  return within(screen.getByRole('list', { name: '商品列表' })).getAllByRole('article');
}

describe('a CAS-shaped search (issue 24 item 5)', () => {
  it('56-40-6 lists glycine only, not the BD antibodies 564063-50T', async () => {
    renderApp(`/product?keyword=${encodeURIComponent('56-40-6')}`);
    await waitFor(() => expect(listCards().length).toBeGreaterThan(0));
    expect(listCards().every((card) => card.textContent?.includes('甘氨酸'))).toBe(true);
    expect(screen.queryByText(/564063/)).toBeNull();
  });
});
