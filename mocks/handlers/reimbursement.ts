/** 报销规则 of the fake mall (docs/api.md §13): GET for the account, PUT for the owner; the notes are in orders.ts. */
import { http } from 'msw';
import { db } from '../db/index.ts';
import type { ReimbursementRulesRecord } from '../db/types.ts';
import { Answer, type Body, accountOwnerId, api, fail, nowIso, ok, readJson, refuse, withMember } from '../lib.ts';
import { rulesOf } from '../reimbursement-data.ts';
import { requireCompany } from './orders.ts';
import { MALL_CODE } from '../facts.gen.ts';
import { round2 } from '../rmb.ts';

const MAX_YUAN = 100_000_000;

const view = ({ memberId: _m, ...rules }: ReimbursementRulesRecord) => rules;

function money(body: Body, name: string, label: string): number {
  const value = body[name];
  // checked after rounding to fen: 0.001 would be stored as 0 and every order would meet the rule
  if (typeof value !== 'number' || !Number.isFinite(value) || round2(value) <= 0 || value > MAX_YUAN) throw new Answer(fail(400, `${label}须大于 0 且不超过 ${MAX_YUAN} 元`));
  return round2(value);
}

function readRules(body: Body): Omit<ReimbursementRulesRecord, 'memberId' | 'updatedAt'> {
  const days = body.splitWindowDays;
  if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > 365) throw new Answer(fail(400, '化整为零期限须为 1–365 天'));
  return { contractThreshold: money(body, 'contractThreshold', '合同金额'), assetUnitPrice: money(body, 'assetUnitPrice', '固定资产单价'), splitWindowDays: days };
}

export const reimbursementHandlers = [
  http.get(
    api.v1('/member/reimbursement-rules'),
    withMember(({ member }) => {
      requireCompany(member);
      return ok(view(rulesOf(accountOwnerId(member))));
    }),
  ),

  http.put(
    api.v1('/member/reimbursement-rules'),
    withMember(async ({ request, member }) => {
      requireCompany(member);
      if (member.parentMbrId) return refuse('子账号无权修改报销规则', MALL_CODE.subAccountNoReimbursementRules);
      const record: ReimbursementRulesRecord = { memberId: member._id, ...readRules(await readJson(request)), updatedAt: nowIso() };
      db.state.reimbursementRules = [...db.state.reimbursementRules.filter((r) => r.memberId !== member._id), record];
      return ok(view(record));
    }),
  ),
];
