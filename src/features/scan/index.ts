/** 扫码查找 (issue 44 item 4): a bottle's code to its product, lot COA, SDS, reorder or restock alert. */
export { casCheckOk, checkGtin, classifyScan, gs1Date, type ScanTarget } from './model/classify';
