/** 报销材料包 (docs/api.md §14): one ZIP of every paper a finance office asks for, per order, selection or month. */
export { PackButton, PackDialogMount } from './components/pack-button';
export { invoicePack, monthPack, orderPack, selectionPack } from './model/sources';
// The builder, for its test against the fake mall (tests/features/reimbursement/build-pack.test.ts); the page loads it
// with the dialog only.
export { buildPack, COVER_NAME, coverOrder, type PackProgress } from './model/build-pack';
