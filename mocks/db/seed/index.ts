/**
 * The fake mall's deterministic seed. createSeed() builds the same data on
 * every call (no Math.random, no Date.now): all dates are relative to SEED_NOW.
 */
import type { Seed } from '../types.ts';
import { buildBilling } from './billing.ts';
import { buildBuyingLists, buildRestockAlerts } from './buying-lists.ts';
import { buildCatalogue } from './catalogue.ts';
import { buildCoas } from './coas.ts';
import { DICTS } from './dicts.ts';
import { assignGtins } from './gtins.ts';
import { buildPeople } from './members.ts';
import { buildNotices } from './notices.ts';
import { buildOrders } from './orders.ts';
import { buildPriceTerms } from './price-terms.ts';
import { buildProcurement } from './procurement.ts';
import { buildQualifications } from './qualifications.ts';
import { buildQuotes } from './quotes.ts';
import { buildReceiving } from './receiving.ts';
import { buildStatements } from './statements.ts';

export { SEED_NOW } from './time.ts';
export { isValidCreditCode } from './credit-code.ts';
export { DRY_ICE_FEE, FREE_FREIGHT_FROM, FREIGHT_FEE, freightFor } from './orders.ts';

export function createSeed(): Seed {
  const catalogue = buildCatalogue();
  // docs/api.md §5: the GS1 brands' packs carry GTINs (no random draw: the rest of the seed is unchanged)
  assignGtins(catalogue.materials, catalogue.brandKeyOf);
  const coas = buildCoas(catalogue.materials, catalogue.brandKeyOf);
  const people = buildPeople(catalogue.materials);
  const trade = buildOrders(catalogue.materials, catalogue.brandKeyOf, people, coas);
  // docs/api.md §17, §19: transfers, the owner's credit terms, a consolidated application (before the timelines)
  const invoices = buildBilling(trade.orders, trade.invoices, people);
  // docs/api.md §13: settings, funds, the orders in approval and every order's recorded steps (first: it writes the events)
  const procurement = buildProcurement(catalogue.materials, people, trade.orders);
  // docs/api.md §14–15: receipts on the stock-outs, after-sales cases (and their events on the orders)
  const afterSales = buildReceiving(procurement.orders, trade.stockOuts, people.subMembers);
  // docs/api.md §16: the demo quotes (one of them marks the order placed from it)
  const quotes = buildQuotes(catalogue.materials, procurement.orders);
  return {
    manufacturers: catalogue.manufacturers,
    tags: catalogue.tags,
    // docs/api.md §20: the hazard chemicals come last; the builders above draw from the earlier ones only
    materials: [...catalogue.materials, ...catalogue.hazardMaterials],
    coas,
    members: people.members,
    addresses: people.addresses,
    subMembers: people.subMembers,
    invoiceProfiles: people.invoiceProfiles,
    carts: people.carts,
    orders: procurement.orders,
    stockOuts: trade.stockOuts,
    invoices,
    notices: buildNotices(procurement.orders, { settings: procurement.procurementSettings, funds: procurement.funds, stockOuts: trade.stockOuts, quotes }),
    procurementSettings: procurement.procurementSettings,
    reimbursementRules: [],
    funds: procurement.funds,
    afterSales,
    quotes,
    // docs/api.md §18: the demo owner's answers to its past months (mocks/db/seed/statements.ts)
    statements: buildStatements(procurement.orders, trade.stockOuts, people.members),
    // docs/api.md §21: the demo owner's qualifications (mocks/db/seed/qualifications.ts); §23, §24
    qualifications: buildQualifications(people.members),
    buyingLists: buildBuyingLists(catalogue.materials),
    restockAlerts: buildRestockAlerts(catalogue.materials),
    // docs/api.md §5: the demo owner's company's 协议价, ladders, minimums and multiples
    priceTerms: buildPriceTerms(catalogue.materials),
    restocks: [],
    serviceMessages: [],
    dicts: structuredClone(DICTS),
    wechatIdentities: people.wechatIdentities,
  };
}
