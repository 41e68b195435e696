import { useMatches } from 'react-router-dom';
import { Empty } from 'antd';
import { PageContainer } from '@/shared/ui/page-container';

/** A route whose page arrives with a later issue: titled, inside the shell. */
export function Component() {
  const matches = useMatches();
  const title = (matches.at(-1)?.handle as { title?: string } | undefined)?.title ?? '页面';
  return (
    <PageContainer title={title}>
      <Empty description={`${title}页面正在建设中`} />
    </PageContainer>
  );
}
