import type { AnswerData, Schema } from '@/shared/api';

/**
 * 常购清单 as the mall sends them (docs/api.md §23, docs/openapi.yaml): the overview's summaries (own first, then
 * shared by others: `mine` says which may be changed), a list with its lines (each with the material's stock as now).
 */
export type BuyingListSummary = Schema<'BuyingListSummary'>;
export type BuyingList = Schema<'BuyingList'>;
export type BuyingListLine = Schema<'BuyingListLine'>;
/** 粘贴导入's answer: the report per line and the list as it now is. */
export type ListImportAnswer = AnswerData<'importBuyingListLines'>;
/** 加入购物车's answer: the report per line (as a reorder's) and the cart. */
export type ListToCartAnswer = AnswerData<'buyingListToCart'>;
