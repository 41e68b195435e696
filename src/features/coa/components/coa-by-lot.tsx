import { useState } from 'react';
import { AutoComplete, Button, Descriptions, Empty, Input, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@/shared/api';
import { DATE_FORMAT } from '@/shared/config/constants';
import { normaliseCode } from '@/shared/lib/catalogue-number';
import { formatDateTime } from '@/shared/lib/date';
import { coaQueries } from '../api/queries';
import { CoaDownloadButton } from './coa-download-button';
import { MALL_CODE } from '@/shared/api/mall-codes.gen';

export const COA_NOT_FOUND_CODE = MALL_CODE.coaNotFound;

/** The detail page's COA by lot: known lots are offered, any lot can be typed. */
export function CoaByLot({ matlId, lots }: { matlId: string; lots: { lot: string; manufacturedAt: string }[] }) {
  const [text, setText] = useState('');
  const [lot, setLot] = useState('');
  const [touched, setTouched] = useState(false);
  const { data, isFetching, isError, error, refetch } = useQuery({ ...coaQueries.byLot(matlId, lot), enabled: lot !== '' });
  const submit = (value: string) => {
    setTouched(true);
    setLot(normaliseCode(value));
  };
  const invalid = touched && lot === '';
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 720 }}>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <AutoComplete
          style={{ flex: '1 1 220px', minWidth: 0 }}
          value={text}
          onChange={setText}
          onSelect={(value: string) => {
            setText(value);
            submit(value);
          }}
          options={lots.map((l) => ({ value: l.lot, label: `${l.lot}（${formatDateTime(l.manufacturedAt, DATE_FORMAT)} 生产）` }))}
        >
          <Input aria-label="批号" placeholder="输入或选择批号" status={invalid ? 'error' : undefined} onPressEnter={(e) => submit(e.currentTarget.value)} />
        </AutoComplete>
        <Button type="primary" onClick={() => submit(text)} loading={isFetching}>
          查询 COA
        </Button>
      </div>
      {invalid ? <span style={{ color: '#cf1322' }}>请输入批号</span> : null}
      {lots.length > 0 ? (
        <div style={{ fontSize: 12, color: '#5f677a' }}>
          近期批号：
          {lots.slice(0, 5).map((l) => (
            <Tag
              key={l.lot}
              style={{ cursor: 'pointer' }}
              onClick={() => {
                setText(l.lot);
                submit(l.lot);
              }}
            >
              {l.lot}
            </Tag>
          ))}
        </div>
      ) : (
        <span style={{ fontSize: 12, color: '#5f677a' }}>该产品暂无已登记批号，可输入试剂瓶上的批号查询。</span>
      )}
      {lot && isError ? (
        isApiError(error) && error.code === COA_NOT_FOUND_CODE ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`未找到批号“${lot}”的 COA 报告，请核对批号`} />
        ) : (
          <span role="alert" style={{ color: '#cf1322' }}>
            {error instanceof Error ? error.message : '查询失败'}{' '}
            <Button size="small" onClick={() => void refetch()}>
              重试
            </Button>
          </span>
        )
      ) : null}
      {lot && data ? (
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, sm: 2 }}
          title={`COA 报告 ${data.sn}`}
          extra={<CoaDownloadButton coa={data} size="middle" />}
          items={[
            { key: 'lot', label: '批号', children: data.lot },
            { key: 'no', label: '货号', children: data.catalogNo },
            { key: 'made', label: '生产日期', children: formatDateTime(data.manufacturedAt, DATE_FORMAT) },
            { key: 'exp', label: '有效期至', children: formatDateTime(data.expiresAt, DATE_FORMAT) },
            { key: 'tests', label: '检测项目', children: `${data.items.length} 项` },
            { key: 'conclusion', label: '结论', children: data.conclusion },
          ]}
        />
      ) : null}
    </div>
  );
}
