/**
 * A visitor's page without the binding's marks asks for neither of the shell's member chunks (the signed-in header,
 * the return leg of 微信授权绑定). A file of its own: in a module graph where a test has already loaded or failed them,
 * nothing would be asked again whatever the shell did.
 */
import { screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { renderApp } from '../utils/render';

const asked = vi.hoisted(() => ({ header: 0, leg: 0 }));
vi.mock('@/app/shell/header-member', async (importOriginal) => {
  asked.header++;
  return importOriginal();
});
vi.mock('@/features/member/model/use-wechat-bind-return', async (importOriginal) => {
  asked.leg++;
  return importOriginal();
});

it("a visitor's page asks for neither the signed-in header nor the binding's return leg", async () => {
  renderApp('/brand');
  expect(await screen.findByRole('link', { name: '登录/注册' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(asked).toEqual({ header: 0, leg: 0 });
});
