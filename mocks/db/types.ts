/**
 * Storage shapes of the fake mall. Handlers turn these into the response
 * shapes documented in docs/api.md. Money is in yuan (number, 2 decimals);
 * times are ISO-8601 strings in +08:00. A record that stores what the contract describes reuses its schema
 * (Schema<…>, from mocks/openapi.gen.ts), with the fields only the mall keeps added and the computed ones left out.
 */
import type { components } from '../openapi.gen.ts';

/** A schema of the contract (docs/openapi.yaml), as npm run api:gen types it. */
type Schema<N extends keyof components['schemas']> = components['schemas'][N];

export type MaterialCategory = Schema<'Category'>;

/** A brand as the mall stores it: the contract's, without what is counted or served (materialCount, image). */
export type Manufacturer = Omit<Schema<'Manufacturer'>, 'materialCount' | 'image'>;

/** A tag as the mall stores it (color: an antd tag colour name). */
export type MaterialTag = Omit<Schema<'Tag'>, 'materialCount' | 'image'>;

/** A sellable SKU: one catalogue number in one pack size. The cart is keyed by its _id (matlId). */
export interface Material {
  _id: string;
  /** Catalogue number of the product family, e.g. 420201 */
  productNo: string;
  /** SKU catalogue number, e.g. 420201-100T; siblings share productNo */
  catalogNo: string;
  name: string;
  nameEn: string;
  category: MaterialCategory;
  mfrId: string;
  mfrName: string;
  tagIds: string[];
  /** Pack size, e.g. 100 µg, 96T, 500 mL, 1000 支/箱 */
  spec: string;
  unit: string;
  /** List price in yuan */
  price: number;
  /** Units in stock; 0 = out of stock (期货) */
  stock: number;
  /** Working days to ship when out of stock */
  leadDays: number;
  storage: string;
  /** Shipping condition: 常温 | 冰袋 | 干冰 (docs/api.md §20: ambient | icePack | dryIce) */
  shipping: string;
  cas?: string;
  /** GTIN-14 of the pack (GS1, AI 01) on brands whose labels carry a GS1 DataMatrix (docs/api.md §5) */
  gtin?: string;
  /** Structure of a chemical (docs/api.md §5 Structures): SMILES as sold; the idcode is computed from it */
  smiles?: string;
  /** Names a lab uses for the product (乙醇, 酒精; DMSO): searched like the name (docs/api.md §5 relevance) */
  synonyms?: string[];
  /** GHS classification and control classes (docs/api.md §20, sources in docs/hazards.md); absent = none */
  hazard?: MaterialHazard;
  /** Antibodies: host, clone, reactivity, conjugate, applications */
  host?: string;
  clone?: string;
  reactivity?: string[];
  conjugate?: string;
  applications?: string[];
  description: string;
  /** Popularity for sorting and the home page */
  sales: number;
  createdAt: string;
  /** Hidden from lists (discontinued) */
  offShelf: boolean;
}

export type GhsPictogram = Schema<'GhsPictogram'>;
/** 危险化学品 | 易制毒 第一/二/三类 | 易制爆 | 剧毒 (docs/api.md §20) */
export type ControlClass = Schema<'ControlClass'>;

export interface MaterialHazard {
  pictograms: GhsPictogram[];
  signalWord: '危险' | '警告' | null;
  /** H-statement codes (H225, H300+H310); their Chinese texts live in one table of the fake mall */
  hCodes: string[];
  controls: ControlClass[];
  unNumber: string | null;
}

export interface CoaRecord {
  _id: string;
  /** Certificate serial number, e.g. COA2024A00123 */
  sn: string;
  lot: string;
  matlId: string;
  catalogNo: string;
  materialName: string;
  mfrId: string;
  mfrName: string;
  manufacturedAt: string;
  expiresAt: string;
  /** File key: served by GET {common}/scm/coas/{_id}/file as a PDF */
  fileName: string;
  items: { name: string; standard: string; result: string }[];
  conclusion: string;
}

export type CompanyInfo = Schema<'CompanyInfo'>;

export interface MemberRecord {
  _id: string;
  cellphone: string;
  /** Plain text in the fake mall only */
  password: string;
  contactName?: string;
  email?: string;
  wechatId?: string;
  /** Set on sub-accounts: the owner member's _id */
  parentMbrId?: string;
  /** Sub-account login name (for POST {v1}/auth/login/sub) */
  subAccount?: string;
  isBLGDistributor: boolean;
  /** when the member acknowledged the BioLegend supply notice (docs/api.md §12), on any device */
  supplyNoticeAckAt?: string;
  companyInfo: CompanyInfo | Record<string, never>;
  /** locked accounts cannot log in */
  status: 'active' | 'locked';
  createdAt: string;
}

/** An address as the contract has it (GB/T 2260 codes, the names' snapshot), its owner added, fullAddress computed. */
export type AddressRecord = Omit<Schema<'Address'>, 'fullAddress'> & { memberId: string };

/** A sub-account managed by its owner (the same person can log in with subAccount + password). */
export type SubMemberRecord = Omit<Schema<'SubMember'>, 'wechatBound'>;

/** A 发票抬头: the contract's, its owner added, typeLabel computed. */
export type InvoiceProfileRecord = Omit<Schema<'InvoiceProfile'>, 'typeLabel'> & { memberId: string };

export interface CartRecord {
  memberId: string;
  matlId: string;
  quantity: number;
  selected: boolean;
  addedAt: string;
}

export type OrderStatus = Schema<'OrderStatus'>;

export interface OrderItem {
  matlId: string;
  catalogNo: string;
  name: string;
  spec: string;
  mfrName: string;
  price: number;
  quantity: number;
  shippedQty: number;
  /** docs/api.md §20; absent on orders placed before it: read the material's */
  shippingCondition?: 'ambient' | 'icePack' | 'dryIce';
}

export interface OrderRecord {
  _id: string;
  /** e.g. SO202611210001 */
  orderNo: string;
  memberId: string;
  /** Sub-account who placed it, if any */
  placedBy?: string;
  status: OrderStatus;
  items: OrderItem[];
  goodsAmount: number;
  freight: number;
  amount: number;
  /** Snapshot of the address at order time */
  address: Omit<AddressRecord, 'memberId' | 'isDefault' | 'createdAt'>;
  /** Snapshot of the invoice profile, if an invoice was requested */
  invoiceProfile?: Omit<InvoiceProfileRecord, 'memberId' | 'isDefault' | 'createdAt'>;
  remark: string;
  /** Customer's purchase order / project number */
  poNo?: string;
  createdAt: string;
  confirmedAt?: string;
  paidAt?: string;
  completedAt?: string;
  cancelledAt?: string;
  cancelReason?: string;
  stockOutIds: string[];
  /** Raised on every change; approve/reject/resubmit must send the version they saw (docs/api.md §13) */
  version: number;
  /** The research fund charged (docs/api.md §13) */
  fundId?: string;
  /** Set when the order needed approval: its current round (a resubmission starts a new one) */
  approval?: ApprovalRecord;
  /** What happened to the order, oldest first (mocks/order-timeline.ts); shipments and receipts are read from stock-outs */
  events: OrderEventRecord[];
  /** The client's idempotency key of the POST that created it (a retried POST answers this order again) */
  idempotencyKey?: string;
  /** Placed from this quote (docs/api.md §16) */
  quoteId?: string;
  /** Dry-ice fee (docs/api.md §20); absent = 0 */
  coldChainFee?: number;
  /** Controlled lines (docs/api.md §21): the qualifications that covered them and the purposes recorded */
  compliance?: {
    qualificationIds: string[];
    /**
     * what each qualification took of its limits (docs/api.md §21: `used` counts these by kind and number); absent
     * on orders saved before it was kept, whose limit-CAS lines count in full to each recorded qualification
     */
    takes?: { qualificationId: string; kind: QualificationKind; number: string; cas: string; amount: number; unit: 'g' | 'kg' | 'mL' | 'L' }[];
    purposes: { matlId: string; purpose: string }[];
  };
  /** Transfers the mall matched to the order, oldest first (docs/api.md §17); paid in full when they cover `amount` */
  transfers?: { at: string; amount: number; payer: string }[];
  /** Transfer receipts the buyer attached (docs/api.md §17); bytes in memory only, as after-sales photos */
  paymentReceipts?: PaymentReceiptRecord[];
  /** The refund of what it received, opened when the order was cancelled (docs/api.md §17) */
  refund?: { status: 'refunding' | 'refunded'; amount: number; requestedAt: string; refundedAt: string | null; reason: string };
}

export interface PaymentReceiptRecord {
  _id: string;
  fileName: string;
  contentType: string;
  size: number;
  uploadedAt: string;
  uploadedBy: string;
  uploadedByName: string;
  /** the bytes, in memory only (missing after a reload of the demo) */
  base64?: string;
}

export type QuoteStatus = Schema<'QuoteStatus'>;

export interface QuoteLineRecord {
  _id: string;
  kind: 'listed' | 'custom';
  matlId: string | null;
  catalogNo: string;
  name: string;
  spec: string;
  mfrName: string;
  quantity: number;
  neededBy: string | null;
  note: string;
  status: 'pending' | 'quoted' | 'declined';
  listPrice: number | null;
  unitPrice: number | null;
  leadDays: number | null;
  declineReason: string | null;
  /** custom lines: when the fake mall answers by itself (ms epoch), docs/api.md §16 */
  answerAt?: number;
}

/** A request for a quote and the mall's answer (docs/api.md §16). `expired` is read from validUntil, never stored. */
export interface QuoteRecord {
  _id: string;
  /** QT + yyMMdd + 4 digits */
  quoteNo: string;
  /** the owner's member _id (the account) */
  memberId: string;
  /** who asked (member _id; the owner or a sub-account) */
  requestedBy: string;
  lines: QuoteLineRecord[];
  remark: string;
  createdAt: string;
  quotedAt: string | null;
  /** YYYY-MM-DD, valid through that China day */
  validUntil: string | null;
  declinedBy: 'buyer' | 'mall' | null;
  declineReason: string | null;
  orderId: string | null;
}

/** The account's answer to a month's statement (docs/api.md §18); the lines are read from the orders. */
export interface StatementRecord {
  /** the owner's member _id */
  memberId: string;
  /** YYYY-MM */
  month: string;
  confirmedAt: string | null;
  confirmedBy: string | null;
  confirmedByName: string | null;
  disputes: {
    _id: string;
    orderId: string;
    note: string;
    by: string;
    byName: string;
    createdAt: string;
    status: 'open' | 'resolved';
    answer: string | null;
    answeredAt: string | null;
  }[];
}

export interface RouteEvent {
  time: string;
  place: string;
  remark: string;
  /** 已揽收 | 运输中 | 派送中 | 已签收 | 异常 */
  phase: string;
}

export interface StockOutRecord {
  _id: string;
  stockOutNo: string;
  orderId: string;
  memberId: string;
  items: { matlId: string; catalogNo: string; name: string; spec: string; quantity: number; lot: string }[];
  courier: string;
  trackingNo: string;
  shippedAt: string;
  /** 干冰 | 冰袋 | null for ambient */
  coldChain: string | null;
  /** Newest first */
  routes: RouteEvent[];
  signedAt?: string;
  /** 确认收货 of this delivery (docs/api.md §14) */
  receipt?: ReceiptRecord;
}

export type TimelineKind =
  | 'placed'
  | 'approvalRequested'
  | 'approved'
  | 'rejected'
  | 'resubmitted'
  | 'reviewed'
  | 'paid'
  | 'shipped'
  | 'received'
  | 'completed'
  | 'cancelled'
  | 'refunded'
  | 'afterSales';

export interface OrderEventRecord {
  at: string;
  kind: TimelineKind;
  title: string;
  /** a person's name, or 商城客服 / 系统 */
  actor: string | null;
  note: string | null;
}

export interface ApprovalRecord {
  status: 'pending' | 'approved' | 'rejected';
  reasons: string[];
  decidedBy?: string;
  /** name of who decided, kept for documents */
  decidedByName?: string;
  decidedAt?: string;
  rejectReason?: string;
  comment?: string;
  adjusted: { matlId: string; name: string; from: number; to: number }[];
}

/** One per account (the owner's member _id). Missing = the defaults of docs/api.md §13. */
export interface ProcurementSettingsRecord {
  memberId: string;
  approvalMode: 'off' | 'allSubOrders' | 'rules';
  amountOver: number | null;
  categories: MaterialCategory[];
  approverIds: string[];
  requireFund: boolean;
  receiverMustDiffer: boolean;
  updatedAt: string | null;
}

/** 报销规则 of an account (docs/api.md §13); an account without one reads the defaults */
export interface ReimbursementRulesRecord {
  memberId: string;
  contractThreshold: number;
  assetUnitPrice: number;
  splitWindowDays: number;
  updatedAt: string | null;
}

export interface FundRecord {
  _id: string;
  /** the owner's member _id */
  memberId: string;
  name: string;
  codeKind: Schema<'FundCodeKind'>;
  code: string;
  holder: string;
  budget: number;
  periodStart: string;
  periodEnd: string;
  memberIds: string[];
  active: boolean;
  /** 经费负责人 who approves its orders (the owner or an approver sub-account); absent: the owner */
  approverId?: string;
  createdAt: string;
}

export interface ReceiptRecord {
  receiverId: string;
  receiverName: string;
  /** YYYY-MM-DD */
  receivedAt: string;
  confirmedBy: string;
  confirmedAt: string;
  lines: { matlId: string; catalogNo: string; name: string; quantity: number; lot: string }[];
  remark: string;
}

export type AfterSalesStatus = Schema<'AfterSalesStatus'>;

export interface AfterSalesRecord {
  _id: string;
  caseNo: string;
  orderId: string;
  memberId: string;
  /** who asked (member _id) */
  createdBy: string;
  matlId: string;
  quantity: number;
  reason: Schema<'AfterSalesInput'>['reason'];
  want: Schema<'AfterSalesInput'>['want'];
  description: string;
  /**
   * photos as sent: content type and base64 bytes. The bytes stay in memory only (a tab's sessionStorage cannot
   * hold a few real photos): after a reload a case keeps its photos' types and count, the bytes are gone
   * (`base64` missing) unless the seed made them.
   */
  photos: { type: string; base64?: string }[];
  status: AfterSalesStatus;
  events: { at: string; status: AfterSalesStatus; actor: string; note: string }[];
  createdAt: string;
}

export type InvoiceStatus = Schema<'InvoiceStatus'>;

export interface InvoiceRecord {
  _id: string;
  invoiceNo: string;
  memberId: string;
  orderId: string;
  orderNo: string;
  type: Schema<'InvoiceType'>;
  amount: number;
  taxAmount: number;
  status: InvoiceStatus;
  /** Snapshot of the profile when issued: editing the profile never changes it */
  profile: Omit<InvoiceProfileRecord, 'memberId' | 'isDefault' | 'createdAt'>;
  appliedAt: string;
  issuedAt?: string;
  /** Available download formats */
  formats: Schema<'Invoice'>['formats'];
  reissue?: { reason: string; appliedAt: string; status: '申请中' | '红冲中' | '已重开' | '已驳回'; newInvoiceId?: string };
  /** 红冲 through a 红字确认单 (docs/api.md §7), set by POST /__mock/invoices/{id}/red */
  redLetter?: Schema<'RedLetter'>;
  /** Every order of the invoice (docs/api.md §19); orderId/orderNo are the first's. Missing: [orderId] */
  orderIds?: string[];
  /** applied for several orders at once (合并开票) */
  consolidated?: boolean;
  remark?: string;
}

export interface DictItem {
  label: string;
  value: string;
  remark?: string;
}

/** A notice to members (docs/api.md §12): a mall announcement, or an order whose status the mall changed. */
export interface NoticeRecord {
  _id: string;
  kind: 'announcement' | 'orderStatus' | 'approval' | 'restock' | 'statement' | 'quote';
  title: string;
  /** plain text; paragraphs separated by \n */
  content: string;
  /** an announcement the member must confirm (我已阅读) */
  mustRead: boolean;
  createdAt: string;
  /** announcements: not shown after this time */
  endsAt?: string;
  /** 'all' members, or these member _ids (an order's owner and the sub-account that placed it) */
  audience: 'all' | string[];
  order?: { _id: string; orderNo: string; status: OrderStatus };
  /** restock notices (docs/api.md §24) */
  matlId?: string;
  /** member _ids that have read it */
  readBy: string[];
  /** statement and quote messages: their object (§12); orders and materials link through order / matlId */
  link?: { type: 'statement' | 'quote'; id: string };
}

export type QualificationKind = Schema<'QualificationKind'>;

/** A company's permit for controlled chemicals (docs/api.md §21); belongs to the account (owner's member _id). */
export interface QualificationRecord {
  _id: string;
  /** the owner's member _id */
  memberId: string;
  kind: QualificationKind;
  number: string;
  authority: string;
  classes: ControlClass[];
  /** CAS numbers; [] = every substance of the classes */
  substances: string[];
  limits: { cas: string; amount: number; unit: 'g' | 'kg' | 'mL' | 'L' }[];
  /** YYYY-MM-DD, China dates */
  validFrom: string;
  validTo: string;
  /** 'expired' is never stored: it is read from validTo */
  status: 'reviewing' | 'approved' | 'rejected';
  rejectReason?: string;
  file: { name: string; type: string; size: number };
  /** the scan's bytes: in memory only (seeded ones are drawn on request), as payment receipts */
  bytes?: Uint8Array;
  createdAt: string;
  reviewedAt?: string;
  /** a demo upload is approved by itself at this time unless a control decides first */
  autoReviewAt?: string;
}

/** 常购清单 (docs/api.md §23) */
export interface BuyingListRecord {
  _id: string;
  /** the member who made it (owner or sub-account) */
  memberId: string;
  name: string;
  shared: boolean;
  lines: { matlId: string; quantity: number; addedAt: string }[];
  createdAt: string;
  updatedAt: string;
}

/** A company's terms on one material (协议价与阶梯价, docs/api.md §5): keyed by the account owner. */
export interface PriceTermsRecord {
  ownerId: string;
  matlId: string;
  contractPrice?: number;
  /** YYYY-MM-DD (China dates, inclusive), with contractPrice */
  validFrom?: string;
  validTo?: string;
  breaks?: { from: number; price: number }[];
  minQuantity?: number;
  multiple?: number;
}

/** 到货提醒 (docs/api.md §24) */
export interface RestockAlertRecord {
  _id: string;
  memberId: string;
  matlId: string;
  status: 'waiting' | 'arrived';
  seen: boolean;
  createdAt: string;
  arrivedAt?: string;
}

/**
 * A material the restock demo control put in stock (docs/api.md §10, §24). The catalogue itself is not saved in the
 * browser tab (mocks/db/index.ts): these records are, and they are applied to the catalogue again on load.
 */
export interface RestockRecord {
  matlId: string;
  stock: number;
  at: string;
}

/** A message left for the service desk (docs/api.md §25). */
export interface ServiceMessageRecord {
  _id: string;
  ticketNo: string;
  memberId: string | null;
  content: string;
  phone: string;
  name: string;
  createdAt: string;
  answerBy: string;
}

/** Everything the seed produces. Arrays are ordered deterministically. */
export interface Seed {
  manufacturers: Manufacturer[];
  tags: MaterialTag[];
  materials: Material[];
  coas: CoaRecord[];
  members: MemberRecord[];
  addresses: AddressRecord[];
  subMembers: SubMemberRecord[];
  invoiceProfiles: InvoiceProfileRecord[];
  carts: CartRecord[];
  orders: OrderRecord[];
  stockOuts: StockOutRecord[];
  invoices: InvoiceRecord[];
  notices: NoticeRecord[];
  procurementSettings: ProcurementSettingsRecord[];
  /** docs/api.md §13 报销规则 (the seed has none: the defaults) */
  reimbursementRules: ReimbursementRulesRecord[];
  funds: FundRecord[];
  afterSales: AfterSalesRecord[];
  quotes: QuoteRecord[];
  statements: StatementRecord[];
  qualifications: QualificationRecord[];
  buyingLists: BuyingListRecord[];
  restockAlerts: RestockAlertRecord[];
  /** 协议价与阶梯价 (docs/api.md §5): the demo owner's company's terms; read-only */
  priceTerms: PriceTermsRecord[];
  /** the restock control's changes of the catalogue's stock, one per material (the seed has none) */
  restocks: RestockRecord[];
  /** 客服留言 (docs/api.md §25) */
  serviceMessages: ServiceMessageRecord[];
  dicts: Record<string, DictItem[]>;
  /** WeChat identities (openid) -> member ids they can log in as */
  wechatIdentities: { wechatId: string; nickname: string; memberIds: string[] }[];
}
