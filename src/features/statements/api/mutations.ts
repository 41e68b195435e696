import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSession } from '@/entities/member';
import { isApiError, saveFile } from '@/shared/api';
import { isChunkLoadError } from '@/shared/lib/chunk-load';
import { feedback } from '@/shared/lib/feedback';
import { exportFileName, statementSheet, type StatementSheet } from '../model/export';
import type { WorkbookAnswer } from '../model/workbook.worker';
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

/** The .xlsx written in a worker (model/workbook.worker.ts) where the browser has workers; else here (exceljs loads only now). */
async function workbookBytes(sheet: StatementSheet): Promise<ArrayBuffer> {
  if (typeof Worker === 'undefined') {
    const { default: ExcelJS } = await import('exceljs');
    return writeStatementWorkbook(ExcelJS, sheet);
  }
  const worker = new Worker(new URL('../model/workbook.worker.ts', import.meta.url), { type: 'module' });
  try {
    return await new Promise<ArrayBuffer>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<WorkbookAnswer>) => ('buffer' in event.data ? resolve(event.data.buffer) : reject(new Error(event.data.error)));
      worker.onmessageerror = () => reject(new Error('the workbook could not be read from the worker'));
      // the worker's script did not load (offline, or a new deployment removed it): as a chunk that did not load;
      // a failure while writing answers a message (model/workbook.worker.ts), said as a failed export
      worker.onerror = (event) => {
        event.preventDefault();
        reject(new Error(`Failed to fetch dynamically imported module: workbook worker (${event.message})`));
      };
      worker.postMessage(sheet);
    });
  } finally {
    worker.terminate();
  }
}

/** 导出 Excel: the workbook is built from the statement shown, off the page's thread; exceljs loads only now (never with the page). */
export function useExportStatement() {
  return useMutation({
    onError: (error) => {
      const text = exportFailure(error);
      if (text) feedback.error(text, { key: 'statement-export' });
    },
    mutationFn: async (statement: Statement) => {
      const sheet = statementSheet(statement);
      const buffer = await workbookBytes(sheet);
      const blob = new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
      saveFile(blob, sheet.fileName, 'xlsx', statementSaved(`${sheet.fileName}.xlsx`));
    },
  });
}
