/**
 * The contract's runtime facts, read from docs/openapi.yaml for npm run api:gen: the named error codes
 * (ErrorCode's `x-name`, the description as the Chinese text), the enums (named string enums and the inline
 * enums of object properties), the labels of an enum (`x-enum-labels`), the limits of the schemas (minLength,
 * maxLength, minimum, maximum, minItems, maxItems) and the components' `x-fees` and `x-limits`.
 * One module for src and one for mocks (the fake mall never imports src): the same facts, two files.
 */
type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

const LIMIT_KEYWORDS = ['minLength', 'maxLength', 'minimum', 'maximum', 'minItems', 'maxItems'] as const;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

export interface MallFacts {
  codes: { name: string; code: number; text: string }[];
  enums: Record<string, (string | null)[]>;
  propertyEnums: Record<string, Record<string, (string | null)[]>>;
  labels: Record<string, Record<string, string>>;
  /** An inline enum `foo` beside an inline `fooLabel` enum of as many words: the words by value. */
  propertyLabels: Record<string, Record<string, Record<string, string>>>;
  limits: Record<string, Record<string, unknown>>;
  fees: Record<string, number>;
  counts: Record<string, number>;
  /** The service desk's calendar (components.x-service-calendar): weekdays it is closed, weekend days it works. */
  serviceCalendar: { closed: string[]; workdays: string[] };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `{ closed: [YYYY-MM-DD…], workdays: [YYYY-MM-DD…] }`, sorted; a day in both is a mistake of the document. */
function calendar(node: unknown, where: string): MallFacts['serviceCalendar'] {
  if (node === undefined) return { closed: [], workdays: [] };
  if (!isObject(node)) throw new Error(`${where} must be { closed, workdays }`);
  const days = (key: 'closed' | 'workdays'): string[] => {
    const list = node[key] ?? [];
    if (!Array.isArray(list) || !list.every((d): d is string => typeof d === 'string' && DAY.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`)))) {
      throw new Error(`${where}.${key} must be a list of YYYY-MM-DD days`);
    }
    return [...list].sort();
  };
  const closed = days('closed');
  const workdays = days('workdays');
  const both = closed.filter((d) => workdays.includes(d));
  if (both.length > 0) throw new Error(`${where}: ${both.join(', ')} both closed and a workday`);
  return { closed, workdays };
}

function numbers(node: unknown, where: string): Record<string, number> {
  if (node === undefined) return {};
  if (!isObject(node)) throw new Error(`${where} must be a map of numbers`);
  for (const [key, value] of Object.entries(node)) {
    if (typeof value !== 'number' || !IDENTIFIER.test(key)) throw new Error(`${where}.${key} must be a number under a plain name`);
  }
  return node as Record<string, number>;
}

function limitsOf(schema: Json): Record<string, number> {
  return Object.fromEntries(LIMIT_KEYWORDS.filter((k) => typeof schema[k] === 'number').map((k) => [k, schema[k] as number]));
}

/** The facts of a parsed OpenAPI document; throws when a fact is malformed (an unnamed code, labels that miss a value). */
export function readFacts(document: Json): MallFacts {
  const components = isObject(document.components) ? document.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  const facts: MallFacts = { codes: [], enums: {}, propertyEnums: {}, labels: {}, propertyLabels: {}, limits: {}, fees: {}, counts: {}, serviceCalendar: { closed: [], workdays: [] } };

  const errorCode = schemas.ErrorCode;
  if (isObject(errorCode) && Array.isArray(errorCode.oneOf)) {
    const names = new Set<string>();
    for (const entry of errorCode.oneOf as Json[]) {
      const name = entry['x-name'];
      if (typeof entry.const !== 'number') throw new Error('ErrorCode: every entry is a `const` number');
      if (typeof name !== 'string' || !IDENTIFIER.test(name)) throw new Error(`ErrorCode ${entry.const}: no x-name`);
      if (names.has(name)) throw new Error(`ErrorCode ${entry.const}: x-name ${name} is taken`);
      names.add(name);
      facts.codes.push({ name, code: entry.const, text: typeof entry.description === 'string' ? entry.description : '' });
    }
  }

  for (const [name, schema] of Object.entries(schemas)) {
    if (!isObject(schema)) continue;
    if (Array.isArray(schema.enum)) {
      facts.enums[name] = schema.enum as (string | null)[];
      const labels = schema['x-enum-labels'];
      if (labels !== undefined) {
        const values = (schema.enum as unknown[]).filter((v) => v !== null);
        if (!isObject(labels) || values.length !== Object.keys(labels).length || values.some((v) => typeof labels[String(v)] !== 'string')) {
          throw new Error(`${name}: x-enum-labels must give one label to each value of the enum`);
        }
        facts.labels[name] = Object.fromEntries(values.map((v) => [String(v), labels[String(v)] as string]));
      }
    }
    const own = limitsOf(schema);
    const properties = isObject(schema.properties) ? schema.properties : {};
    const propertyLimits: Record<string, Record<string, number>> = {};
    for (const [prop, propSchema] of Object.entries(properties)) {
      if (!isObject(propSchema)) continue;
      if (Array.isArray(propSchema.enum)) (facts.propertyEnums[name] ??= {})[prop] = propSchema.enum as (string | null)[];
      const label = properties[`${prop}Label`];
      if (Array.isArray(propSchema.enum) && isObject(label) && Array.isArray(label.enum)) {
        const values = propSchema.enum as unknown[];
        const words = label.enum as unknown[];
        if (values.length !== words.length) throw new Error(`${name}.${prop}Label: ${words.length} labels for ${values.length} values of ${prop}`);
        (facts.propertyLabels[name] ??= {})[prop] = Object.fromEntries(values.map((v, i) => [String(v), String(words[i])]));
      }
      const limits = limitsOf(propSchema);
      if (Object.keys(limits).length > 0) propertyLimits[prop] = limits;
    }
    if (Object.keys(own).length > 0 || Object.keys(propertyLimits).length > 0) {
      facts.limits[name] = { ...own, ...(Object.keys(propertyLimits).length > 0 ? { properties: propertyLimits } : {}) };
    }
  }
  checkLabelSiblings(schemas, facts.labels);
  facts.fees = numbers(components['x-fees'], 'components.x-fees');
  facts.counts = numbers(components['x-limits'], 'components.x-limits');
  facts.serviceCalendar = calendar(components['x-service-calendar'], 'components.x-service-calendar');
  return facts;
}

/**
 * Where an object carries an enum and its label side by side (`status` → `$ref` OrderStatus, `statusLabel` an
 * enum of words), the words are the enum's labels in its order: the document cannot spell a label two ways.
 */
function checkLabelSiblings(schemas: Json, labels: MallFacts['labels']): void {
  const visit = (node: unknown, where: string): void => {
    if (Array.isArray(node)) return node.forEach((item, i) => visit(item, `${where}[${i}]`));
    if (!isObject(node)) return;
    if (isObject(node.properties)) {
      const props = node.properties;
      for (const [prop, schema] of Object.entries(props)) {
        const label = props[`${prop}Label`];
        if (!isObject(schema) || typeof schema.$ref !== 'string' || !isObject(label) || !Array.isArray(label.enum)) continue;
        const target = schema.$ref.replace('#/components/schemas/', '');
        const known = labels[target];
        if (!known) continue;
        const expected = Object.values(known);
        if (JSON.stringify(label.enum) !== JSON.stringify(expected)) {
          throw new Error(`${where}.${prop}Label: [${(label.enum as string[]).join(', ')}] differs from ${target}'s x-enum-labels [${expected.join(', ')}]`);
        }
      }
    }
    for (const [key, value] of Object.entries(node)) visit(value, `${where}.${key}`);
  };
  visit(schemas, 'components.schemas');
}

const literal = (value: unknown): string => JSON.stringify(value, null, 2);

/** The business codes by name: the one fact the shop's first load needs (its own module, so the rest stays out of it). */
function codesText(facts: MallFacts): string {
  const codes = Object.fromEntries(facts.codes.map((c) => [c.name, c.code]));
  return (
    `/** The business codes of ErrorCode by name (HTTP 200, \`code\` ≠ 0; docs/api.md §9). */\n` +
    `export const MALL_CODE = ${literal(codes)} as const;\n\n` +
    `export type MallCode = (typeof MALL_CODE)[keyof typeof MALL_CODE];\n\n`
  );
}

/**
 * src/shared/api/mall-codes.gen.ts: MALL_CODE alone, and each other fact in a module of its own under
 * src/shared/api/facts/ (mall-facts.gen.ts re-exports them). A module shared by the entry and lazy chunks is
 * bundled whole with every export any chunk reads: one facts module put the limits, labels, enums and calendar
 * (about 9 KB) in every first load beside the codes the sign-in needs.
 */
export function codesModule(facts: MallFacts, header: string): string {
  return `${header}/* The mall's business codes from the contract (the other facts: mall-facts.gen.ts). */\n\n${codesText(facts)}`.trimEnd() + '\n';
}

/** The facts but the codes, in order: each one's export name, its module's name under facts/, its declaration. */
function factDeclarations(facts: MallFacts): { name: string; base: string; text: string }[] {
  const texts = Object.fromEntries(facts.codes.map((c) => [c.code, c.text]));
  return [
    { name: 'MALL_CODE_TEXT', base: 'code-text', text: `/** What the document says each code means (the mall's message, or its variants separated by \` / \`). */\nexport const MALL_CODE_TEXT: Readonly<Record<MallCode, string>> = ${literal(texts)};` },
    { name: 'MALL_ENUMS', base: 'enums', text: `/** The named enums of components.schemas, in the document's order. */\nexport const MALL_ENUMS = ${literal(facts.enums)} as const;` },
    { name: 'MALL_PROPERTY_ENUMS', base: 'property-enums', text: `/** The inline enums of the schemas' properties: MALL_PROPERTY_ENUMS.Schema.property. */\nexport const MALL_PROPERTY_ENUMS = ${literal(facts.propertyEnums)} as const;` },
    { name: 'MALL_LABELS', base: 'labels', text: `/** The Chinese label of each value of an enum (x-enum-labels). */\nexport const MALL_LABELS = ${literal(facts.labels)} as const;` },
    { name: 'MALL_PROPERTY_LABELS', base: 'property-labels', text: `/** The labels of a property's inline enum, from its sibling \`…Label\` enum: MALL_PROPERTY_LABELS.Schema.property. */\nexport const MALL_PROPERTY_LABELS = ${literal(facts.propertyLabels)} as const;` },
    // the range of every line's quantity on its own: the product pages read it, and the whole of MALL_LIMITS (1.2 KiB) would ride with it
    { name: 'MALL_QUANTITY', base: 'quantity', text: `/** The quantity a line may take (components.schemas.Quantity; also in MALL_LIMITS). */\nexport const MALL_QUANTITY = ${literal(facts.limits.Quantity ?? {})} as const;` },
    { name: 'MALL_LIMITS', base: 'limits', text: `/** The schemas' limits: a schema's own, and its properties' under \`properties\`. */\nexport const MALL_LIMITS = ${literal(facts.limits)} as const;` },
    { name: 'MALL_FEES', base: 'fees', text: `/** The mall's fees in yuan (components.x-fees). */\nexport const MALL_FEES = ${literal(facts.fees)} as const;` },
    { name: 'MALL_COUNTS', base: 'counts', text: `/** The mall's counts and sizes (components.x-limits): how many an account may keep, the bytes of a file. */\nexport const MALL_COUNTS = ${literal(facts.counts)} as const;` },
    { name: 'MALL_SERVICE_CALENDAR', base: 'service-calendar', text: `/** The service desk's calendar (components.x-service-calendar): statutory holidays and 调休 workdays, China dates. */\nexport const MALL_SERVICE_CALENDAR: { readonly closed: readonly string[]; readonly workdays: readonly string[] } = ${literal(facts.serviceCalendar)};` },
  ];
}

/** The fake mall's facts: one module with the codes and the rest. */
export function factsModule(facts: MallFacts, header: string): string {
  return (
    `${header}/* The mall's runtime facts from the contract: named codes, enums, labels, limits, fees. */\n\n` +
    codesText(facts) +
    factDeclarations(facts)
      .map((d) => d.text)
      .join('\n\n') +
    '\n'
  );
}

/**
 * The shop's facts but the codes: one module per fact under `dir` (path relative to the repository) and the
 * module `barrel` that re-exports them (a bundle keeps only the modules a chunk reads).
 */
export function splitFactsModules(facts: MallFacts, header: string, barrel: string, dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const declarations = factDeclarations(facts);
  for (const d of declarations) {
    const type = d.name === 'MALL_CODE_TEXT' ? `import type { MallCode } from '../mall-codes.gen';\n\n` : '';
    files.set(`${dir}/${d.base}.gen.ts`, `${header}${type}${d.text}\n`);
  }
  const exports = declarations.map((d) => `export { ${d.name} } from './${dir.split('/').pop()}/${d.base}.gen';`).join('\n');
  files.set(barrel, `${header}/* The mall's runtime facts from the contract, one module each (the codes: mall-codes.gen.ts). */\n\n${exports}\n`);
  return files;
}
