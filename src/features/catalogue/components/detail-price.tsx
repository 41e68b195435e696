import type { MaterialDetail } from '@/entities/material';
import { quantityRule, ruleText } from '@/shared/lib/contract-price';
import { LadderTable, PriceFigure, TermsNote } from '@/shared/ui/contract-price';

/**
 * The product page's price (docs/api.md §5): the company's unit price at its minimum quantity, the list price struck
 * beside it; without terms the list price alone, as a visitor sees it.
 */
export function DetailPrice({ material, className }: { material: MaterialDetail; className?: string | undefined }) {
  return <PriceFigure item={material} quantity={quantityRule(material.terms).min} className={className} />;
}

/** The company's terms under the price: the 协议价's dates, the minimum and multiple, the ladder as a small table. */
export function DetailTerms({ material }: { material: MaterialDetail }) {
  const { terms } = material;
  if (!terms) return null;
  const rule = ruleText(terms, material.unit);
  return (
    <div style={{ flexBasis: '100%', display: 'flex', flexDirection: 'column', gap: 4, marginTop: 4 }}>
      {terms.contractPrice !== undefined ? (
        <TermsNote muted>
          贵单位协议价{terms.validTo ? `，有效期至 ${terms.validTo}` : ''}
        </TermsNote>
      ) : null}
      {rule ? <TermsNote>{rule}</TermsNote> : null}
      <LadderTable item={material} unit={material.unit} />
    </div>
  );
}
