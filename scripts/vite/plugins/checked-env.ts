/**
 * `checked-env`: the app's configuration as already checked, in a production bundle: src/shared/config/env.ts
 * becomes the parsed values (as the landing script's build does, preload-landing.ts), so the bundle carries no
 * validation code. A wrong value has stopped the build by then (scripts/vite/check-env.ts). Dev and tests parse
 * at run time as before.
 * Buys: about 1.5 KiB gzip of every first load's JavaScript (e797c7e, 11-25: "about 2 KiB"; not re-measured).
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { parseEnv } from '../../../src/shared/config/env-schema.ts';

export const ENV_MODULE = 'src/shared/config/env.ts';

/** The module that replaces src/shared/config/env.ts: the parsed values, nothing else. */
export const envModuleCode = (parsed: unknown) => `export const env = ${JSON.stringify(parsed)};`;

export function checkedEnv(): Plugin {
  let envModule = '';
  let parsed: unknown = null;
  return {
    name: 'checked-env',
    apply: 'build',
    configResolved(config) {
      envModule = resolve(config.root, ENV_MODULE);
      parsed = parseEnv(config.env, { production: config.isProduction });
    },
    load: (id) => (id === envModule ? envModuleCode(parsed) : undefined),
  };
}
