import { describe, expect, it } from 'vitest';
import { liteFeedback } from '@/shared/ui/lite-toast';

/**
 * Files share one jsdom per worker (scripts/vite/test-config.ts, project "shared"), so what a test leaves in the document
 * reaches the tests after it: tests/setup.ts clears <body> after every test. The first test leaves what the
 * shop's own code leaves (a toast container, a scroll lock on <body>); the second, in whichever order they run
 * (CI also runs the suite shuffled), finds nothing of it.
 */
describe('tests/setup.ts: a test starts with an empty document', () => {
  it('leaves a toast and a scroll lock behind', () => {
    liteFeedback().message.error('网络连接失败，请稍后重试');
    document.body.style.overflow = 'hidden';
    expect(document.querySelectorAll('[role="status"]')).toHaveLength(1);
  });

  it('finds none of it', () => {
    expect(document.body.children).toHaveLength(0);
    expect(document.body.getAttribute('style')).toBeNull();
  });
});
