// generated from docs/openapi.yaml by npm run api:gen; do not edit
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
