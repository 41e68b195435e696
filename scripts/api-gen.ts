/**
 * The files generated from the mall's OpenAPI document (docs/openapi.yaml):
 *   - src/shared/api/mall-api.gen.ts: TypeScript types of the requests and answers (openapi-typescript)
 *   - mocks/openapi.gen.ts: the document as a module, for the fake mall's request validation (msw in node,
 *     the browser worker and mocks/http-server.ts all import it; no JSON or ?raw import needed), and the same
 *     types as mall-api.gen.ts for the fake mall's records (mocks/db/types.ts)
 *   - src/shared/api/mall-codes.gen.ts, src/shared/api/facts/*.gen.ts (re-exported by mall-facts.gen.ts) and
 *     mocks/facts.gen.ts: the contract's runtime facts (named error codes, enums, labels, limits, fees;
 *     scripts/api-facts.ts), for the shop one module each (a chunk carries only those it reads), for the fake
 *     mall one module
 *
 *   npm run api:gen     writes them
 *   npm run api:check   regenerates them into a temporary folder and fails when a committed file differs
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';
import { codesModule, factsModule, readFacts, splitFactsModules } from './api-facts.ts';

export const SOURCE = 'docs/openapi.yaml';
export const TYPES_FILE = 'src/shared/api/mall-api.gen.ts';
export const DOCUMENT_FILE = 'mocks/openapi.gen.ts';
export const FACTS_FILE = 'src/shared/api/mall-facts.gen.ts';
export const CODES_FILE = 'src/shared/api/mall-codes.gen.ts';
/** the folder of the shop's facts, one module each */
export const FACTS_DIR = 'src/shared/api/facts';
export const MOCK_FACTS_FILE = 'mocks/facts.gen.ts';

const HEADER = `// generated from ${SOURCE} by npm run api:gen; do not edit\n`;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The keywords beside a `$ref` that only annotate (openapi-typescript reads them as comments). */
const ANNOTATIONS = new Set(['$ref', 'title', 'description', 'default', 'examples', 'example', 'deprecated']);

/** `required` of a `#/components/schemas/…` target, following its own `$ref`s. */
function requiredOf(document: Json, ref: string): string[] {
  const name = ref.replace('#/components/schemas/', '');
  const target = ((document.components as Json).schemas as Json)[name];
  if (!isObject(target)) return [];
  const own = Array.isArray(target.required) ? (target.required as string[]) : [];
  return typeof target.$ref === 'string' ? [...own, ...requiredOf(document, target.$ref)] : own;
}

/**
 * The document says "this schema and also these keywords" as `$ref` with sibling keywords (valid in
 * OpenAPI 3.1, JSON Schema 2020-12), which openapi-typescript 7 reads as the `$ref` alone. For the types
 * only, such a schema becomes `allOf: [{ $ref }, { …the siblings, required as the target requires }]`.
 */
function refSiblingsToAllOf(node: unknown, document: Json): unknown {
  if (Array.isArray(node)) return node.map((item) => refSiblingsToAllOf(item, document));
  if (!isObject(node)) return node;
  const out: Json = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, refSiblingsToAllOf(value, document)]));
  if (typeof out.$ref !== 'string' || Object.keys(out).every((key) => ANNOTATIONS.has(key) || key.startsWith('x-'))) return out;
  const { $ref, title, description, ...rest } = out;
  if (isObject(rest.properties)) {
    const inherited = requiredOf(document, $ref as string).filter((key) => key in (rest.properties as Json));
    rest.required = [...new Set([...(Array.isArray(rest.required) ? (rest.required as string[]) : []), ...inherited])];
  }
  return { ...(title === undefined ? {} : { title }), ...(description === undefined ? {} : { description }), allOf: [{ $ref }, rest] };
}

/** The generated files (path relative to the repository -> content) for the document's text. */
export async function generate(yamlText: string): Promise<Map<string, string>> {
  const document = parse(yamlText) as Json;
  const forTypes = refSiblingsToAllOf(document, document);
  const ast = await openapiTS(forTypes as Parameters<typeof openapiTS>[0], { alphabetize: false });
  const types = `${HEADER}${astToString(ast)}`;
  // the fake mall's copy: the document for its request validation, and the same types as src's for its records
  // (mocks/db/types.ts), so that mocks import nothing of src for the contract
  const module =
    `${HEADER}/** The mall's OpenAPI document (${SOURCE}) for the fake mall's request validation (mocks/validation.ts). */\n` +
    `export const openapiDocument: Record<string, unknown> = ${JSON.stringify(document, null, 2)};\n\n` +
    `/* The contract's types (as ${TYPES_FILE}), for the fake mall's records. */\n${astToString(ast)}`;
  const facts = readFacts(document);
  return new Map([
    [TYPES_FILE, types],
    [DOCUMENT_FILE, module],
    [CODES_FILE, codesModule(facts, HEADER)],
    ...splitFactsModules(facts, HEADER, FACTS_FILE, FACTS_DIR),
    [MOCK_FACTS_FILE, factsModule(facts, HEADER)],
  ]);
}

/**
 * The generated files whose committed content differs from a fresh generation: `read` gives a file's
 * committed content (null when it is missing).
 */
export function findDrift(expected: ReadonlyMap<string, string>, read: (path: string) => string | null): string[] {
  return [...expected].filter(([path, content]) => read(path) !== content).map(([path]) => path);
}

function readOrNull(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

async function main(check: boolean): Promise<number> {
  const ROOT = fileURLToPath(new URL('..', import.meta.url));
  const files = await generate(readFileSync(join(ROOT, SOURCE), 'utf8'));
  if (!check) {
    for (const [path, content] of files) {
      mkdirSync(dirname(join(ROOT, path)), { recursive: true });
      writeFileSync(join(ROOT, path), content);
    }
    console.info(`api:gen: wrote ${[...files.keys()].join(', ')} from ${SOURCE}`);
    return 0;
  }
  // Regenerate into a temporary folder, then compare with the committed files.
  const temp = mkdtempSync(join(tmpdir(), 'api-check-'));
  try {
    for (const [path, content] of files) writeFileSync(join(temp, path.replaceAll('/', '__')), content);
    const fresh = new Map([...files.keys()].map((path) => [path, readFileSync(join(temp, path.replaceAll('/', '__')), 'utf8')]));
    const drift = findDrift(fresh, (path) => readOrNull(join(ROOT, path)));
    if (drift.length > 0) {
      console.error(
        `api:check: ${drift.join(', ')} ${drift.length === 1 ? 'is' : 'are'} out of date with ${SOURCE}.\n` +
          'Run `npm run api:gen` and commit the result (never edit the generated files by hand).',
      );
      return 1;
    }
    console.info(`api:check: the generated files match ${SOURCE}`);
    return 0;
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

// import.meta.main: true when run as a script (a path with spaces or CJK characters included), false when imported
if (import.meta.main) {
  process.exitCode = await main(process.argv.includes('--check'));
}
