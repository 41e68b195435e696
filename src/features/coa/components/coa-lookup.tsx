import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Button, Empty, Form, Input, Segmented, Skeleton } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { HOTLINE } from '@/shared/config/constants';
import { coaQueries } from '../api/queries';
import { DEFAULT_COA_LIMITS } from '../api/requests';
import type { CoaQuery } from '../api/types';
import { countLookup, lookupsToday } from '../model/daily-count';
import { readCoaQuery, splitLots, writeCoaQuery } from '../model/query';
import { CoaTable } from './coa-table';

export const SN_MAX_LENGTH = 32;
export const BRAND_MAX_LENGTH = 40;
const SN_PATTERN = /^[A-Za-z0-9-]+$/;

type Mode = 'sn' | 'lot';
interface Values {
  sn?: string;
  lots?: string;
  brand?: string;
}

function Results({ query }: { query: CoaQuery }) {
  const { data, isPending, isError, error, refetch, isFetching } = useQuery(coaQueries.search(query));
  if (isPending) return <Skeleton active title={false} paragraph={{ rows: 4 }} />;
  if (isError) {
    return (
      <Alert
        type="error"
        showIcon
        title="查询失败"
        description={error instanceof Error ? error.message : '请稍后重试'}
        action={
          <Button onClick={() => void refetch()} loading={isFetching}>
            重试
          </Button>
        }
      />
    );
  }
  const what = query.sn ? `证书编号“${query.sn}”` : `批号“${query.lots.join('、')}”（品牌：${query.brand}）`;
  if (data.length === 0) {
    return (
      <Empty
        description={
          <>
            <p style={{ margin: '0 0 4px', fontWeight: 600 }}>未找到 {what} 的 COA 报告</p>
            <p style={{ margin: 0, color: '#6b7385' }}>请核对批号（见试剂瓶标签或随货单据）和品牌名称；仍找不到请致电 {HOTLINE}。</p>
          </>
        }
      />
    );
  }
  return (
    <section aria-label="查询结果">
      <p style={{ margin: '0 0 8px', color: '#5b6478' }}>
        {what}：找到 <strong>{data.length}</strong> 份 COA 报告
      </p>
      <CoaTable coas={data} />
    </section>
  );
}

/**
 * /coa: by certificate serial number, or by lots + brand. The query lives in
 * the URL (a link can be sent to a colleague); the limits of the coa_query
 * dictionary (lots per lookup, lookups per day) are enforced here.
 */
export function CoaLookup() {
  const [params, setParams] = useSearchParams();
  const query = readCoaQuery(params);
  const limits = useQuery(coaQueries.limits());
  const { lotsMax, dailyMax, hint } = limits.data ?? DEFAULT_COA_LIMITS;
  const [mode, setMode] = useState<Mode>(params.get('sn') ? 'sn' : params.get('lot') || params.get('brand') ? 'lot' : 'sn');
  const [form] = Form.useForm<Values>();
  const [limitError, setLimitError] = useState('');

  useEffect(() => {
    form.setFieldsValue({ sn: params.get('sn') ?? '', lots: (params.get('lot') ?? '').split(',').filter(Boolean).join(', '), brand: params.get('brand') ?? '' });
  }, [params, form]);

  const submit = (values: Values) => {
    if (lookupsToday() >= dailyMax) {
      setLimitError(`今日查询次数已达上限（${dailyMax} 次），请明天再试，或致电 ${HOTLINE} 索取 COA。`);
      return;
    }
    setLimitError('');
    countLookup();
    const next: CoaQuery =
      mode === 'sn'
        ? { sn: (values.sn ?? '').trim(), lots: [], brand: '' }
        : { sn: '', lots: splitLots(values.lots ?? ''), brand: (values.brand ?? '').trim() };
    setParams(writeCoaQuery(next));
  };

  return (
    <>
      <div style={{ maxWidth: 720, marginBottom: 24 }}>
        <Segmented<Mode>
          value={mode}
          onChange={(m) => {
            setMode(m);
            form.resetFields();
          }}
          options={[
            { value: 'sn', label: '按证书编号' },
            { value: 'lot', label: '按批号 + 品牌' },
          ]}
          style={{ marginBottom: 16 }}
        />
        <Form<Values> form={form} layout="vertical" onFinish={submit} requiredMark={false} aria-label="COA 查询">
          {mode === 'sn' ? (
            <Form.Item
              name="sn"
              label="证书编号"
              extra="证书编号印在 COA 报告右上角，如 COA2024A00123"
              rules={[
                { required: true, whitespace: true, message: '请输入证书编号' },
                { max: SN_MAX_LENGTH, message: `证书编号不能超过 ${SN_MAX_LENGTH} 个字符` },
                { pattern: SN_PATTERN, message: '证书编号只能包含字母、数字和连字符' },
              ]}
            >
              <Input placeholder="如 COA2024A00123" allowClear maxLength={SN_MAX_LENGTH + 8} />
            </Form.Item>
          ) : (
            <>
              <Form.Item
                name="lots"
                label="批号"
                extra={`可一次查询最多 ${lotsMax} 个批号，用逗号、空格或换行分隔`}
                rules={[
                  { required: true, whitespace: true, message: '请输入批号' },
                  {
                    validator: (_, value: string | undefined) =>
                      splitLots(value ?? '').length > lotsMax
                        ? Promise.reject(new Error(`一次最多查询 ${lotsMax} 个批号，当前 ${splitLots(value ?? '').length} 个`))
                        : Promise.resolve(),
                  },
                ]}
              >
                <Input.TextArea placeholder="如 B123456" autoSize={{ minRows: 1, maxRows: 4 }} allowClear />
              </Form.Item>
              <Form.Item
                name="brand"
                label="品牌"
                rules={[
                  { required: true, whitespace: true, message: '请输入品牌名称（批号需与品牌一起查询）' },
                  { max: BRAND_MAX_LENGTH, message: `品牌名称不能超过 ${BRAND_MAX_LENGTH} 个字符` },
                ]}
              >
                <Input placeholder="如 BioLegend、达优" allowClear />
              </Form.Item>
            </>
          )}
          {limitError ? <Alert type="warning" showIcon title={limitError} style={{ marginBottom: 16 }} /> : null}
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            查询 COA
          </Button>
          <span style={{ marginLeft: 12, color: '#646b7a', fontSize: 12 }}>
            {hint ? `${hint}；` : ''}每日最多查询 {dailyMax} 次
          </span>
        </Form>
      </div>
      {query ? <Results query={query} /> : null}
    </>
  );
}
