import { waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The 重试 of a failed load once React Query's own retries are over: the button no longer spins (aria-busy false).
 * A spinning antd button takes no press, so a test that pressed it while the last retry was on its way pressed
 * nothing (the quotes list's test in CI, seed 917379).
 */
export async function retryAtRest(container: HTMLElement = document.body): Promise<HTMLElement> {
  const retry = within(container).getByRole('button', { name: /重\s*试/ });
  await waitFor(() => expect(retry).toHaveAttribute('aria-busy', 'false'));
  return retry;
}
