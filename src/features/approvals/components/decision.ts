import { APPROVAL_TITLE_ID } from './approval-styles';

/** Every decision carries the version of the order the approver sees (docs/api.md §13): the mall refuses a stale one (10094). */
export const ignore = () => undefined; // a refusal has been said by the client (the mall's message), and the hook reads the order again

/**
 * After a decision the bar (and the button pressed) goes: focus moves to the 采购审批 heading, which now says the
 * decision, instead of dropping to the body. After the dialog has closed and handed focus back.
 */
export const focusDecision = () => setTimeout(() => document.getElementById(APPROVAL_TITLE_ID)?.focus(), 0);
