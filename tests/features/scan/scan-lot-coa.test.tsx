/** Second reader: a scanned pack's lot links only a certificate of that pack's product; the 验收单's QR finds its lot. */
import { screen, within } from '@testing-library/react';
import { apiUrl, paths } from '@/shared/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../mocks/db/index.ts';
import { renderApp } from '../../utils/render';

afterEach(() => vi.restoreAllMocks());

describe('扫码查找, the lot COA', () => {
  it('does not offer another product’s certificate that shares the lot number and brand', async () => {
    // a Sigma/Merck pack, and a COA of another product of the same brand (lot numbers are per product)
    const pack = db.state.materials.find((m) => m.gtin && !db.state.coas.some((c) => c.matlId === m._id))!;
    const other = db.state.coas.find((c) => c.matlId !== pack._id && c.mfrName === pack.mfrName)!;
    const { user } = renderApp('/coa');
    await user.click(await screen.findByRole('button', { name: /扫码查找/ }));
    const dialog = await screen.findByRole('dialog', { name: '扫码查找' });
    await user.click(within(dialog).getByText('手动输入'));
    await user.type(within(dialog).getByRole('textbox', { name: '货号、CAS 号或条码内容' }), `(01)${pack.gtin}(10)${other.lot}`);
    await user.click(within(dialog).getByRole('button', { name: /查找/ }));
    const result = await within(dialog).findByRole('region', { name: '扫码结果' });
    await within(result).findByRole('link', { name: pack.name });
    expect(within(result).queryByRole('link', { name: /查看批号/ })).not.toBeInTheDocument();
  });

  it('reads the 验收单’s QR (the mall’s COA file) as its product and lot, and says when the mall has no such certificate', async () => {
    const coa = db.state.coas.find((c) => db.state.materials.some((m) => m._id === c.matlId))!;
    const material = db.state.materials.find((m) => m._id === coa.matlId)!;
    const { user } = renderApp('/coa');
    await user.click(await screen.findByRole('button', { name: /扫码查找/ }));
    const dialog = await screen.findByRole('dialog', { name: '扫码查找' });
    await user.click(within(dialog).getByText('手动输入'));
    const box = within(dialog).getByRole('textbox', { name: '货号、CAS 号或条码内容' });
    // what the 验收单 prints (mocks/handlers/receiving.ts: the mall's own origin)
    await user.type(box, apiUrl('', paths.common(`/scm/coas/${coa._id}/file`)));
    await user.click(within(dialog).getByRole('button', { name: /查找/ }));
    const result = await within(dialog).findByRole('region', { name: '扫码结果' });
    await within(result).findByRole('link', { name: material.name });
    expect(within(result).getByRole('link', { name: new RegExp(`查看批号 ${coa.lot} 的 COA`) })).toHaveAttribute('href', expect.stringContaining(encodeURIComponent(coa.sn)));

    await user.clear(box);
    await user.type(box, apiUrl('', paths.common('/scm/coas/64b0000000000000000fffff/file')));
    await user.click(within(dialog).getByRole('button', { name: /查找/ }));
    expect(await within(dialog).findByText('未找到这份 COA 报告，请核对验收单或改用证书编号查询')).toBeInTheDocument();
  });
});
