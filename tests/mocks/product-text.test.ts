import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../mocks/db/index.ts';
import { checkLine } from '../../mocks/compliance-rules.ts';

/**
 * What the mall's catalogue says of its controlled chemicals agrees with what it does (issue 42 item 5): no 热销 or 促销
 * on a material that needs a buyer permit, and the product text speaks of a 用途 exactly where the checkout asks one
 * (docs/api.md §5 Tags, §21 purposeRequired).
 */
beforeEach(() => {
  db.reset();
});

const controlled = () => db.state.materials.filter((m) => (m.hazard?.controls ?? []).some((c) => c !== 'hazardous'));

describe('controlled chemicals in the catalogue', () => {
  it('are never tagged 热销 or 促销 (剧毒 叠氮化钠 among them)', () => {
    const name = new Map(db.state.tags.map((t) => [t._id, t.name]));
    const azide = controlled().filter((m) => m.name === '叠氮化钠');
    expect(azide.length).toBeGreaterThan(0);
    const promoted = controlled()
      .filter((m) => m.tagIds.some((id) => ['热销', '促销'].includes(name.get(id) ?? '')))
      .map((m) => `${m.catalogNo} ${m.name}`);
    expect(promoted).toEqual([]);
  });

  it('say 用途 in their text exactly when placing the order asks for it (易制爆, 剧毒; not 易制毒)', () => {
    const disagree = controlled()
      .filter((m) => {
        const asked = checkLine({ name: m.name, controls: m.hazard?.controls, cas: m.cas, spec: m.spec, quantity: 1 }, [], '2026-11-29').purposeRequired;
        return m.description.includes('用途') !== asked;
      })
      .map((m) => `${m.catalogNo} ${m.name} ${m.hazard?.controls.join(',')}`);
    expect(disagree).toEqual([]);
    // both kinds are in the catalogue: the test is not empty on either side
    const precursorOnly = controlled().filter((m) => m.hazard?.controls.every((c) => c.startsWith('precursor') || c === 'hazardous'));
    expect(precursorOnly.length).toBeGreaterThan(0);
    expect(precursorOnly.every((m) => !m.description.includes('用途'))).toBe(true);
  });
});
