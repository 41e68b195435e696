import { Tag } from 'antd';
import type { OrderDetail } from '@/entities/order';
import { formatFen, toFen } from '@/shared/lib/money';

type OrderInvoice = OrderDetail['invoices'][number];

const TYPE_TEXT = { '81': '专票', '82': '普票' } as const;

/**
 * The order's invoices in its 收货与发票 part: each 数电票's number, type and status, and a red-lettered one's
 * 红字确认单 and 红字发票 (docs/api.md §7), so the order says plainly which invoice stands.
 */
export function OrderInvoiceList({ invoices }: { invoices: readonly OrderInvoice[] }) {
  return (
    <ul aria-label="本单发票" style={{ listStyle: 'none', margin: '4px 0 0', padding: 0 }}>
      {invoices.map((inv) => (
        <li key={inv._id} aria-label={`发票 ${inv.invoiceNo || '待开具'}`} style={{ overflowWrap: 'anywhere', marginTop: 4 }}>
          <span>
            {TYPE_TEXT[inv.typeCode]} {inv.invoiceNo || '待开具'}
          </span>{' '}
          <Tag color={inv.status === 'redLettered' ? 'red' : inv.status === 'redLettering' ? 'volcano' : undefined}>{inv.statusLabel}</Tag>
          {inv.redLetter ? (
            <div style={{ color: 'var(--ant-color-error, #cf1322)', fontSize: 13 }}>
              红字确认单 {inv.redLetter.confirmationNo}
              {inv.redLetter.redInvoiceNo ? `；红字发票 ${inv.redLetter.redInvoiceNo}（${formatFen(-toFen(inv.amount))}）` : '；红字发票待开具'}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
