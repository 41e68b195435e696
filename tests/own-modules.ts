/**
 * Test files that replace modules (vi.mock) or load them again
 * (vi.resetModules). Every other test file shares its worker's module graph
 * with the files run before it (scripts/vite/test-config.ts, project "shared"), so these
 * run in a project of their own ("isolated"), and eslint.config.js keeps
 * those calls out of every file not listed here.
 */
export const OWN_MODULES = ['tests/app/shell-widgets.test.tsx', 'tests/features/assistant/deploy.test.tsx', 'tests/features/assistant/no-key.test.tsx', 'tests/features/statements/export-chunk.test.tsx', 'tests/mocks/runtime-persistence.test.ts', 'tests/mocks/large-seed-reset.test.ts', 'tests/features/member/regions-on-open.test.tsx', 'tests/features/structure/structure-search-leftovers.test.tsx', 'tests/features/structure/structure-search-render.test.tsx', 'tests/features/scan/decode-retry.test.ts', 'tests/features/invoices/invoice-apply-render.test.tsx', 'tests/features/orders/date-range-offline.test.tsx', 'tests/features/orders/approval-dialogs-offline.test.tsx', 'tests/features/statements/statement-chunks-offline.test.tsx', 'tests/features/member/settings-chunks-offline.test.tsx', 'tests/app/shell-chunks-offline.test.tsx', 'tests/app/shell-chunks-not-asked.test.tsx'];
