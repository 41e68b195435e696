// generated from docs/openapi.yaml by npm run api:gen; do not edit
/** The quantity a line may take (components.schemas.Quantity; also in MALL_LIMITS). */
export const MALL_QUANTITY = {
  "minimum": 1,
  "maximum": 9999
} as const;
