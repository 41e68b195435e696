import { chunkStyles } from '@/shared/ui/chunk-styles';
import css from './checkout-credit.css?inline';

/** With the chunk that uses them, not in the first load's stylesheet (src/shared/ui/chunk-styles.ts). */
export default chunkStyles('checkout-credit', css);
