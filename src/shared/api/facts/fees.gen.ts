// generated from docs/openapi.yaml by npm run api:gen; do not edit
/** The mall's fees in yuan (components.x-fees). */
export const MALL_FEES = {
  "freight": 15,
  "freeFreightFrom": 500,
  "dryIcePerShipment": 80
} as const;
