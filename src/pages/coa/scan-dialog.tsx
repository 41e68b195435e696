import { useState } from 'react';
import { Button, Modal } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { useAtom, useSetAtom } from 'jotai';
import { loginDialogAtom } from '@/features/auth';
import { RestockButton } from '@/features/restock';
import { classifyScan, ScanPanel, ScanResult, type ScanTarget } from '@/features/scan';
import { useAddToCart } from '@/entities/cart';
import type { MaterialDetail } from '@/entities/material';
import { apiUrl } from '@/shared/api';
import { ROUTES } from '@/shared/config/routes';
import { basePath } from '@/shared/lib/base-path';
import { correctQuantity } from '@/shared/lib/contract-price';
import { getFeedback } from '@/shared/lib/feedback';
import { stockStatus } from '@/shared/lib/stock-status';
import { hasToken } from '@/shared/storage';
import { scanDialogAtom } from './scan-atom';

/** 加入购物车 (one pack at the company's minimum) and 到货提醒 for a scanned pack; a visitor signs in first. */
function BuyActions({ material, onNavigate }: { material: MaterialDetail; onNavigate: () => void }) {
  const add = useAddToCart();
  const openLogin = useSetAtom(loginDialogAtom);
  const status = stockStatus(material);
  const quantity = correctQuantity(material.terms, 1);
  // as the product page: a discontinued pack is neither bought nor awaited (its page offers what replaces it)
  if (material.offShelf) return <span style={{ color: '#5f677a' }}>已下架，无法购买</span>;
  // back on the product page after signing in, which adds the pack (its ?then=cart)
  const signInToAdd = () => {
    onNavigate();
    openLogin({ open: true, redirectTo: `${ROUTES.product(material._id)}?qty=${quantity}&then=cart` });
  };
  return (
    <>
      {status.orderable ? (
        <Button
          icon={<ShoppingCartOutlined />}
          loading={add.isPending}
          onClick={() => {
            if (!hasToken()) return signInToAdd();
            add.mutate(
              { matlId: material._id, quantity },
              { onSuccess: () => void getFeedback().message.success(`已加入购物车：${material.name}（${material.spec}）× ${quantity}`) },
            );
          }}
        >
          加入购物车
        </Button>
      ) : null}
      <RestockButton
        material={material}
        onSignIn={() => {
          onNavigate();
          openLogin({ open: true, redirectTo: ROUTES.product(material._id) });
        }}
      />
    </>
  );
}

/** Links a label may carry to our pages: the shop's, and the mall's own (a label printed where the shop was not known). */
function ownOrigins(): string[] {
  const mall = URL.parse(apiUrl('', '/'), window.location.href)?.origin;
  return mall && mall !== 'null' ? [window.location.origin, mall] : [window.location.origin];
}

/**
 * 扫码查找 (issue 44 item 4), the COA page's dialog: a label's code, read by the camera or from a photo, or typed,
 * to the product, its lot's COA, the SDS, 加入购物车 or 到货提醒. Its code (and the decoder's, later) loads on the press.
 */
export default function ScanDialog() {
  const [{ open, cameraAtOnce = false }, setScan] = useAtom(scanDialogAtom);
  const onClose = () => setScan({ open: false });
  const [target, setTarget] = useState<ScanTarget | null>(null);
  return (
    <Modal
      open={open}
      title="扫码查找"
      footer={null}
      onCancel={onClose}
      afterClose={() => setTarget(null)}
      destroyOnHidden
      width={560}
    >
      <ScanPanel cameraAtOnce={cameraAtOnce} onText={(text, format) => setTarget(classifyScan(text, ownOrigins(), basePath(), format))} />
      {target ? (
        <div style={{ marginTop: 16 }}>
          <ScanResult target={target} onNavigate={onClose} actions={(material) => <BuyActions material={material} onNavigate={onClose} />} />
        </div>
      ) : null}
    </Modal>
  );
}
