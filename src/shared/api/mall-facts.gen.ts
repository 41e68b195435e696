// generated from docs/openapi.yaml by npm run api:gen; do not edit
/* The mall's runtime facts from the contract, one module each (the codes: mall-codes.gen.ts). */

export { MALL_CODE_TEXT } from './facts/code-text.gen';
export { MALL_ENUMS } from './facts/enums.gen';
export { MALL_PROPERTY_ENUMS } from './facts/property-enums.gen';
export { MALL_LABELS } from './facts/labels.gen';
export { MALL_PROPERTY_LABELS } from './facts/property-labels.gen';
export { MALL_QUANTITY } from './facts/quantity.gen';
export { MALL_LIMITS } from './facts/limits.gen';
export { MALL_FEES } from './facts/fees.gen';
export { MALL_COUNTS } from './facts/counts.gen';
export { MALL_SERVICE_CALENDAR } from './facts/service-calendar.gen';
