import { Timeline } from 'antd';
import { PageContainer } from '@/shared/ui/page-container';
import styles from './history.styles';

/** The company's milestones (发展历程); static content of the shop itself. */
const MILESTONES = [
  { year: '2008', title: '公司成立', text: '在上海成立，代理进口抗体与 ELISA 试剂盒，服务长三角高校与科研院所。' },
  { year: '2011', title: '成为 BioLegend 授权经销商', text: '签约 BioLegend 中国区授权经销，建立 -80 ℃ 与 2–8 ℃ 冷链仓储。' },
  { year: '2014', title: '全国冷链配送网络', text: '北京、广州、成都分仓投入使用，干冰与冰袋运输覆盖全国主要城市。' },
  { year: '2017', title: '与达优建立战略合作', text: '引入达优细胞因子检测产品线，国产试剂与进口品牌同平台供应。' },
  { year: '2020', title: '实验材料商城上线', text: '在线下单、开票与订单跟踪全面上线，支持企业账号与子账号协同采购。' },
  { year: '2023', title: 'COA 在线查询', text: '按证书编号或批号即时查询并下载分析证书，批次质量可追溯。' },
  { year: '2025', title: '授权渠道升级', text: '完成主要进口品牌的授权渠道认证，授权品牌产品正品可溯源。' },
  { year: '2026', title: '智能选型助手', text: '上线产品选型与售后问答助手，帮助科研用户更快找到合适的试剂。' },
];

export function Component() {
  return (
    <PageContainer title="发展历程">
      <p className={styles.lead}>十八年来，我们专注于科研实验材料的供应：授权正品、冷链直达、批次可追溯。</p>
      <ul className={styles.stats} aria-label="平台概况">
        <li>
          <strong>18 年</strong>
          <span>专注科研供应</span>
        </li>
        <li>
          <strong>20+</strong>
          <span>合作品牌</span>
        </li>
        <li>
          <strong>4 个</strong>
          <span>冷链仓储中心</span>
        </li>
        <li>
          <strong>3,000+</strong>
          <span>在售产品规格</span>
        </li>
      </ul>
      <Timeline
        className={styles.timeline}
        items={MILESTONES.map((m) => ({
          key: m.year,
          content: (
            <div>
              <div className={styles.year}>{m.year}</div>
              <h2 className={styles.title}>{m.title}</h2>
              <p className={styles.text}>{m.text}</p>
            </div>
          ),
        }))}
      />
    </PageContainer>
  );
}
