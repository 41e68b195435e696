import { getConfig, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

/**
 * tests/setup.ts: a query's error prints the document only when its text is read. A findBy* that succeeds on its
 * third attempt made two errors nobody read; a failing test's report still shows the document as it was.
 */
describe("tests/setup.ts: a failed query's error", () => {
  it('reads nothing of the document until its text is asked for', () => {
    const container = document.createElement('div');
    container.innerHTML = '<p>库存 12 瓶</p>';
    let reads = 0;
    const childNodes = container.childNodes;
    Object.defineProperty(container, 'childNodes', {
      get: () => {
        reads += 1;
        return childNodes;
      },
    });
    const error = getConfig().getElementError('Unable to find an element with the text: 缺货', container);
    expect(reads).toBe(0);
    expect(error.name).toBe('TestingLibraryElementError');
    expect(error.message).toContain('Unable to find an element with the text: 缺货');
    expect(error.message).toContain('库存 12 瓶');
    expect(reads).toBeGreaterThan(0);
  });

  it('says what was asked and prints the document in the thrown error and its stack', () => {
    document.body.innerHTML = '<main><h1>我的订单</h1></main>';
    let thrown: unknown;
    try {
      screen.getByRole('heading', { name: '购物车' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    const { message, stack } = thrown as Error;
    expect(message).toContain('Unable to find an accessible element with the role "heading" and name "购物车"');
    expect(message).toContain('我的订单');
    expect(stack).toContain('TestingLibraryElementError: Unable to find an accessible element');
  });

  it('keeps its text in a structured clone once read (a value, not a getter)', () => {
    const error = getConfig().getElementError('Unable to find an element with the text: 缺货', document.body);
    expect(error.message).toContain('缺货');
    expect(structuredClone(error).message).toContain('缺货');
  });

  it('takes a text given to it (as waitFor does when it times out)', () => {
    const error = getConfig().getElementError('first', document.body);
    error.message = 'replaced';
    expect(error.message).toBe('replaced');
    Object.defineProperty(error, 'message', { value: 'defined' });
    expect(error.message).toBe('defined');
  });
});
