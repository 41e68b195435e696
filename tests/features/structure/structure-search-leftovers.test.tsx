/**
 * The structure search's leftovers (issue 44 item 3): the products shown agree with the structures announced, a
 * .mol file can be chosen with a button, a failed index load stops the waiting search, and the worker prepares an
 * index again after a failure. The worker is a fake here (jsdom has none); the mall is the fake mall.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { http as mock, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../mocks/db/index.ts';
import { server } from '../../../mocks/node.ts';
import { StructureResults, StructureSearch, type FromWorker, type ToWorker } from '@/features/structure';
import { FakeWorker } from '../../utils/fake-worker';
import { createTestQueryClient } from '../../utils/render';
import { WAIT } from '../../utils/wait';

vi.mock('@/features/structure/components/structure-editor', () => ({ StructureEditor: () => null }));


const wrap = (node: ReactNode) => <QueryClientProvider client={createTestQueryClient()}>{node}</QueryClientProvider>;

beforeEach(() => vi.stubGlobal('Worker', FakeWorker));
afterEach(() => vi.unstubAllGlobals());

describe('structure search leftovers', () => {
  it('1. every announced structure shows its products: more than 50 material ids are fetched in pages', async () => {
    const ids = db.state.materials.filter((m) => m.smiles && !m.offShelf).map((m) => m._id);
    expect(ids.length).toBeGreaterThan(60);
    const hits = Array.from({ length: 20 }, (_, i) => ({ idcode: `code-${i}`, ids: ids.slice(i * 3, i * 3 + 3), score: 1, svg: '<svg/>' }));
    render(
      wrap(
        <StructureResults
          hits={hits}
          mode="exact"
          renderMaterials={(materials) => materials.map((m) => <span key={m._id} data-testid="material" />)}
        />,
      ),
    );
    await waitFor(() => expect(screen.getAllByTestId('material')).toHaveLength(60), WAIT);
    expect(screen.getAllByRole('region')).toHaveLength(20);
  });

  it('2. a .mol file is chosen with a button (Chinese label) and searched', async () => {
    const user = userEvent.setup();
    render(wrap(<StructureSearch renderMaterials={() => null} />));
    await waitFor(() => expect(FakeWorker.last?.posted.some((m) => m.type === 'index')).toBe(true), WAIT);
    expect(screen.getByRole('button', { name: '选择 .mol 文件' })).toBeInTheDocument();
    const input = screen.getByLabelText<HTMLInputElement>('选择 .mol 或 .sdf 结构文件');
    expect(input.accept).toBe('.mol,.sdf');
    const molfile = '\n  test\n\n  1  0  0  0  0  0  0  0  0  0999 V2000\n    0.0000    0.0000    0.0000 C   0  0\nM  END\n';
    await user.upload(input, new File([molfile], 'methane.mol', { type: 'chemical/x-mdl-molfile' }));
    await waitFor(() => expect(FakeWorker.last?.posted.at(-1)).toMatchObject({ type: 'search', text: molfile }), WAIT);
  });

  it('3. a failed index load stops a waiting search: said in Chinese with 重试, which searches once the index comes', async () => {
    let fail = true;
    // while failing, a 500; then the fake mall's own answer (the override answers nothing)
    server.use(mock.get('*/mall/v1/structure-index', () => (fail ? HttpResponse.json({ code: 500, msg: '服务器错误', data: null }, { status: 500 }) : undefined)));
    const user = userEvent.setup();
    render(wrap(<StructureSearch renderMaterials={() => null} />));
    await user.type(screen.getByRole('textbox', { name: 'SMILES' }), 'CCO');
    await user.click(screen.getByRole('button', { name: /搜索结构/ }));
    const alert = await screen.findByText('结构式索引加载失败，搜索未能进行。', undefined, WAIT);
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByRole('button', { name: /搜索结构/ })).not.toHaveClass('ant-btn-loading');
    fail = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(FakeWorker.last?.posted.map((m) => m.type)).toEqual(['index', 'search']), WAIT);
    expect(alert).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('正在搜索…');
  });
});

describe('structure worker', () => {
  it('4. records the index version only once prepared: after a failure the same index is prepared again', async () => {
    vi.resetModules();
    const search = await import('@/features/structure/model/search');
    const prepare = vi.spyOn(search, 'prepareIndex');
    prepare.mockImplementationOnce(() => {
      throw new Error('out of memory');
    });
    const answers: FromWorker[] = [];
    vi.spyOn(self, 'postMessage').mockImplementation((message: unknown) => void answers.push(message as FromWorker));
    await import('@/features/structure/model/worker');
    const send = (data: ToWorker) => act(() => (self.onmessage as (event: MessageEvent<ToWorker>) => void)({ data } as MessageEvent<ToWorker>));
    const entries = Object.values((await import('../../../mocks/db/seed/structures.gen.ts')).COMPUTED)
      .slice(0, 3)
      .map((c, i) => ({ id: `m${i}`, ...c }));
    send({ type: 'index', version: 'v1', entries });
    send({ type: 'index', version: 'v1', entries });
    send({ type: 'search', seq: 1, text: 'C', mode: 'substructure', threshold: 0.7 });
    expect(prepare).toHaveBeenCalledTimes(2);
    expect(answers.at(-1)).toMatchObject({ type: 'result', seq: 1 });
  });
});
