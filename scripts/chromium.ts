/**
 * Debian's Chromium and the flags every browser run here uses (e2e, benches):
 * headless, no sandbox as root, and no background connections (the machine's
 * network is closed; Chromium would retry them at every start). No tool may
 * download a browser of its own; CHROMIUM_PATH overrides the path.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's chromium-headless-shell (CHROMIUM_PATH=/usr/bin/chromium-headless-shell) is headless by itself and takes
 * no --headless=new; the full browser needs it.
 */
const HEADLESS_SHELL = /headless-shell/.test(CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
  ...(HEADLESS_SHELL ? [] : ['--headless=new']),
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
