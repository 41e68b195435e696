import { Button, Table } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { formatDateTime } from '@/shared/lib/date';
import { DATE_FORMAT } from '@/shared/config/constants';
import { useDownloadCoa } from '../api/queries';
import type { Coa } from '../api/types';

export function CoaDownloadButton({ coa, size = 'small' }: { coa: Coa; size?: 'small' | 'middle' }) {
  const download = useDownloadCoa();
  return (
    <Button
      size={size}
      type="primary"
      ghost
      icon={<DownloadOutlined />}
      loading={download.isPending && download.variables._id === coa._id}
      onClick={() => download.mutate(coa)}
      aria-label={`下载 ${coa.sn} 批号 ${coa.lot} 的 COA`}
    >
      下载 PDF
    </Button>
  );
}

export function CoaTable({ coas }: { coas: Coa[] }) {
  return (
    <div style={{ overflowX: 'auto' }}>
      <Table<Coa>
        rowKey="_id"
        size="small"
        pagination={coas.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        dataSource={coas}
        scroll={{ x: 820 }}
        columns={[
          { title: '证书编号', dataIndex: 'sn', width: 150 },
          { title: '批号', dataIndex: 'lot', width: 130 },
          { title: '货号', dataIndex: 'catalogNo', width: 140 },
          { title: '产品名称', dataIndex: 'materialName', ellipsis: true },
          { title: '品牌', dataIndex: 'mfrName', width: 110 },
          { title: '生产日期', dataIndex: 'manufacturedAt', width: 110, render: (v: string) => formatDateTime(v, DATE_FORMAT) },
          { title: '有效期至', dataIndex: 'expiresAt', width: 110, render: (v: string) => formatDateTime(v, DATE_FORMAT) },
          { title: '操作', key: 'action', width: 120, fixed: 'right', render: (_: unknown, coa: Coa) => <CoaDownloadButton coa={coa} /> },
        ]}
      />
    </div>
  );
}
