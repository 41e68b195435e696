import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { BellFilled, BellOutlined } from '@ant-design/icons';
import { getFeedback } from '@/shared/lib/feedback';
import { stockStatus, type StockFields } from '@/shared/lib/stock-status';
import { hasToken } from '@/shared/storage';
import { useCancelRestockAlert, useSetRestockAlert } from '../api/mutations';
import { restockQueries } from '../api/queries';
import { promiseText } from '../model/channels';

/**
 * 到货提醒 on a product page (docs/api.md §24): only for a 期货 or 缺货 SKU (src/shared/lib/stock-status.ts). A
 * visitor signs in first (`onSignIn`, the page's way back); set, it reads 已设置到货提醒 with how the member will be told
 * (the alert's `channels`) and 取消提醒.
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
  // the toggle swaps its button: a change made here moves the focus to the new one, not to the page's body
  const toggle = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const waiting = material.restockAlert === 'waiting';
  // how the member will be told: the alert's channels, from the member's list (asked only while one is set here)
  const alerts = useQuery({ ...restockQueries.list(), enabled: waiting && hasToken() });
  const channels = alerts.data?.find((a) => a.matlId === material._id)?.channels;
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    toggle.current?.focus();
  }, [waiting]);
  if (stockStatus(material).kind === 'inStock') return null;
  const { message } = getFeedback();
  const changed = () => {
    refocus.current = true;
  };
  const unchanged = () => {
    refocus.current = false;
  };
  if (waiting && hasToken()) {
    return (
      <span style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 4 }}>
        <span style={{ color: '#1f6feb' }}>
          <BellFilled aria-hidden="true" /> 已设置到货提醒
        </span>
        {channels ? <span style={{ color: '#5f677a', fontSize: 13 }}>{promiseText(channels)}</span> : null}
        <Button
          ref={toggle}
          type="link"
          size="small"
          loading={cancel.isPending}
          onClick={() => {
            changed();
            cancel.mutate(material._id, { onSuccess: () => void message.success('已取消到货提醒'), onError: unchanged });
          }}
        >
          取消提醒
        </Button>
      </span>
    );
  }
  return (
    <Button
      ref={toggle}
      icon={<BellOutlined />}
      loading={set.isPending}
      onClick={() => {
        if (!hasToken()) return onSignIn();
        changed();
        set.mutate(material._id, { onSuccess: (alert) => void message.success(`已设置到货提醒，${promiseText(alert.channels)}`), onError: unchanged });
      }}
    >
      到货提醒
    </Button>
  );
}
