import type { FromWorker, ToWorker } from '@/features/structure';

/** The structure search's worker, played by the test: what the page posts is kept, the test answers through onmessage. */
export class FakeWorker {
  static last: FakeWorker | undefined;
  posted: ToWorker[] = [];
  onmessage: ((event: MessageEvent<FromWorker>) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeWorker.last = this;
  }
  postMessage(message: ToWorker) {
    this.posted.push(message);
  }
  terminate() {}
}
