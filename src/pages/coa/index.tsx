import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from 'antd';
import { ScanOutlined } from '@ant-design/icons';
import { CoaLookup } from '@/features/coa';
import { PageContainer } from '@/shared/ui/page-container';

// 扫码查找: its code (and the decoder's, on the first read) loads on the press
const ScanDialog = lazy(() => import('./scan-dialog'));

/** /coa — certificate of analysis lookup; the query lives in the URL. */
export function Component() {
  const [scan, setScan] = useState<'closed' | 'open' | 'shut'>('closed');
  // a link followed from the result, or Back, closes the dialog (the page behind shows what it opened)
  const { key } = useLocation();
  const [openedAt, setOpenedAt] = useState(key);
  if (openedAt !== key) {
    setOpenedAt(key);
    if (scan === 'open') setScan('shut');
  }
  return (
    <PageContainer title="COA 查询">
      <p style={{ margin: '0 0 16px', color: '#5b6478' }}>
        COA（分析证书）记录每一批产品的检测项目与结果。输入证书编号，或输入批号并注明品牌，即可在线查看并下载 PDF。
      </p>
      <p style={{ margin: '0 0 16px' }}>
        <Button icon={<ScanOutlined />} onClick={() => setScan('open')}>
          扫码查找
        </Button>
        <span style={{ marginLeft: 12, color: '#646b7a', fontSize: 12 }}>扫描瓶签、验收单或 Sigma/Merck 标签上的码，直达商品、该批 COA 与 SDS</span>
      </p>
      <CoaLookup />
      {scan !== 'closed' ? (
        <Suspense fallback={null}>
          <ScanDialog open={scan === 'open'} onClose={() => setScan('shut')} />
        </Suspense>
      ) : null}
    </PageContainer>
  );
}
