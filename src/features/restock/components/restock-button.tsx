import { Button } from 'antd';
import { BellFilled, BellOutlined } from '@ant-design/icons';
import { getFeedback } from '@/shared/lib/feedback';
import { stockStatus, type StockFields } from '@/shared/lib/stock-status';
import { hasToken } from '@/shared/storage';
import { useCancelRestockAlert, useSetRestockAlert } from '../api/mutations';

/**
 * 到货提醒 on a product page (docs/api.md §24): only for a 期货 or 缺货 SKU (src/shared/lib/stock-status.ts). A
 * visitor signs in first (`onSignIn`, the page's way back); set, it reads 已设置到货提醒 with 取消提醒.
 */
export function RestockButton({
  material,
  onSignIn,
}: {
  material: StockFields & { _id: string; restockAlert?: 'waiting' | 'arrived' | null };
  onSignIn: () => void;
}) {
  const set = useSetRestockAlert();
  const cancel = useCancelRestockAlert();
  if (stockStatus(material).kind === 'inStock') return null;
  const { message } = getFeedback();
  if (material.restockAlert === 'waiting' && hasToken()) {
    return (
      <span style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 4 }}>
        <span style={{ color: '#1f6feb' }}>
          <BellFilled aria-hidden="true" /> 已设置到货提醒
        </span>
        <Button type="link" size="small" loading={cancel.isPending} onClick={() => cancel.mutate(material._id, { onSuccess: () => void message.success('已取消到货提醒') })}>
          取消提醒
        </Button>
      </span>
    );
  }
  return (
    <Button
      icon={<BellOutlined />}
      loading={set.isPending}
      onClick={() => {
        if (!hasToken()) return onSignIn();
        set.mutate(material._id, { onSuccess: () => void message.success('已设置到货提醒，到货后将通知您') });
      }}
    >
      到货提醒
    </Button>
  );
}
