import { Alert } from 'antd';
import { REIMBURSEMENT_ADVICE, REIMBURSEMENT_HEADING, REIMBURSEMENT_HEADING_PLACED, type ReimbursementNote } from '../model/reimbursement';

const LIST = { margin: 0, paddingLeft: 18 } as const;
const TODO = { marginTop: 2 } as const;

/**
 * The 报销 rules the order meets (docs/api.md §13), said once: each rule's name, the mall's facts and what the member
 * must do. Nothing when the order meets none. The checkout and the approval screen show the same; a placed order's
 * page (`placed`) heads them with what to gather before 报销.
 */
export function ReimbursementNotes({ notes, placed = false }: { notes: readonly ReimbursementNote[]; placed?: boolean }) {
  if (notes.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="note"
      aria-label="报销提醒"
      style={{ marginBottom: 16 }}
      title={placed ? REIMBURSEMENT_HEADING_PLACED : REIMBURSEMENT_HEADING}
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
