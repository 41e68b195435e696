/**
 * 导出 Excel when exceljs's chunk does not load (offline, or a new deployment removed it): the page says so once,
 * asking for a reload, and stays. Its own module graph (tests/own-modules.ts): exceljs is replaced here.
 */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exportFailure } from '@/features/statements';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { renderApp, signInAs } from '../../utils/render';

const CHUNK_MISSING = '导出失败：网站刚刚更新或网络不稳定，请刷新页面后重试';

afterEach(() => {
  vi.doUnmock('exceljs');
  vi.restoreAllMocks();
});

describe('导出 Excel without its code', () => {
  it('asks for a reload, said once; the page stays and nothing is saved', async () => {
    // the browser's own wording of a chunk that did not load (vitest wraps an error thrown by a mock's factory)
    vi.doMock('exceljs', () => ({
      get default(): never {
        throw new TypeError('Failed to fetch dynamically imported module: https://shop.example/assets/exceljs-abc.js');
      },
    }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    signInAs(DEMO.owner._id);
    const { user, router } = renderApp('/statement?month=2026-10');
    await screen.findByRole('table', {});
    await user.click(screen.getByRole('button', { name: '导出 Excel' }));
    expect(await screen.findByText(CHUNK_MISSING)).toBeInTheDocument();
    expect(screen.getAllByText(CHUNK_MISSING)).toHaveLength(1);
    expect(click).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: /^2026年10月对账单/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?month=2026-10');
  });

  it('tells a chunk that did not load from a workbook that could not be written', () => {
    expect(exportFailure(new TypeError('error loading dynamically imported module: /assets/exceljs-abc.js'))).toBe(CHUNK_MISSING);
    expect(exportFailure(new Error('out of memory'))).toBe('导出失败，请稍后重试');
  });
});
