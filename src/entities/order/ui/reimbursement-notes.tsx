import { Alert } from 'antd';
import { REIMBURSEMENT_ADVICE, REIMBURSEMENT_HEADING, type ReimbursementNote } from '../model/reimbursement';

const LIST = { margin: 0, paddingLeft: 18 } as const;
const TODO = { marginTop: 2 } as const;

/**
 * The 报销 rules the order meets (docs/api.md §13), said once: each rule's name, the mall's facts and what the member
 * must do. Nothing when the order meets none. The checkout and the approval screen show the same.
 */
export function ReimbursementNotes({ notes }: { notes: readonly ReimbursementNote[] }) {
  if (notes.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="note"
      aria-label="报销提醒"
      style={{ marginBottom: 16 }}
      title={REIMBURSEMENT_HEADING}
      description={
        <ul style={LIST}>
          {notes.map((n) => (
            <li key={n.rule}>
              <strong>{REIMBURSEMENT_ADVICE[n.rule].title}</strong>：{n.message}
              <div style={TODO}>{REIMBURSEMENT_ADVICE[n.rule].todo}</div>
            </li>
          ))}
        </ul>
      }
    />
  );
}
