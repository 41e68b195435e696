import { useAtom } from 'jotai';
import { Button, Modal } from 'antd';
import { HOTLINE, HOTLINE_HOURS, SUPPLY_NOTICE_BRAND, SUPPLY_NOTICE_EFFECTIVE_DATE } from '@/shared/config/constants';
import { setFlag, STORAGE_KEYS } from '@/shared/storage';
import { useAcknowledgeSupplyNotice } from '../api/queries';
import { supplyNoticeAtom } from '../model/dialogs';

/** Above other dialogs that may open at the same moment. */
const NOTICE_Z_INDEX = 1100;

/**
 * The one-time supply notice (spec §1, §4): it cannot be dismissed by the mask or Esc; 我已知晓 closes it and
 * records the acknowledgement: on the mall (docs/api.md §12, so no other browser asks again) and as isCheckModal.
 * A failed call is said once (the http layer) and the notice comes again on a later sign-in.
 */
export default function SupplyNoticeDialog() {
  const [{ open }, setState] = useAtom(supplyNoticeAtom);
  const { mutate } = useAcknowledgeSupplyNotice();
  const acknowledge = () => {
    setFlag(STORAGE_KEYS.isCheckModal, true);
    mutate();
    setState((s) => ({ ...s, open: false }));
  };
  return (
    <Modal
      open={open}
      title={`关于 ${SUPPLY_NOTICE_BRAND} 产品供货渠道的通知`}
      width={560}
      centered
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      zIndex={NOTICE_Z_INDEX}
      footer={
        <Button type="primary" onClick={acknowledge}>
          我已知晓
        </Button>
      }
    >
      <div style={{ lineHeight: 1.8, color: '#1f2533' }}>
        <p>尊敬的客户：</p>
        <p>
          自 {SUPPLY_NOTICE_EFFECTIVE_DATE}起，{SUPPLY_NOTICE_BRAND} 品牌产品仅通过 {SUPPLY_NOTICE_BRAND}{' '}
          签约授权经销商供货。为保证产品来源可靠、储运条件合规并享有完整的售后与技术支持，请通过授权渠道采购。
        </p>
        <p style={{ marginBottom: 4 }}>核实渠道的方法：</p>
        <ul style={{ margin: '0 0 12px', paddingLeft: 20 }}>
          <li>在「品牌」页面查看带有“授权经销”标识的品牌；</li>
          <li>收货后可在「COA 查询」中按货号与批号查询分析证书；</li>
          <li>如需授权证明文件，可向客服索取。</li>
        </ul>
        <p style={{ margin: 0 }}>
          如有疑问，请致电免费服务热线 <strong>{HOTLINE}</strong>（{HOTLINE_HOURS}）。
        </p>
      </div>
    </Modal>
  );
}
