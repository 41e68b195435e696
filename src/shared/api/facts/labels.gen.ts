// generated from docs/openapi.yaml by npm run api:gen; do not edit
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
