export { http, request, requestBlob, toApiError, type Envelope, type Page, type RequestOptions } from './http';
export { ApiError, isApiError, type ApiErrorKind } from './errors';
export { paths, apiUrl, isApiUrl } from './url';
export { queryRoots } from './query-roots';
export { createQueryClient } from './query-client';
export { saveFile } from './download';
