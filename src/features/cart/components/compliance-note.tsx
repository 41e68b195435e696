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
  const { status, message, expiring } = line.compliance;
  const { member, access } = useSession();
  if (status !== 'ok') {
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
  if (expiring) {
    return (
      <div className={styles.complianceWarn} role="note" aria-label={`${line.catalogNo} 资质`}>
        {expiring}
      </div>
    );
  }
  return null;
}
