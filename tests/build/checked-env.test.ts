import { loadEnv } from 'vite';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/shared/config/env-schema.ts';
import { checkedEnv } from '../../scripts/vite/plugins/checked-env.ts';
import { hook } from './hooks.ts';

describe('checked-env (scripts/vite/plugins)', () => {
  const raw = loadEnv('production', process.cwd(), 'VITE_');

  it("replaces src/shared/config/env.ts with the values already parsed, and no other module", () => {
    const plugin = checkedEnv();
    hook(plugin, 'configResolved')({ root: '/shop', env: raw, isProduction: false });
    const code = hook(plugin, 'load')('/shop/src/shared/config/env.ts') as string;
    const prefix = 'export const env = ';
    expect(code.startsWith(prefix) && code.endsWith(';')).toBe(true);
    expect(JSON.parse(code.slice(prefix.length, -1))).toEqual(JSON.parse(JSON.stringify(parseEnv(raw, { production: false }))));
    expect(code).not.toMatch(/import|function|=>/);
    expect(hook(plugin, 'load')('/shop/src/shared/config/env-schema.ts')).toBeUndefined();
    expect(hook(plugin, 'load')('/elsewhere/src/shared/config/env.ts')).toBeUndefined();
  });

  it('stops the build on a value the schema refuses', () => {
    const plugin = checkedEnv();
    expect(() => hook(plugin, 'configResolved')({ root: '/shop', env: { ...raw, VITE_API_BASE_URL: 'not a url' }, isProduction: false })).toThrow(/VITE_API_BASE_URL/);
  });
});
