// generated from docs/openapi.yaml by npm run api:gen; do not edit
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
