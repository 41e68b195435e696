import { PageDialog } from '@/shared/ui/page-dialog';
import { resubmitOrderAtom } from '../model/dialogs';

const loadResubmitDialog = () => import('./resubmit-dialog');

/** 修改后重新提交, mounted by the order detail page and loaded on its first opening (PageDialog). */
export const ResubmitDialogMount = () => <PageDialog atom={resubmitOrderAtom} load={loadResubmitDialog} />;
