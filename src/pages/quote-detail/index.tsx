import { Link, useParams } from 'react-router-dom';
import { QuoteDetailView } from '@/features/quotes';
import { ROUTES } from '@/shared/config/routes';
import { PageContainer } from '@/shared/ui/page-container';

/** /quote/:id — 报价单详情. */
export function Component() {
  const { id = '' } = useParams();
  return (
    <PageContainer title="报价单详情" extra={<Link to={ROUTES.quotes}>返回我的询价</Link>}>
      <QuoteDetailView key={id} id={id} />
    </PageContainer>
  );
}
