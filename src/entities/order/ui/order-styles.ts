import { chunkStyles } from '@/shared/ui/chunk-styles';
import css from './orders.css?inline';

/**
 * The order screens' shared layout (panels, lines, amounts, the submit bar), with the chunks that use them, not in
 * the first load's stylesheet (src/shared/ui/chunk-styles.ts).
 */
export const orderStyles = chunkStyles('orders', css);
