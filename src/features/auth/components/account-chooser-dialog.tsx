import { useAtom } from 'jotai';
import { Modal, Spin, Tag } from 'antd';
import { worksUnderOwner } from '@/entities/member';
import { useLogin } from '../api/mutations';
import { chooseAccount } from '../api/requests';
import { accountChooserAtom } from '../model/dialogs';
import styles from './login.styles';

/** 选择要登录的账号: one WeChat identity, several accounts; tokens only for the chosen one. */
export default function AccountChooserDialog() {
  const [state, setState] = useAtom(accountChooserAtom);
  // A failure was shown by the client (e.g. 凭证已失效): the chooser stays so the user can close it and rescan.
  const login = useLogin(({ memberId, ticket }: { memberId: string; ticket: string }) => chooseAccount(memberId, ticket));
  const busy = login.isPending ? login.variables.memberId : null;
  const choose = (memberId: string) => login.mutate({ memberId, ticket: state.ticket });

  return (
    <Modal
      open={state.open}
      title={state.title || '选择要登录的账号'}
      footer={null}
      width={480}
      onCancel={() => setState((prev) => ({ ...prev, open: false }))}
    >
      <Spin spinning={busy !== null}>
        <ul className={styles.accounts}>
          {state.accountsInfo.map((account) => (
            <li key={account._id}>
              <button type="button" className={styles.account} onClick={() => choose(account._id)} disabled={busy !== null}>
                <span className={styles.accountMain}>
                  <strong>{account.companyName || account.coName || '未填写企业信息'}</strong>
                  <span className={styles.accountMeta}>
                    {account.contactName ? `${account.contactName} · ` : ''}
                    {account.cellphone}
                  </span>
                </span>
                <Tag color={worksUnderOwner(account) ? 'geekblue' : 'blue'} variant="filled">
                  {worksUnderOwner(account) ? '子账号' : '主账号'}
                </Tag>
              </button>
            </li>
          ))}
        </ul>
      </Spin>
    </Modal>
  );
}
