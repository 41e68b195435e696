import { MessageCentre } from '@/features/notices';
import { PageContainer } from '@/shared/ui/page-container';

/** /mine/message — 消息中心. */
export function Component() {
  return (
    <PageContainer title="消息中心">
      <MessageCentre />
    </PageContainer>
  );
}
