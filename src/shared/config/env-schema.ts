/**
 * The configuration contract (API-CONTRACT §1). Pure: no `import.meta`, so the
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

function url(raw: Raw, name: string, protocols: string[], allowEmpty: boolean): string {
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
  return value.replace(/\/+$/, '');
}

function prefix(raw: Raw, name: string, fallback: string): string {
  const value = str(raw, name, fallback) || fallback;
  if (!/^\/[A-Za-z0-9._~\-/]*$/.test(value)) {
    throw new EnvError(name, `必须是以 / 开头的路径，实际为 "${value}"`);
  }
  return value.replace(/\/+$/, '');
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
export function parseEnv(raw: Raw): AppEnv {
  const apiMock = bool(raw, 'VITE_API_MOCK', false);
  return {
    apiBaseUrl: url(raw, 'VITE_API_BASE_URL', ['http:', 'https:'], true),
    prefixV1: prefix(raw, 'VITE_API_PREFIX_V1', '/mall/v1'),
    prefixV2: prefix(raw, 'VITE_API_PREFIX_V2', '/mall/v2'),
    prefixCommon: prefix(raw, 'VITE_API_PREFIX_COMMON', '/common/v1'),
    prefixInvoice: prefix(raw, 'VITE_API_PREFIX_INVOICE', '/finance/v1'),
    apiMock,
    assistantBaseUrl: url(raw, 'VITE_ASSISTANT_BASE_URL', ['http:', 'https:'], false),
    assistantApiKey: str(raw, 'VITE_ASSISTANT_API_KEY'),
    assistantPresets: presets(raw, 'VITE_ASSISTANT_PRESETS'),
    assistantMock: bool(raw, 'VITE_ASSISTANT_MOCK', apiMock),
    wsUrl: url(raw, 'VITE_WS_URL', ['ws:', 'wss:'], false),
    analyticsId: str(raw, 'VITE_ANALYTICS_ID'),
  };
}
