import { describe, expect, it } from 'vitest';
import {
  CART_QUANTITY_MAX,
  CART_QUANTITY_MIN,
  chosenLines,
  clearSelectedCartInfo,
  isCart,
  isCartQuantity,
  lineAmountFen,
  readSelectedCartInfo,
  selectionOf,
  writeSelectedCartInfo,
  type CartLine,
} from '@/entities/cart';
import { readJson, STORAGE_KEYS } from '@/shared/storage';

const line = (over: Partial<CartLine>): CartLine => ({
  matlId: 'm1',
  quantity: 1,
  selected: true,
  addedAt: '2026-01-01T00:00:00+08:00',
  catalogNo: 'C-1',
  name: '试剂',
  nameEn: 'Reagent',
  spec: '1 mL',
  unit: '支',
  price: 10,
  stock: 5,
  leadDays: 0,
  mfrId: 'b1',
  mfrName: 'Brand',
  shipping: '常温',
  shippingCondition: 'ambient',
  hazard: null,
  hasSds: false,
  compliance: { controls: [], status: 'ok', message: null, purposeRequired: false, expiring: null },
  available: true,
  offShelf: false,
  ...over,
});

describe('cart selection and totals (src/entities/cart/model/selection.ts)', () => {
  it('counts only selected available lines, and sums their price × quantity to the fen', () => {
    const list = [
      line({ matlId: 'a', price: 0.1, quantity: 3 }),
      line({ matlId: 'b', price: 19.99, quantity: 2 }),
      line({ matlId: 'c', price: 100, selected: false }),
      line({ matlId: 'd', price: 500, available: false, offShelf: true }), // selected but not orderable
    ];
    const selection = selectionOf(list);
    expect(selection.chosen.map((l) => l.matlId)).toEqual(['a', 'b']);
    expect(selection.amountFen).toBe(4028); // 0.3 + 39.98 in fen, not 40.279999…
    expect(selection.selectable).toBe(3);
    expect(selection).toMatchObject({ all: false, some: true });
  });

  it('is "all" when every available line is selected, and neither all nor some without a selectable line', () => {
    expect(selectionOf([line({ matlId: 'a' }), line({ matlId: 'b', available: false, selected: false })])).toMatchObject({ all: true, some: false });
    expect(selectionOf([line({ available: false })])).toMatchObject({ selectable: 0, all: false, some: false, amountFen: 0 });
    expect(selectionOf([])).toMatchObject({ chosen: [], all: false, some: false });
  });

  it('chosenLines and lineAmountFen follow the same rule', () => {
    expect(chosenLines([line({ matlId: 'a' }), line({ matlId: 'b', available: false })]).map((l) => l.matlId)).toEqual(['a']);
    expect(lineAmountFen({ price: 4710, quantity: 2 })).toBe(942000);
    expect(lineAmountFen({ price: 0.1, quantity: 3 })).toBe(30);
  });
});

describe('cart quantity limits: one definition (docs/api.md §4: 1–9999)', () => {
  it('takes whole numbers from the minimum to the maximum only', () => {
    expect([CART_QUANTITY_MIN, CART_QUANTITY_MAX]).toEqual([1, 9999]);
    expect([1, 2, 9999].every(isCartQuantity)).toBe(true);
    expect([0, -1, 10000, 1.5, Number.NaN].some(isCartQuantity)).toBe(false);
  });
});

describe('isCart: the one guard of a cart answer', () => {
  it('takes what the mall sends', () => {
    expect(isCart({ itemCounts: 0, list: [], selectedCount: 0, selectedAmount: 0 })).toBe(true);
    expect(isCart({ itemCounts: 1, list: [line({})] })).toBe(true);
  });

  it('refuses anything else', () => {
    for (const value of [null, undefined, 'cart', 3, [], {}, { itemCounts: '1', list: [] }, { itemCounts: 1, list: {} }, { list: [] }]) {
      expect(isCart(value)).toBe(false);
    }
  });
});

describe('selectedCartInfo (spec §3)', () => {
  it('keeps only matlId, catalogNo, name, price, quantity and the unit price seen of each line', () => {
    writeSelectedCartInfo([line({ matlId: 'a', price: 12.5, quantity: 4 })]);
    expect(readJson(STORAGE_KEYS.selectedCartInfo)).toEqual([{ matlId: 'a', catalogNo: 'C-1', name: '试剂', price: 12.5, quantity: 4, unitFen: 1250 }]);
    expect(readSelectedCartInfo()).toEqual([{ matlId: 'a', catalogNo: 'C-1', name: '试剂', price: 12.5, quantity: 4, unitFen: 1250 }]);
    // with the company's 协议价, the price the member saw
    writeSelectedCartInfo([line({ matlId: 'a', price: 12.5, quantity: 4, terms: { contractPrice: 11 } })]);
    expect(readSelectedCartInfo()[0]).toMatchObject({ price: 12.5, unitFen: 1100 });
  });

  it('reads a stored value that is not a list of lines as none, and is emptied once the order is placed', () => {
    localStorage.setItem(STORAGE_KEYS.selectedCartInfo, '{"matlId":"a"}');
    expect(readSelectedCartInfo()).toEqual([]);
    localStorage.setItem(STORAGE_KEYS.selectedCartInfo, '[{"matlId":"a"},null,{"x":1}]');
    expect(readSelectedCartInfo().map((l) => l.matlId)).toEqual(['a']);
    clearSelectedCartInfo();
    expect(readJson(STORAGE_KEYS.selectedCartInfo)).toEqual([]);
  });
});
