import { lazy, Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { LiteIcon, cartIcon } from '@/shared/ui/lite-icons';
import type { MaterialDetail } from '@/entities/material';
import { MaterialDetailView, RecentStrip } from '@/features/catalogue';
import { CoaByLot } from '@/features/coa';
import { LazyCompareBar, LazyCompareToggle } from '@/features/compare';
import { antdIsland } from '@/shared/ui/antd-island';
import { actionBarRef } from '@/shared/ui/action-bar';
import { useFirstScreenShown } from '@/shared/ui/use-after-paint';
import { ControlLook, DefaultButtonLook, PrimaryButtonLook } from '@/shared/ui/lite';
import { BarPrice } from './bar-price';
import { QTY_PARAM, readQuantity } from './quantity';
import styles from './product-detail.module.css';

// The page draws without antd (docs/performance.md); the buy controls (and the COA lookup, from its
// feature) follow, each in a box of its size.
const AddToCart = antdIsland(() => import('./add-to-cart').then((m) => m.AddToCart));
// 购买资质 of a controlled material, in a chunk of its own: most materials need no permit. On the first load it comes
// once the first screen has been shown: its four files were the last wave before a controlled product's simulated LCP.
const PermitBox = lazy(() => import('./permit-box'));

/** The classes that need a buyer permit (docs/api.md §20: every class but 危险化学品), by the buy controls. */
function Permit({ material }: { material: MaterialDetail }) {
  const wanted = useFirstScreenShown();
  const controls = (material.hazard?.controls ?? []).filter((c) => c !== 'hazardous');
  if (controls.length === 0) return null;
  const look = <div className={styles.permitLook} aria-hidden="true" />;
  return wanted ? (
    <Suspense fallback={look}>
      <PermitBox controls={controls} />
    </Suspense>
  ) : (
    look
  );
}

/** The buy controls before their code has arrived: the same size, not yet usable. */
function AddToCartPlaceholder({ material }: { material: MaterialDetail }) {
  const [params] = useSearchParams();
  return (
    <>
      <div ref={actionBarRef} className={styles.buyBar} aria-hidden="true">
        <BarPrice material={material} />
        <span className={`${styles.quantity} ${styles.quantityLook}`}>
          <span className={styles.quantityText}>数量</span>
          <ControlLook>{readQuantity(params.get(QTY_PARAM))}</ControlLook>
        </span>
        <PrimaryButtonLook>
          <LiteIcon icon={cartIcon} />
          加入购物车
        </PrimaryButtonLook>
      </div>
      <div className={styles.quoteRow} aria-hidden="true">
        <span className={styles.quoteHint}>批量采购、需要报价单？</span>
        <DefaultButtonLook>询价</DefaultButtonLook>
        <DefaultButtonLook>加入清单</DefaultButtonLook>
      </div>
    </>
  );
}

/** /product/:id — the catalogue's detail with the cart's button and the COA lookup composed in. */
export function Component() {
  const { id = '' } = useParams();
  return (
    <MaterialDetailView
      key={id}
      id={id}
      buy={(material) => (
        <>
          <AddToCart fallback={<AddToCartPlaceholder material={material} />} material={material} />
          <Permit material={material} />
        </>
      )}
      documents={(material) => (
        <CoaByLot fallback={<div className={styles.coaLook} />} matlId={material._id} lots={material.coaLots} />
      )}
      aside={(material) => (
        <div className={styles.compareRow}>
          <LazyCompareToggle item={{ id: material._id, productNo: material.productNo, name: material.name }} />
          <LazyCompareBar />
        </div>
      )}
      after={<RecentStrip excludeId={id} />}
    />
  );
}
