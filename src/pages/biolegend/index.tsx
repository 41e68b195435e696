import { Alert } from 'antd';
import { BrandZone } from '@/features/catalogue';
import { HOTLINE, SUPPLY_NOTICE_BRAND, SUPPLY_NOTICE_EFFECTIVE_DATE } from '@/shared/config/constants';

/** /biolegend — the BioLegend zone with the authorised-distributor notice. */
export function Component() {
  return (
    <BrandZone
      nameEn="BioLegend"
      tagline="中国区授权经销商 · 流式抗体 · LEGEND MAX™ ELISA · 重组蛋白"
      notice={
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 16 }}
          title="授权经销声明"
          description={`本平台为 ${SUPPLY_NOTICE_BRAND} 签约授权经销商。自 ${SUPPLY_NOTICE_EFFECTIVE_DATE}起，${SUPPLY_NOTICE_BRAND} 产品仅通过签约授权经销商供货；在本平台购买的每一批产品均可在 COA 查询中核对分析证书。需要授权证明文件请致电 ${HOTLINE}。`}
        />
      }
    />
  );
}
