// generated from docs/openapi.yaml by npm run api:gen; do not edit
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
