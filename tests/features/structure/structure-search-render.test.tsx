/**
 * Issue 44: starting a structure search renders only what shows the search running (the button, the status),
 * not the form: the click's frame was the whole form rendered again (632–1,048 ms at 4× CPU in bench:inp).
 * antd's Input and Segmented are counted here; the worker is a fake (jsdom has none).
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import type * as Antd from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StructureSearch, type FromWorker, type ToWorker } from '@/features/structure';
import { FakeWorker } from '../../utils/fake-worker';
import { createTestQueryClient } from '../../utils/render';
import { WAIT } from '../../utils/wait';

const renders = vi.hoisted(() => ({ input: 0, segmented: 0, editor: 0 }));

vi.mock('antd', async (importOriginal) => {
  const antd = await importOriginal<typeof Antd>();
  const Input = Object.assign((props: ComponentProps<typeof antd.Input>) => {
    renders.input += 1;
    return <antd.Input {...props} />;
  }, antd.Input);
  function Segmented<T>(props: ComponentProps<typeof antd.Segmented<T>>) {
    renders.segmented += 1;
    return <antd.Segmented<T> {...props} />;
  }
  return { ...antd, Input, Segmented };
});
vi.mock('@/features/structure/components/structure-editor', () => ({
  StructureEditor: () => {
    renders.editor += 1;
    return null;
  },
}));


beforeEach(() => vi.stubGlobal('Worker', FakeWorker));
afterEach(() => vi.unstubAllGlobals());

describe('structure search, starting a search', () => {
  it('1. the click on 搜索结构 posts the query and shows it running without rendering the form again', async () => {
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <StructureSearch renderMaterials={() => null} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(FakeWorker.last?.posted.some((m) => m.type === 'index')).toBe(true), WAIT);
    await user.type(screen.getByRole('textbox', { name: 'SMILES' }), 'c1ccccc1');
    expect(renders.segmented).toBeGreaterThan(0);
    renders.input = 0;
    renders.segmented = 0;
    renders.editor = 0;

    await user.click(screen.getByRole('button', { name: /搜索结构/ }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('正在搜索…'), WAIT);
    expect(FakeWorker.last?.posted.at(-1)).toMatchObject({ type: 'search', text: 'c1ccccc1', mode: 'substructure' });
    expect(screen.getByRole('button', { name: /搜索结构/ })).toHaveClass('ant-btn-loading');
    expect(renders).toEqual({ input: 0, segmented: 0, editor: 0 });

    // the answer: the results come, the form still untouched
    const search = FakeWorker.last!.posted.at(-1) as Extract<ToWorker, { type: 'search' }>;
    const answer: FromWorker = { type: 'result', seq: search.seq, hits: [], total: 0 };
    act(() => FakeWorker.last!.onmessage?.({ data: answer } as MessageEvent<FromWorker>));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('没有找到匹配的商品'), WAIT);
    expect(renders).toEqual({ input: 0, segmented: 0, editor: 0 });
  });
});
