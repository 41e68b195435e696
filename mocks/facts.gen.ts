// generated from docs/openapi.yaml by npm run api:gen; do not edit
/* The mall's runtime facts from the contract: named codes, enums, labels, limits, fees. */

/** The business codes of ErrorCode by name (HTTP 200, `code` ≠ 0; docs/api.md §9). */
export const MALL_CODE = {
  "wrongSmsCode": 10002,
  "wrongPassword": 10003,
  "notRegistered": 10005,
  "wechatTicketExpired": 10006,
  "alreadyRegistered": 10007,
  "subAccountDisabled": 10008,
  "wechatNotAllowed": 10009,
  "companyInfoRequired": 10010,
  "nothingToCheckout": 10011,
  "cartLinesGone": 10012,
  "materialUnavailable": 10013,
  "priceChanged": 10014,
  "quantityChanged": 10015,
  "orderNotCancellable": 10020,
  "contractOfCancelledOrder": 10021,
  "subAccountNoInvoiceProfiles": 10030,
  "invoiceNotReissuable": 10031,
  "invoiceNotDownloadable": 10032,
  "invoiceFormatUnavailable": 10033,
  "invoiceProfileLimit": 10034,
  "defaultProfileUndeletable": 10035,
  "wrongOldPassword": 10040,
  "wechatBoundElsewhere": 10041,
  "wechatNotBound": 10042,
  "samePassword": 10043,
  "materialOffShelf": 10050,
  "cartFull": 10051,
  "nothingToAdd": 10052,
  "outOfStock": 10053,
  "quantityTermsBroken": 10054,
  "addressLimit": 10060,
  "subAccountNoSubAccounts": 10070,
  "subAccountNoCompanyEdit": 10071,
  "subAccountNameTaken": 10072,
  "subAccountLimit": 10073,
  "subAccountNoClean": 10080,
  "cleanNeedsCompanyOwner": 10081,
  "cleanOpenOrders": 10082,
  "cleanOpenInvoices": 10083,
  "subAccountNoProcurementSettings": 10090,
  "subAccountNoFunds": 10091,
  "fundUnusable": 10092,
  "fundInsufficient": 10093,
  "orderStale": 10094,
  "notApprover": 10095,
  "fundLimit": 10096,
  "notResubmittable": 10097,
  "overdraftNeedsManager": 10098,
  "subAccountNoReimbursementRules": 10099,
  "creditLimitExceeded": 10100,
  "alreadyReceived": 10110,
  "receiverIsBuyer": 10111,
  "badReceiptDate": 10112,
  "badReceiptLines": 10113,
  "noAcceptanceSlip": 10114,
  "buyerMayNotConfirm": 10115,
  "notYetReceived": 10120,
  "afterSalesConflict": 10121,
  "badAfterSalesPhotos": 10122,
  "badQuoteLines": 10130,
  "quoteMaterialOffShelf": 10131,
  "quoteUnusable": 10132,
  "quoteNotPriced": 10133,
  "badPaymentReceipt": 10140,
  "notPayable": 10141,
  "subAccountNoStatements": 10150,
  "statementNotBilled": 10151,
  "statementChanged": 10152,
  "badInvoiceSelection": 10160,
  "ordersNotInvoiceable": 10161,
  "invoiceTitleMismatch": 10162,
  "specialTitleIncomplete": 10163,
  "subAccountNoQualifications": 10170,
  "badQualificationFile": 10171,
  "qualificationMissing": 10172,
  "overPermitLimit": 10173,
  "purposeRequired": 10174,
  "qualificationLimit": 10175,
  "buyingListLimit": 10180,
  "notListCreator": 10181,
  "inStock": 10190,
  "restockAlertLimit": 10191,
  "accountLocked": 10403,
  "coaNotFound": 10404,
  "tooFrequent": 10429
} as const;

export type MallCode = (typeof MALL_CODE)[keyof typeof MALL_CODE];

/** What the document says each code means (the mall's message, or its variants separated by ` / `). */
export const MALL_CODE_TEXT: Readonly<Record<MallCode, string>> = {
  "10002": "验证码错误或已过期 / 验证码错误次数过多，请重新获取（登录、注册、绑定手机、改密码、注销）",
  "10003": "手机号或密码错误 / 子账号或密码错误",
  "10005": "该手机号尚未注册，请选择账号类型完成注册",
  "10006": "微信登录凭证已失效，请重新扫码 / 授权已失效，请重新授权",
  "10007": "该手机号已注册，请直接登录",
  "10008": "该子账号已被主账号停用",
  "10009": "该微信无权登录此账号",
  "10010": "请先完善企业信息（订单、发货单、子账号）",
  "10011": "请选择要结算的商品",
  "10012": "部分商品已不在购物车中，请刷新购物车后重试",
  "10013": "商品 … 已下架 / 暂时缺货，请删除后再结算",
  "10014": "商品 … 的价格已变为 ¥…，请确认后再提交",
  "10015": "商品 … 的数量已由 N 变为 M，请确认后再提交",
  "10020": "订单已确认，无法在线取消，如需取消请致电 400 819 7199 / 订单已取消，无需重复操作",
  "10021": "订单已取消，无法下载合同",
  "10030": "子账号无权管理发票抬头",
  "10031": "发票不能重开（尚未开具、重开中、已重开、已驳回、红冲中、已红冲、新抬头类型不一致）",
  "10032": "发票尚未开具或已作废（已重开、已红冲），暂不能下载",
  "10033": "该发票不提供 OFD/XML 格式下载",
  "10034": "最多保存 20 个发票抬头",
  "10035": "默认发票抬头不能删除，请先将其他抬头设为默认",
  "10040": "原密码错误 / 账号尚未设置密码，请使用短信验证码设置",
  "10041": "该微信已绑定其他账号 / 该手机号已绑定其他微信",
  "10042": "当前账号未绑定微信",
  "10043": "新密码不能与原密码相同",
  "10050": "该商品已下架或不存在",
  "10051": "购物车最多 200 种商品，请先清理",
  "10052": "没有可加入购物车的商品",
  "10053": "该商品暂时缺货，无法加入购物车",
  "10054": "商品 … 起订 N 件，按 M 的倍数购买（本单 K 件），请修改数量后再结算（下单、审批调低、重新提交：违反起订量或倍数的行，§5 协议价与阶梯价）",
  "10060": "最多保存 20 个收货地址，请先删除不用的地址",
  "10070": "子账号无权管理子账号",
  "10071": "子账号无权修改企业信息，请联系主账号",
  "10072": "该子账号名已被使用，请换一个",
  "10073": "最多创建 50 个子账号",
  "10080": "子账号不能注销，请联系主账号",
  "10081": "仅已完善企业信息的主账号可以在线注销",
  "10082": "您还有未完成的订单，请完成收货或取消后再注销",
  "10083": "您还有开票中或重开中的发票，请待开票完成后再注销",
  "10090": "子账号无权修改采购设置",
  "10091": "子账号无权管理经费",
  "10092": "请选择经费 / 该经费不可用：已停用或不在有效期内 / 无权使用该经费（下单、重新提交）",
  "10093": "经费可用余额不足：可用余额 ¥…，本单 ¥…（下单、重新提交）",
  "10094": "该订单已被他人处理（…），请刷新后查看（version 或状态已变）",
  "10095": "无权审批该订单 / 无权审批使用该经费的订单，该经费由 … 审批",
  "10096": "最多登记 50 个经费 / 预算不能低于已占用金额 ¥…",
  "10097": "只有已驳回的订单可以重新提交 / 只有下单人可以重新提交已驳回的订单",
  "10098": "批准后经费将超支 ¥…，须由经费负责人作超支批准并填写原因",
  "10099": "子账号无权修改报销规则",
  "10100": "超出信用额度：可用额度 ¥…，本单 ¥…，请先结清到期货款或联系客服调整额度（下单、重新提交）",
  "10110": "该发货单已确认收货",
  "10111": "收货人不能是下单人",
  "10112": "收货日期不能早于发货日期，也不能晚于今天",
  "10113": "收货数量不能超过发货数量 / 收货明细与发货单不符",
  "10114": "尚未确认收货，暂无验收单 / 尚未确认收货，暂无瓶签 / 尚未确认收货，暂无供货单",
  "10115": "收货确认须由下单人以外的成员完成（receiverMustDiffer，下单的子账号不能确认自己订单的收货）",
  "10120": "该商品尚未收货，暂不能申请售后",
  "10121": "该商品已有处理中的售后申请 / 售后已处理完毕，无法撤回",
  "10122": "图片须为 JPG、PNG 或 WebP，每张不超过 5 MB，最多 6 张",
  "10130": "请至少添加一个询价商品 / 一次最多询价 50 种商品",
  "10131": "商品 … 已下架，无法询价",
  "10132": "报价单已过期（有效期至 …），请重新询价 / 报价单已下单（订单 …），不能重复使用 / 报价单已拒绝，不能下单 / 报价单尚未完成报价 / 报价单已下单，不能拒绝 / 报价单已拒绝 / 报价单已过期（下单、预览、拒绝报价）",
  "10133": "尚未报价，暂无报价单",
  "10140": "付款凭证须为 JPG、PNG、WebP 图片或 PDF，且不超过 10 MB / 每个订单最多上传 5 个付款凭证",
  "10141": "订单已付清，无需上传付款凭证 / 订单已取消，无需付款 / 订单尚未审批通过，暂不能付款 / 订单尚在商城审核中，审核通过后即可付款 / 订单已付清，付款凭证不能删除 / 订单已取消，付款凭证不能删除",
  "10150": "子账号无权确认对账单",
  "10151": "本月对账单尚未出账，下月 1 日后可确认",
  "10152": "对账单已确认 / 对账单有待处理的异议，请等待商城回复后再确认 / 对账单已确认，不能再提出异议 / 该订单已有待处理的异议",
  "10160": "请选择要开票的订单 / 一次最多合并 50 个订单",
  "10161": "订单 … 尚未完成，暂不能开票 / 订单 … 已开票或正在开票",
  "10162": "所选订单的发票抬头不一致：订单 … 下单时选择了「…」",
  "10163": "增值税专用发票需要完整的抬头信息（注册地址、注册电话、开户银行、银行账号），请先补全该抬头",
  "10170": "子账号无权管理资质",
  "10171": "资质文件须为 JPG、PNG、WebP 图片或 PDF，且不超过 10 MB",
  "10172": "商品 … 需要有效的…，请在资质管理中上传 / 商品 … 的资质正在审核，通过后可下单（下单、重新提交、审批）",
  "10173": "超出许可数量：… 许可 …，已购 …，本单 …（下单、重新提交、审批）",
  "10174": "请填写 … 的用途（下单、重新提交）",
  "10175": "最多保存 20 个资质",
  "10180": "最多保存 50 个清单 / 每个清单最多 200 种商品",
  "10181": "只有清单创建人可以修改",
  "10190": "该商品有现货，无需到货提醒",
  "10191": "最多设置 50 个到货提醒",
  "10403": "账号已被锁定，请联系客服 400 819 7199（登录时 HTTP 200；其他接口 HTTP 403）",
  "10404": "未找到该批号的 COA 报告，请核对批号",
  "10429": "验证码发送过于频繁，请 N 秒后再试"
};

/** The named enums of components.schemas, in the document's order. */
export const MALL_ENUMS = {
  "OrgType": [
    "高校",
    "科研院所",
    "医院",
    "企业",
    "其他"
  ],
  "Category": [
    "antibody",
    "elisa",
    "cytokine",
    "reagent",
    "consumable"
  ],
  "OrderStatus": [
    "pendingApproval",
    "pendingReview",
    "pendingPayment",
    "pendingShipment",
    "partiallyShipped",
    "pendingReceipt",
    "completed",
    "cancelled",
    "rejected"
  ],
  "InvoiceStatus": [
    "applying",
    "issued",
    "reissuing",
    "reissued",
    "rejected",
    "redLettering",
    "redLettered"
  ],
  "InvoiceType": [
    "special",
    "normal"
  ],
  "ColdChain": [
    "干冰",
    "冰袋",
    null
  ],
  "MessageKind": [
    "announcement",
    "orderStatus",
    "approval",
    "restock",
    "statement",
    "quote"
  ],
  "MaterialCategory": [
    "antibody",
    "elisa",
    "cytokine",
    "reagent",
    "consumable"
  ],
  "FundCodeKind": [
    "card",
    "project"
  ],
  "Settlement": [
    "monthly",
    "prepaid"
  ],
  "AfterSalesStatus": [
    "submitted",
    "accepted",
    "processing",
    "resolved",
    "closed",
    "withdrawn"
  ],
  "QuoteStatus": [
    "pending",
    "quoted",
    "accepted",
    "expired",
    "declined"
  ],
  "PaymentStatus": [
    "unpaid",
    "partial",
    "paid",
    "refunding",
    "refunded"
  ],
  "StatementStatus": [
    "open",
    "pending",
    "confirmed",
    "disputed"
  ],
  "GhsPictogram": [
    "GHS01",
    "GHS02",
    "GHS03",
    "GHS04",
    "GHS05",
    "GHS06",
    "GHS07",
    "GHS08",
    "GHS09"
  ],
  "ControlClass": [
    "hazardous",
    "precursor1",
    "precursor2",
    "precursor3",
    "explosive",
    "toxic"
  ],
  "ShippingCondition": [
    "ambient",
    "icePack",
    "dryIce"
  ],
  "QualificationKind": [
    "precursorLicence",
    "precursorRecord",
    "explosiveRecord",
    "toxicLicence"
  ],
  "QualificationStatus": [
    "reviewing",
    "approved",
    "rejected",
    "expired"
  ],
  "RestockChannel": [
    "site",
    "sms",
    "wechat"
  ]
} as const;

/** The inline enums of the schemas' properties: MALL_PROPERTY_ENUMS.Schema.property. */
export const MALL_PROPERTY_ENUMS = {
  "CompanyInput": {
    "orgType": [
      "高校",
      "科研院所",
      "医院",
      "企业",
      "其他"
    ]
  },
  "BatchResult": {
    "status": [
      "ok",
      "unknown",
      "offShelf",
      "unavailable",
      "badQuantity",
      "choose"
    ]
  },
  "MaterialSummary": {
    "categoryLabel": [
      "抗体",
      "ELISA 试剂盒",
      "细胞因子",
      "试剂",
      "耗材"
    ],
    "shipping": [
      "常温",
      "冰袋",
      "干冰"
    ]
  },
  "DownloadItem": {
    "kind": [
      "brochure",
      "presentation",
      "guide"
    ]
  },
  "OrderSummary": {
    "statusLabel": [
      "待审批",
      "待审核",
      "待付款",
      "待发货",
      "部分发货",
      "待收货",
      "已完成",
      "已取消",
      "已驳回"
    ]
  },
  "InvoiceProfileSnapshot": {
    "titleType": [
      "company",
      "personal"
    ]
  },
  "RouteEvent": {
    "phase": [
      "已揽收",
      "运输中",
      "派送中",
      "已签收",
      "异常"
    ]
  },
  "InvoiceProfileInput": {
    "type": [
      "special",
      "normal"
    ],
    "titleType": [
      "company",
      "personal"
    ]
  },
  "Invoice": {
    "typeLabel": [
      "增值税专用发票",
      "增值税普通发票"
    ],
    "statusLabel": [
      "开票中",
      "已开票",
      "重开中",
      "已重开",
      "重开已驳回",
      "红冲中",
      "已红冲"
    ],
    "typeCode": [
      "81",
      "82"
    ]
  },
  "RedLetter": {
    "status": [
      "红冲中",
      "已红冲"
    ]
  },
  "ProcurementSettingsInput": {
    "approvalMode": [
      "off",
      "allSubOrders",
      "rules"
    ]
  },
  "ReimbursementNote": {
    "rule": [
      "contract",
      "fixedAsset",
      "split"
    ]
  },
  "FundOrder": {
    "state": [
      "committed",
      "pending"
    ]
  },
  "CreditTerms": {
    "settlementLabel": [
      "月结",
      "现结"
    ]
  },
  "CreditPreview": {
    "settlementLabel": [
      "月结",
      "现结"
    ]
  },
  "ApprovalInfo": {
    "status": [
      "pending",
      "approved",
      "rejected"
    ]
  },
  "TimelineEvent": {
    "kind": [
      "placed",
      "approvalRequested",
      "approved",
      "rejected",
      "resubmitted",
      "reviewed",
      "paid",
      "shipped",
      "received",
      "completed",
      "cancelled",
      "refunded",
      "afterSales"
    ]
  },
  "AfterSalesInput": {
    "reason": [
      "damaged",
      "coldChain",
      "wrongItem",
      "quality"
    ],
    "want": [
      "replacement",
      "return",
      "refund"
    ]
  },
  "AfterSalesCase": {
    "reason": [
      "damaged",
      "coldChain",
      "wrongItem",
      "quality"
    ],
    "reasonLabel": [
      "运输破损",
      "冷链失效",
      "发错货",
      "质量问题"
    ],
    "want": [
      "replacement",
      "return",
      "refund"
    ],
    "wantLabel": [
      "换货补发",
      "退货退款",
      "仅退款"
    ],
    "statusLabel": [
      "已提交",
      "已受理",
      "处理中",
      "已解决",
      "已关闭",
      "已撤回"
    ]
  },
  "QuoteLine": {
    "kind": [
      "listed",
      "custom"
    ],
    "status": [
      "pending",
      "quoted",
      "declined"
    ],
    "statusLabel": [
      "待报价",
      "已报价",
      "无法供货"
    ]
  },
  "QuoteListItem": {
    "statusLabel": [
      "待报价",
      "已报价",
      "已接受",
      "已过期",
      "已拒绝"
    ]
  },
  "PaymentRefund": {
    "status": [
      "refunding",
      "refunded"
    ]
  },
  "PaymentReceipt": {
    "contentType": [
      "image/jpeg",
      "image/png",
      "image/webp",
      "application/pdf"
    ]
  },
  "OrderPayment": {
    "statusLabel": [
      "未付款",
      "部分付款",
      "已付款",
      "退款中",
      "已退款"
    ]
  },
  "StatementSummary": {
    "statusLabel": [
      "未出账",
      "待确认",
      "已确认",
      "有异议"
    ]
  },
  "StatementDispute": {
    "status": [
      "open",
      "resolved"
    ]
  },
  "StatementLine": {
    "paymentStatusLabel": [
      "未付款",
      "部分付款",
      "已付款",
      "退款中",
      "已退款"
    ],
    "invoiceStatus": [
      "none",
      "applying",
      "issued"
    ],
    "invoiceStatusLabel": [
      "未开票",
      "开票中",
      "已开票"
    ]
  },
  "Statement": {
    "statusLabel": [
      "未出账",
      "待确认",
      "已确认",
      "有异议"
    ]
  },
  "StatementRefund": {
    "status": [
      "refunding",
      "refunded"
    ],
    "statusLabel": [
      "退款中",
      "已退款"
    ]
  },
  "Hazard": {
    "signalWord": [
      "危险",
      "警告",
      null
    ]
  },
  "LineCompliance": {
    "status": [
      "ok",
      "missing",
      "reviewing",
      "overLimit"
    ]
  },
  "Qualification": {
    "kindLabel": [
      "易制毒化学品购买许可证",
      "易制毒化学品购买备案证明",
      "易制爆危险化学品购买备案",
      "剧毒化学品购买许可证"
    ],
    "statusLabel": [
      "审核中",
      "已通过",
      "已驳回",
      "已过期"
    ]
  },
  "RestockAlert": {
    "status": [
      "waiting",
      "arrived"
    ]
  }
} as const;

/** The Chinese label of each value of an enum (x-enum-labels). */
export const MALL_LABELS = {
  "OrderStatus": {
    "pendingApproval": "待审批",
    "pendingReview": "待审核",
    "pendingPayment": "待付款",
    "pendingShipment": "待发货",
    "partiallyShipped": "部分发货",
    "pendingReceipt": "待收货",
    "completed": "已完成",
    "cancelled": "已取消",
    "rejected": "已驳回"
  },
  "InvoiceStatus": {
    "applying": "开票中",
    "issued": "已开票",
    "reissuing": "重开中",
    "reissued": "已重开",
    "rejected": "重开已驳回",
    "redLettering": "红冲中",
    "redLettered": "已红冲"
  },
  "InvoiceType": {
    "special": "增值税专用发票",
    "normal": "增值税普通发票"
  },
  "FundCodeKind": {
    "card": "经费卡号",
    "project": "项目编号"
  },
  "Settlement": {
    "monthly": "月结",
    "prepaid": "现结"
  },
  "AfterSalesStatus": {
    "submitted": "已提交",
    "accepted": "已受理",
    "processing": "处理中",
    "resolved": "已解决",
    "closed": "已关闭",
    "withdrawn": "已撤回"
  },
  "QuoteStatus": {
    "pending": "待报价",
    "quoted": "已报价",
    "accepted": "已接受",
    "expired": "已过期",
    "declined": "已拒绝"
  },
  "PaymentStatus": {
    "unpaid": "未付款",
    "partial": "部分付款",
    "paid": "已付款",
    "refunding": "退款中",
    "refunded": "已退款"
  },
  "StatementStatus": {
    "open": "未出账",
    "pending": "待确认",
    "confirmed": "已确认",
    "disputed": "有异议"
  },
  "ControlClass": {
    "hazardous": "危险化学品",
    "precursor1": "易制毒第一类",
    "precursor2": "易制毒第二类",
    "precursor3": "易制毒第三类",
    "explosive": "易制爆",
    "toxic": "剧毒"
  },
  "ShippingCondition": {
    "ambient": "常温",
    "icePack": "2–8 ℃ 冰袋",
    "dryIce": "−20 ℃ 干冰"
  },
  "QualificationKind": {
    "precursorLicence": "易制毒化学品购买许可证",
    "precursorRecord": "易制毒化学品购买备案证明",
    "explosiveRecord": "易制爆危险化学品购买备案",
    "toxicLicence": "剧毒化学品购买许可证"
  },
  "QualificationStatus": {
    "reviewing": "审核中",
    "approved": "已通过",
    "rejected": "已驳回",
    "expired": "已过期"
  },
  "RestockChannel": {
    "site": "站内消息",
    "sms": "短信",
    "wechat": "微信"
  }
} as const;

/** The labels of a property's inline enum, from its sibling `…Label` enum: MALL_PROPERTY_LABELS.Schema.property. */
export const MALL_PROPERTY_LABELS = {
  "AfterSalesCase": {
    "reason": {
      "damaged": "运输破损",
      "coldChain": "冷链失效",
      "wrongItem": "发错货",
      "quality": "质量问题"
    },
    "want": {
      "replacement": "换货补发",
      "return": "退货退款",
      "refund": "仅退款"
    }
  },
  "QuoteLine": {
    "status": {
      "pending": "待报价",
      "quoted": "已报价",
      "declined": "无法供货"
    }
  },
  "StatementLine": {
    "invoiceStatus": {
      "none": "未开票",
      "applying": "开票中",
      "issued": "已开票"
    }
  },
  "StatementRefund": {
    "status": {
      "refunding": "退款中",
      "refunded": "已退款"
    }
  }
} as const;

/** The quantity a line may take (components.schemas.Quantity; also in MALL_LIMITS). */
export const MALL_QUANTITY = {
  "minimum": 1,
  "maximum": 9999
} as const;

/** The schemas' limits: a schema's own, and its properties' under `properties`. */
export const MALL_LIMITS = {
  "ReimbursementCoverInput": {
    "properties": {
      "scope": {
        "minLength": 1,
        "maxLength": 60
      },
      "orders": {
        "minItems": 1,
        "maxItems": 200
      }
    }
  },
  "ReimbursementMissingItem": {
    "properties": {
      "name": {
        "minLength": 1,
        "maxLength": 120
      },
      "reason": {
        "minLength": 1,
        "maxLength": 200
      }
    }
  },
  "ReimbursementCoverOrder": {
    "properties": {
      "orderId": {
        "minLength": 1,
        "maxLength": 64
      },
      "files": {
        "maxItems": 1000
      },
      "missing": {
        "maxItems": 1000
      }
    }
  },
  "ErrorEnvelope": {
    "properties": {
      "code": {
        "minimum": 400
      }
    }
  },
  "Page": {
    "properties": {
      "total": {
        "minimum": 0
      },
      "page": {
        "minimum": 1
      },
      "pageSize": {
        "minimum": 1,
        "maximum": 100
      }
    }
  },
  "Money": {
    "minimum": 0
  },
  "Quantity": {
    "minimum": 1,
    "maximum": 9999
  },
  "PhoneInput": {
    "minLength": 1
  },
  "SmsCodeInput": {
    "minLength": 1
  },
  "PasswordInput": {
    "minLength": 1
  },
  "Tokens": {
    "properties": {
      "accessToken": {
        "minLength": 1
      },
      "refreshToken": {
        "minLength": 1
      }
    }
  },
  "CompanyInfo": {
    "properties": {
      "name": {
        "minLength": 2,
        "maxLength": 100
      },
      "coName": {
        "maxLength": 20
      },
      "address": {
        "maxLength": 200
      }
    }
  },
  "CompanyInput": {
    "properties": {
      "name": {
        "minLength": 1
      },
      "creditCode": {
        "minLength": 1
      },
      "contactName": {
        "minLength": 1
      }
    }
  },
  "AddressInput": {
    "properties": {
      "receiver": {
        "minLength": 1
      },
      "cellphone": {
        "minLength": 1
      },
      "provinceCode": {
        "minLength": 1
      },
      "cityCode": {
        "minLength": 1
      },
      "regionNames": {
        "minItems": 2,
        "maxItems": 3
      },
      "detail": {
        "minLength": 1
      }
    }
  },
  "Address": {
    "properties": {
      "regionNames": {
        "minItems": 2,
        "maxItems": 3
      },
      "detail": {
        "minLength": 5,
        "maxLength": 120
      }
    }
  },
  "SubMemberInput": {
    "properties": {
      "name": {
        "minLength": 1
      },
      "cellphone": {
        "minLength": 1
      },
      "account": {
        "minLength": 1
      },
      "department": {
        "maxLength": 50
      }
    }
  },
  "SubMember": {
    "properties": {
      "department": {
        "maxLength": 50
      }
    }
  },
  "CartLine": {
    "properties": {
      "stock": {
        "minimum": 0
      },
      "leadDays": {
        "minimum": 0
      }
    }
  },
  "CartInfo": {
    "properties": {
      "itemCounts": {
        "minimum": 0,
        "maximum": 200
      },
      "list": {
        "maxItems": 200
      },
      "selectedCount": {
        "minimum": 0
      }
    }
  },
  "BatchResult": {
    "properties": {
      "index": {
        "minimum": 0
      },
      "stock": {
        "minimum": 0
      },
      "leadDays": {
        "minimum": 0
      }
    }
  },
  "BatchCandidate": {
    "properties": {
      "stock": {
        "minimum": 0
      },
      "leadDays": {
        "minimum": 0
      }
    }
  },
  "Manufacturer": {
    "properties": {
      "materialCount": {
        "minimum": 0
      }
    }
  },
  "MaterialSummary": {
    "properties": {
      "stock": {
        "minimum": 0
      },
      "leadDays": {
        "minimum": 0
      },
      "sales": {
        "minimum": 0
      }
    }
  },
  "PackSize": {
    "properties": {
      "stock": {
        "minimum": 0
      },
      "leadDays": {
        "minimum": 0
      }
    }
  },
  "BrandFacet": {
    "properties": {
      "count": {
        "minimum": 1
      }
    }
  },
  "DownloadItem": {
    "properties": {
      "size": {
        "minimum": 0
      }
    }
  },
  "OrderInput": {
    "properties": {
      "addressId": {
        "minLength": 1
      },
      "remark": {
        "maxLength": 200
      },
      "poNo": {
        "maxLength": 50
      },
      "idempotencyKey": {
        "maxLength": 64
      },
      "fundId": {
        "minLength": 1
      },
      "quoteId": {
        "minLength": 1
      }
    }
  },
  "OrderItem": {
    "properties": {
      "shippedQty": {
        "minimum": 0
      }
    }
  },
  "InvoiceProfileSnapshot": {
    "properties": {
      "title": {
        "minLength": 1
      },
      "regAddress": {
        "maxLength": 100
      },
      "bankName": {
        "maxLength": 50
      }
    }
  },
  "StockOutItem": {
    "properties": {
      "quantity": {
        "minimum": 1
      }
    }
  },
  "StockOutSummary": {
    "properties": {
      "itemCount": {
        "minimum": 0
      },
      "totalQuantity": {
        "minimum": 0
      }
    }
  },
  "InvoiceProfileInput": {
    "properties": {
      "regAddress": {
        "maxLength": 100
      },
      "bankName": {
        "maxLength": 50
      },
      "email": {
        "maxLength": 100
      }
    }
  },
  "Invoice": {
    "properties": {
      "orders": {
        "minItems": 1
      }
    }
  },
  "RedLetter": {
    "properties": {
      "reason": {
        "maxLength": 200
      }
    }
  },
  "ProcurementSettingsInput": {
    "properties": {
      "approverIds": {
        "maxItems": 50
      }
    }
  },
  "ReimbursementRulesInput": {
    "properties": {
      "contractThreshold": {
        "maximum": 100000000
      },
      "assetUnitPrice": {
        "maximum": 100000000
      },
      "splitWindowDays": {
        "minimum": 1,
        "maximum": 365
      }
    }
  },
  "FundInput": {
    "properties": {
      "name": {
        "minLength": 1,
        "maxLength": 40
      },
      "code": {
        "minLength": 1,
        "maxLength": 40
      },
      "holder": {
        "minLength": 1,
        "maxLength": 20
      },
      "budget": {
        "maximum": 100000000
      },
      "approverId": {
        "minLength": 1
      }
    }
  },
  "CreditTerms": {
    "properties": {
      "creditDays": {
        "minimum": 1
      }
    }
  },
  "CreditPreview": {
    "properties": {
      "creditDays": {
        "minimum": 1
      }
    }
  },
  "DecisionQuantity": {
    "properties": {
      "matlId": {
        "minLength": 1
      },
      "quantity": {
        "minimum": 0,
        "maximum": 9999
      }
    }
  },
  "OrderVersion": {
    "minimum": 0
  },
  "ApproveInput": {
    "properties": {
      "comment": {
        "maxLength": 200
      }
    }
  },
  "RejectInput": {
    "properties": {
      "reason": {
        "minLength": 1,
        "maxLength": 200
      }
    }
  },
  "ResubmitInput": {
    "properties": {
      "fundId": {
        "minLength": 1
      },
      "poNo": {
        "maxLength": 50
      },
      "remark": {
        "maxLength": 200
      }
    }
  },
  "ReceiptInput": {
    "properties": {
      "receiverId": {
        "minLength": 1
      },
      "lines": {
        "minItems": 1
      },
      "remark": {
        "maxLength": 200
      }
    }
  },
  "AfterSalesInput": {
    "properties": {
      "matlId": {
        "minLength": 1
      },
      "quantity": {
        "minimum": 1,
        "maximum": 9999
      },
      "description": {
        "minLength": 10,
        "maxLength": 500
      },
      "photos": {
        "maxItems": 6
      }
    }
  },
  "AfterSalesCase": {
    "properties": {
      "quantity": {
        "minimum": 1
      },
      "photoCount": {
        "minimum": 0,
        "maximum": 6
      }
    }
  },
  "ServiceMessageInput": {
    "properties": {
      "content": {
        "minLength": 5,
        "maxLength": 500
      },
      "name": {
        "maxLength": 20
      }
    }
  },
  "QuoteInput": {
    "properties": {
      "remark": {
        "maxLength": 200
      }
    }
  },
  "QuoteLine": {
    "properties": {
      "leadDays": {
        "minimum": 0
      }
    }
  },
  "QuoteListItem": {
    "properties": {
      "lineCount": {
        "minimum": 1
      },
      "names": {
        "maxItems": 3
      }
    }
  },
  "PaymentReceipt": {
    "properties": {
      "size": {
        "minimum": 0,
        "maximum": 10485760
      }
    }
  },
  "OrderPayment": {
    "properties": {
      "receipts": {
        "maxItems": 5
      }
    }
  },
  "StatementSummary": {
    "properties": {
      "orderCount": {
        "minimum": 0
      },
      "openDisputes": {
        "minimum": 0
      }
    }
  },
  "StatementDispute": {
    "properties": {
      "note": {
        "minLength": 1,
        "maxLength": 200
      }
    }
  },
  "InvoiceableOrder": {
    "properties": {
      "itemCount": {
        "minimum": 1
      }
    }
  },
  "ConsolidatedInvoiceInput": {
    "properties": {
      "profileId": {
        "minLength": 1
      },
      "remark": {
        "maxLength": 200
      }
    }
  },
  "PriceTerms": {
    "properties": {
      "breaks": {
        "minItems": 1
      },
      "minQuantity": {
        "minimum": 2
      },
      "multiple": {
        "minimum": 2
      }
    }
  },
  "Qualification": {
    "properties": {
      "classes": {
        "minItems": 1
      },
      "expiresInDays": {
        "minimum": 0
      }
    }
  },
  "BuyingListName": {
    "minLength": 1,
    "maxLength": 30
  },
  "BuyingListLineInput": {
    "properties": {
      "matlId": {
        "minLength": 1
      }
    }
  },
  "BuyingListLinesInput": {
    "minItems": 1,
    "maxItems": 200
  },
  "BuyingListSummary": {
    "properties": {
      "name": {
        "minLength": 1,
        "maxLength": 30
      },
      "lineCount": {
        "minimum": 0,
        "maximum": 200
      }
    }
  },
  "BuyingListLine": {
    "properties": {
      "stock": {
        "minimum": 0
      },
      "leadDays": {
        "minimum": 0
      }
    }
  },
  "RestockAlert": {
    "properties": {
      "stock": {
        "minimum": 0
      },
      "leadDays": {
        "minimum": 0
      },
      "channels": {
        "minItems": 1
      }
    }
  }
} as const;

/** The mall's fees in yuan (components.x-fees). */
export const MALL_FEES = {
  "freight": 15,
  "freeFreightFrom": 500,
  "dryIcePerShipment": 80
} as const;

/** The mall's counts and sizes (components.x-limits): how many an account may keep, the bytes of a file. */
export const MALL_COUNTS = {
  "invoiceProfiles": 20,
  "cartLines": 200,
  "addresses": 20,
  "subAccounts": 50,
  "funds": 50,
  "afterSalesPhotos": 6,
  "afterSalesPhotoBytes": 5242880,
  "quoteLines": 50,
  "paymentReceipts": 5,
  "paymentReceiptBytes": 10485760,
  "invoiceOrders": 50,
  "qualificationFileBytes": 10485760,
  "qualifications": 20,
  "buyingLists": 50,
  "buyingListLines": 200,
  "restockAlerts": 50,
  "serviceOpensAtMinute": 510,
  "serviceClosesAtMinute": 1050
} as const;

/** The service desk's calendar (components.x-service-calendar): statutory holidays and 调休 workdays, China dates. */
export const MALL_SERVICE_CALENDAR: { readonly closed: readonly string[]; readonly workdays: readonly string[] } = {
  "closed": [
    "2026-01-01",
    "2026-01-02",
    "2026-01-03",
    "2026-02-15",
    "2026-02-16",
    "2026-02-17",
    "2026-02-18",
    "2026-02-19",
    "2026-02-20",
    "2026-02-21",
    "2026-02-22",
    "2026-02-23",
    "2026-04-04",
    "2026-04-05",
    "2026-04-06",
    "2026-05-01",
    "2026-05-02",
    "2026-05-03",
    "2026-05-04",
    "2026-05-05",
    "2026-06-19",
    "2026-06-20",
    "2026-06-21",
    "2026-09-25",
    "2026-09-26",
    "2026-09-27",
    "2026-10-01",
    "2026-10-02",
    "2026-10-03",
    "2026-10-04",
    "2026-10-05",
    "2026-10-06",
    "2026-10-07",
    "2027-01-01"
  ],
  "workdays": [
    "2026-01-04",
    "2026-02-14",
    "2026-02-28",
    "2026-05-09",
    "2026-09-20",
    "2026-10-10"
  ]
};
