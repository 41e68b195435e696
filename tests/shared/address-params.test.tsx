import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useAddressParams } from '@/shared/lib/address-params';

/** A list's filters in the address, as the catalogue and the orders keep them (one key each). */
function Filters() {
  const [params, setParams] = useAddressParams();
  const set = (key: string, value: string) =>
    setParams((latest) => {
      latest.set(key, value);
      return latest;
    });
  return (
    <>
      <button type="button" onClick={() => set('category', 'antibody')}>
        抗体
      </button>
      <button type="button" onClick={() => set('stock', '1')}>
        只看现货
      </button>
      <button
        type="button"
        onClick={() => {
          set('category', 'antibody');
          set('stock', '1');
        }}
      >
        两下
      </button>
      <output>{params.toString() || '(none)'}</output>
    </>
  );
}

const routerAt = (entry: string) => createMemoryRouter([{ path: '/product', element: <Filters /> }], { initialEntries: [entry] });

describe('useAddressParams (filters in the address)', () => {
  it('keeps both of two changes made before the page redraws (quick clicks on a busy phone)', async () => {
    const router = routerAt('/product?sort=priceDesc');
    render(<RouterProvider router={router} />);
    act(() => void fireEvent.click(screen.getByRole('button', { name: '两下' })));
    const search = new URLSearchParams(router.state.location.search);
    expect([search.get('sort'), search.get('category'), search.get('stock')]).toEqual(['priceDesc', 'antibody', '1']);
    expect(await screen.findByText('sort=priceDesc&category=antibody&stock=1')).toBeInTheDocument();
  });

  it('builds on the address again once it is drawn, Back included', async () => {
    const router = routerAt('/product');
    render(<RouterProvider router={router} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '抗体' }));
    expect(await screen.findByText('category=antibody')).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(await screen.findByText('(none)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '只看现货' }));
    expect(await screen.findByText('stock=1')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?stock=1');
  });
});
