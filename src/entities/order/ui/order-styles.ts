import { chunkStyles } from '@/shared/ui/chunk-styles';
import css from './orders.css?inline';

/** With the chunks that use them, not in the first load's stylesheet (src/shared/ui/chunk-styles.ts). */
export default chunkStyles('orders', css);
