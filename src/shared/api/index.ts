export { http, request, requestBlob, type Envelope, type Page, type RequestOptions } from './http';
export { ApiError, isApiError, toApiError, type ApiErrorKind } from './errors';
export { paths, apiUrl, imageSrc, imageSources, isApiUrl } from './url';
export { idSegment, requireMallId } from './id-segment';
export { queryRoots } from './query-roots';
export { createQueryClient } from './query-client';
export { saveFile } from './download';
export { startEarlyCall, takeEarlyData } from './early';
