import { chunkStyles } from '@/shared/ui/chunk-styles';
import css from './page.css?inline';

/** With the page's chunk, not in the first load's stylesheet (src/shared/ui/chunk-styles.ts). */
export default chunkStyles('structurePage', css);
