import { DownloadList } from '@/features/catalogue';
import { PageContainer } from '@/shared/ui/page-container';

/** /ppt — brochures and presentations to download. */
export function Component() {
  return (
    <PageContainer title="资料下载">
      <p style={{ margin: '0 0 16px', color: '#5b6478' }}>产品目录、品牌选型指南与技术讲座课件，均为 PDF 格式，可免费下载。</p>
      <DownloadList />
    </PageContainer>
  );
}
