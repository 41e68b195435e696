import { chunkStyles } from '@/shared/ui/chunk-styles';
import css from './structure-search.css?inline';

/** With the structure page's chunks, not in the first load's stylesheet (src/shared/ui/chunk-styles.ts). */
export default chunkStyles('structure', css);
