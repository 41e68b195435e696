/**
 * The typed door onto the mall's contract: docs/openapi.yaml, turned into ./mall-api.gen.ts by `npm run api:gen`
 * (docs/api.md §"Types from the contract"). Types only: nothing here reaches the bundle.
 */
import type { components, operations } from './mall-api.gen';

/** A named schema of the contract, e.g. `Schema<'CartInfo'>`. */
export type Schema<K extends keyof components['schemas']> = components['schemas'][K];

type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type SuccessOf<Op extends keyof operations> = operations[Op]['responses'] extends { 200: infer R } ? JsonOf<R> : never;

/** The `data` of an operation's success answer (code 0; a refusal is an ApiError, src/shared/api/http.ts). */
export type AnswerData<Op extends keyof operations> = Extract<SuccessOf<Op>, { code: 0 }>['data'];

/** An operation's JSON request body. */
export type RequestBody<Op extends keyof operations> = JsonOf<NonNullable<operations[Op]['requestBody']>>;

/** An operation's query parameters. */
export type Query<Op extends keyof operations> = NonNullable<operations[Op]['parameters']['query']>;
