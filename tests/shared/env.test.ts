import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv, placeholderWarnings } from '@/shared/config/env-schema';

const valid = {
  VITE_API_BASE_URL: 'https://api.example.cn/',
  VITE_API_PREFIX_V1: '/mall/v1',
  VITE_API_MOCK: 'false',
  VITE_ASSISTANT_BASE_URL: 'https://ragflow.example.cn',
  VITE_ASSISTANT_PRESETS: '[{"chat_id":"a"},{"chat_id":"c"}]',
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
    expect(env.assistantPresets[0]).toEqual({ chat_id: 'a', session_id: '' });
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
    expect(placeholderWarnings(parseEnv({ ...valid, VITE_API_BASE_URL: 'https://api.mall.cn', VITE_ASSISTANT_BASE_URL: 'https://r.mall.cn', VITE_WS_URL: 'wss://ws.mall.cn/w' }, { production: true }))).toEqual([]);
  });
  it('warns that a preset session_id is no longer used (one session per conversation)', () => {
    const env = parseEnv({ ...valid, VITE_ASSISTANT_PRESETS: '[{"chat_id":"a","session_id":"b"},{"chat_id":"c"}]' }, { production: true });
    expect(env.assistantPresets).toEqual([{ chat_id: 'a', session_id: 'b' }, { chat_id: 'c', session_id: '' }]);
    expect(placeholderWarnings(env).join('\n')).toMatch(/session_id 已不再使用/);
  });
});

describe('the assistant key, proxy and key form (issue 23 item 10)', () => {
  const prod = (override: Record<string, string>) => () => parseEnv({ ...valid, ...override }, { production: true });
  it('a production build refuses VITE_ASSISTANT_API_KEY unless it is declared public', () => {
    expect(prod({ VITE_ASSISTANT_API_KEY: 'ragflow-abc' })).toThrow(EnvError);
    expect(prod({ VITE_ASSISTANT_API_KEY: 'ragflow-abc' })).toThrow('VITE_ASSISTANT_API_KEY');
    expect(prod({ VITE_ASSISTANT_API_KEY: 'ragflow-abc', VITE_ASSISTANT_KEY_IS_PUBLIC: 'false' })).toThrow('VITE_ASSISTANT_PROXY=true');
    expect(parseEnv({ ...valid, VITE_ASSISTANT_API_KEY: 'ragflow-abc', VITE_ASSISTANT_KEY_IS_PUBLIC: 'true' }, { production: true }).assistantApiKey).toBe('ragflow-abc');
    // development and the tests keep their key; no key needs no declaration
    expect(parseEnv({ ...valid, VITE_ASSISTANT_API_KEY: 'mock-key' }).assistantApiKey).toBe('mock-key');
    expect(prod({})).not.toThrow();
  });
  it('names a wrong VITE_ASSISTANT_KEY_IS_PUBLIC or VITE_ASSISTANT_PROXY', () => {
    expect(prod({ VITE_ASSISTANT_KEY_IS_PUBLIC: 'yes' })).toThrow('VITE_ASSISTANT_KEY_IS_PUBLIC');
    expect(prod({ VITE_ASSISTANT_PROXY: '1' })).toThrow('VITE_ASSISTANT_PROXY');
  });
  it('the proxy holds the key: a key beside VITE_ASSISTANT_PROXY=true is refused in every mode', () => {
    expect(parseEnv({ ...valid, VITE_ASSISTANT_PROXY: 'true' }, { production: true }).assistantProxy).toBe(true);
    expect(() => parseEnv({ ...valid, VITE_ASSISTANT_PROXY: 'true', VITE_ASSISTANT_API_KEY: 'k' })).toThrow('VITE_ASSISTANT_API_KEY');
    expect(prod({ VITE_ASSISTANT_PROXY: 'true', VITE_ASSISTANT_API_KEY: 'k', VITE_ASSISTANT_KEY_IS_PUBLIC: 'true' })).toThrow('VITE_ASSISTANT_PROXY');
  });
  it('the key form is offered in development only, unless VITE_ASSISTANT_KEY_FORM says otherwise', () => {
    expect(parseEnv(valid).assistantKeyForm).toBe(true);
    expect(parseEnv(valid, { production: true }).assistantKeyForm).toBe(false);
    expect(parseEnv({ ...valid, VITE_ASSISTANT_KEY_FORM: 'true' }, { production: true }).assistantKeyForm).toBe(true);
    expect(parseEnv({ ...valid, VITE_ASSISTANT_KEY_FORM: 'false' }).assistantKeyForm).toBe(false);
    expect(prod({ VITE_ASSISTANT_KEY_FORM: 'on' })).toThrow('VITE_ASSISTANT_KEY_FORM');
  });
});

describe('VITE_ASSISTANT_MODEL (issue 23 item 19, spec §7)', () => {
  it('is empty when unset and keeps a RAGFlow model id', () => {
    expect(parseEnv(valid).assistantModel).toBe('');
    expect(parseEnv({ ...valid, VITE_ASSISTANT_MODEL: ' deepseek-chat@DeepSeek ' }).assistantModel).toBe('deepseek-chat@DeepSeek');
    expect(parseEnv({ ...valid, VITE_ASSISTANT_MODEL: 'qwen-plus___OpenAI-API@OpenAI-API-Compatible' }).assistantModel).toBe(
      'qwen-plus___OpenAI-API@OpenAI-API-Compatible',
    );
  });
  it.each(['deepseek chat', '"gpt-4o"', 'qwen\nplus', `m${'x'.repeat(128)}`, '-leading-dash'])('refuses %j and names the variable', (value) => {
    expect(() => parseEnv({ ...valid, VITE_ASSISTANT_MODEL: value })).toThrow('VITE_ASSISTANT_MODEL');
  });
});

describe('VITE_IMAGE_ORIGINS (issue 23, item 11)', () => {
  const parse = (value: string, production = false) => parseEnv({ ...valid, VITE_IMAGE_ORIGINS: value }, { production });
  it('is an empty list when unset', () => {
    expect(parseEnv(valid).imageOrigins).toEqual([]);
    expect(parse(' ').imageOrigins).toEqual([]);
  });
  it('takes comma-separated https origins, normalised and without duplicates; loopback http also in production', () => {
    expect(parse('https://cdn.mall.cn, https://IMG.mall.cn:443/ ,https://cdn.mall.cn', true).imageOrigins).toEqual([
      'https://cdn.mall.cn',
      'https://img.mall.cn',
    ]);
    expect(parse('https://img.mall.cn:8443,http://127.0.0.1:8787,http://localhost:9000', true).imageOrigins).toEqual([
      'https://img.mall.cn:8443',
      'http://127.0.0.1:8787',
      'http://localhost:9000',
    ]);
    // development accepts plain http like the other bases
    expect(parse('http://img.mall.lan').imageOrigins).toEqual(['http://img.mall.lan']);
  });
  it.each([
    ['not a url', '不合法'],
    ['https://cdn.mall.cn,,https://img.mall.cn', '空项'],
    ['ftp://cdn.mall.cn', '协议'],
    ['data:image/png', '协议'],
    ['https://user:pw@cdn.mall.cn', '用户名'],
    ['https://cdn.mall.cn/m', '路径'],
    ['https://cdn.mall.cn/?v=1', '路径'],
    ['https://cdn.mall.cn#x', '路径'],
    ['https://*.mall.cn', '通配符'],
    ['https://cdn.mall.cn;script-src', '主机名'],
    ["https://cdn.mall.cn 'unsafe-inline'", '不合法'],
  ])('refuses %s and names the variable', (value, words) => {
    let error: unknown;
    try {
      parse(value);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    expect((error as EnvError).variable).toBe('VITE_IMAGE_ORIGINS');
    expect((error as EnvError).message).toContain(words);
  });
  it('a production build refuses a plain http origin that is not loopback', () => {
    expect(() => parse('https://cdn.mall.cn,http://img.mall.cn', true)).toThrow('VITE_IMAGE_ORIGINS');
    expect(() => parse('https://cdn.mall.cn,http://img.mall.cn')).not.toThrow();
  });
  it('a placeholder image origin is warned about', () => {
    expect(placeholderWarnings(parse('https://cdn.example.cn', true)).join('\n')).toContain('VITE_IMAGE_ORIGINS');
  });
});
