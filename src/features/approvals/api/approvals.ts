import { http, idSegment, paths, type Schema } from '@/shared/api';
import { COMPLIANCE_REFUSALS, type OrderDetail } from '@/entities/order';

/** Approvals as the mall takes them (docs/api.md §13; docs/openapi.yaml). */
export type ApproveInput = Schema<'ApproveInput'>;
export type RejectInput = Schema<'RejectInput'>;
export type ResubmitInput = Schema<'ResubmitInput'>;

/** The header's count shows 99+ above this. */
export const APPROVAL_BADGE_OVERFLOW = 99;

export async function approveOrder({ id, ...input }: ApproveInput & { id: string }): Promise<OrderDetail> {
  const body = await http.put<OrderDetail>(paths.v1(`/orders/${idSegment(id)}/approve`), { json: input });
  return body.data;
}

export async function rejectOrder({ id, ...input }: RejectInput & { id: string }): Promise<OrderDetail> {
  const body = await http.put<OrderDetail>(paths.v1(`/orders/${idSegment(id)}/reject`), { json: input });
  return body.data;
}

/** A refusal about the controlled chemicals (10172–10174) is the resubmit dialog's to say, in place. */
export async function resubmitOrder({ id, ...input }: ResubmitInput & { id: string }): Promise<OrderDetail> {
  const body = await http.put<OrderDetail>(paths.v1(`/orders/${idSegment(id)}/resubmit`), { json: input, quietCodes: COMPLIANCE_REFUSALS });
  return body.data;
}
