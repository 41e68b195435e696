import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The RAGFlow answer streams in the exact wire format, with their expected results (docs/contract.md §5): the
 * project's own copy in tests/fixtures/ragflow, found from this file (not from the working directory).
 */
export const FIXTURE_DIR = resolve(import.meta.dirname, '../../fixtures/ragflow');

export interface Fixture {
  name: string;
  bytes: Uint8Array;
  expected: {
    status: number;
    contentType: string;
    answer: string;
    documents: { doc_id: string; doc_name: string }[];
  };
}

export function loadFixtures(): Fixture[] {
  return readdirSync(FIXTURE_DIR)
    .filter((file) => file.endsWith('.sse'))
    .sort()
    .map((file) => {
      const name = file.replace(/\.sse$/, '');
      return {
        name,
        bytes: new Uint8Array(readFileSync(join(FIXTURE_DIR, file))),
        expected: JSON.parse(readFileSync(join(FIXTURE_DIR, `${name}.expected.json`), 'utf8')) as Fixture['expected'],
      };
    });
}

/** A fetch that answers with the recorded bytes, delivered in the given chunks. */
export function replayFetch(fixture: Fixture, cuts: readonly number[]): typeof fetch {
  return async () => {
    const bounds = [0, ...cuts.filter((c) => c > 0 && c < fixture.bytes.length), fixture.bytes.length];
    const chunks = bounds.slice(1).map((end, i) => fixture.bytes.slice(bounds[i], end));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
    return new Response(body, { status: fixture.expected.status, headers: { 'Content-Type': fixture.expected.contentType } });
  };
}
