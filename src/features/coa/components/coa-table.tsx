import { Table } from 'antd';
import { formatDateTime } from '@/shared/lib/date';
import { DATE_FORMAT } from '@/shared/config/constants';
import { ItemList } from '@/shared/ui/item-list';
import { MEDIA, useMedia } from '@/shared/ui/layout';
import { CoaDownloadButton } from './coa-download-button';
import type { Coa } from '../api/types';

const date = (value: string) => formatDateTime(value, DATE_FORMAT);
/** Dates and the button keep to one line; the other cells wrap. */
const oneLine = () => ({ style: { whiteSpace: 'nowrap' as const } });

/**
 * The lookup's certificates. A phone gets one card per certificate (eight columns do not fit 360 px);
 * wider screens get a table that fits its width (cells wrap), so neither scrolls inside the page.
 */
export function CoaTable({ coas }: { coas: Coa[] }) {
  const phone = useMedia(MEDIA.phone);
  if (phone) {
    return (
      <ItemList
        label="COA 报告列表"
        rows={coas.map((coa) => ({
          key: coa._id,
          label: `${coa.sn} 批号 ${coa.lot}`,
          title: (
            <>
              {coa.sn}
              <div style={{ fontWeight: 400 }}>{coa.materialName}</div>
            </>
          ),
          description: (
            <>
              批号 {coa.lot} · 货号 {coa.catalogNo} · {coa.mfrName}
              <br />
              生产日期 {date(coa.manufacturedAt)} · 有效期至 {date(coa.expiresAt)}
            </>
          ),
          actions: [<CoaDownloadButton key="download" coa={coa} />],
        }))}
      />
    );
  }
  return (
    <Table<Coa>
      rowKey="_id"
      size="small"
      pagination={coas.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      dataSource={coas}
      columns={[
        { title: '证书编号', dataIndex: 'sn' },
        { title: '批号', dataIndex: 'lot' },
        { title: '货号', dataIndex: 'catalogNo' },
        { title: '产品名称', dataIndex: 'materialName' },
        { title: '品牌', dataIndex: 'mfrName' },
        { title: '生产日期', dataIndex: 'manufacturedAt', render: date, onCell: oneLine },
        { title: '有效期至', dataIndex: 'expiresAt', render: date, onCell: oneLine },
        { title: '操作', key: 'action', onCell: oneLine, render: (_: unknown, coa: Coa) => <CoaDownloadButton coa={coa} /> },
      ]}
    />
  );
}
