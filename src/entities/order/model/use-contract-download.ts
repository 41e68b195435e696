import { useState } from 'react';
import { downloadContract } from '../api/requests';

/** 下载合同 of the list, the detail and the result: which order's contract is being saved (its button spins). */
export function useContractDownload() {
  const [downloading, setDownloading] = useState<string | null>(null);
  const contract = (order: { _id: string; orderNo: string }) => {
    setDownloading(order._id);
    downloadContract(order._id, order.orderNo)
      .catch(() => undefined)
      .finally(() => setDownloading(null));
  };
  return { contract, downloading };
}
