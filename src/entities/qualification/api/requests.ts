import { http, idSegment, paths } from '@/shared/api';
import type { Qualification, QualificationDraft } from './types';

/** GET {v1}/member/qualifications: every qualification of the account (owner and sub-accounts alike), newest first. */
export async function fetchQualifications(signal?: AbortSignal): Promise<Qualification[]> {
  const body = await http.get<Qualification[]>(paths.v1('/member/qualifications'), { signal });
  return Array.isArray(body.data) ? body.data : [];
}

/** The draft as the mall reads it: one field each, the lists as JSON, then the scan. */
export function qualificationForm(draft: QualificationDraft): FormData {
  const form = new FormData();
  form.append('kind', draft.kind);
  form.append('number', draft.number);
  form.append('authority', draft.authority);
  form.append('classes', JSON.stringify(draft.classes));
  form.append('substances', JSON.stringify(draft.substances));
  form.append('limits', JSON.stringify(draft.limits));
  form.append('validFrom', draft.validFrom);
  form.append('validTo', draft.validTo);
  form.append('file', draft.file, draft.file.name);
  return form;
}

/**
 * POST {v1}/member/qualifications (owner only: 10170; 10171 the file; 10175 past 20). `silent`: the dialog puts a
 * refusal about a field under it and says anything else itself, next to what was typed.
 */
export async function createQualification(draft: QualificationDraft): Promise<Qualification> {
  const body = await http.post<Qualification>(paths.v1('/member/qualifications'), { form: qualificationForm(draft), silent: true });
  return body.data;
}

/** DELETE {v1}/member/qualifications/{id} (owner only). */
export async function deleteQualification(id: string): Promise<{ _id: string }> {
  const body = await http.delete<{ _id: string }>(paths.v1(`/member/qualifications/${idSegment(id)}`));
  return body.data;
}

/** GET {v1}/member/qualifications/{id}/file: the scan as uploaded, through the client (it needs the member's token). */
export async function fetchQualificationFile(id: string, signal?: AbortSignal): Promise<Blob> {
  const { data } = await http.blob('GET', paths.v1(`/member/qualifications/${idSegment(id)}/file`), { signal, silent: true });
  return data;
}
