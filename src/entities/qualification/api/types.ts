import type { Schema } from '@/shared/api';

/** A company's permit for controlled chemicals as the mall sends it (docs/api.md §21; docs/openapi.yaml). */
export type Qualification = Schema<'Qualification'>;
export type QualificationKind = Qualification['kind'];
export type QualificationStatus = Qualification['status'];
export type ControlClass = Qualification['classes'][number];
export type LimitUnit = Qualification['limits'][number]['unit'];

/** What 添加资质 sends as multipart/form-data (the JSON fields are encoded by the request). */
export interface QualificationDraft {
  kind: QualificationKind;
  number: string;
  authority: string;
  classes: ControlClass[];
  substances: string[];
  limits: { cas: string; amount: number; unit: LimitUnit }[];
  validFrom: string;
  validTo: string;
  file: File;
}
