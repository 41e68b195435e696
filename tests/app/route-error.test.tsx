import { render, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { RouteError } from '@/app/route-error';
import { Shell } from '@/app/shell/shell';
import { createTestQueryClient } from '../utils/render';

function Boom(): never {
  throw new Error('page exploded');
}

describe('a page that throws', () => {
  it('shows a Chinese error inside the shell; header and footer stay', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <Shell />,
          errorElement: <RouteError />,
          children: [{ path: 'boom', element: <Boom />, errorElement: <RouteError inShell />, handle: { title: '测试', background: 'grey' } }],
        },
      ],
      { initialEntries: ['/boom'] },
    );
    render(
      <AppProviders queryClient={createTestQueryClient()} store={createStore()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { name: '页面出错了' })).toBeInTheDocument();
    expect(screen.getByText(/400 819 7199 联系我们/)).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '刷新页面' })).toBeInTheDocument();
  });
});
