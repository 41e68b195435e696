import { Link } from 'react-router-dom';
import { Table } from 'antd';
import { ROUTES } from '@/shared/config/routes';
import { formatFen, toFen } from '@/shared/lib/money';
import { WINDOW_FROM } from '@/shared/ui/window-list';
import type { StatementLine } from '../api/types';
import { Dispute, Due, fundName, Invoice, Payment, type LinesProps } from './statement-lines';
import styles from './statements.styles';

/**
 * The lines as antd's Table, for a tablet or wider: a chunk of its own (the Table brings Tree, Menu, Dropdown and
 * Pagination, about 60 KiB gzip) that a phone, which shows the lines as cards, never fetches.
 */

/** a long month's table in pages of this many lines (a real table: its rows and cells stay rows and cells for a screen reader) */
const TABLE_PAGE = 50;

export default function LinesTable({ lines, canDispute, onDispute }: LinesProps) {
  return (
    <Table<StatementLine>
      size="small"
      rowKey="orderId"
      // a long month (hundreds of lines) in pages: 2,000 rows drawn at once took one 29 s task (issue 46)
      pagination={lines.length >= WINDOW_FROM ? { pageSize: TABLE_PAGE, showSizeChanger: false, showTotal: (total) => `共 ${total} 笔` } : false}
      dataSource={lines}
      aria-label="对账明细"
      scroll={{ x: 'max-content' }}
      columns={[
        {
          title: '订单号',
          dataIndex: 'orderNo',
          render: (_, line) => <Link to={ROUTES.order(line.orderId)}>{line.orderNo}</Link>,
        },
        { title: '采购单号', dataIndex: 'poNo', render: (value: string) => value || '—' },
        { title: '下单人', dataIndex: 'placedByName' },
        { title: '送达日期', dataIndex: 'deliveredAt' },
        { title: '到期日', key: 'dueDate', render: (_, line) => <Due line={line} /> },
        {
          title: '经费',
          key: 'fund',
          render: (_, line) => <span className={styles.fundCell}>{fundName(line)}</span>,
        },
        { title: '金额', dataIndex: 'amount', align: 'right', render: (value: number) => formatFen(toFen(value)) },
        { title: '付款', key: 'payment', render: (_, line) => <Payment line={line} /> },
        { title: '开票', key: 'invoice', render: (_, line) => <Invoice line={line} number={false} /> },
        { title: '异议', key: 'dispute', render: (_, line) => <Dispute line={line} canDispute={canDispute} onDispute={onDispute} /> },
      ]}
    />
  );
}
