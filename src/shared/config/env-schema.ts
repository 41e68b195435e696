/**
 * The configuration contract (docs/contract.md §1). Pure: no `import.meta`, so the
 * same parser validates at build/dev start (vite.config.ts) and at run time.
 */
export interface AssistantPreset {
  chat_id: string;
  session_id: string;
}

export interface AppEnv {
  apiBaseUrl: string;
  prefixV1: string;
  prefixV2: string;
  prefixCommon: string;
  prefixInvoice: string;
  apiMock: boolean;
  /** the scheme before the access token in `Authorization` (`Bearer`); empty: the token as stored */
  authScheme: string;
  assistantBaseUrl: string;
  assistantApiKey: string;
  assistantPresets: [AssistantPreset, AssistantPreset];
  assistantMock: boolean;
  wsUrl: string;
  analyticsId: string;
}

export class EnvError extends Error {
  readonly variable: string;
  constructor(variable: string, problem: string) {
    super(`配置错误：${variable} ${problem}`);
    this.name = 'EnvError';
    this.variable = variable;
  }
}

type Raw = Record<string, string | boolean | undefined>;

function str(raw: Raw, name: string, fallback = ''): string {
  const value = raw[name];
  if (value === undefined || value === null) return fallback;
  return String(value).trim();
}

function bool(raw: Raw, name: string, fallback: boolean): boolean {
  const value = str(raw, name);
  if (value === '') return fallback;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new EnvError(name, `必须是 true 或 false，实际为 "${value}"`);
}

export interface ParseOptions {
  /**
   * A production build: bases must be https:// (the socket wss://); plain
   * http:// and ws:// only for loopback hosts (a local preview).
   */
  production?: boolean;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

function url(raw: Raw, name: string, protocols: string[], allowEmpty: boolean, options: ParseOptions): string {
  const value = str(raw, name);
  if (value === '') {
    if (allowEmpty) return '';
    throw new EnvError(name, '不能为空');
  }
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new EnvError(name, `不是合法的 URL："${value}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new EnvError(name, `协议必须是 ${protocols.join(' 或 ')}，实际为 "${parsed.protocol}"`);
  }
  if (parsed.username !== '' || parsed.password !== '') throw new EnvError(name, '不能包含用户名或密码');
  if (value.includes('?') || value.includes('#')) throw new EnvError(name, '不能包含查询参数（?）或片段（#）');
  if (options.production && !LOOPBACK.has(parsed.hostname)) {
    const secure = protocols.includes('wss:') ? 'wss:' : 'https:';
    if (parsed.protocol !== secure) {
      throw new EnvError(name, `在生产构建中必须使用 ${secure}//（明文协议只允许本机地址），实际为 "${parsed.protocol}"`);
    }
  }
  return value.replace(/\/+$/, '');
}

function prefix(raw: Raw, name: string, fallback: string): string {
  const value = str(raw, name, fallback) || fallback;
  if (!/^\/[A-Za-z0-9._~\-/]*$/.test(value) || value.startsWith('//') || value.split('/').some((part) => part === '..' || part === '.')) {
    throw new EnvError(name, `必须是以 / 开头的普通绝对路径（不含 //、. 或 ..），实际为 "${value}"`);
  }
  return value.replace(/\/+$/, '');
}

/** An HTTP auth scheme is one token (RFC 9110 §11.1): letters, digits and a few marks, no space. */
const AUTH_SCHEME = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/;

/** The `Authorization` scheme: `fallback` when the variable is absent, empty (the bare token) when set empty. */
function authScheme(raw: Raw, name: string, fallback: string): string {
  if (raw[name] === undefined || raw[name] === null) return fallback;
  const value = str(raw, name);
  if (value !== '' && !AUTH_SCHEME.test(value)) {
    throw new EnvError(name, `必须是一个不含空格的认证方案名（如 Bearer），或留空表示直接发送令牌，实际为 "${value}"`);
  }
  return value;
}

function presets(raw: Raw, name: string): [AssistantPreset, AssistantPreset] {
  const value = str(raw, name);
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new EnvError(name, '不是合法的 JSON 数组');
  }
  const valid = (p: unknown): p is AssistantPreset =>
    typeof p === 'object' &&
    p !== null &&
    typeof (p as AssistantPreset).chat_id === 'string' &&
    (p as AssistantPreset).chat_id !== '' &&
    typeof (p as AssistantPreset).session_id === 'string';
  if (!Array.isArray(parsed) || parsed.length !== 2 || !parsed.every(valid)) {
    throw new EnvError(name, '必须是两个 {"chat_id","session_id"} 对象组成的数组');
  }
  return [parsed[0] as AssistantPreset, parsed[1] as AssistantPreset];
}

/** Parse and validate; throws EnvError naming the first bad variable. */
export function parseEnv(raw: Raw, options: ParseOptions = {}): AppEnv {
  const apiMock = bool(raw, 'VITE_API_MOCK', false);
  return {
    apiBaseUrl: url(raw, 'VITE_API_BASE_URL', ['http:', 'https:'], true, options),
    prefixV1: prefix(raw, 'VITE_API_PREFIX_V1', '/mall/v1'),
    prefixV2: prefix(raw, 'VITE_API_PREFIX_V2', '/mall/v2'),
    prefixCommon: prefix(raw, 'VITE_API_PREFIX_COMMON', '/common/v1'),
    prefixInvoice: prefix(raw, 'VITE_API_PREFIX_INVOICE', '/finance/v1'),
    apiMock,
    authScheme: authScheme(raw, 'VITE_AUTH_SCHEME', 'Bearer'),
    assistantBaseUrl: url(raw, 'VITE_ASSISTANT_BASE_URL', ['http:', 'https:'], false, options),
    assistantApiKey: str(raw, 'VITE_ASSISTANT_API_KEY'),
    assistantPresets: presets(raw, 'VITE_ASSISTANT_PRESETS'),
    assistantMock: bool(raw, 'VITE_ASSISTANT_MOCK', apiMock),
    wsUrl: url(raw, 'VITE_WS_URL', ['ws:', 'wss:'], false, options),
    analyticsId: str(raw, 'VITE_ANALYTICS_ID'),
  };
}

/** Hosts and ids of .env.production that stand for the real ones. */
const PLACEHOLDER_HOST = /(^|\.)example\.(cn|com|org|net)$/i;
const PLACEHOLDER_ID = /^replace-with-/;

/**
 * Placeholders still in a configuration (the hosts of .env.production): a
 * build against them works but talks to nobody. vite.config.ts prints these
 * loudly for a production build.
 */
export function placeholderWarnings(env: AppEnv): string[] {
  const warnings: string[] = [];
  const host = (value: string) => {
    try {
      return new URL(value).hostname;
    } catch {
      return '';
    }
  };
  const check = (name: string, value: string) => {
    if (value !== '' && PLACEHOLDER_HOST.test(host(value))) warnings.push(`${name} 仍是占位地址 ${value}，请改为真实地址`);
  };
  check('VITE_API_BASE_URL', env.apiBaseUrl);
  check('VITE_ASSISTANT_BASE_URL', env.assistantBaseUrl);
  check('VITE_WS_URL', env.wsUrl);
  if (env.assistantPresets.some((p) => PLACEHOLDER_ID.test(p.chat_id) || PLACEHOLDER_ID.test(p.session_id))) {
    warnings.push('VITE_ASSISTANT_PRESETS 仍是占位 id（replace-with-…），请改为真实的 chat_id / session_id');
  }
  return warnings;
}
