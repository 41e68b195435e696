/**
 * The scans of the seed's qualifications (docs/api.md §21): a one-page PDF drawn on request from the record, so a
 * seeded qualification's file opens after a reload of the demo too (uploaded scans are kept in memory only). The
 * page carries no dates: the seed's dates follow the day the fake mall starts, the file's size does not.
 */
import { buildPdf } from './pdf.ts';
import type { QualificationRecord } from './db/types.ts';
import { CONTROL_LABELS, KIND_LABELS } from './compliance-rules.ts';

export function qualificationScan(q: Pick<QualificationRecord, 'kind' | 'number' | 'authority' | 'classes' | 'substances'>): Uint8Array<ArrayBuffer> {
  return buildPdf([
    KIND_LABELS[q.kind],
    `编号：${q.number}`,
    `发证机关：${q.authority}`,
    `许可范围：${q.classes.map((c) => CONTROL_LABELS[c]).join('、')}`,
    `品种（CAS）：${q.substances.length ? q.substances.join('、') : '范围内全部品种'}`,
    '',
    '（演示用样张，非真实证件）',
  ]);
}
