import { PageDialog } from '@/shared/ui/page-dialog';
import { afterSalesDialogAtom } from '../model/dialogs';

const loadAfterSalesDialog = () => import('./after-sales-dialog');

/** 申请售后, mounted by the order detail page and loaded on its first opening (PageDialog). */
export const AfterSalesDialogMount = () => <PageDialog atom={afterSalesDialogAtom} load={loadAfterSalesDialog} />;
