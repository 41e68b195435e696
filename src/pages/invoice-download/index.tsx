import { useSearchParams } from 'react-router-dom';
import { InvoiceDownloadPanel } from '@/features/invoices';
import { ROUTES } from '@/shared/config/routes';

/**
 * /invoice/download (no shell): opened from a link such as
 * /invoice/download?id=<invoice _id>&format=pdf. A visitor is sent to login by
 * the route gate and comes back here (src/app/shell/shell.tsx AccessGate).
 */
export function Component() {
  const [params] = useSearchParams();
  const id = (params.get('id') ?? params.get('invoiceId') ?? '').trim();
  const rawFormat = params.get('format');
  const format = rawFormat === 'ofd' || rawFormat === 'xml' ? rawFormat : 'pdf';
  return (
    <main style={{ maxWidth: 640, margin: '0 auto', padding: '32px 16px' }}>
      <h1 style={{ fontSize: 20, fontWeight: 600, margin: '0 0 8px', textAlign: 'center' }}>实验材料商城 · 发票下载</h1>
      <InvoiceDownloadPanel key={`${id}-${format}`} id={id} format={format} expires={params.get('expires')} homeHref={`${ROUTES.invoices}?tab=orders`} />
    </main>
  );
}
