import type { Schema } from '@/shared/api';

/** Research funds (经费) as the mall sends and takes them (docs/api.md §13 Funds; docs/openapi.yaml). */
export type FundInput = Schema<'FundInput'>;

export type Fund = Schema<'Fund'>;

/** A fund with the orders charged to it (committed) or waiting for approval against it (pending). */
export type FundDetail = Schema<'FundDetail'>;
