import { CoaLookup } from '@/features/coa';
import { PageContainer } from '@/shared/ui/page-container';

/** /coa — certificate of analysis lookup; the query lives in the URL. */
export function Component() {
  return (
    <PageContainer title="COA 查询">
      <p style={{ margin: '0 0 16px', color: '#5b6478' }}>
        COA（分析证书）记录每一批产品的检测项目与结果。输入证书编号，或输入批号并注明品牌，即可在线查看并下载 PDF。
      </p>
      <CoaLookup />
    </PageContainer>
  );
}
