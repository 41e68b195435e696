import { chunkStyles } from '@/shared/ui/chunk-styles';
import css from './statements.css?inline';

/** With the statement page's chunk, not in the first load's stylesheet (src/shared/ui/chunk-styles.ts). */
export default chunkStyles('statements', css);
