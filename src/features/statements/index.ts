/** The statements feature's only door (对账单, docs/api.md §18): the page's view and its URL rule. */
export { StatementsView, type StatementChoice } from './components/statement-view';
export { isMonth } from './model/month';
// The workbook's pure model and its writer, for their unit test (tests/features/statements/export.test.ts).
export { AMOUNT_FORMAT, columnLetter, statementSheet } from './model/export';
export { writeStatementWorkbook } from './model/workbook';
export { exportFailure } from './api/mutations';
export type { Statement, StatementDispute } from './api/types';
