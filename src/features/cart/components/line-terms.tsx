import type { CartLine } from '@/entities/cart';
import { correctQuantity, keepsRule, nextBreakText, ruleText, savingFen } from '@/shared/lib/contract-price';
import { formatFen } from '@/shared/lib/money';
import { TermsNote } from '@/shared/ui/contract-price';
import styles from './cart.styles';

/**
 * A cart line's terms (docs/api.md §5): its minimum and multiple (a line off them says so and offers the corrected
 * quantity: the mall would refuse the order, 10054), the next break and what the company price saves.
 */
export function LineTerms({ line, onQuantity }: { line: CartLine; onQuantity: (matlId: string, quantity: number) => void }) {
  if (!line.terms) return null;
  const rule = ruleText(line.terms, line.unit);
  const broken = !keepsRule(line.terms, line.quantity);
  const corrected = correctQuantity(line.terms, line.quantity);
  const next = nextBreakText(line, line.quantity, line.unit);
  const saving = savingFen(line, line.quantity);
  return (
    <>
      {rule ? (
        <TermsNote muted={!broken}>
          {rule}
          {broken ? (
            <>
              {'，当前数量不能下单 '}
              <button type="button" className={styles.fixQty} onClick={() => onQuantity(line.matlId, corrected)}>
                改为 {corrected} {line.unit}
              </button>
            </>
          ) : null}
        </TermsNote>
      ) : null}
      {next ? <TermsNote>{next}</TermsNote> : null}
      {saving > 0 ? <TermsNote muted>比目录价省 {formatFen(saving)}</TermsNote> : null}
    </>
  );
}
