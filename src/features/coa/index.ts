export { CoaLookup } from './components/coa-lookup';
export { CoaByLot } from './components/coa-by-lot-island';
