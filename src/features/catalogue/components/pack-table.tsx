import { Link, useNavigate } from 'react-router-dom';
import { Table } from 'antd';
import { ROUTES } from '@/shared/config/routes';
import { formatPrice } from '@/shared/lib/format';
import type { PackSize } from '@/entities/material';
import { stockStatus } from '@/shared/lib/stock-status';
import { StockTag } from '@/shared/ui/stock-tag';

/** 规格与价格 on the detail page: antd's Table, drawn after the page's first screen (material-detail.tsx). */
export function PackTable({ packs }: { packs: PackSize[] }) {
  const navigate = useNavigate();
  const columns = [
    {
      title: '货号',
      dataIndex: 'catalogNo',
      render: (v: string, p: PackSize) => (p.current ? <strong>{v}</strong> : <Link to={ROUTES.product(p._id)}>{v}</Link>),
    },
    { title: '规格', dataIndex: 'spec' },
    { title: '单价', dataIndex: 'price', render: (v: number) => <span style={{ color: '#d4282c', fontWeight: 600 }}>{formatPrice(v)}</span> },
    { title: '库存', dataIndex: 'stock', render: (_: number, p: PackSize) => <StockTag stock={p.stock} leadDays={p.leadDays} /> },
    { title: '预计发货', key: 'delivery', render: (_: unknown, p: PackSize) => stockStatus(p).delivery },
  ];
  return (
    <Table<PackSize>
      rowKey="_id"
      size="small"
      pagination={false}
      columns={columns}
      dataSource={packs}
      onRow={(p) => ({ onDoubleClick: () => void navigate(ROUTES.product(p._id)) })}
      scroll={{ x: 560 }}
    />
  );
}
