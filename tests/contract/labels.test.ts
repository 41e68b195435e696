/**
 * The labels the shop writes and the labels the fake mall sends are the contract's (x-enum-labels in
 * docs/openapi.yaml, through npm run api:gen): one spelling of each (issue 40, item 13: 资质类型 had drifted, the
 * shop's 易制毒化学品购买许可证（第一类） against the mall's 易制毒化学品购买许可证).
 */
import { describe, expect, it } from 'vitest';
import { AFTER_SALES_STATUS_LABELS } from '../../mocks/handlers/after-sales.ts';
import { INVOICE_STATUS_LABELS } from '../../mocks/handlers/invoices.ts';
import { ORDER_STATUS_LABELS } from '../../mocks/handlers/orders.ts';
import { CONTROL_LABELS, KIND_LABELS, STATUS_LABELS } from '../../mocks/compliance-rules.ts';
import { SHIPPING_LABELS } from '../../mocks/hazard-data.ts';
import { PAYMENT_STATUS_LABELS } from '../../mocks/payment.ts';
import { QUOTE_STATUS_LABELS } from '../../mocks/quote-rules.ts';
import { STATEMENT_STATUS_LABELS } from '../../mocks/statement-rules.ts';
import { MALL_LABELS } from '../../src/shared/api/mall-facts.gen.ts';
import { CONTROL_CLASS_LABEL, QUALIFICATION_KIND_LABEL } from '../../src/entities/qualification/model/rules.ts';
import { SHIPPING_LABEL } from '../../src/entities/material/model/shipping.ts';
import { FUND_CODE_KIND_LABEL } from '../../src/entities/fund/model/rules.ts';
import { PAYMENT_LABEL } from '../../src/entities/order/model/payment-status.ts';

describe('one spelling of each label: the contract’s, in the shop and in the fake mall', () => {
  it.each([
    ['QualificationKind', QUALIFICATION_KIND_LABEL, KIND_LABELS],
    ['ControlClass', CONTROL_CLASS_LABEL, CONTROL_LABELS],
    ['ShippingCondition', SHIPPING_LABEL, SHIPPING_LABELS],
    ['PaymentStatus', PAYMENT_LABEL, PAYMENT_STATUS_LABELS],
  ] as const)('%s: the shop and the mall write the contract’s labels', (name, shop, mall) => {
    expect(shop).toEqual(MALL_LABELS[name]);
    expect(mall).toEqual(MALL_LABELS[name]);
  });

  it.each([
    ['OrderStatus', ORDER_STATUS_LABELS],
    ['InvoiceStatus', INVOICE_STATUS_LABELS],
    ['AfterSalesStatus', AFTER_SALES_STATUS_LABELS],
    ['QuoteStatus', QUOTE_STATUS_LABELS],
    ['StatementStatus', STATEMENT_STATUS_LABELS],
    ['QualificationStatus', STATUS_LABELS],
  ] as const)('%s: the mall sends the contract’s labels', (name, mall) => {
    expect(mall).toEqual(MALL_LABELS[name]);
  });

  it('the fund code kinds: the shop writes the contract’s', () => {
    expect(FUND_CODE_KIND_LABEL).toEqual(MALL_LABELS.FundCodeKind);
  });
});
