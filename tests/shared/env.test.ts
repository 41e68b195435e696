import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv, placeholderWarnings } from '@/shared/config/env-schema';

const valid = {
  VITE_API_BASE_URL: 'https://api.example.cn/',
  VITE_API_PREFIX_V1: '/mall/v1',
  VITE_API_MOCK: 'false',
  VITE_ASSISTANT_BASE_URL: 'https://ragflow.example.cn',
  VITE_ASSISTANT_PRESETS: '[{"chat_id":"a","session_id":"b"},{"chat_id":"c","session_id":"d"}]',
  VITE_WS_URL: 'wss://ws.example.cn/wechat',
};

function problem(override: Record<string, string>): EnvError {
  try {
    parseEnv({ ...valid, ...override });
  } catch (error) {
    if (error instanceof EnvError) return error;
    throw error;
  }
  throw new Error('expected an EnvError');
}

describe('parseEnv (docs/contract.md §1)', () => {
  it('parses a valid configuration with defaults', () => {
    const env = parseEnv(valid);
    expect(env.apiBaseUrl).toBe('https://api.example.cn');
    expect(env.prefixV2).toBe('/mall/v2');
    expect(env.prefixCommon).toBe('/common/v1');
    expect(env.prefixInvoice).toBe('/finance/v1');
    expect(env.apiMock).toBe(false);
    expect(env.assistantMock).toBe(false);
    expect(env.assistantPresets[0]).toEqual({ chat_id: 'a', session_id: 'b' });
  });
  it('VITE_AUTH_SCHEME: Bearer when absent, empty for the bare token, one word otherwise (issue 23, item 19)', () => {
    expect(parseEnv(valid).authScheme).toBe('Bearer');
    expect(parseEnv({ ...valid, VITE_AUTH_SCHEME: '' }).authScheme).toBe('');
    expect(parseEnv({ ...valid, VITE_AUTH_SCHEME: ' Token ' }).authScheme).toBe('Token');
    expect(problem({ VITE_AUTH_SCHEME: 'Bearer abc' }).variable).toBe('VITE_AUTH_SCHEME');
    expect(problem({ VITE_AUTH_SCHEME: 'Bearer:' }).message).toContain('VITE_AUTH_SCHEME');
  });
  it('lets the assistant mock follow the API mock unless set', () => {
    expect(parseEnv({ ...valid, VITE_API_MOCK: 'true' }).assistantMock).toBe(true);
    expect(parseEnv({ ...valid, VITE_API_MOCK: 'true', VITE_ASSISTANT_MOCK: 'false' }).assistantMock).toBe(false);
  });
  it.each([
    ['VITE_API_BASE_URL', 'not a url'],
    ['VITE_API_BASE_URL', 'ftp://x.cn'],
    ['VITE_API_MOCK', 'yes'],
    ['VITE_ASSISTANT_PRESETS', '{not json'],
    ['VITE_ASSISTANT_PRESETS', '[{"chat_id":"a","session_id":"b"}]'],
    ['VITE_WS_URL', 'https://ws.example.cn'],
    ['VITE_API_PREFIX_V1', 'mall/v1'],
  ])('stops on a wrong %s and names it', (name, value) => {
    const error = problem({ [name]: value });
    expect(error.variable).toBe(name);
    expect(error.message).toContain(name);
  });
});

describe('production configuration checks (issue 8, defect 4)', () => {
  const prod = (override: Record<string, string>) => () => parseEnv({ ...valid, ...override }, { production: true });
  it('accepts the https/wss configuration and loopback http', () => {
    expect(prod({})).not.toThrow();
    expect(prod({ VITE_API_BASE_URL: 'http://127.0.0.1:8787', VITE_WS_URL: 'ws://127.0.0.1:8787/ws', VITE_ASSISTANT_BASE_URL: 'http://localhost:9380' })).not.toThrow();
  });
  it.each([
    ['VITE_API_BASE_URL', 'http://api.mall.cn'],
    ['VITE_ASSISTANT_BASE_URL', 'http://ragflow.mall.cn'],
    ['VITE_WS_URL', 'ws://ws.mall.cn/wechat'],
  ])('a production build refuses plain %s', (name, value) => {
    expect(prod({ [name]: value })).toThrow(EnvError);
    expect(prod({ [name]: value })).toThrow(name);
    // development still accepts it
    expect(() => parseEnv({ ...valid, [name]: value })).not.toThrow();
  });
  it.each([
    ['VITE_API_BASE_URL', 'https://user:pw@api.mall.cn'],
    ['VITE_API_BASE_URL', 'https://api.mall.cn/?x=1'],
    ['VITE_API_BASE_URL', 'https://api.mall.cn/#top'],
    ['VITE_ASSISTANT_BASE_URL', 'https://ragflow.mall.cn?key=1'],
    ['VITE_WS_URL', 'wss://ws.mall.cn/wechat#x'],
    ['VITE_API_PREFIX_V1', '/mall/../admin'],
    ['VITE_API_PREFIX_V2', '//evil.cn/v2'],
  ])('refuses %s = %s (user-info, query, fragment, traversal)', (name, value) => {
    expect(prod({ [name]: value })).toThrow(name);
  });
  it('warns loudly about the placeholder hosts', () => {
    const warnings = placeholderWarnings(parseEnv(valid, { production: true }));
    expect(warnings.join('\n')).toContain('VITE_API_BASE_URL');
    expect(warnings.join('\n')).toContain('VITE_WS_URL');
    expect(placeholderWarnings(parseEnv({ ...valid, VITE_API_BASE_URL: 'https://api.mall.cn', VITE_ASSISTANT_BASE_URL: 'https://r.mall.cn', VITE_WS_URL: 'wss://ws.mall.cn/w', VITE_ASSISTANT_PRESETS: '[{"chat_id":"a","session_id":"b"},{"chat_id":"c","session_id":"d"}]' }, { production: true }))).toEqual([]);
  });
});
