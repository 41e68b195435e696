import { useState } from 'react';
import { Button } from 'antd';
import { downloadAcceptanceSlip } from '../api/receiving';
import type { OrderDetail } from '@/entities/order';

/** 验收单 (docs/api.md §14): once a delivery of the order is confirmed received; a refusal (10114) is the client's toast. */
export function AcceptanceSlipButton({ order }: { order: OrderDetail }) {
  const [downloading, setDownloading] = useState(false);
  if (!order.stockOuts.some((s) => Boolean(s.receipt))) return null;
  const download = () => {
    setDownloading(true);
    downloadAcceptanceSlip(order._id, order.orderNo)
      .catch(() => undefined)
      .finally(() => setDownloading(false));
  };
  return (
    <Button loading={downloading} onClick={download}>
      下载验收单
    </Button>
  );
}
