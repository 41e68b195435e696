import { chunkStyles } from '@/shared/ui/chunk-styles';
import css from './quotes.css?inline';
import requestCss from './quotes-request.css?inline';

/** With the chunks that use them (the quote pages, the request dialog), not in the first load's stylesheet. */
export default chunkStyles('quotes', css + requestCss);
