import { describe, expect, it } from 'vitest';
import { AssistantRequestError, streamCompletion, type StreamResult } from '@/features/assistant';
import { loadFixtures, replayFetch, type Fixture } from './replay';

const preset = { chat_id: 'chat-1', session_id: 'session-1' };

async function replay(fixture: Fixture, cuts: readonly number[]): Promise<StreamResult | AssistantRequestError> {
  try {
    return await streamCompletion({
      baseUrl: 'http://ragflow.test',
      apiKey: 'k',
      preset,
      question: '流式抗体怎么选？',
      signal: new AbortController().signal,
      fetch: replayFetch(fixture, cuts),
    });
  } catch (error) {
    if (error instanceof AssistantRequestError) return error;
    throw error;
  }
}

function check(fixture: Fixture, result: StreamResult | AssistantRequestError, where: string): void {
  if (fixture.expected.status !== 200) {
    expect(result, where).toBeInstanceOf(AssistantRequestError);
    expect((result as AssistantRequestError).message, where).toContain(`HTTP ${fixture.expected.status}`);
    return;
  }
  expect(result, where).not.toBeInstanceOf(AssistantRequestError);
  const answer = result as StreamResult;
  // Compare cheaply first so 20,000 cuts stay fast, then with a readable diff.
  if (answer.text !== fixture.expected.answer) expect(answer.text, where).toBe(fixture.expected.answer);
  expect(answer.documents, where).toEqual(fixture.expected.documents);
  expect(answer.done, where).toBe(true);
}

const fixtures = loadFixtures();

describe('RAGFlow fixtures (tests/fixtures/ragflow)', () => {
  it('finds the fixtures', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(6);
  });

  describe.each(fixtures.map((f) => [f.name, f] as const))('%s', (_name, fixture) => {
    it('replays whole', async () => {
      const result = await replay(fixture, []);
      check(fixture, result, 'whole');
      if (fixture.name.includes('midstream-error')) expect((result as StreamResult).error).toBe('连接检索服务超时');
      else if (!(result instanceof AssistantRequestError)) expect(result.error).toBeNull();
    });

    it('replays one byte at a time (every boundary, inside UTF-8 characters too)', async () => {
      const cuts = Array.from({ length: fixture.bytes.length }, (_, i) => i);
      check(fixture, await replay(fixture, cuts), 'bytewise');
    });

    it('replays cut in two at every byte boundary', { timeout: 120_000 }, async () => {
      for (let cut = 1; cut < fixture.bytes.length; cut++) {
        check(fixture, await replay(fixture, [cut]), `cut at byte ${cut}`);
      }
    });
  });
});
