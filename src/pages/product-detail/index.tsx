import { useParams } from 'react-router-dom';
import { CoaByLot } from '@/features/coa';
import { MaterialDetailView, RecentStrip } from '@/features/catalogue';
import { AddToCart } from './add-to-cart';

/** /product/:id — the catalogue's detail with the cart's button and the COA lookup composed in. */
export function Component() {
  const { id = '' } = useParams();
  return (
    <MaterialDetailView
      key={id}
      id={id}
      buy={(material) => <AddToCart material={material} />}
      documents={(material) => <CoaByLot matlId={material._id} lots={material.coaLots} />}
      after={<RecentStrip excludeId={id} />}
    />
  );
}
