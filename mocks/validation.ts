/**
 * Request validation of the fake mall against the mall's OpenAPI document (docs/openapi.yaml, as the module
 * mocks/openapi.gen.ts): before a handler runs, the path parameters, the query and the JSON body of a call are
 * checked against its operation. A refusal answers as the mall answers malformed input (docs/api.md §1):
 * HTTP 400 `{ code: 400, msg, data: null }`, `msg` in Chinese naming the field, in the words of the handlers'
 * own field checks (mocks/lib.ts `field`); a schema's `x-error-msg` gives a field's own message. The handlers'
 * business rules come after. Runs wherever the handlers run (msw in node, the browser worker,
 * mocks/http-server.ts): @cfworker/json-schema validates without eval.
 */
import { Validator, type OutputUnit, type Schema } from '@cfworker/json-schema';
import { http } from 'msw';
import { fail, mockConfig } from './lib.ts';
import { openapiDocument } from './openapi.gen.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The document with `#/components/schemas/X` as `#/$defs/X`, so each validated schema carries them as `$defs`. */
const document = JSON.parse(JSON.stringify(openapiDocument).replaceAll('"#/components/schemas/', '"#/$defs/')) as Json;
const components = document.components as Json;
const defs = components.schemas as Json;
const componentParameters = components.parameters as Json;

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Json;
}

export interface Operation {
  method: string;
  /** the document's path, e.g. `/mall/v1/carts/{matlId}/selected` */
  path: string;
  operationId: string;
  parameters: Parameter[];
  body: Json | null;
  responses: Json;
  /** matches a request's pathname (any base before the configured prefix) */
  pattern: RegExp;
  pathParams: string[];
  /** literal segments: a more specific path is tried first (`/carts/multi/selected` before `/carts/{matlId}/selected`) */
  literals: number;
}

/** The document's default prefixes (x-prefixes) and the ones this fake mall is configured with. */
function configuredPath(path: string): string {
  const defaults = (openapiDocument['x-prefixes'] ?? {}) as Record<string, string>;
  const configured: Record<string, string> = {
    v1: mockConfig.prefixV1,
    v2: mockConfig.prefixV2,
    common: mockConfig.prefixCommon,
    invoice: mockConfig.prefixInvoice,
  };
  for (const [key, prefix] of Object.entries(defaults)) {
    if (path.startsWith(`${prefix}/`) && configured[key] !== undefined) return configured[key] + path.slice(prefix.length);
  }
  return path;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function resolveParameter(parameter: Json): Parameter {
  if (typeof parameter.$ref === 'string') {
    return componentParameters[parameter.$ref.replace('#/components/parameters/', '')] as unknown as Parameter;
  }
  return parameter as unknown as Parameter;
}

/** Every operation of the document. */
export function mallOperations(): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths as Json)) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const pathParams: string[] = [];
      const segments = configuredPath(path).split('/');
      const source = segments
        .map((segment) =>
          segment.replace(/\{([^}]+)\}|[^{}]+/g, (part, name: string | undefined) => {
            if (name === undefined) return escape(part);
            pathParams.push(name);
            return '([^/]+)';
          }),
        )
        .join('/');
      const requestBody = isObject(operation.requestBody) ? operation.requestBody : null;
      const json = requestBody && isObject(requestBody.content) ? (requestBody.content['application/json'] as Json | undefined) : undefined;
      operations.push({
        method: method.toUpperCase(),
        path,
        operationId: String(operation.operationId),
        parameters: [...((item.parameters as Json[] | undefined) ?? []), ...((operation.parameters as Json[] | undefined) ?? [])].map(resolveParameter),
        body: json && isObject(json.schema) ? json.schema : null,
        responses: (operation.responses ?? {}) as Json,
        pattern: new RegExp(`^(?:/.*)?${source}$`),
        pathParams,
        literals: segments.filter((segment) => !segment.includes('{')).length,
      });
    }
  }
  return operations.sort((a, b) => b.literals - a.literals);
}

const operations = mallOperations();

/** The operation a request calls, with its path parameters; null when the document has none. */
function findOperation(method: string, pathname: string): { operation: Operation; params: Record<string, string> } | null {
  for (const operation of operations) {
    if (operation.method !== method) continue;
    const match = operation.pattern.exec(pathname);
    if (!match) continue;
    const params: Record<string, string> = {};
    operation.pathParams.forEach((name, index) => {
      const raw = match[index + 1] ?? '';
      try {
        params[name] = decodeURIComponent(raw);
      } catch {
        params[name] = raw;
      }
    });
    return { operation, params };
  }
  return null;
}

// ---------------------------------------------------------------- schemas and messages

const validators = new WeakMap<Json, Validator>();

/** A validator of one schema of the document (draft 2020-12, the document's schemas as `$defs`). */
export function validatorFor(schema: Json): Validator {
  let validator = validators.get(schema);
  if (!validator) {
    validator = new Validator({ ...schema, $defs: defs } as Schema, '2020-12', true);
    validators.set(schema, validator);
  }
  return validator;
}

/** The schema, the schema its `$ref` names and the branches of its combinators: where a keyword may be. */
function expand(schema: unknown, seen = new Set<unknown>()): Json[] {
  if (!isObject(schema) || seen.has(schema)) return [];
  seen.add(schema);
  const out = [schema];
  if (typeof schema.$ref === 'string') out.push(...expand(defs[schema.$ref.replace('#/$defs/', '')], seen));
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    const branches = schema[key];
    if (Array.isArray(branches)) for (const branch of branches) out.push(...expand(branch, seen));
  }
  for (const key of ['then', 'else'] as const) out.push(...expand(schema[key], seen));
  return out;
}

/** The schemas that describe the value at `path` (property names and array indexes). */
function schemasAt(root: Json, path: readonly string[]): Json[][] {
  const levels: Json[][] = [expand(root)];
  let current = levels[0] ?? [];
  for (const segment of path) {
    const next: Json[] = [];
    for (const schema of current) {
      if (isObject(schema.properties) && segment in schema.properties) next.push(...expand(schema.properties[segment]));
      if (/^\d+$/.test(segment) && isObject(schema.items)) next.push(...expand(schema.items));
    }
    levels.push(next);
    current = next;
  }
  return levels;
}

const keywordOf = (schemas: readonly Json[], keyword: string): unknown => schemas.find((s) => s[keyword] !== undefined)?.[keyword];

/** Keywords of the value itself (not of a subschema that failed below it). */
const LEAF = new Set(['type', 'required', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minLength', 'maxLength', 'pattern', 'format', 'enum', 'const', 'minItems', 'maxItems', 'uniqueItems', 'multipleOf', 'not']);

const pointer = (location: string): string[] =>
  location
    .replace(/^#\/?/, '')
    .split('/')
    .filter((part) => part !== '')
    .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'));

/** The Chinese message for a refused value, naming the field as the handlers' own checks do. */
function refusalMessage(root: Json, errors: readonly OutputUnit[], name = ''): string {
  const leaves = errors.filter((e) => LEAF.has(e.keyword));
  const deepest = (leaves.length > 0 ? leaves : errors).reduce<OutputUnit | undefined>(
    (best, e) => (!best || pointer(e.instanceLocation).length > pointer(best.instanceLocation).length ? e : best),
    undefined,
  );
  if (!deepest) return `${name || '参数'}格式不正确`;
  let path = pointer(deepest.instanceLocation);
  if (deepest.keyword === 'required') {
    const missing = /"([^"]+)"/.exec(deepest.error)?.[1];
    if (missing) path = [...path, missing];
  }
  const levels = schemasAt(root, path);
  const own = levels[levels.length - 1] ?? [];
  const label = String(keywordOf(own, 'title') ?? path.filter((p) => !/^\d+$/.test(p)).pop() ?? name ?? '参数') || '参数';
  // a field's own message, else the nearest enclosing one (an array's for its items, a body's for its fields)
  for (let level = levels.length - 1; level >= 0; level--) {
    const message = keywordOf(levels[level] ?? [], 'x-error-msg');
    if (typeof message === 'string') return message;
  }
  const type = keywordOf(own, 'type');
  switch (deepest.keyword) {
    case 'required':
      return `${label}不能为空`;
    case 'type':
      return type === 'integer' ? `${label}必须为整数` : type === 'boolean' ? `${label}必须为布尔值` : `${label}格式不正确`;
    case 'minimum':
      return `${label}不能小于 ${String(keywordOf(own, 'minimum'))}`;
    case 'maximum':
      return `${label}不能大于 ${String(keywordOf(own, 'maximum'))}`;
    case 'minLength': {
      const min = Number(keywordOf(own, 'minLength'));
      return min <= 1 ? `${label}不能为空` : `${label}至少 ${min} 个字符`;
    }
    case 'maxLength':
      return `${label}不能超过 ${String(keywordOf(own, 'maxLength'))} 个字符`;
    case 'minItems':
      return `${label}不能为空`;
    case 'maxItems':
      return `${label}最多 ${String(keywordOf(own, 'maxItems'))} 项`;
    case 'enum': {
      const values = (keywordOf(own, 'enum') as unknown[]).filter((v) => v !== '' && v !== null).map(String);
      return `${label}只能是 ${values.join('、')}`;
    }
    default:
      return `${label}格式不正确`;
  }
}

/** A query value as the mall reads it: text trimmed (U+00A0 a space), numbers for numeric schemas. */
function queryValue(raw: string, schema: Json): unknown {
  const text = raw.replace(/\u00a0/g, ' ').trim();
  const type = keywordOf(expand(schema), 'type');
  if ((type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  return text;
}

function check(schema: Json, value: unknown, name: string): string | null {
  const result = validatorFor(schema).validate(value);
  return result.valid ? null : refusalMessage(schema, result.errors, name);
}

/** Why the request is malformed (the Chinese message), or null when its operation accepts it. */
async function requestProblem(request: Request, operation: Operation, params: Record<string, string>): Promise<string | null> {
  const url = new URL(request.url);
  for (const parameter of operation.parameters) {
    if (!parameter.schema || (parameter.in !== 'path' && parameter.in !== 'query')) continue;
    const raw = parameter.in === 'path' ? params[parameter.name] : url.searchParams.get(parameter.name);
    // empty params are ignored (docs/api.md "Query strings")
    const value = raw === undefined || raw === null ? undefined : queryValue(raw, parameter.schema);
    if (value === undefined || value === '') {
      if (parameter.required) return String(keywordOf(expand(parameter.schema), 'x-error-msg') ?? `${String(keywordOf(expand(parameter.schema), 'title') ?? parameter.name)}不能为空`);
      continue;
    }
    const problem = check(parameter.schema, value, parameter.name);
    if (problem) return problem;
  }
  if (operation.body) {
    const text = await request.clone().text();
    let body: unknown = {};
    if (text.trim() !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        return '请求体不是合法的 JSON 对象';
      }
    }
    if (!isObject(body)) return '请求体不是合法的 JSON 对象';
    return check(operation.body, body, '');
  }
  return null;
}

/**
 * The handler that validates every call of the document before the fake mall's own handler runs: a
 * malformed request answers 400; anything else falls through (the resolver answers nothing).
 */
export const requestValidation = http.all('*', async ({ request }) => {
  const found = findOperation(request.method, new URL(request.url).pathname);
  if (!found) return undefined;
  const problem = await requestProblem(request, found.operation, found.params);
  return problem === null ? undefined : fail(400, problem);
});
