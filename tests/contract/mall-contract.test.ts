/**
 * The fake mall against the mall's OpenAPI document (docs/openapi.yaml): the same operations, answers that
 * conform for a valid request built from the seed, and the 400 envelope for a request the document refuses.
 */
import { File as NodeFile } from 'node:buffer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, DEMO_WECHAT } from '../../mocks/db/demo-accounts.ts';
import { db } from '../../mocks/db/index.ts';
import { DEMO_QUOTE_ID } from '../../mocks/db/seed/quotes.ts';
import { SEEDED_QUALIFICATIONS } from '../../mocks/db/seed/qualifications.ts';
import { assistantHandlers } from '../../mocks/handlers/assistant.ts';
import { issueWechatTicket } from '../../mocks/handlers/auth.ts';
import { handlers } from '../../mocks/handlers/index.ts';
import { issueTokens, nowIso } from '../../mocks/lib.ts';
import { deliveryMonth } from '../../mocks/statement-rules.ts';
import { mallOperations, requestValidation } from '../../mocks/validation.ts';
import { stockStatus } from '../../src/shared/lib/stock-status.ts';
import { call, nonConformance, smsCode } from './helpers.ts';

const operations = mallOperations();
const owner = DEMO.owner._id;
const key = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}')}`;

beforeEach(() => db.reset());

// Request#formData() (undici) makes a part's file with the global File, which the test DOM replaces with its own:
// Node's puts back what the mall's server has (the payment receipt upload).
const domFile = globalThis.File;
beforeAll(() => {
  globalThis.File = NodeFile as unknown as typeof File;
});
afterAll(() => {
  globalThis.File = domFile;
});

/** `METHOD path` of every handler of the mall's API (not the fake mall's controls under /__mock, the validation or RAGFlow). */
const servedKeys = () =>
  handlers
    .filter((h) => h !== requestValidation && !assistantHandlers.includes(h))
    .map((h) => h.info as { method: string; path: string })
    .filter((info) => !String(info.path).startsWith('*/__mock/'))
    .map((info) => key(info.method, String(info.path).replace(/^\*/, '').replace(/:([A-Za-z]+)/g, '{$1}')));

describe('the fake mall serves exactly the documented operations', () => {
  it('every handler is an operation of docs/openapi.yaml, and every operation has a handler', () => {
    const served = servedKeys();
    const documented = operations.map((o) => key(o.method, o.path));
    expect(new Set(served).size).toBe(served.length);
    expect([...served].sort()).toEqual([...documented].sort());
  });
});

// ---------------------------------------------------------------- a valid request per operation

const ownerOrders = () => db.state.orders.filter((o) => o.memberId === owner && !o.placedBy);
const anOrder = () => ownerOrders().find((o) => o.status !== 'cancelled' && o.stockOutIds.length > 0)!;
const aStockOut = () => anOrder().stockOutIds[0]!;
const ownerInvoices = () => db.state.invoices.filter((i) => i.memberId === owner);
const anInvoice = (status: string) => ownerInvoices().find((i) => i.status === status)!;
const ownerAddress = () => db.state.addresses.find((a) => a.memberId === owner)!;
const aProfile = (isDefault: boolean) => db.state.invoiceProfiles.find((p) => p.memberId === owner && p.isDefault === isDefault)!;
const aSubMember = () => db.state.subMembers.find((s) => s.memberId === owner)!;
const cartLine = () => db.state.carts.find((c) => c.memberId === owner)!;
const orderable = () => db.state.materials.find((m) => !m.offShelf && stockStatus(m).orderable && m.stock > 0)!;
const aCoa = () => db.state.coas[0]!;
const aTag = () => db.state.tags[0]!;
const aBrand = () => db.state.manufacturers[0]!;
const aFund = () => db.state.funds.find((f) => f.memberId === owner && f.memberIds.includes(DEMO.sub._id))!;
const approver = () => db.state.subMembers.find((s) => s.account === 'shengke-cell01')!.subMbrId;
const awaitingApproval = () => ownerOrders().concat(db.state.orders.filter((o) => o.memberId === owner && o.placedBy)).find((o) => o.status === 'pendingApproval')!;
const aRejected = () => db.state.orders.find((o) => o.memberId === owner && o.status === 'rejected')!;
/** A signed, not yet received delivery of the owner's own order (the seed keeps some for 确认收货). */
const aSignedDelivery = () => db.state.stockOuts.find((s) => s.memberId === owner && s.signedAt && !s.receipt && !db.state.orders.find((o) => o._id === s.orderId)?.placedBy)!;
const aReceivedOrder = () => db.state.orders.find((o) => db.state.stockOuts.some((s) => s.orderId === o._id && s.receipt))!;
/** An order of the owner's account delivered in 2026-10 and charged to a fund (a line of the seed's pending statement). */
const octoberLine = () => db.state.orders.find((o) => o.memberId === owner && o.fundId && deliveryMonth(o, db.state.stockOuts) === '2026-10')!;
const anOpenCase = () => db.state.afterSales.find((c) => c.memberId === owner && c.status === 'accepted')!;
/** An unpaid 待付款 order of the owner, and one with a transfer receipt attached (bytes: a small PDF). */
const anUnpaidOrder = () => ownerOrders().find((o) => o.status === 'pendingPayment' && !o.transfers)!;
const RECEIPT_PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
const withReceipt = () => {
  const order = anUnpaidOrder();
  const receipt = { _id: '77b0000000000000000000aa', fileName: '转账回单.pdf', contentType: 'application/pdf', size: RECEIPT_PDF.length, uploadedAt: nowIso(), uploadedBy: owner, uploadedByName: '王敏', base64: btoa(RECEIPT_PDF) };
  order.paymentReceipts = [receipt];
  return { order, receipt };
};
/** A file part of a multipart/form-data body (ASCII bytes). */
const multipartFile = (name: string, fileName: string, type: string, content: string) => {
  const boundary = 'contract-boundary';
  const rawBody = `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n${content}\r\n--${boundary}--\r\n`;
  return { rawBody, headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` } };
};
/** Completed orders of the owner that may go on one consolidated invoice (placed without a title). */
const invoiceable = () =>
  ownerOrders().filter((o) => o.status === 'completed' && !o.invoiceProfile && !db.state.invoices.some((i) => (i.orderIds ?? [i.orderId]).includes(o._id)));
const sharedList = () => db.state.buyingLists.find((l) => l.memberId === owner && l.shared)!;
const aListLine = () => sharedList().lines[0]!.matlId;
const waitedFor = () => db.state.restockAlerts.find((a) => a.memberId === owner && a.status === 'waiting')!.matlId;
/** A multipart/form-data body of text fields (the after-sales form without photos). */
const multipart = (fields: Record<string, string>) => {
  const boundary = 'contract-boundary';
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return { rawBody: `${parts.join('')}--${boundary}--\r\n`, headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` } };
};

interface Case {
  /** the request: method and path under the default prefixes, who calls, the body (or a raw one), headers */
  request: () => { as: string | null; path: string; body?: unknown; rawBody?: string; headers?: Record<string, string> };
}

const CASES: Record<string, Case> = {
  // auth
  sendSmsCode: { request: () => ({ as: null, path: '/mall/v1/sms/code', body: { phone: '139 0000 0009', purpose: 'register' } }) },
  login: { request: () => ({ as: null, path: '/mall/v1/auth/login', body: { type: 'password', phone: DEMO.owner.cellphone, password: DEMO_PASSWORD } }) },
  register: {
    request: () => ({ as: null, path: '/mall/v1/auth/register', body: { phone: '13900000008', code: smsCode('13900000008', 'register'), accountType: 'company' } }),
  },
  loginSubAccount: { request: () => ({ as: null, path: '/mall/v1/auth/login/sub', body: { account: DEMO.sub.account, password: DEMO_PASSWORD } }) },
  bindPhone: {
    request: () => ({
      as: null,
      path: '/mall/v1/auth/phone/bind',
      body: { ticket: issueWechatTicket(DEMO_WECHAT.unbound), phone: '13900000006', code: smsCode('13900000006', 'bind') },
    }),
  },
  wechatLoginAs: {
    request: () => ({ as: null, path: `/mall/v1/auth/wechat/login/members/${owner}`, body: { ticket: issueWechatTicket(DEMO_WECHAT.multi) } }),
  },
  wechatQrCode: { request: () => ({ as: null, path: '/mall/v1/auth/wechat/qrcode' }) },
  wechatOauthUrl: {
    request: () => ({ as: null, path: `/mall/v1/auth/wechat/oauth/url?redirect_uri=${encodeURIComponent('https://shop.example.cn/login')}&state=s1&purpose=bind` }),
  },
  miniProgramLogin: { request: () => ({ as: null, path: '/mall/v1/auth/mini-program/login', body: { code: `oauth-${issueWechatTicket(DEMO_WECHAT.multi)}` } }) },
  refreshAccessToken: { request: () => ({ as: null, path: '/mall/v1/auth/access-token', headers: { refreshToken: issueTokens(owner).refreshToken } }) },
  logout: { request: () => ({ as: owner, path: '/mall/v1/auth/logout', headers: { refreshToken: issueTokens(owner).refreshToken } }) },
  accountCleanCheck: { request: () => ({ as: owner, path: '/mall/v1/member/account/clean/check' }) },
  accountClean: {
    request: () => ({ as: DEMO.deletable._id, path: '/mall/v1/member/account/clean', body: { code: smsCode(DEMO.deletable.cellphone, 'clean') } }),
  },
  // member
  memberInfo: { request: () => ({ as: owner, path: '/mall/v1/member/info' }) },
  listAddresses: { request: () => ({ as: owner, path: '/mall/v1/member/addresses?page=1&pageSize=20' }) },
  createAddress: {
    request: () => {
      const { receiver, cellphone, provinceCode, cityCode, districtCode, regionNames } = ownerAddress();
      return { as: owner, path: '/mall/v1/member/addresses', body: { receiver, cellphone, provinceCode, cityCode, districtCode, regionNames, detail: '科学大道 100 号 3 号楼', postcode: '510663' } };
    },
  },
  updateAddress: { request: () => ({ as: owner, path: `/mall/v1/member/addresses/${ownerAddress()._id}`, body: { detail: '科学大道 200 号 5 号楼' } }) },
  deleteAddress: { request: () => ({ as: owner, path: `/mall/v1/member/addresses/${ownerAddress()._id}` }) },
  setDefaultAddress: { request: () => ({ as: owner, path: `/mall/v1/member/addresses/${ownerAddress()._id}/is-default` }) },
  listSubMembers: { request: () => ({ as: owner, path: '/mall/v1/member/sub-members' }) },
  createSubMember: {
    request: () => ({ as: owner, path: '/mall/v1/member/sub-members', body: { name: '王小明', cellphone: '13900000007', account: 'lab-new01', password: 'Lab@2027x', department: '质检部' } }),
  },
  updateSubMember: { request: () => ({ as: owner, path: `/mall/v1/member/sub-members/${aSubMember()._id}`, body: { department: '分析测试中心' } }) },
  deleteSubMember: { request: () => ({ as: owner, path: `/mall/v1/member/sub-members/${aSubMember()._id}` }) },
  setDefaultSubMember: { request: () => ({ as: owner, path: `/mall/v1/member/sub-members/${aSubMember()._id}/is-default` }) },
  saveCompany: {
    request: () => ({
      as: DEMO.noCompany._id,
      path: '/mall/v1/member/company',
      body: { name: '福州闽研生物科技有限公司', creditCode: '91350100M000100Y43', contactName: '陈闽研', orgType: '企业' },
    }),
  },
  lookupCompanies: { request: () => ({ as: owner, path: `/mall/v1/member/companies-tyc?keyword=${encodeURIComponent('北京')}` }) },
  resetPassword: { request: () => ({ as: owner, path: '/mall/v1/member/password/reset', body: { oldPassword: DEMO_PASSWORD, newPassword: 'Lab@2027!' } }) },
  bindWechat: { request: () => ({ as: DEMO.noCompany._id, path: '/mall/v1/member/wechat/bind', body: { ticket: issueWechatTicket('wx-contract-openid') } }) },
  unbindWechat: { request: () => ({ as: owner, path: '/mall/v1/member/wechat/bind' }) },
  listNotices: { request: () => ({ as: owner, path: '/mall/v1/member/notices' }) },
  readNotices: { request: () => ({ as: owner, path: '/mall/v1/member/notices/read', body: { ids: [db.state.notices[0]!._id] } }) },
  listMessages: { request: () => ({ as: owner, path: '/mall/v1/member/messages?status=unread&kind=orderStatus&page=1&pageSize=5' }) },
  countUnreadMessages: { request: () => ({ as: owner, path: '/mall/v1/member/messages/unread-count' }) },
  readMessage: { request: () => ({ as: owner, path: `/mall/v1/member/messages/${db.state.notices.find((n) => n.kind === 'orderStatus' && n.audience !== 'all' && n.audience.includes(owner))!._id}/read` }) },
  readAllMessages: { request: () => ({ as: owner, path: '/mall/v1/member/messages/read-all' }) },
  getSupplyNotice: { request: () => ({ as: owner, path: '/mall/v1/member/supply-notice' }) },
  acknowledgeSupplyNotice: { request: () => ({ as: owner, path: '/mall/v1/member/supply-notice' }) },
  // cart
  getCart: { request: () => ({ as: owner, path: '/mall/v1/carts' }) },
  getCartV2: { request: () => ({ as: owner, path: '/mall/v2/carts' }) },
  addToCart: { request: () => ({ as: owner, path: '/mall/v1/carts', body: { matlId: orderable()._id, quantity: 2 } }) },
  deleteCartLines: { request: () => ({ as: owner, path: `/mall/v1/carts/${cartLine().matlId}` }) },
  selectCartLines: { request: () => ({ as: owner, path: '/mall/v1/carts/multi/selected', body: { matlIds: 'all', selected: false } }) },
  selectCartLine: { request: () => ({ as: owner, path: `/mall/v1/carts/${cartLine().matlId}/selected`, body: { selected: true } }) },
  setCartQuantity: { request: () => ({ as: owner, path: `/mall/v1/carts/${cartLine().matlId}/quantity`, body: { quantity: 3 } }) },
  cartBatch: {
    request: () => ({ as: owner, path: '/mall/v1/carts/batch', body: { lines: [{ catalogNo: orderable().catalogNo, quantity: 1 }, { catalogNo: 'NO-SUCH-1', quantity: 1 }], dryRun: false } }),
  },
  exportCart: { request: () => ({ as: owner, path: '/mall/v1/carts/export' }) },
  // catalogue
  listManufacturers: { request: () => ({ as: null, path: '/common/v1/manufacturers?isAuthorizedDealer=1&pageSize=50' }) },
  getManufacturer: { request: () => ({ as: null, path: `/common/v1/manufacturers/${aBrand()._id}` }) },
  listMaterials: { request: () => ({ as: null, path: '/mall/v1/materials?sort=priceAsc&pageSize=100' }) },
  getMaterial: { request: () => ({ as: null, path: `/mall/v1/materials/${aCoa().matlId}` }) },
  brandFacet: { request: () => ({ as: null, path: '/mall/v1/materials/keyword/relate-manufacturer?category=antibody' }) },
  listTags: { request: () => ({ as: null, path: '/mall/v1/materials/tags/list' }) },
  getStructureIndex: { request: () => ({ as: null, path: '/mall/v1/structure-index' }) },
  getTag: { request: () => ({ as: null, path: `/mall/v1/materials/tags/${aTag()._id}` }) },
  getMaterialCoa: { request: () => ({ as: null, path: `/mall/v1/materials/${aCoa().matlId}/coa?lot=${encodeURIComponent(aCoa().lot)}` }) },
  searchCoas: { request: () => ({ as: null, path: `/common/v1/scm/coas?sn=${encodeURIComponent(aCoa().sn)}` }) },
  getCoa: { request: () => ({ as: null, path: `/common/v1/scm/coas/${aCoa()._id}` }) },
  coaFile: { request: () => ({ as: null, path: `/common/v1/scm/coas/${aCoa()._id}/file` }) },
  getMaterialSds: { request: () => ({ as: null, path: `/mall/v1/materials/${db.state.materials.find((m) => m.cas === '67-64-1')!._id}/sds` }) },
  getMaterialDatasheet: { request: () => ({ as: null, path: `/mall/v1/materials/${aCoa().matlId}/datasheet` }) },
  getDict: { request: () => ({ as: null, path: '/common/v1/dict?dict_type=coa_query' }) },
  listDownloads: { request: () => ({ as: null, path: '/common/v1/downloads' }) },
  downloadFile: { request: () => ({ as: null, path: '/common/v1/downloads/dl-2026-catalogue/file' }) },
  catalogueImage: { request: () => ({ as: null, path: `/common/v1/images/material/${orderable()._id}.svg` }) },
  // orders
  listOrders: { request: () => ({ as: owner, path: '/mall/v1/orders?status=all&pageSize=100' }) },
  createOrder: {
    request: () => ({ as: owner, path: '/mall/v1/orders', body: { addressId: ownerAddress()._id, remark: '请尽快发货', idempotencyKey: 'contract-1', fundId: aFund()._id } }),
  },
  previewOrder: { request: () => ({ as: owner, path: '/mall/v1/orders/preview', body: { matlIds: [cartLine().matlId], fundId: aFund()._id } }) },
  getOrder: { request: () => ({ as: owner, path: `/mall/v2/orders/${anOrder()._id}` }) },
  orderContract: { request: () => ({ as: owner, path: `/mall/v1/orders/${anOrder()._id}/contract` }) },
  orderStatusCount: { request: () => ({ as: owner, path: '/mall/v1/orders/status/count' }) },
  cancelOrder: {
    request: () => ({ as: owner, path: `/mall/v1/orders/${ownerOrders().find((o) => o.status === 'pendingReview' || o.status === 'pendingPayment')!._id}/cancel` }),
  },
  getStockOut: { request: () => ({ as: owner, path: `/mall/v1/stock-outs/${aStockOut()}` }) },
  getStockOutRoute: { request: () => ({ as: owner, path: `/mall/v1/stock-outs/${aStockOut()}/sfroute` }) },
  // quotes (§16)
  listQuotes: { request: () => ({ as: owner, path: '/mall/v1/quotes?status=all&pageSize=50' }) },
  createQuote: {
    request: () => ({
      as: owner,
      path: '/mall/v1/quotes',
      body: { items: [{ matlId: orderable()._id, quantity: 10 }], customItems: [{ name: '人 IL-6 重组蛋白（定制纯度 ≥98%）', spec: '100 µg', quantity: 2, neededBy: nowIso().slice(0, 10), note: '需附 COA' }], remark: '招标项目 ZB2026-118' },
    }),
  },
  getQuote: { request: () => ({ as: owner, path: `/mall/v1/quotes/${DEMO_QUOTE_ID}` }) },
  declineQuote: { request: () => ({ as: owner, path: `/mall/v1/quotes/${DEMO_QUOTE_ID}/decline`, body: { reason: '预算已调整' } }) },
  getQuotePdf: { request: () => ({ as: owner, path: `/mall/v1/quotes/${DEMO_QUOTE_ID}/pdf` }) },
  // receiving
  listReceivers: { request: () => ({ as: owner, path: '/mall/v1/member/receivers' }) },
  confirmReceipt: {
    request: () => {
      const stockOut = aSignedDelivery();
      const lines = stockOut.items.map((i) => ({ matlId: i.matlId, quantity: i.quantity, lot: i.lot }));
      return { as: owner, path: `/mall/v1/stock-outs/${stockOut._id}/receipt`, body: { receiverId: DEMO.sub._id, receivedAt: nowIso().slice(0, 10), lines, remark: '外包装完好' } };
    },
  },
  getAcceptanceSlip: { request: () => ({ as: owner, path: `/mall/v1/orders/${aReceivedOrder()._id}/acceptance-slip` }) },
  getBottleLabels: { request: () => ({ as: owner, path: `/mall/v1/orders/${aReceivedOrder()._id}/bottle-labels?format=roll` }) },
  getSupplySheet: { request: () => ({ as: owner, path: `/mall/v1/orders/${aReceivedOrder()._id}/supply-sheet` }) },
  reimbursementCover: {
    request: () => ({ as: owner, path: '/mall/v1/reimbursement/cover', body: { scope: `订单 ${anOrder().orderNo}`, orders: [{ orderId: anOrder()._id, files: [`${anOrder().orderNo}_合同.pdf`], missing: [{ name: '验收单', reason: '尚未确认收货' }] }] } }),
  },
  // after-sales
  listAfterSales: { request: () => ({ as: owner, path: `/mall/v1/orders/${anOpenCase().orderId}/after-sales` }) },
  createAfterSales: {
    request: () => {
      const stockOut = aSignedDelivery();
      const fields = { matlId: stockOut.items[0]!.matlId, quantity: '1', reason: 'damaged', want: 'return', description: '外箱压损，一瓶试剂瓶身破裂渗漏' };
      return { as: owner, path: `/mall/v1/orders/${stockOut.orderId}/after-sales`, ...multipart(fields) };
    },
  },
  withdrawAfterSales: { request: () => ({ as: owner, path: `/mall/v1/after-sales/${anOpenCase()._id}/withdraw` }) },
  getAfterSalesPhoto: { request: () => ({ as: owner, path: `/mall/v1/after-sales/${anOpenCase()._id}/photos/0` }) },
  // payment (§17)
  getTransferAccount: { request: () => ({ as: owner, path: '/mall/v1/payment/transfer-account' }) },
  uploadPaymentReceipt: {
    request: () => ({ as: owner, path: `/mall/v1/orders/${anUnpaidOrder()._id}/payment-receipts`, ...multipartFile('file', 'receipt.pdf', 'application/pdf', RECEIPT_PDF) }),
  },
  getPaymentReceipt: {
    request: () => {
      const { order, receipt } = withReceipt();
      return { as: owner, path: `/mall/v1/orders/${order._id}/payment-receipts/${receipt._id}` };
    },
  },
  deletePaymentReceipt: {
    request: () => {
      const { order, receipt } = withReceipt();
      return { as: owner, path: `/mall/v1/orders/${order._id}/payment-receipts/${receipt._id}` };
    },
  },
  // qualifications (§21)
  listQualifications: { request: () => ({ as: owner, path: '/mall/v1/member/qualifications' }) },
  createQualification: {
    request: () => {
      const boundary = 'contract-boundary';
      const fields = { kind: 'precursorRecord', number: '（京）3S110108002', authority: '北京市公安局海淀分局', classes: '["precursor3"]', substances: '["67-64-1"]', limits: '[{"cas":"67-64-1","amount":20,"unit":"L"}]', validFrom: '2026-01-01', validTo: '2099-12-31' };
      const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
      const file = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="scan.pdf"\r\nContent-Type: application/pdf\r\n\r\n${RECEIPT_PDF}\r\n`;
      return { as: owner, path: '/mall/v1/member/qualifications', rawBody: `${parts.join('')}${file}--${boundary}--\r\n`, headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` } };
    },
  },
  deleteQualification: { request: () => ({ as: owner, path: `/mall/v1/member/qualifications/${db.state.qualifications.find((q) => q.memberId === owner)!._id}` }) },
  getQualificationFile: { request: () => ({ as: owner, path: `/mall/v1/member/qualifications/${db.state.qualifications.find((q) => q.memberId === owner)!._id}/file` }) },
  // consolidated invoices (§19)
  listInvoiceableOrders: { request: () => ({ as: owner, path: '/finance/v1/invoice/invoiceable-orders' }) },
  applyConsolidatedInvoice: {
    request: () => ({
      as: owner,
      path: '/finance/v1/invoice/apply',
      body: { orderIds: invoiceable().slice(0, 3).map((o) => o._id), profileId: aProfile(true)._id, remark: '课题组三笔订单合并开票' },
    }),
  },
  // invoices
  listInvoiceProfiles: { request: () => ({ as: owner, path: '/finance/v1/member/invoice?type=special' }) },
  saveInvoiceProfile: { request: () => ({ as: owner, path: '/finance/v1/member/invoice', body: { type: 'normal', titleType: 'personal', title: '张三' } }) },
  getInvoiceProfile: { request: () => ({ as: owner, path: `/finance/v1/member/invoice/${aProfile(true)._id}` }) },
  deleteInvoiceProfile: { request: () => ({ as: owner, path: `/finance/v1/member/invoices/${aProfile(false)._id}` }) },
  setDefaultInvoiceProfile: { request: () => ({ as: owner, path: `/finance/v1/member/invoices/${aProfile(false)._id}/is-default` }) },
  reissueInvoice: { request: () => ({ as: owner, path: '/finance/v1/member/invoice/reissue', body: { invoiceId: anInvoice('issued')._id, reason: '抬头有误' } }) },
  listInvoices: { request: () => ({ as: owner, path: '/finance/v1/invoice?status=all&appliedAt=2020-01-01,2030-12-31' }) },
  getInvoice: { request: () => ({ as: owner, path: `/finance/v1/invoice/${anInvoice('issued')._id}` }) },
  getInvoiceDetail: { request: () => ({ as: owner, path: `/finance/v1/invoice/detail/${anInvoice('issued')._id}` }) },
  // procurement (§13)
  getProcurementSettings: { request: () => ({ as: DEMO.sub._id, path: '/mall/v1/member/procurement-settings' }) },
  updateProcurementSettings: {
    request: () => ({
      as: owner,
      path: '/mall/v1/member/procurement-settings',
      body: { approvalMode: 'rules', amountOver: 3000, categories: ['antibody'], approverIds: [approver()], requireFund: true, receiverMustDiffer: true },
    }),
  },
  getReimbursementRules: { request: () => ({ as: DEMO.sub._id, path: '/mall/v1/member/reimbursement-rules' }) },
  updateReimbursementRules: {
    request: () => ({ as: owner, path: '/mall/v1/member/reimbursement-rules', body: { contractThreshold: 20000, assetUnitPrice: 1000, splitWindowDays: 30 } }),
  },
  listFunds: { request: () => ({ as: owner, path: '/mall/v1/member/funds' }) },
  createFund: {
    request: () => ({
      as: owner,
      path: '/mall/v1/member/funds',
      body: { name: '校级开放课题', codeKind: 'card', code: 'XJ-2026-07', holder: '王敏', budget: 8000, periodStart: '2026-01-01', periodEnd: '2026-12-31', memberIds: [DEMO.sub._id], active: true },
    }),
  },
  getFund: { request: () => ({ as: DEMO.sub._id, path: `/mall/v1/member/funds/${aFund()._id}` }) },
  // any member of the account reads the terms (docs/api.md §17 Credit terms)
  getCreditTerms: { request: () => ({ as: DEMO.sub._id, path: '/mall/v1/member/credit-terms' }) },
  updateFund: {
    request: () => {
      const { _id, memberId: _owner, createdAt: _created, ...input } = aFund();
      return { as: owner, path: `/mall/v1/member/funds/${_id}`, body: { ...input, budget: input.budget + 10_000, active: true } };
    },
  },
  countApprovals: { request: () => ({ as: approver(), path: '/mall/v1/approvals/count' }) },
  approveOrder: {
    request: () => {
      // 刘洋 decides the orders of the fund he is 负责人 of (docs/api.md §13)
      const order = db.state.orders.find((o) => o.status === 'pendingApproval' && db.state.funds.find((f) => f._id === o.fundId)?.approverId === approver())!;
      const line = order.items[0]!;
      return { as: approver(), path: `/mall/v1/orders/${order._id}/approve`, body: { version: order.version, quantities: [{ matlId: line.matlId, quantity: line.quantity }], comment: '同意' } };
    },
  },
  rejectOrder: { request: () => ({ as: owner, path: `/mall/v1/orders/${awaitingApproval()._id}/reject`, body: { version: awaitingApproval().version, reason: '请改用课题组已有的同类抗体' } }) },
  resubmitOrder: {
    request: () => ({ as: DEMO.sub._id, path: `/mall/v1/orders/${aRejected()._id}/resubmit`, body: { version: aRejected().version, fundId: aFund()._id, poNo: 'KY2026-600', remark: '已核对库存' } }),
  },
  downloadInvoice: { request: () => ({ as: owner, path: `/finance/v1/invoice/download/${anInvoice('issued')._id}`, body: { format: 'pdf' } }) },
  // statements (§18): 2026-10 is the seed's last whole month, pending (mocks/db/seed/statements.ts)
  listStatements: { request: () => ({ as: owner, path: '/mall/v1/statements' }) },
  getStatement: { request: () => ({ as: owner, path: `/mall/v1/statements/2026-10?fundId=${octoberLine().fundId!}` }) },
  confirmStatement: { request: () => ({ as: owner, path: '/mall/v1/statements/2026-10/confirm' }) },
  createStatementDispute: { request: () => ({ as: owner, path: '/mall/v1/statements/2026-10/disputes', body: { orderId: octoberLine()._id, note: '运费应为 0：同日两单合计已满 ¥500' } }) },
  getStatementPdf: { request: () => ({ as: owner, path: `/mall/v1/statements/2026-10/pdf?fundId=${octoberLine().fundId!}` }) },
  // buying lists (§23): the owner's shared and private lists of the seed (mocks/db/seed/buying-lists.ts)
  listBuyingLists: { request: () => ({ as: DEMO.sub._id, path: '/mall/v1/member/buying-lists' }) },
  createBuyingList: { request: () => ({ as: owner, path: '/mall/v1/member/buying-lists', body: { name: 'ELISA 常用', shared: true, lines: [{ matlId: aListLine(), quantity: 2 }] } }) },
  getBuyingList: { request: () => ({ as: DEMO.sub._id, path: `/mall/v1/member/buying-lists/${sharedList()._id}` }) },
  updateBuyingList: { request: () => ({ as: owner, path: `/mall/v1/member/buying-lists/${sharedList()._id}`, body: { name: '细胞培养常用（2027）', shared: false } }) },
  deleteBuyingList: { request: () => ({ as: owner, path: `/mall/v1/member/buying-lists/${sharedList()._id}` }) },
  addBuyingListLines: { request: () => ({ as: owner, path: `/mall/v1/member/buying-lists/${sharedList()._id}/lines`, body: { lines: [{ matlId: aListLine(), quantity: 1 }] } }) },
  updateBuyingListLine: { request: () => ({ as: owner, path: `/mall/v1/member/buying-lists/${sharedList()._id}/lines/${aListLine()}`, body: { quantity: 3 } }) },
  deleteBuyingListLine: { request: () => ({ as: owner, path: `/mall/v1/member/buying-lists/${sharedList()._id}/lines/${aListLine()}` }) },
  importBuyingListLines: {
    request: () => ({ as: owner, path: `/mall/v1/member/buying-lists/${sharedList()._id}/import`, body: { lines: [{ catalogNo: '8871-500CS', quantity: 1 }, { catalogNo: 'NO-SUCH-1', quantity: 1 }] } }),
  },
  buyingListToCart: { request: () => ({ as: DEMO.sub._id, path: `/mall/v1/member/buying-lists/${sharedList()._id}/to-cart`, body: { matlIds: [aListLine()] } }) },
  // restock alerts (§24): the owner's waiting alert of the seed
  listRestockAlerts: { request: () => ({ as: owner, path: '/mall/v1/member/restock-alerts' }) },
  createRestockAlert: { request: () => ({ as: DEMO.sub._id, path: '/mall/v1/member/restock-alerts', body: { matlId: waitedFor() } }) },
  deleteRestockAlert: { request: () => ({ as: owner, path: `/mall/v1/member/restock-alerts/${waitedFor()}` }) },
  countRestockAlerts: { request: () => ({ as: owner, path: '/mall/v1/member/restock-alerts/count' }) },
  markRestockAlertsSeen: { request: () => ({ as: owner, path: '/mall/v1/member/restock-alerts/seen' }) },
  createServiceMessage: { request: () => ({ as: null, path: '/mall/v1/service/messages', body: { content: '请问订单什么时候发货？', phone: '13800000003' } }) },
};

describe('every operation answers a valid request as documented (seed data)', () => {
  it('the table has one request per operation', () => {
    expect(Object.keys(CASES).sort()).toEqual(operations.map((o) => o.operationId).sort());
  });

  it.each(operations.map((o) => [o.operationId, o] as const))('%s', async (operationId, operation) => {
    const testCase = CASES[operationId];
    if (!testCase) throw new Error(`no request for ${operationId}`);
    const { as, path, body, rawBody, headers } = testCase.request();
    const response = await call(as, operation.method, path, { body, headers: headers ?? {}, ...(rawBody === undefined ? {} : { rawBody }) });
    const copy = response.clone();
    expect(response.status, await copy.text().then((t) => t.slice(0, 300))).toBe(200);
    if ((response.headers.get('content-type') ?? '').startsWith('application/json')) {
      const envelope = (await response.clone().json()) as { code: number; msg: string };
      expect(envelope.code, envelope.msg).toBe(0);
    }
    expect(await nonConformance(operation, response)).toBeNull();
  });
});

describe('an order from a quote (§16) answers as documented', () => {
  const operation = (id: string) => operations.find((o) => o.operationId === id)!;
  const conforms = async (id: string, path: string, body?: unknown) => {
    const response = await call(owner, operation(id).method, path, body === undefined ? {} : { body });
    const envelope = (await response.clone().json()) as { code: number; msg: string; data: Record<string, unknown> };
    expect(envelope.code, envelope.msg).toBe(0);
    expect(await nonConformance(operation(id), response)).toBeNull();
    return envelope.data;
  };

  it('preview, order and the order’s detail with its quote', async () => {
    await conforms('previewOrder', '/mall/v1/orders/preview', { quoteId: DEMO_QUOTE_ID, fundId: aFund()._id });
    const placed = await conforms('createOrder', '/mall/v1/orders', { addressId: ownerAddress()._id, fundId: aFund()._id, quoteId: DEMO_QUOTE_ID, idempotencyKey: 'contract-quote' });
    const detail = await conforms('getOrder', `/mall/v2/orders/${String(placed._id)}`);
    expect(detail.quote).toMatchObject({ _id: DEMO_QUOTE_ID });
    const quote = await conforms('getQuote', `/mall/v1/quotes/${DEMO_QUOTE_ID}`);
    expect(quote).toMatchObject({ status: 'accepted', orderId: placed._id });
  });
});

describe('hazards, shipping conditions, compliance and restock alerts (§20, §21, §24) answer as documented', () => {
  const operation = (id: string) => operations.find((o) => o.operationId === id)!;
  const conforms = async <T = Record<string, unknown>>(as: string | null, id: string, path: string, body?: unknown): Promise<T> => {
    const response = await call(as, operation(id).method, path, body === undefined ? {} : { body });
    const envelope = (await response.clone().json()) as { code: number; msg: string; data: T };
    expect(envelope.code, envelope.msg).toBe(0);
    expect(await nonConformance(operation(id), response)).toBeNull();
    return envelope.data;
  };
  const controlled = (classes: readonly string[]) => classes.some((c) => c !== 'hazardous');

  it('the control filter narrows the list and the facets', async () => {
    const page = await conforms<{ total: number; list: { hazard: { controls: string[] } | null }[] }>(null, 'listMaterials', '/mall/v1/materials?control=controlled&pageSize=100');
    expect(page.total).toBeGreaterThan(0);
    expect(page.list.filter((m) => !m.hazard || !controlled(m.hazard.controls))).toEqual([]);
    const brands = await conforms<{ count: number }[]>(null, 'brandFacet', '/mall/v1/materials/keyword/relate-manufacturer?control=controlled');
    expect(brands.reduce((sum, b) => sum + b.count, 0)).toBe(page.total);
    await conforms(null, 'listTags', '/mall/v1/materials/tags/list?control=precursor3');
  });

  it('a restocked material turns the waiting alert into an arrived one with a restock notice', async () => {
    const matlId = waitedFor();
    expect(await conforms(owner, 'getMaterial', `/mall/v1/materials/${matlId}`)).toMatchObject({ restockAlert: 'waiting' });
    expect(await conforms(null, 'getMaterial', `/mall/v1/materials/${matlId}`)).toMatchObject({ restockAlert: null });
    const restocked = await call(null, 'POST', `/__mock/materials/${matlId}/restock`, { body: {} });
    expect(restocked.status).toBe(200);
    const notices = await conforms<{ kind: string; material?: { _id: string } }[]>(owner, 'listNotices', '/mall/v1/member/notices');
    expect(notices.find((n) => n.kind === 'restock')).toMatchObject({ material: { _id: matlId } });
    expect(await conforms(owner, 'countRestockAlerts', '/mall/v1/member/restock-alerts/count')).toMatchObject({ arrived: 1 });
    const alerts = await conforms<{ matlId: string; status: string }[]>(owner, 'listRestockAlerts', '/mall/v1/member/restock-alerts');
    expect(alerts.find((a) => a.matlId === matlId)).toMatchObject({ status: 'arrived', seen: false });
    expect(await conforms(owner, 'getMaterial', `/mall/v1/materials/${matlId}`)).toMatchObject({ restockAlert: 'arrived' });
    expect(await conforms(owner, 'markRestockAlertsSeen', '/mall/v1/member/restock-alerts/seen')).toEqual({ arrived: 0 });
  });

  it('a dry-ice line ships apart and adds the fee to the preview and the order', async () => {
    const dryIce = db.state.materials.find((m) => m.shipping === '干冰' && !m.offShelf && m.stock > 0 && !controlled(m.hazard?.controls ?? []))!;
    const ambient = db.state.materials.find((m) => m.shipping === '常温' && !m.offShelf && m.stock > 0 && !m.hazard)!;
    for (const m of [dryIce, ambient]) await conforms(owner, 'addToCart', '/mall/v1/carts', { matlId: m._id, quantity: 1 });
    const matlIds = [dryIce._id, ambient._id];
    const preview = await conforms<{ coldChainFee: number; shipments: unknown[]; compliance: unknown }>(owner, 'previewOrder', '/mall/v1/orders/preview', { matlIds, fundId: aFund()._id });
    expect(preview.coldChainFee).toBe(80);
    expect(preview.shipments).toEqual([
      { condition: 'ambient', label: '常温', matlIds: [ambient._id], fee: 0 },
      { condition: 'dryIce', label: '−20 ℃ 干冰', matlIds: [dryIce._id], fee: 80 },
    ]);
    expect(preview.compliance).toEqual({ blocked: null, lines: [] });
    const placed = await conforms<{ _id: string }>(owner, 'createOrder', '/mall/v1/orders', { addressId: ownerAddress()._id, fundId: aFund()._id, matlIds, idempotencyKey: 'contract-dry-ice' });
    const detail = await conforms<{ coldChainFee: number; compliance: unknown; items: { matlId: string; shippingCondition: string }[] }>(owner, 'getOrder', `/mall/v2/orders/${placed._id}`);
    expect(detail.coldChainFee).toBe(80);
    expect(detail.compliance).toBeNull();
    expect(detail.items.find((i) => i.matlId === dryIce._id)).toMatchObject({ shippingCondition: 'dryIce' });
  });

  it('a controlled line: its compliance in cart and preview, the refusals, and what the order records', async () => {
    const byCas = (cas: string) => db.state.materials.find((m) => m.cas === cas && !m.offShelf && m.stock > 0)!;
    const acetone = byCas('67-64-1'); // 第三类: nothing of the owner covers it
    const azide = byCas('26628-22-8'); // 剧毒: the owner's licence, 20 days left
    const cart = await conforms<{ list: { matlId: string; compliance: { status: string } }[] }>(owner, 'addToCart', '/mall/v1/carts', { matlId: acetone._id, quantity: 1 });
    expect(cart.list.find((l) => l.matlId === acetone._id)?.compliance).toMatchObject({ status: 'missing', controls: ['precursor3'] });
    await conforms(owner, 'addToCart', '/mall/v1/carts', { matlId: azide._id, quantity: 1 });

    const blocked = await conforms<{ compliance: { blocked: string | null; lines: unknown[] } }>(owner, 'previewOrder', '/mall/v1/orders/preview', { matlIds: [acetone._id], fundId: aFund()._id });
    expect(blocked.compliance.blocked).toMatch(/资质管理/);
    expect(blocked.compliance.lines).toEqual([expect.objectContaining({ matlId: acetone._id, status: 'missing' })]);
    const order = { addressId: ownerAddress()._id, fundId: aFund()._id };
    const refusedOrder = async (body: Record<string, unknown>) => {
      const response = await call(owner, 'POST', '/mall/v1/orders', { body: { ...order, ...body } });
      const envelope = (await response.clone().json()) as { code: number };
      expect(await nonConformance(operation('createOrder'), response)).toBeNull();
      return envelope.code;
    };
    expect(await refusedOrder({ matlIds: [acetone._id] })).toBe(10172);

    const covered = await conforms<{ compliance: { blocked: string | null; lines: unknown[] } }>(owner, 'previewOrder', '/mall/v1/orders/preview', { matlIds: [azide._id], fundId: aFund()._id });
    expect(covered.compliance.lines).toEqual([expect.objectContaining({ matlId: azide._id, status: 'ok', purposeRequired: true, expiring: expect.stringContaining('剩 20 天') })]);
    expect(await refusedOrder({ matlIds: [azide._id] })).toBe(10174);

    const purposes = [{ matlId: azide._id, purpose: '细胞培养基防腐' }];
    const placed = await conforms<{ _id: string }>(owner, 'createOrder', '/mall/v1/orders', { ...order, matlIds: [azide._id], purposes, idempotencyKey: 'contract-azide' });
    const detail = await conforms<{ compliance: unknown; items: { controls: string[]; hasSds: boolean }[] }>(owner, 'getOrder', `/mall/v2/orders/${placed._id}`);
    expect(detail.compliance).toEqual({
      qualifications: [expect.objectContaining({ _id: SEEDED_QUALIFICATIONS.azide })],
      purposes: [{ matlId: azide._id, name: azide.name, purpose: '细胞培养基防腐' }],
    });
    expect(detail.items[0]).toMatchObject({ controls: ['toxic'], hasSds: true });
  });
});

// ---------------------------------------------------------------- requests the document refuses

describe('a request the document refuses gets the 400 envelope with a Chinese msg', () => {
  const refused = async (as: string | null, method: string, path: string, body?: unknown) => {
    const response = await call(as, method, path, body === undefined ? {} : { body });
    const envelope = (await response.json()) as { code: number; msg: string; data: unknown };
    expect(response.status).toBe(400);
    expect(envelope.code).toBe(400);
    expect(envelope.data).toBeNull();
    expect(envelope.msg).toMatch(/[\u4e00-\u9fff]/);
    return envelope.msg;
  };

  it('a missing required body field names the field', async () => {
    expect(await refused(owner, 'POST', '/mall/v1/carts', { quantity: 1 })).toBe('商品不能为空');
    expect(await refused(owner, 'POST', '/mall/v1/orders', { remark: '无地址' })).toBe('收货地址不能为空');
    expect(await refused(null, 'POST', '/mall/v1/auth/login', { type: 'sms', phone: '13800000001' })).toBe('验证码不能为空');
    expect(await refused(owner, 'PUT', '/mall/v1/member/wechat/bind', {})).toBe('微信标识不能为空');
  });

  it('a wrong type names the field', async () => {
    expect(await refused(owner, 'POST', '/mall/v1/carts', { matlId: orderable()._id, quantity: '2' })).toBe('数量必须为整数');
    expect(await refused(owner, 'PUT', `/mall/v1/carts/${cartLine().matlId}/selected`, { selected: 'yes' })).toBe('selected必须为布尔值');
    expect(await refused(owner, 'PUT', '/mall/v1/member/notices/read', { ids: 'all' })).toBe('ids 不能为空');
    expect(await refused(owner, 'POST', '/mall/v1/orders', { addressId: ownerAddress()._id, purposes: '科研' })).toBe('用途必须是 { matlId, purpose } 数组');
    expect(await refused(owner, 'POST', '/mall/v1/orders', { addressId: ownerAddress()._id, purposes: [{ matlId: orderable()._id, purpose: '用'.repeat(101) }] })).toBe('用途应为 2–100 个字符');
    expect(await refused(owner, 'POST', '/mall/v1/member/buying-lists', { name: '清'.repeat(31) })).toBe('清单名称不能超过 30 个字符');
  });

  it('an out-of-range quantity is refused before the cart changes', async () => {
    const before = JSON.stringify(db.state.carts);
    expect(await refused(owner, 'POST', '/mall/v1/carts', { matlId: orderable()._id, quantity: 10000 })).toBe('数量不能大于 9999');
    expect(await refused(owner, 'PUT', `/mall/v1/carts/${cartLine().matlId}/quantity`, { quantity: 0 })).toBe('数量不能小于 1');
    expect(JSON.stringify(db.state.carts)).toBe(before);
  });

  it('query and path parameters are checked too', async () => {
    expect(await refused(null, 'GET', '/mall/v1/materials?pageSize=500')).toBe('pageSize 必须是 1 到 100 之间的整数');
    expect(await refused(null, 'GET', '/mall/v1/materials?sort=cheapest')).toBe('sort 只能是 default、sales、priceAsc、priceDesc 或 newest');
    expect(await refused(null, 'GET', '/mall/v1/materials?control=flammable')).toBe('control 只能是 hazard、controlled、hazardous、precursor1、precursor2、precursor3、explosive 或 toxic');
    expect(await refused(null, 'GET', '/mall/v1/materials/keyword/relate-manufacturer?control=all')).toBe('control 只能是 hazard、controlled、hazardous、precursor1、precursor2、precursor3、explosive 或 toxic');
    expect(await refused(owner, 'GET', '/mall/v2/orders/not-an-id')).toBe('编号格式不正确');
    expect(await refused(owner, 'GET', '/mall/v1/orders?createdAt=2026-01-01')).toBe('下单时间格式应为 YYYY-MM-DD,YYYY-MM-DD');
  });

  it('a too long text and a body that is not JSON', async () => {
    expect(await refused(owner, 'POST', '/mall/v1/orders', { addressId: ownerAddress()._id, remark: '备'.repeat(201) })).toBe('订单备注不能超过 200 个字符');
    const response = await call(owner, 'POST', '/mall/v1/carts', { rawBody: '{"matlId":' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 400, msg: '请求体不是合法的 JSON 对象', data: null });
  });

  it("business rules still come from the handlers after the schema's checks", async () => {
    const offShelf = db.state.materials.find((m) => m.offShelf)!;
    const response = await call(owner, 'POST', '/mall/v1/carts', { body: { matlId: offShelf._id, quantity: 1 } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ code: 10050 });
  });
});
