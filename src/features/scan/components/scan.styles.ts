import { chunkStyles } from '@/shared/ui/chunk-styles';
import css from './scan.css?inline';

/** The styles of 扫码查找's panel and result, with its lazy chunk, not in the first load's stylesheet (src/shared/ui/chunk-styles.ts). */
export default chunkStyles('scan', css);
