import { chunkStyles } from '@/shared/ui/chunk-styles';
import css from './compare-table.css?inline';

/** The styles of the compare page, with its lazy chunk, not in the first load's stylesheet (src/shared/ui/chunk-styles.ts). */
export default chunkStyles('compare', css);
