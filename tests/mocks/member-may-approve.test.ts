/**
 * MemberInfo.mayApprove (docs/api.md §13 Who approves): the fake mall says who decides the account's orders —
 * the owner with a company, an enabled sub-account named in 采购审批 — so the shop does not work it out.
 * The seed: approvers 王敏 (owner) and 刘洋 (shengke-cell01); 陈晨 (shengke-lab01) only buys.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { handlerClient } from './helpers.ts';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { db } from '../../mocks/db/index.ts';
import { memberHandlers } from '../../mocks/handlers/member.ts';
import { procurementHandlers } from '../../mocks/handlers/procurement.ts';
import { requestValidation } from '../../mocks/validation.ts';

const { callJson } = handlerClient([requestValidation, ...memberHandlers, ...procurementHandlers], 'http://localhost:3000/mall/v1');

const sub = (account: string) => db.state.subMembers.find((s) => s.account === account)!;
const mayApprove = async (memberId: string) => (await callJson<{ mayApprove?: unknown }>(memberId, 'GET', '/member/info')).body.data.mayApprove;
const settingsInput = (approverIds: string[]) => ({ approvalMode: 'rules', amountOver: 5000, categories: [], approverIds, requireFund: false, receiverMustDiffer: true });

beforeEach(() => db.reset());

describe('MemberInfo.mayApprove', () => {
  it('is true for the owner and the approver sub-account, false for a buyer and a member without a company', async () => {
    expect(await mayApprove(DEMO.owner._id)).toBe(true);
    expect(await mayApprove(sub('shengke-cell01').subMbrId)).toBe(true);
    expect(await mayApprove(DEMO.sub._id)).toBe(false);
    expect(await mayApprove(DEMO.noCompany._id)).toBe(false);
  });

  it('follows the owner’s approvers: named, taken off, disabled', async () => {
    const liu = sub('shengke-cell01');
    const chen = sub('shengke-lab01');
    // 陈晨 named an approver, 刘洋 taken off
    expect((await callJson(DEMO.owner._id, 'PUT', '/member/procurement-settings', settingsInput([chen.subMbrId]))).body.code).toBe(0);
    expect(await mayApprove(chen.subMbrId)).toBe(true);
    expect(await mayApprove(liu.subMbrId)).toBe(false);
    expect(await mayApprove(DEMO.owner._id)).toBe(true);
    // an approver disabled by the owner approves nothing
    expect((await callJson(DEMO.owner._id, 'PUT', `/member/sub-members/${chen._id}`, { enabled: false })).body.code).toBe(0);
    expect(await mayApprove(chen.subMbrId)).toBe(false);
  });
});
