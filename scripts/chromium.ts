import { existsSync } from 'node:fs';

/**
 * Debian's Chromium and the flags every browser run here uses (e2e, benches):
 * headless, no sandbox as root, and no background connections (the machine's
 * network is closed; Chromium would retry them at every start). No tool may
 * download a browser of its own; CHROMIUM_PATH overrides the path.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The e2e suite's browser: Debian's chromium-headless-shell (the same engine without the full browser's UI process
 * work) where it is installed, else the full browser. Measured on the 2-core machine, 23 tests of routes.spec.ts on
 * one worker: 60 and 61 s against 87 and 87 s. The benches keep the full browser (their figures compare over time).
 */
const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
export const E2E_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

/** The flags for a browser at `path`: the headless shell is headless by itself and takes no --headless=new. */
export function chromiumArgs(path: string): string[] {
  return [
    ...(/headless-shell/.test(path) ? [] : ['--headless=new']),
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ];
}

export const CHROMIUM_ARGS = chromiumArgs(CHROMIUM_PATH);
