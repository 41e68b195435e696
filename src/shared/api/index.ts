export { http, requestBlob, type Page, type RequestOptions } from './http';
export { ApiError, isApiError, isSessionError, toApiError } from './errors';
export { paths, apiUrl, imageSrc, imageSources } from './url';
export { idSegment, requireMallId } from './id-segment';
export { queryRoots } from './query-roots';
export { createQueryClient } from './query-client';
export { saveFile, saveUpload } from './download';
export { startEarlyCall, takeEarlyData } from './early';
export type { AnswerData, Query, RequestBody, Schema } from './mall-types';
