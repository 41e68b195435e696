import { chunkStyles } from '@/shared/ui/chunk-styles';
import css from './buying-lists.css?inline';

/** With the chunks that use them (the list pages, 加入清单), not in the first load's stylesheet. */
export default chunkStyles('lists', css);
