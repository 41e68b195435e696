import { chunkStyles } from '@/shared/ui/chunk-styles';
import css from './tray.css?inline';

/** The styles of the tray (加入对比 and its bar), with its lazy chunk, not in the first load's stylesheet (src/shared/ui/chunk-styles.ts). */
export default chunkStyles('tray', css);
