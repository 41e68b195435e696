/**
 * 红冲 of a 数电票 through a 红字确认单 (docs/api.md §7), as pure rules on the record: an issued invoice (or one whose
 * reissue was refused: it stands) gets a 红字确认单 and reads 红冲中; once confirmed, the 红字发票 is issued and the
 * invoice reads 已红冲 (void: no download, its orders may be invoiced again). The fake mall plays both steps through
 * `POST /__mock/invoices/{id}/red`.
 */
import type { InvoiceRecord, InvoiceStatus } from './db/types.ts';

export const INVOICE_TYPE_CODES = { special: '81', normal: '82' } as const;

/** Why the invoice cannot take the next red-letter step now, or null. */
export function redLetterRefusal(status: InvoiceStatus): string | null {
  switch (status) {
    case 'issued':
    case 'rejected':
    case 'redLettering':
      return null;
    case 'applying':
      return '该发票尚未开具，不能红冲';
    case 'reissuing':
      return '该发票正在重开流程中，不能再单独红冲';
    case 'reissued':
      return '该发票已重开，原发票已红冲作废';
    case 'redLettered':
      return '该发票已红冲，不能重复红冲';
  }
}

/**
 * The next step, in place: issued/rejected → 红冲中 with a 红字确认单; 红冲中 → 已红冲 with the 红字发票 number.
 * `numbers` gives unused 20-digit numbers. Call after redLetterRefusal answered null.
 */
export function advanceRedLetter(invoice: InvoiceRecord, at: string, reason: string, numbers: () => string): void {
  if (invoice.status === 'redLettering' && invoice.redLetter) {
    invoice.redLetter = { ...invoice.redLetter, status: '已红冲', redInvoiceNo: numbers(), redAt: at };
    invoice.status = 'redLettered';
    return;
  }
  invoice.redLetter = { status: '红冲中', confirmationNo: numbers(), reason, appliedAt: at, redInvoiceNo: null, redAt: null };
  invoice.status = 'redLettering';
}
