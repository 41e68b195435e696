import { useState } from 'react';
import { Button, Dropdown, type MenuProps } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { downloadAcceptanceSlip, downloadBottleLabels, downloadSupplySheet, type LabelFormat } from '../api/receiving';
import type { OrderDetail } from '@/entities/order';

type Paper = 'slip' | LabelFormat | 'sheet';

const MENU: MenuProps['items'] = [
  { key: 'a4', label: '瓶签 · A4 不干胶标签纸（3×8，70×37 mm）' },
  { key: 'roll', label: '瓶签 · 标签打印机（60×40 mm）' },
  { type: 'divider' },
  { key: 'sheet', label: '供货单 Excel（供试剂管理系统导入）' },
];

/**
 * The papers of what was received (docs/api.md §14): the 验收单, a label per bottle (A4 sheet or a label printer)
 * and the 供货单 a lab's reagent system imports; shown once a delivery of the order is confirmed received. A refusal
 * (10114) is the client's toast.
 */
export function ReceivedPapers({ order }: { order: OrderDetail }) {
  const [downloading, setDownloading] = useState<Paper | null>(null);
  if (!order.stockOuts.some((s) => Boolean(s.receipt))) return null;
  const download = (paper: Paper) => {
    setDownloading(paper);
    const done =
      paper === 'slip'
        ? downloadAcceptanceSlip(order._id, order.orderNo)
        : paper === 'sheet'
          ? downloadSupplySheet(order._id, order.orderNo)
          : downloadBottleLabels(order._id, order.orderNo, paper);
    done.catch(() => undefined).finally(() => setDownloading(null));
  };
  return (
    <>
      <Button loading={downloading === 'slip'} onClick={() => download('slip')}>
        下载验收单
      </Button>
      <Dropdown menu={{ items: MENU, onClick: ({ key }) => download(key as Paper) }} trigger={['click']} disabled={downloading !== null && downloading !== 'slip'}>
        <Button loading={downloading !== null && downloading !== 'slip'} aria-label="瓶签与供货单">
          瓶签与供货单 <DownOutlined />
        </Button>
      </Dropdown>
    </>
  );
}
