import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveFile } from '@/shared/api/download';
import { invoiceQueries } from './queries';
import { downloadInvoiceFile, reissueInvoice } from './requests';
import type { Invoice, InvoiceFormat } from './types';

/** A reissue changes the invoice's status: lists and its detail reload. */
export function useReissueInvoice() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: reissueInvoice, onSuccess: () => qc.invalidateQueries({ queryKey: invoiceQueries.all() }) });
}

/** What the download helper says once an invoice file is saved. */
export const invoiceDownloaded = (invoiceNo: string, format: InvoiceFormat = 'pdf') => `发票 ${invoiceNo}（${format.toUpperCase()}）已下载`;

/** Fetches the file and saves it through the download helper, which names the invoice it saved. */
export function useDownloadInvoice() {
  return useMutation({
    mutationFn: async ({ invoice, format = 'pdf' }: { invoice: Pick<Invoice, '_id' | 'invoiceNo'>; format?: InvoiceFormat }) => {
      const blob = await downloadInvoiceFile(invoice._id, format);
      saveFile(blob, `发票-${invoice.invoiceNo}`, format, invoiceDownloaded(invoice.invoiceNo, format));
    },
  });
}
