import { PageDialog } from '@/shared/ui/page-dialog';
import { receiptDialogAtom } from '../model/dialogs';

const loadReceiptDialog = () => import('./receipt-dialog');

/** 确认收货, mounted by the order detail page and loaded on its first opening (PageDialog). */
export const ReceiptDialogMount = () => <PageDialog atom={receiptDialogAtom} load={loadReceiptDialog} />;
