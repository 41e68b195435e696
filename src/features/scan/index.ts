/**
 * 扫码查找 (issue 44 item 4): a bottle's code (our label QR, a GS1 DataMatrix, a catalogue or CAS number) to its
 * product, lot COA, SDS, reorder or restock alert. The decoder loads on the first read (model/decode.ts).
 */
export { casCheckOk, checkGtin, classifyScan, gs1Date, type ScanTarget } from './model/classify';
export { ScanPanel } from './components/scan-panel';
export { ScanResult } from './components/scan-result';
export { resetCodeReader } from './model/decode';
