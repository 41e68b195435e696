import { describe, expect, it } from 'vitest';
import { routeRefusal } from '@/features/checkout';

const refused = (code: number | undefined, status: number | undefined = 200) => ({ code, status });

describe('routeRefusal: where a refusal of placing the order is said, and what is read again', () => {
  it('from a quote: 10132 in the quote banner, the quote read again; a new price, quantity or a gone quote: read again only', () => {
    expect(routeRefusal(refused(10132), 'quote')).toEqual({ say: ['quote'], reload: ['quote'] });
    expect(routeRefusal(refused(10014), 'quote')).toEqual({ say: [], reload: ['quote'] });
    expect(routeRefusal(refused(10015), 'quote')).toEqual({ say: [], reload: ['quote'] });
    expect(routeRefusal(refused(undefined, 404), 'quote')).toEqual({ say: [], reload: ['quote'] });
  });

  it('from the cart: gone, off-shelf, a new price or quantity reload the cart; 10132 and a 404 are not the cart\'s', () => {
    for (const code of [10012, 10013, 10014, 10015]) expect(routeRefusal(refused(code), 'cart')).toEqual({ say: [], reload: ['cart'] });
    expect(routeRefusal(refused(10132), 'cart')).toEqual({ say: [], reload: [] });
    expect(routeRefusal(refused(undefined, 404), 'cart')).toEqual({ say: [], reload: [] });
  });

  it('controlled chemicals in the compliance banner (the cart\'s verdicts read again from the cart), a fund under the picker', () => {
    for (const code of [10172, 10173, 10174]) {
      expect(routeRefusal(refused(code), 'cart')).toEqual({ say: ['compliance'], reload: ['cartVerdicts', 'preview'] });
      expect(routeRefusal(refused(code), 'quote')).toEqual({ say: ['compliance'], reload: ['preview'] });
    }
    for (const code of [10092, 10093]) {
      for (const from of ['cart', 'quote'] as const) expect(routeRefusal(refused(code), from)).toEqual({ say: ['fund'], reload: ['funds', 'preview'] });
    }
  });

  it('an order past the credit limit (10100) in 结算方式, its figures read again', () => {
    for (const from of ['cart', 'quote'] as const) expect(routeRefusal(refused(10100), from)).toEqual({ say: ['credit'], reload: ['preview'] });
  });

  it('any other refusal is the client\'s to say: nothing here', () => {
    expect(routeRefusal(refused(10010), 'cart')).toEqual({ say: [], reload: [] });
    expect(routeRefusal(refused(undefined, 500), 'quote')).toEqual({ say: [], reload: [] });
  });
});
