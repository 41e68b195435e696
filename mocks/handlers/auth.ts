/**
 * Auth and SMS of the fake mall: SMS codes that expire (5 min), at most 3
 * tries, one send per 60 s per phone; password, SMS, sub-account and WeChat
 * logins; registration; token refresh with counted calls; logout revokes.
 */
import { http } from 'msw';
import { db, type QrScene, type SmsCode } from '../db/index.ts';
import type { InvoiceStatus, MemberRecord, OrderStatus } from '../db/types.ts';
import { INVOICE_STATUS_LABELS } from './invoices.ts';
import { ORDER_STATUS_LABELS } from './orders.ts';
import {
  Answer,
  api,
  checkToken,
  bearerToken,
  fail,
  field,
  handle,
  issueTokens,
  linkWechatIdentity,
  newId,
  nowIso,
  ok,
  readJson,
  refuse,
  withMember,
  type Body,
} from '../lib.ts';
import { MALL_CODE } from '../facts.gen.ts';

export const SMS_TTL_MS = 5 * 60 * 1000;
export const SMS_RESEND_MS = 60 * 1000;
export const SMS_TRIES = 3;
export const QR_TTL_MS = 120 * 1000;
const PURPOSES = ['login', 'register', 'bind', 'reset', 'clean'] as const;

/** docs/china-conventions.md: strip separators, +86/0086/86, full-width digits; then ^1[3-9]\d{9}$. */
export function normalizePhone(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  let value = input.replace(/[０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/[\s\-()（）]/g, '');
  value = value.replace(/^(\+86|0086|86)(?=\d{11}$)/, '');
  return /^1[3-9]\d{9}$/.test(value) ? value : null;
}

function phoneField(body: Body, name = 'phone'): string {
  const value = body[name];
  if (value === undefined || value === null || value === '') throw new Answer(fail(400, '手机号不能为空'));
  const phone = normalizePhone(value);
  if (!phone) throw new Answer(fail(400, '手机号格式不正确'));
  return phone;
}

function codeField(body: Body): string {
  const code = field.string(body, 'code', '验证码');
  if (!/^\d{6}$/.test(code)) throw new Answer(fail(400, '验证码为 6 位数字'));
  return code;
}

/** Checks a code without consuming it; a wrong code uses up a try. */
function verifySms(phone: string, code: string, purposes: readonly string[]): SmsCode {
  const now = Date.now();
  const entry = db.runtime.sms.find((s) => s.phone === phone && purposes.includes(s.purpose) && s.expiresAt > now && s.triesLeft > 0);
  if (!entry) throw new Answer(refuse('验证码错误或已过期', MALL_CODE.wrongSmsCode));
  if (entry.code !== code) {
    entry.triesLeft--;
    throw new Answer(refuse(entry.triesLeft > 0 ? '验证码错误或已过期' : '验证码错误次数过多，请重新获取', MALL_CODE.wrongSmsCode));
  }
  return entry;
}

function consumeSms(entry: SmsCode): void {
  db.runtime.sms = db.runtime.sms.filter((s) => s !== entry);
}

function memberSummary(member: MemberRecord) {
  const company = member.companyInfo as { name?: string; coName?: string };
  return {
    _id: member._id,
    cellphone: `${member.cellphone.slice(0, 3)}****${member.cellphone.slice(7)}`,
    contactName: member.contactName ?? '',
    companyName: company.name ?? '',
    coName: company.coName ?? '',
    isSubAccount: Boolean(member.parentMbrId),
  };
}

function loginAs(member: MemberRecord): Response {
  if (member.status === 'locked') return refuse('账号已被锁定，请联系客服 400 819 7199', MALL_CODE.accountLocked);
  db.runtime.stats.logins++;
  return ok({ ...issueTokens(member._id), member: memberSummary(member) });
}

function findByPhone(phone: string): MemberRecord | undefined {
  return db.state.members.find((m) => m.cellphone === phone && !m.parentMbrId);
}

/** A one-time ticket standing for a WeChat identity (exchanged by login, chooser, bind-phone and wechat-bind calls). */
export function issueWechatTicket(wechatId: string): string {
  const ticket = `wt-${newId()}`;
  db.runtime.wechatTickets[ticket] = wechatId;
  db.touch(); // also issued from the websocket, outside a handler: saved at once so a reload keeps it
  return ticket;
}

function ticketIdentity(body: Body) {
  const ticket = field.string(body, 'ticket', '登录凭证');
  const wechatId = db.runtime.wechatTickets[ticket];
  if (!wechatId) throw new Answer(refuse('微信登录凭证已失效，请重新扫码', MALL_CODE.wechatTicketExpired));
  const identity = db.state.wechatIdentities.find((w) => w.wechatId === wechatId);
  return { ticket, wechatId, memberIds: identity?.memberIds ?? [] };
}

/** After a WeChat identity is known: one account logs in, several open the chooser, none asks to bind a phone. */
function wechatOutcome(wechatId: string): Response {
  const identity = db.state.wechatIdentities.find((w) => w.wechatId === wechatId);
  const members = (identity?.memberIds ?? [])
    .map((id) => db.state.members.find((m) => m._id === id))
    .filter((m): m is MemberRecord => Boolean(m));
  if (members.length === 1 && members[0]) return loginAs(members[0]);
  const ticket = issueWechatTicket(wechatId);
  if (members.length === 0) return ok({ needBind: true, ticket });
  return ok({ ticket, accounts: members.map(memberSummary) });
}

export function sceneState(sceneId: string): QrScene | undefined {
  const scene = db.runtime.qrScenes.find((s) => s.sceneId === sceneId);
  if (scene && scene.status !== 'CONFIRMED' && scene.status !== 'CANCELLED' && scene.expiresAt <= Date.now()) {
    scene.status = 'EXPIRED';
  }
  return scene;
}

const OPEN_ORDER: readonly OrderStatus[] = ['pendingReview', 'pendingPayment', 'pendingShipment', 'partiallyShipped', 'pendingReceipt'];
const OPEN_INVOICE: readonly InvoiceStatus[] = ['applying', 'reissuing', 'redLettering'];

export interface CleanBlocker {
  kind: 'order' | 'invoice';
  status: OrderStatus | InvoiceStatus;
  label: string;
  count: number;
}

/** What stops an account's deletion: its unfinished orders and invoices in progress, by status. */
export function cleanBlockers(member: MemberRecord): CleanBlocker[] {
  const blockers: CleanBlocker[] = [];
  for (const status of OPEN_ORDER) {
    const count = db.state.orders.filter((o) => o.memberId === member._id && o.status === status).length;
    if (count > 0) blockers.push({ kind: 'order', status, label: ORDER_STATUS_LABELS[status], count });
  }
  for (const status of OPEN_INVOICE) {
    const count = db.state.invoices.filter((i) => i.memberId === member._id && i.status === status).length;
    if (count > 0) blockers.push({ kind: 'invoice', status, label: INVOICE_STATUS_LABELS[status], count });
  }
  return blockers;
}

function cleanRefusal(member: MemberRecord): Response | null {
  if (member.parentMbrId) return refuse('子账号不能注销，请联系主账号', MALL_CODE.subAccountNoClean);
  if (!(member.companyInfo as { _id?: string })._id) return refuse('仅已完善企业信息的主账号可以在线注销', MALL_CODE.cleanNeedsCompanyOwner);
  const blockers = cleanBlockers(member);
  if (blockers.some((b) => b.kind === 'order')) return refuse('您还有未完成的订单，请完成收货或取消后再注销', MALL_CODE.cleanOpenOrders);
  if (blockers.length > 0) return refuse('您还有开票中或重开中的发票，请待开票完成后再注销', MALL_CODE.cleanOpenInvoices);
  return null;
}

export const authHandlers = [
  http.post(
    api.v1('/sms/code'),
    handle(async ({ request }) => {
      const body = await readJson(request);
      const phone = phoneField(body);
      const purpose = typeof body.purpose === 'string' && body.purpose !== '' ? body.purpose : 'login';
      if (!(PURPOSES as readonly string[]).includes(purpose)) return fail(400, '验证码用途不正确');
      const now = Date.now();
      const last = db.runtime.sms.filter((s) => s.phone === phone).sort((a, b) => b.sentAt - a.sentAt)[0];
      if (last && now - last.sentAt < SMS_RESEND_MS) {
        const wait = Math.ceil((SMS_RESEND_MS - (now - last.sentAt)) / 1000);
        return refuse(`验证码发送过于频繁，请 ${wait} 秒后再试`, MALL_CODE.tooFrequent);
      }
      const code = String(Math.floor(100000 + Math.random() * 900000));
      db.runtime.sms = db.runtime.sms.filter((s) => !(s.phone === phone && s.purpose === purpose));
      db.runtime.sms.push({ phone, code, purpose, sentAt: now, expiresAt: now + SMS_TTL_MS, triesLeft: SMS_TRIES });
      db.runtime.stats.smsSent++;
      console.info(`[模拟商城] 发送到 ${phone} 的${purpose}验证码：${code}`);
      // mockCode exists only in the fake mall, so a developer can sign in without a phone.
      return ok({ expiresIn: SMS_TTL_MS / 1000, resendIn: SMS_RESEND_MS / 1000, mockCode: code });
    }),
  ),

  http.post(
    api.v1('/auth/login'),
    handle(async ({ request }) => {
      const body = await readJson(request);
      const type = body.type ?? 'password';
      if (type === 'password') {
        const phone = phoneField(body);
        const password = field.string(body, 'password', '密码');
        const member = findByPhone(phone);
        if (member?.status === 'locked') return refuse('账号已被锁定，请联系客服 400 819 7199', MALL_CODE.accountLocked);
        if (!member || member.password !== password) return refuse('手机号或密码错误', MALL_CODE.wrongPassword);
        return loginAs(member);
      }
      if (type === 'sms') {
        const phone = phoneField(body);
        const code = codeField(body);
        const entry = verifySms(phone, code, ['login', 'register']);
        const member = findByPhone(phone);
        // A new phone keeps its code for the registration that follows.
        if (!member) return refuse('该手机号尚未注册，请选择账号类型完成注册', MALL_CODE.notRegistered);
        consumeSms(entry);
        return loginAs(member);
      }
      if (type === 'wechat') {
        const { ticket, wechatId } = ticketIdentity(body);
        delete db.runtime.wechatTickets[ticket];
        return wechatOutcome(wechatId);
      }
      return fail(400, '不支持的登录方式');
    }),
  ),

  http.post(
    api.v1('/auth/register'),
    handle(async ({ request }) => {
      const body = await readJson(request);
      const phone = phoneField(body);
      const code = codeField(body);
      const accountType = body.accountType;
      if (accountType !== 'company' && accountType !== 'personal') return fail(400, '请选择账号类型');
      if (findByPhone(phone)) return refuse('该手机号已注册，请直接登录', MALL_CODE.alreadyRegistered);
      consumeSms(verifySms(phone, code, ['login', 'register']));
      const member: MemberRecord = {
        _id: newId(),
        cellphone: phone,
        password: '',
        isBLGDistributor: false,
        companyInfo: {},
        status: 'active',
        createdAt: nowIso(),
      };
      db.state.members.push(member);
      return loginAs(member);
    }),
  ),

  http.post(
    api.v1('/auth/login/sub'),
    handle(async ({ request }) => {
      const body = await readJson(request);
      const account = field.string(body, 'account', '子账号');
      const password = field.string(body, 'password', '密码');
      const member = db.state.members.find((m) => m.parentMbrId && m.subAccount === account);
      if (member?.status === 'locked') return refuse('账号已被锁定，请联系客服 400 819 7199', MALL_CODE.accountLocked);
      if (!member || member.password !== password) return refuse('子账号或密码错误', MALL_CODE.wrongPassword);
      const link = db.state.subMembers.find((s) => s.subMbrId === member._id);
      if (link && !link.enabled) return refuse('该子账号已被主账号停用', MALL_CODE.subAccountDisabled);
      return loginAs(member);
    }),
  ),

  http.post(
    api.v1('/auth/phone/bind'),
    handle(async ({ request }) => {
      const body = await readJson(request);
      const { ticket, wechatId } = ticketIdentity(body);
      const phone = phoneField(body);
      const code = codeField(body);
      const entry = verifySms(phone, code, ['bind', 'login']);
      let member = findByPhone(phone);
      if (!member) {
        member = { _id: newId(), cellphone: phone, password: '', isBLGDistributor: false, companyInfo: {}, status: 'active', createdAt: nowIso() };
        db.state.members.push(member);
      }
      if (member.wechatId && member.wechatId !== wechatId) return refuse('该手机号已绑定其他微信', MALL_CODE.wechatBoundElsewhere);
      consumeSms(entry);
      linkWechatIdentity(member, wechatId);
      delete db.runtime.wechatTickets[ticket];
      return loginAs(member);
    }),
  ),

  http.post(
    api.v1('/auth/wechat/login/members/:id'),
    handle(async ({ request, params }) => {
      const body = await readJson(request);
      const { ticket, memberIds } = ticketIdentity(body);
      const id = String(params.id);
      if (!memberIds.includes(id)) return refuse('该微信无权登录此账号', MALL_CODE.wechatNotAllowed);
      const member = db.state.members.find((m) => m._id === id);
      if (!member) return fail(404, '账号不存在');
      delete db.runtime.wechatTickets[ticket];
      return loginAs(member);
    }),
  ),

  http.get(
    api.v1('/auth/wechat/qrcode'),
    handle(() => {
      const now = Date.now();
      const sceneId = `qr-${newId()}`;
      db.runtime.qrScenes = db.runtime.qrScenes.filter((s) => s.expiresAt > now - 10 * 60 * 1000);
      db.runtime.qrScenes.push({ sceneId, status: 'WAITING', createdAt: now, expiresAt: now + QR_TTL_MS });
      db.touch(); // a GET that creates state: saved like a change
      return ok({ sceneId, qrContent: `labmall-wechat-login:${sceneId}`, expiresIn: QR_TTL_MS / 1000 });
    }),
  ),

  http.get(
    api.v1('/auth/wechat/oauth/url'),
    handle(({ request }) => {
      const redirect = new URL(request.url).searchParams.get('redirect_uri');
      if (!redirect) return fail(400, 'redirect_uri 不能为空');
      let target: URL;
      try {
        target = new URL(redirect);
      } catch {
        return fail(400, 'redirect_uri 不是合法的地址');
      }
      // The fake "official account" authorises at once and returns with a code: for a login the owner's WeChat,
      // for a binding (purpose=bind) the identity the binding dialog's mock phone offers, bound to nobody yet.
      const purpose = new URL(request.url).searchParams.get('purpose');
      if (purpose !== null && purpose !== 'login' && purpose !== 'bind') return fail(400, 'purpose 只能是 login 或 bind');
      // a binding's code says so (oauth-bind-…): it binds and never signs in, and a login's code never binds
      target.searchParams.set(
        'code',
        purpose === 'bind' ? `oauth-bind-${issueWechatTicket('wx-bind-demo-openid')}` : `oauth-${issueWechatTicket('wx-owner-openid')}`,
      );
      // The state the shop sent comes back unchanged (the shop checks it, src/features/auth/model/oauth-state.ts).
      target.searchParams.set('state', new URL(request.url).searchParams.get('state') ?? '');
      return ok({ url: target.toString() });
    }),
  ),

  http.post(
    api.v1('/auth/mini-program/login'),
    handle(async ({ request }) => {
      const body = await readJson(request);
      const code = field.string(body, 'code', '登录 code');
      const wechatId = db.runtime.wechatTickets[code.replace(/^oauth-/, '')];
      if (!wechatId) return refuse('授权已失效，请重新授权', MALL_CODE.wechatTicketExpired);
      delete db.runtime.wechatTickets[code.replace(/^oauth-/, '')];
      return wechatOutcome(wechatId);
    }),
  ),

  http.post(
    api.v1('/auth/access-token'),
    handle(({ request }) => {
      db.runtime.stats.refresh++;
      const refreshToken = request.headers.get('refreshToken');
      const check = checkToken(refreshToken, 'mr');
      if (!check.ok) return fail(401, '登录已过期，请重新登录');
      const member = db.state.members.find((m) => m._id === check.memberId);
      if (!member || member.status === 'locked') return fail(401, '账号不可用，请重新登录');
      // The refresh token rotates: a new one with each access token, the one used is spent (docs/api.md).
      const next = issueTokens(member._id);
      if (refreshToken) db.runtime.revoked.add(refreshToken);
      return ok({ accessToken: next.accessToken, refreshToken: next.refreshToken });
    }),
  ),

  http.post(
    api.v1('/auth/logout'),
    handle(({ request }) => {
      const access = bearerToken(request);
      const refresh = request.headers.get('refreshToken');
      if (access) db.runtime.revoked.add(access);
      if (refresh) db.runtime.revoked.add(refresh);
      return ok(null);
    }),
  ),

  /** Before account deletion: may this member delete the account, and what blocks it (docs/api.md). */
  http.get(
    api.v1('/member/account/clean/check'),
    withMember(({ member }) => {
      const refusal = member.parentMbrId || !(member.companyInfo as { _id?: string })._id;
      const blockers = refusal ? [] : cleanBlockers(member);
      return ok({
        canClean: !refusal && blockers.length === 0,
        reason: member.parentMbrId ? 'subAccount' : refusal ? 'noCompany' : blockers.length > 0 ? 'blocked' : null,
        blockers,
      });
    }),
  ),

  /** Account deletion (not in the spec's tables; docs/api.md): owner with a company profile, SMS purpose 'clean'. */
  http.post(
    api.v1('/member/account/clean'),
    withMember(async ({ request, member }) => {
      const body = await readJson(request);
      const code = codeField(body);
      // the preconditions first: a refused deletion does not use up the SMS code
      const refusal = cleanRefusal(member);
      if (refusal) return refusal;
      consumeSms(verifySms(member.cellphone, code, ['clean']));
      const gone = new Set([member._id, ...db.state.members.filter((m) => m.parentMbrId === member._id).map((m) => m._id)]);
      db.state.members = db.state.members.filter((m) => !gone.has(m._id));
      db.state.carts = db.state.carts.filter((c) => !gone.has(c.memberId));
      db.state.addresses = db.state.addresses.filter((a) => !gone.has(a.memberId));
      db.state.subMembers = db.state.subMembers.filter((s) => s.memberId !== member._id);
      db.state.invoiceProfiles = db.state.invoiceProfiles.filter((p) => p.memberId !== member._id);
      for (const identity of db.state.wechatIdentities) identity.memberIds = identity.memberIds.filter((id) => !gone.has(id));
      const access = bearerToken(request);
      if (access) db.runtime.revoked.add(access);
      const refreshToken = request.headers.get('refreshToken');
      if (refreshToken) db.runtime.revoked.add(refreshToken);
      return ok(null);
    }),
  ),
];
