/** A notice to the member (docs/api.md §12). */
export interface MemberNotice {
  _id: string;
  kind: 'announcement' | 'orderStatus';
  title: string;
  /** plain text (never HTML); paragraphs separated by \n */
  content: string;
  /** an announcement the member must confirm: no X, only 我已阅读 */
  mustRead: boolean;
  createdAt: string;
  /** order-status notices: the order as it is now */
  order?: { _id: string; orderNo: string; status: string; statusLabel: string };
}
