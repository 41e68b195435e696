// generated from docs/openapi.yaml by npm run api:gen; do not edit
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
