import { getFeedback } from '@/shared/lib/feedback';
import type { BatchResult } from '../api/types';

/** What was added to the cart in one go and what could not be (a reorder, a buying list's 加入购物车). */
export interface AddedReport {
  added: BatchResult[];
  missing: BatchResult[];
  /** lines whose cart quantity was corrected to the company's minimum or multiple (docs/api.md §5) */
  notes?: string[];
}

/** A batch answer (POST {v1}/carts/batch, a buying list's to-cart) as a report; `nameOf` fills in a missing name. */
export function toAddedReport(results: readonly BatchResult[], nameOf: (catalogNo: string) => string | undefined = () => undefined): AddedReport {
  return {
    added: results.filter((r) => r.status === 'ok'),
    missing: results.filter((r) => r.status !== 'ok').map((r) => ({ ...r, name: r.name ?? nameOf(r.catalogNo) })),
  };
}

/**
 * The one report of lines added to the cart (再次购买, a buying list's 加入购物车): how many were added, which could
 * not be and why; 去购物车 or 留在本页 when something was added (a success, or a warning when part was missing).
 */
export function showAddedReport({
  title,
  report,
  none,
  onGoToCart,
}: {
  title: string;
  report: AddedReport;
  /** said when nothing could be added, e.g. 该订单的商品都已无法购买。 */
  none: string;
  onGoToCart: () => void;
}): void {
  const { modal } = getFeedback();
  const { added, missing, notes = [] } = report;
  const content = (
    <div>
      {added.length > 0 ? <p>已加入购物车 {added.length} 种商品。</p> : <p>{none}</p>}
      {notes.length > 0 ? (
        <ul style={{ margin: '4px 0 8px', paddingLeft: 20, color: '#ad4e00' }} aria-label="数量已按起订量调整">
          {notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      ) : null}
      {missing.length > 0 ? (
        <>
          <p>以下商品无法加入购物车：</p>
          <ul style={{ margin: '4px 0 0', paddingLeft: 20 }} aria-label="无法购买的商品">
            {missing.map((m) => (
              <li key={m.catalogNo}>
                {m.catalogNo} {m.name ?? ''}（{m.status === 'offShelf' ? '已下架' : m.message}）
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
  if (added.length > 0) {
    // Everything added is a success (its icon); only a partial one warns (issue 24 item 13).
    const show = missing.length > 0 ? modal.warning : modal.success;
    show({ title, content, okCancel: true, okText: '去购物车', cancelText: '留在本页', onOk: onGoToCart });
  } else {
    modal.warning({ title, content });
  }
}
