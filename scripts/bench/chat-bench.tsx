/**
 * The page `npm run bench:chat` drives (scripts/bench-chat.ts): the answer
 * view of the chat (src/features/assistant/components/markdown-view.tsx) fed
 * the way the panel feeds it: a simulated RAGFlow stream's network deltas
 * handed to the chat's one animation-frame loop (src/features/assistant/model/typing-loop.ts),
 * which commits them and types them out.
 */
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createStore, useAtomValue } from 'jotai';
import { EMPTY_ANSWER, MarkdownView, messagesAtom, settleAnswer, streamAnswer, typingStepAtom, type TextMessage } from '@/features/assistant';

/** A deterministic Markdown answer of `length` characters: think, headings, lists, tables, code, links. */
function answer(length: number, seed: string): string {
  const parts: string[] = [`<think>${seed}：用户在问流式抗体的选型，需要结合抗原表达量、仪器通道和光谱重叠来回答。</think>`];
  let i = 0;
  let size = parts[0]!.length;
  while (size < length) {
    const n = `${seed}-${i}`;
    const piece = [
      `### 第 ${n} 部分：选型要点\n\n弱表达抗原搭配 **PE**、*APC* 等高亮度荧光素；强表达抗原可用 FITC [ID:${i % 3}]。详见[说明书](https://docs.example.cn/${n})。`,
      `1. **确认抗原表达水平**（${n}）：参考文献与预实验；\n2. **检查仪器配置**：激光器与滤光片需覆盖所选荧光素；\n3. **避免光谱重叠**：必要时设置 FMO 对照。`,
      `| 荧光素 | 激发 | 发射 |\n|---|---|---|\n| PE ${n} | 488/561 nm | 575 nm |\n| APC | 633 nm | 660 nm |`,
      '```\n' + `panel ${n} = ["CD3-BV421", "CD4-FITC", "CD8-PE"]\n` + '```',
      `储存方面，抗体应于 2-8°C 避光保存，切勿冷冻。<br>如需技术支持，请拨打 400 819 7199（${n}）。`,
    ][i % 5]!;
    parts.push(piece);
    size += piece.length + 2;
    i++;
  }
  return parts.join('\n\n').slice(0, length);
}

const ID = 'bench-answer';

function Answer({ store, onDone }: { store: ReturnType<typeof createStore>; onDone: () => void }) {
  const messages = useAtomValue(messagesAtom, { store });
  const message = messages.find((m): m is TextMessage => m.id === ID);
  const streaming = message?.status === 'loading';
  const typing = message ? message.shown < message.content.length : true;
  useEffect(() => {
    if (message && !streaming && !typing) onDone();
  }, [message, streaming, typing, onDone]);
  return message ? <MarkdownView answer={message} streaming={streaming || typing} /> : null;
}

const root = createRoot(document.getElementById('root') as HTMLElement);

declare global {
  interface Window {
    runBench: (length: number, seed: string, options: { step: number; chunk: number; everyMs: number }) => Promise<number>;
  }
}

window.runBench = (length, seed, { step, chunk, everyMs }) =>
  new Promise((resolve) => {
    const text = answer(length, seed);
    const store = createStore();
    store.set(typingStepAtom, step);
    store.set(messagesAtom, [{ ...EMPTY_ANSWER, id: ID, type: 'text', status: 'loading' }]);
    const started = performance.now();
    let received = 0;
    const done = () => resolve(performance.now() - started);
    root.render(<Answer key={seed} store={store} onDone={done} />);
    const tick = () => {
      received = Math.min(text.length, received + chunk);
      if (received < text.length) {
        streamAnswer(store, ID, text.slice(0, received));
        setTimeout(tick, everyMs);
      } else settleAnswer(store, ID, text, { status: 'success' });
    };
    tick();
  });
