/**
 * Structure search (结构式搜索, docs/api.md §5 Structures): the editor, the SMILES and molfile input, the worker
 * that searches the mall's index. Only the lazy /structure-search page imports it: OpenChemLib stays out of
 * every other load.
 */
export { parseQuery, prepareIndex, searchStructures, type StructureMode } from './model/search';
export { StructureSearch } from './components/structure-search';
// for the tests of the results and the worker's answers
export { StructureResults } from './components/structure-results';
export type { FromWorker, ToWorker } from './model/protocol';
