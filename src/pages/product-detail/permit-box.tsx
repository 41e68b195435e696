import { useLocation } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { loginDialogAtom } from '@/features/auth';
import { useSession } from '@/entities/member';
import { PermitStatus, type ControlClass, type PermitViewer } from '@/entities/qualification';
import { hasToken } from '@/shared/storage';

/**
 * 购买资质 in the buy box of a controlled material (issue 42 item 5): what it takes and the company's state of it,
 * beside 加入购物车 rather than far down under 安全信息. Loaded (index.tsx) only for a controlled material.
 */
export default function PermitBox({ controls }: { controls: readonly ControlClass[] }) {
  const { member, access, loading } = useSession();
  const openLogin = useSetAtom(loginDialogAtom);
  const { pathname, search } = useLocation();
  const viewer: PermitViewer = !hasToken() ? 'visitor' : loading || access.canUseCompanyPages ? (access.mustAskOwner ? 'sub' : 'owner') : 'noCompany';
  return (
    <PermitStatus
      controls={controls}
      viewer={viewer}
      ownerName={member?.ownerName}
      onSignIn={() => openLogin({ open: true, redirectTo: `${pathname}${search}` })}
    />
  );
}
