/**
 * What a feature tells the shell about a dialog that may open by itself (a prompt): whether it wants to open in
 * this page load, and how to open it. The shell's arbiter (src/app/shell/prompts.ts) picks at most one per page load.
 */
export type PromptWant = 'yes' | 'no' | 'unknown';

export interface PromptOffer {
  /** 'yes': would open now; 'no': not in this page load; 'unknown': not known yet (member or data loading) */
  want: PromptWant;
  /** opens it (called by the arbiter only) */
  open: () => void;
}
