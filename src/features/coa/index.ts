export { coaQueries } from './api/queries';
export type { Coa } from './api/types';
export { CoaLookup } from './components/coa-lookup';
export { CoaByLot } from './components/coa-by-lot';
