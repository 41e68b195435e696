/**
 * 导出 Excel off the page's thread: a 2,000-line month took one 3.9 s task on the main thread (issue 46), a frozen
 * tab. The page posts the sheet model (model/export.ts: plain data and dates), the worker answers the .xlsx bytes.
 */
import ExcelJS from 'exceljs';
import type { StatementSheet } from './export';
import { writeStatementWorkbook } from './workbook';

export type WorkbookAnswer = { buffer: ArrayBuffer } | { error: string };

const scope = self as unknown as { onmessage: ((event: MessageEvent<StatementSheet>) => Promise<void>) | null; postMessage: (answer: WorkbookAnswer, transfer?: Transferable[]) => void };

scope.onmessage = async (event) => {
  try {
    const written = await writeStatementWorkbook(ExcelJS, event.data);
    // exceljs answers a Buffer (a view) in the browser: its bytes copied into an ArrayBuffer of their own, moved
    const bytes = new Uint8Array(written as ArrayBuffer | Uint8Array).slice();
    scope.postMessage({ buffer: bytes.buffer }, [bytes.buffer]);
  } catch (error) {
    // every failure answers, so the page never waits for nothing
    scope.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
};
