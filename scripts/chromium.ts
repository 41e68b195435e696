/**
 * Debian's Chromium and the flags every browser run here uses (e2e, benches):
 * headless, no sandbox as root, and no background connections (the machine's
 * network is closed; Chromium would retry them at every start). No tool may
 * download a browser of its own; CHROMIUM_PATH overrides the path.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
