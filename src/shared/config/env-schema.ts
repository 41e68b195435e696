/**
 * The configuration contract (docs/contract.md §1). Pure: no `import.meta`, so the
 * same parser validates at build/dev start (scripts/vite/check-env.ts) and at run time.
 */
export interface AssistantPreset {
  chat_id: string;
  /**
   * No longer used (README, "The small assistant"): one shared session mixed every shopper's
   * questions; each conversation now creates its own RAGFlow session. Accepted
   * (empty when absent) so an old configuration still parses; a build warns.
   */
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
  /**
   * `VITE_ASSISTANT_PROXY`: the assistant base is the mall's proxy, which holds
   * the RAGFlow key: the client sends no bearer key (README "The small assistant").
   */
  assistantProxy: boolean;
  /** `VITE_ASSISTANT_KEY_FORM`: the panel offers to save a key in the browser (default: development only). */
  assistantKeyForm: boolean;
  /** `VITE_ASSISTANT_MODEL`: sent as `model` with each question when set (spec §7). */
  assistantModel: string;
  wsUrl: string;
  analyticsId: string;
  /** VITE_IMAGE_ORIGINS: where else the mall's pictures may come from (docs/api.md "Images"). */
  imageOrigins: string[];
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

const IMAGE_ORIGINS = 'VITE_IMAGE_ORIGINS';
/** A host name as the URL parser leaves it (lower case, IDN as punycode), or an IPv6 literal: nothing that could end a CSP source. */
/** A host a CSP source can hold as is: letters, digits, dots and hyphens, or an [IPv6] address (scripts/security-headers.ts too). */
export const PLAIN_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/;

/**
 * VITE_IMAGE_ORIGINS: the origins (`https://host[:port]`, comma-separated) the mall's pictures may
 * come from besides the API's and the shop's own, e.g. the CDN of `https://cdn.example.cn/m/123.jpg`.
 * Checked like the bases (a production build wants https://, plain http:// only for loopback hosts),
 * and only origins: no path, query, fragment, user name or wildcard. scripts/security-headers.ts puts
 * them into the CSP's img-src; src/shared/lib/image-url.ts accepts pictures from them only.
 */
export function parseImageOrigins(raw: Raw, options: ParseOptions = {}): string[] {
  const value = str(raw, IMAGE_ORIGINS);
  if (value === '') return [];
  const origins = value.split(',').map((entry) => {
    const item = entry.trim();
    if (item === '') throw new EnvError(IMAGE_ORIGINS, `含有空项（以英文逗号分隔，逗号之间不能为空），实际为 "${value}"`);
    let parsed: URL;
    try {
      parsed = new URL(item);
    } catch {
      throw new EnvError(IMAGE_ORIGINS, `含有不合法的 URL："${item}"`);
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
      throw new EnvError(IMAGE_ORIGINS, `协议必须是 https:，实际为 "${parsed.protocol}"（"${item}"）`);
    }
    if (parsed.username !== '' || parsed.password !== '') throw new EnvError(IMAGE_ORIGINS, `不能包含用户名或密码："${item}"`);
    if (!PLAIN_HOST.test(parsed.hostname)) throw new EnvError(IMAGE_ORIGINS, `主机名不合法（不能含通配符 * 或其他符号）："${item}"`);
    if (item.includes('?') || item.includes('#') || parsed.pathname !== '/') {
      throw new EnvError(IMAGE_ORIGINS, `只能填写源（协议://主机[:端口]），不能带路径、查询参数或片段："${item}"`);
    }
    if (options.production && parsed.protocol !== 'https:' && !LOOPBACK.has(parsed.hostname)) {
      throw new EnvError(IMAGE_ORIGINS, `在生产构建中必须使用 https://（明文协议只允许本机地址）："${item}"`);
    }
    return parsed.origin;
  });
  return [...new Set(origins)];
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
    ['string', 'undefined'].includes(typeof (p as Partial<AssistantPreset>).session_id);
  if (!Array.isArray(parsed) || parsed.length !== 2 || !parsed.every(valid)) {
    throw new EnvError(name, '必须是两个 {"chat_id"} 对象组成的数组');
  }
  const preset = (p: AssistantPreset): AssistantPreset => ({ chat_id: p.chat_id, session_id: p.session_id ?? '' });
  return [preset(parsed[0] as AssistantPreset), preset(parsed[1] as AssistantPreset)];
}

/**
 * The assistant's bearer key (README, "The small assistant"). Every VITE_* value is compiled
 * into the public bundle, and a RAGFlow API key opens the whole RAGFlow server,
 * so a production build takes one only when the deployer says it is public;
 * with the proxy no key is sent at all.
 */
function assistantKey(raw: Raw, proxy: boolean, options: ParseOptions): string {
  const declaredPublic = bool(raw, 'VITE_ASSISTANT_KEY_IS_PUBLIC', false);
  const key = str(raw, 'VITE_ASSISTANT_API_KEY');
  if (key === '') return '';
  if (proxy) {
    throw new EnvError('VITE_ASSISTANT_API_KEY', '与 VITE_ASSISTANT_PROXY=true 不能同时设置：代理持有密钥，浏览器不发送密钥');
  }
  if (options.production && !declaredPublic) {
    throw new EnvError(
      'VITE_ASSISTANT_API_KEY',
      '会被编译进公开的脚本，任何访客都能读到；RAGFlow 的 API 密钥可管理整个 RAGFlow 服务，生产构建不允许。' +
        '请由商城代理小助手请求并设置 VITE_ASSISTANT_PROXY=true；确认该密钥本就公开时才设置 VITE_ASSISTANT_KEY_IS_PUBLIC=true',
    );
  }
  return key;
}

/** A RAGFlow model id such as `deepseek-chat@DeepSeek` or `qwen-plus___OpenAI-API@OpenAI-API-Compatible`. */
function model(raw: Raw, name: string): string {
  const value = str(raw, name);
  if (value !== '' && !/^[A-Za-z0-9][A-Za-z0-9._:/@+-]{0,127}$/.test(value)) {
    throw new EnvError(name, `必须是模型名称（字母、数字及 . _ : / @ + -，不含空格，最多 128 个字符），实际为 "${value}"`);
  }
  return value;
}

/** Parse and validate; throws EnvError naming the first bad variable. */
export function parseEnv(raw: Raw, options: ParseOptions = {}): AppEnv {
  const apiMock = bool(raw, 'VITE_API_MOCK', false);
  const assistantProxy = bool(raw, 'VITE_ASSISTANT_PROXY', false);
  return {
    apiBaseUrl: url(raw, 'VITE_API_BASE_URL', ['http:', 'https:'], true, options),
    prefixV1: prefix(raw, 'VITE_API_PREFIX_V1', '/mall/v1'),
    prefixV2: prefix(raw, 'VITE_API_PREFIX_V2', '/mall/v2'),
    prefixCommon: prefix(raw, 'VITE_API_PREFIX_COMMON', '/common/v1'),
    prefixInvoice: prefix(raw, 'VITE_API_PREFIX_INVOICE', '/finance/v1'),
    apiMock,
    authScheme: authScheme(raw, 'VITE_AUTH_SCHEME', 'Bearer'),
    assistantBaseUrl: url(raw, 'VITE_ASSISTANT_BASE_URL', ['http:', 'https:'], false, options),
    assistantApiKey: assistantKey(raw, assistantProxy, options),
    assistantPresets: presets(raw, 'VITE_ASSISTANT_PRESETS'),
    assistantMock: bool(raw, 'VITE_ASSISTANT_MOCK', apiMock),
    assistantProxy,
    assistantKeyForm: bool(raw, 'VITE_ASSISTANT_KEY_FORM', options.production !== true),
    assistantModel: model(raw, 'VITE_ASSISTANT_MODEL'),
    wsUrl: url(raw, 'VITE_WS_URL', ['ws:', 'wss:'], false, options),
    analyticsId: str(raw, 'VITE_ANALYTICS_ID'),
    imageOrigins: parseImageOrigins(raw, options),
  };
}

/** Hosts and ids of .env.production that stand for the real ones. */
const PLACEHOLDER_HOST = /(^|\.)example\.(cn|com|org|net)$/i;
const PLACEHOLDER_ID = /^replace-with-/;

/**
 * Placeholders still in a configuration (the hosts of .env.production): a
 * build against them works but talks to nobody. scripts/vite/check-env.ts prints these
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
  for (const origin of env.imageOrigins) check(IMAGE_ORIGINS, origin);
  if (env.assistantPresets.some((p) => PLACEHOLDER_ID.test(p.chat_id) || PLACEHOLDER_ID.test(p.session_id))) {
    warnings.push('VITE_ASSISTANT_PRESETS 仍是占位 id（replace-with-…），请改为真实的 chat_id');
  }
  if (env.assistantPresets.some((p) => p.session_id !== '')) {
    warnings.push('VITE_ASSISTANT_PRESETS 中的 session_id 已不再使用：每段对话都会新建自己的 RAGFlow 会话，请删去');
  }
  return warnings;
}
