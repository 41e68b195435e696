/**
 * The one bound of every condition wait in the unit suite (findBy*, waitFor, vi.waitFor): a wait ends when its
 * condition holds, and the bound only stops a test that would never pass. It is generous on purpose, so that a
 * loaded 2-core machine (npm run test:under-load) passes the same as an idle one: no test may depend on how fast
 * the machine is (issue 41 item 8). A wait never names its own shorter bound.
 */
export const WAIT_MS = 30_000;

/** For vi.waitFor, whose own default is 1 s. */
export const WAIT = { timeout: WAIT_MS };
