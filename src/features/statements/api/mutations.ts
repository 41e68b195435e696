import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSession } from '@/entities/member';
import { isApiError, saveFile } from '@/shared/api';
import { isChunkLoadError } from '@/shared/lib/chunk-load';
import { feedback } from '@/shared/lib/feedback';
import { exportFileName, statementSheet } from '../model/export';
import { writeStatementWorkbook } from '../model/workbook';
import { statementQueries } from './queries';
import { confirmStatement, disputeLine, fetchStatementPdf } from './requests';
import type { DisputeInput, Statement } from './types';

/**
 * The mall answers a confirmation or a dispute with the whole month's statement: it takes the unfiltered entry at
 * once, and everything else of the statements (the months' tags, the month seen through a fund) loads again.
 */
function settle(qc: QueryClient, memberId: string | undefined, statement: Statement) {
  const key = statementQueries.detailKey(memberId, statement.month, undefined);
  qc.setQueryData(key, statement);
  return qc.invalidateQueries({
    queryKey: statementQueries.all(),
    predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(key),
  });
}

/** 确认对账单 of a month. */
export function useConfirmStatement() {
  const qc = useQueryClient();
  const { member } = useSession();
  return useMutation({
    mutationFn: (month: string) => confirmStatement(month),
    onSuccess: (statement) => settle(qc, member?._id, statement),
  });
}

/** 提出异议 on one line of a month. */
export function useDisputeLine() {
  const qc = useQueryClient();
  const { member } = useSession();
  return useMutation({
    mutationFn: ({ month, input }: { month: string; input: DisputeInput }) => disputeLine(month, input),
    onSuccess: (statement) => settle(qc, member?._id, statement),
  });
}

/** A refusal that says the statement changed meanwhile (10152: confirmed, or a dispute is open): it loads again. */
export function useReloadStatements() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: statementQueries.all() });
}

/** What the download helper says once a file of the statement is saved. */
export const statementSaved = (name: string) => `${name} 已下载`;

/** 下载 PDF: the mall's 对账单, saved under the same name as the workbook (.pdf). */
export function useDownloadStatementPdf() {
  return useMutation({
    mutationFn: async (statement: Statement) => {
      const blob = await fetchStatementPdf(statement.month, statement.fund?._id);
      const name = exportFileName(statement);
      saveFile(blob, name, 'pdf', statementSaved(`${name}.pdf`));
    },
  });
}

export const EXPORT_FAILED = '导出失败，请稍后重试';
export const EXPORT_CODE_MISSING = '导出失败：网站刚刚更新或网络不稳定，请刷新页面后重试';

/**
 * What a failed export says: the mall's failure was said by the http client already (a statement is not fetched
 * here, but keep it so); exceljs's chunk that did not load (offline, or a new deployment removed it) asks for a
 * reload; anything else (the workbook could not be written) to try again.
 */
export function exportFailure(error: unknown): string | null {
  if (isApiError(error)) return null;
  return isChunkLoadError(error) ? EXPORT_CODE_MISSING : EXPORT_FAILED;
}

/** 导出 Excel: the workbook is built here from the statement shown; exceljs loads only now (never with the page). */
export function useExportStatement() {
  return useMutation({
    onError: (error) => {
      const text = exportFailure(error);
      if (text) feedback.error(text, { key: 'statement-export' });
    },
    mutationFn: async (statement: Statement) => {
      const { default: ExcelJS } = await import('exceljs');
      const sheet = statementSheet(statement);
      const buffer = await writeStatementWorkbook(ExcelJS, sheet);
      const blob = new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
      saveFile(blob, sheet.fileName, 'xlsx', statementSaved(`${sheet.fileName}.xlsx`));
    },
  });
}
