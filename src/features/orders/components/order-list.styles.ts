import { chunkStyles } from '@/shared/ui/chunk-styles';
import css from './order-list.css?inline';

/** The order list's tabs, filters and cards, with its chunk (src/shared/ui/chunk-styles.ts). */
export default chunkStyles('orderList', css);
