import { Link } from 'react-router-dom';
import type { CartLine } from '@/entities/cart';
import { useSession } from '@/entities/member';
import { PermitHelp, QUALIFICATIONS_HREF } from '@/entities/qualification';
import styles from './cart.styles';

/**
 * A controlled line's state (LineCompliance): why it cannot be ordered, with the way to 资质管理, or that the
 * qualification that covers it ends soon. Nothing for an ordinary line.
 */
export function ComplianceNote({ line }: { line: CartLine }) {
  const { status, expiring } = line.compliance;
  if (status !== 'ok') return <Blocked line={line} />;
  if (expiring) {
    return (
      <div className={styles.complianceWarn} role="note" aria-label={`${line.catalogNo} 资质`}>
        {expiring}
      </div>
    );
  }
  return null;
}

/** The blocked line's note; the session is read here only (a hook on each of 200 rows was a cost of the cart's first render). */
function Blocked({ line }: { line: CartLine }) {
  const { message } = line.compliance;
  const { member, access } = useSession();
  return (
    <div className={styles.compliance} role="note" aria-label={`${line.catalogNo} 资质`}>
      {access.mustAskOwner ? (
        // a sub-account may not change the permits: the company's state and whom to ask
        <PermitHelp controls={line.compliance.controls} text={message ?? '需要有效的资质才能下单'} mustAskOwner ownerName={member?.ownerName} />
      ) : (
        <>
          {message ?? '需要有效的资质才能下单'}
          <Link to={QUALIFICATIONS_HREF} className={styles.complianceLink}>
            资质管理
          </Link>
        </>
      )}
    </div>
  );
}
