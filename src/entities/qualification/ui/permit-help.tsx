import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { qualificationQueries } from '../api/queries';
import type { ControlClass } from '../api/types';
import { permitContact, permitStates, withoutUploadHint } from '../model/permit';
import { QUALIFICATIONS_HREF } from '../model/rules';

/**
 * Why a controlled line cannot be ordered, said for the member's role (docs/api.md §21): the owner gets the mall's
 * text and the way to 资质管理; a member who must ask the owner (a sub-account, which may not change the permits) gets the company's permit state
 * (未上传, 审核中, 已驳回 and why, 已到期) and whom to ask. `text`: the mall's refusal, if any.
 */
export function PermitHelp({
  controls,
  text,
  mustAskOwner,
  ownerName,
  onNavigate,
}: {
  controls: readonly ControlClass[];
  text: string | null;
  mustAskOwner: boolean;
  ownerName: string | undefined;
  onNavigate?: () => void;
}) {
  // the account's permits, which every member reads; the owner's path does not need them
  const list = useQuery({ ...qualificationQueries.list(), enabled: mustAskOwner && controls.length > 0 });
  if (!mustAskOwner) {
    return (
      <span>
        {text ? `${text}。` : null}
        <Link to={QUALIFICATIONS_HREF} onClick={onNavigate}>
          前往资质管理
        </Link>
      </span>
    );
  }
  const states = permitStates(controls, list.data ?? []).filter((s) => s.state !== 'approved');
  const parts = [text ? withoutUploadHint(text) : null, ...(list.data ? states.map((s) => s.text) : []), permitContact(states, ownerName)];
  return <span>{parts.filter(Boolean).join('。')}。</span>;
}
