import { Link } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { ROUTES } from '@/shared/config/routes';
import { closeNotificationAtom } from '../model/dialogs';
import type { NoticePrompt } from '../model/pick';
import { updateLines } from '../model/update-lines';

/**
 * Orders whose status the mall changed since the member last looked, each linking to its detail, and the materials
 * back in stock (到货提醒, docs/api.md §24), each linking to its page.
 */
export default function OrderUpdates({ prompt: updates }: { prompt: Extract<NoticePrompt, { kind: 'updates' }> }) {
  const close = useSetAtom(closeNotificationAtom);
  const prompt = updateLines(updates.notices);
  return (
    <div style={{ lineHeight: 1.8 }}>
      {prompt.orders.length > 0 ? (
        <>
          <p style={{ margin: '0 0 8px' }}>以下订单的状态有更新：</p>
          <ul aria-label="状态有更新的订单" style={{ margin: 0, paddingLeft: 20 }}>
            {prompt.orders.map((order) => (
              <li key={order._id}>
                <Link to={ROUTES.order(order._id)} onClick={close}>
                  {order.orderNo}
                </Link>{' '}
                {order.statusLabel}
              </li>
            ))}
          </ul>
          {prompt.more > 0 ? (
            <p style={{ margin: '8px 0 0' }}>
              另有 {prompt.more} 个订单的状态有更新，
              <Link to={ROUTES.orders} onClick={close}>
                查看我的订单
              </Link>
            </p>
          ) : null}
        </>
      ) : null}
      {prompt.materials.length > 0 ? (
        <>
          <p style={{ margin: prompt.orders.length > 0 ? '12px 0 8px' : '0 0 8px' }}>您关注的以下商品已到货：</p>
          <ul aria-label="已到货的商品" style={{ margin: 0, paddingLeft: 20 }}>
            {prompt.materials.map((m) => (
              <li key={m._id} style={{ overflowWrap: 'anywhere' }}>
                <Link to={ROUTES.product(m._id)} onClick={close}>
                  {m.name}
                </Link>{' '}
                {m.catalogNo} · {m.spec}
              </li>
            ))}
          </ul>
          <p style={{ margin: '8px 0 0' }}>
            {prompt.moreMaterials > 0 ? `另有 ${prompt.moreMaterials} 个商品已到货，` : ''}
            <Link to={ROUTES.restockAlerts} onClick={close}>
              查看到货提醒
            </Link>
          </p>
        </>
      ) : null}
    </div>
  );
}
