/** 报销材料包 (docs/api.md §14): one ZIP of every paper a finance office asks for, per order, selection or month. */
export { PackButton, PackDialogMount } from './components/pack-button';
export { monthPack, orderPack, selectionPack } from './model/sources';
