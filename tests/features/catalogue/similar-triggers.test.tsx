/**
 * When a product page offers 相似现货 (issue 44 item 3): a chemical off shelf, out of stock, or controlled beyond the
 * company's permits (the demo owner holds 第二类 三氯甲烷's 备案, nothing for 第三类 丙酮); not one the buyer may order.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../mocks/db/demo-accounts.ts';
import { db } from '../../../mocks/db/index.ts';
import { qualificationView } from '../../../mocks/qualification-data.ts';
import { offersSimilar } from '@/features/catalogue';
import type { MaterialDetail } from '@/entities/material';
import type { Qualification } from '@/entities/qualification';
import { renderApp, signInAs } from '../../utils/render';

/** An orderable, in-stock pack of a CAS number (each of these has a structure in the seed). */
const byCas = (cas: string) => db.state.materials.find((m) => m.cas === cas && !m.offShelf && m.stock > 0)!;

describe('相似现货 on a product page', () => {
  it('a chemical off shelf: offered to a visitor', async () => {
    const toluene = byCas('108-88-3');
    toluene.offShelf = true;
    renderApp(`/product/${toluene._id}`);
    expect(await screen.findByRole('heading', { name: '相似现货' }, { timeout: 30_000 })).toBeInTheDocument();
  });

  it('第三类 丙酮 in stock: offered to the owner, whose company holds no permit for it', async () => {
    signInAs(DEMO.owner._id);
    renderApp(`/product/${byCas('67-64-1')._id}`);
    expect(await screen.findByRole('heading', { name: '相似现货' }, { timeout: 30_000 })).toBeInTheDocument();
  });
});

describe('offersSimilar', () => {
  const held = db.state.qualifications.filter((q) => q.memberId === DEMO.owner._id).map((q) => qualificationView(q) as unknown as Qualification);
  const precursor = (controls: string[], cas = '67-66-3') =>
    ({ offShelf: false, stock: 10, cas, hazard: { controls } }) as unknown as Pick<MaterialDetail, 'offShelf' | 'stock' | 'hazard' | 'cas'>;

  it('off shelf or out of stock: offered to anyone', () => {
    expect(offersSimilar({ ...precursor([]), offShelf: true }, undefined)).toBe(true);
    expect(offersSimilar({ ...precursor([]), stock: 0 }, held)).toBe(true);
  });

  it('controlled: offered to a member whose company lacks the permit, not to one who holds it, nor to a visitor', () => {
    expect(offersSimilar(precursor(['precursor3'], '67-64-1'), held)).toBe(true);
    // the 第二类 备案 lists 三氯甲烷 only: 乙醚 (also 第二类) is not covered, as the mall refuses its order
    expect(offersSimilar(precursor(['precursor2']), held)).toBe(false);
    expect(offersSimilar(precursor(['precursor2'], '60-29-7'), held)).toBe(true);
    expect(offersSimilar(precursor(['precursor3']), undefined)).toBe(false);
    // 危险化学品 needs no permit
    expect(offersSimilar(precursor(['hazardous']), [])).toBe(false);
  });
});
