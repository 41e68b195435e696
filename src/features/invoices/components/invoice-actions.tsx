import { Button, Space, Steps, Typography } from 'antd';
import { ROUTES } from '@/shared/config/routes';
import { formatDateTime } from '@/shared/lib/date';
import { getFeedback } from '@/shared/lib/feedback';
import { formatFen, toFen } from '@/shared/lib/money';
import { useDownloadInvoice } from '../api/mutations';
import type { Invoice, InvoiceFormat } from '../api/types';
import { reissueSteps } from '../model/progress';

export function ReissueProgress({ invoice }: { invoice: Invoice }) {
  if (!invoice.reissue) return null;
  const steps = reissueSteps(invoice);
  return (
    <div aria-label={`重开进度：${invoice.reissue.status}`} style={{ maxWidth: 420 }}>
      <Steps size="small" current={steps.current} status={steps.status} items={steps.items} responsive={false} />
    </div>
  );
}

/** 红冲 through a 红字确认单: its number, then the 红字发票's number and (negative) amount once issued. */
export function RedLetterInfo({ invoice }: { invoice: Pick<Invoice, 'redLetter' | 'amount'> }) {
  const red = invoice.redLetter;
  if (!red) return null;
  const done = red.status === '已红冲';
  return (
    <Typography.Text type={done ? 'danger' : 'warning'} style={{ overflowWrap: 'anywhere' }} aria-label={`红冲：${red.status}`}>
      {red.status}：红字确认单 {red.confirmationNo}（{formatDateTime(red.appliedAt)} 提交）
      {done && red.redInvoiceNo ? `；红字发票 ${red.redInvoiceNo}，金额 ${formatFen(-toFen(invoice.amount))}` : '；红字发票开具后原发票作废'}
      {red.reason ? `。原因：${red.reason}` : ''}
    </Typography.Text>
  );
}

const FORMAT_ORDER: readonly InvoiceFormat[] = ['pdf', 'ofd', 'xml'];

/** 下载 PDF / OFD / XML: one button per format the mall offers for a valid invoice. */
export function DownloadButtons({ invoice, primary = false }: { invoice: Invoice; primary?: boolean }) {
  const download = useDownloadInvoice();
  if (!invoice.canDownload) return null;
  const formats = FORMAT_ORDER.filter((f) => invoice.formats.includes(f));
  if (formats.length === 0) return null;
  return (
    <Space size={0} wrap>
      {formats.map((format, i) => (
        <Button
          key={format}
          type={primary && i === 0 ? 'primary' : 'link'}
          size="small"
          loading={download.isPending && download.variables.format === format}
          onClick={() => download.mutate({ invoice, format })}
        >
          下载 {format.toUpperCase()}
        </Button>
      ))}
    </Space>
  );
}

/** 复制下载链接: a link to /invoice/download for this invoice (whoever opens it signs in first). */
export function CopyLinkButton({ invoice }: { invoice: Invoice }) {
  const { message } = getFeedback();
  if (!invoice.canDownload) return null;
  const copy = async () => {
    const link = `${window.location.origin}${ROUTES.invoiceDownload}?id=${encodeURIComponent(invoice._id)}`;
    try {
      await navigator.clipboard.writeText(link);
      message.success('下载链接已复制，登录本账号后可下载');
    } catch {
      message.info({ content: `请手动复制下载链接：${link}`, duration: 8 });
    }
  };
  return (
    <Button type="link" size="small" onClick={() => void copy()}>
      复制下载链接
    </Button>
  );
}

/** 数电票 · 专票（81）: the type as the list and the detail name it. */
export const typeText = (invoice: Pick<Invoice, 'typeLabel' | 'typeCode'>) => `数电票 · ${invoice.typeLabel}（${invoice.typeCode}）`;
