import { startEarlyCall } from '@/shared/api';
import { readTokenInfo } from '@/shared/storage';
import { unreadCountCall } from './requests';

/** Pages without the header's right side (the account pages) or outside the shell: no bell there. */
const NO_BELL = /^\/(account\/|invoice\/download\/?$)/;

/**
 * The bell's unread count, asked for by the landing script (src/app/landing.ts) on a signed-in member's first page
 * while the app's code downloads (src/shared/api/early.ts): before, it was asked once the header's chunk had run, the
 * last request of a member's page (bench/reports/2026-12-02-members-http2.md). Returns how many calls were started.
 */
export function startNoticeCalls(path: string): number {
  if (NO_BELL.test(path) || !readTokenInfo()) return 0;
  void startEarlyCall(unreadCountCall().path);
  return 1;
}
