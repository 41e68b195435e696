import { useAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { Button, Modal } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { ROUTES } from '@/shared/config/routes';
import { useCart } from '@/entities/cart';
import { cartConfirmAtom } from '../model/dialogs';

/** After an add-to-cart (spec: cartInfoConfirm): the item and quantity, then checkout or keep shopping. */
export default function CartConfirmDialog() {
  const [{ open, name, quantity }, setState] = useAtom(cartConfirmAtom);
  const cart = useCart();
  const navigate = useNavigate();
  const close = () => setState((s) => ({ ...s, open: false }));
  const checkout = () => {
    close();
    void navigate(ROUTES.cart);
  };
  return (
    <Modal
      open={open}
      title={
        <span>
          <CheckCircleFilled style={{ color: '#52c41a', marginRight: 8 }} />
          已加入购物车
        </span>
      }
      width={440}
      centered
      onCancel={close}
      footer={[
        <Button key="continue" onClick={close}>
          继续购物
        </Button>,
        <Button key="checkout" type="primary" onClick={checkout}>
          去购物车结算
        </Button>,
      ]}
    >
      <p style={{ margin: '8px 0 4px', fontWeight: 500 }}>{name}</p>
      <p style={{ margin: 0, color: '#5f677a' }}>
        数量 × {quantity}
        {cart.itemCounts > 0 ? `，购物车共 ${cart.itemCounts} 种商品` : ''}
      </p>
    </Modal>
  );
}
