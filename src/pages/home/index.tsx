import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Skeleton } from 'antd';
import { BrandStrip, MaterialCard, materialQueries } from '@/features/catalogue';
import { HOTLINE, HOTLINE_HOURS } from '@/shared/config/constants';
import { ROUTES } from '@/shared/config/routes';
import styles from './home.module.css';

const CATEGORIES = [
  { key: 'antibody', label: '抗体', hint: '流式 · WB · IHC' },
  { key: 'elisa', label: 'ELISA 试剂盒', hint: '人 · 小鼠 · 大鼠' },
  { key: 'cytokine', label: '细胞因子', hint: '重组蛋白 · 无载体' },
  { key: 'reagent', label: '试剂', hint: '生化 · 分子 · 细胞' },
  { key: 'consumable', label: '耗材', hint: '离心管 · 吸头 · 培养板' },
] as const;

function HotMaterials() {
  const { data, isPending, isError, refetch } = useQuery(materialQueries.list({ sort: 'sales', pageSize: 8 }));
  if (isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (isError) {
    return (
      <Alert
        type="error"
        showIcon
        title="热销商品加载失败"
        action={
          <Button size="small" onClick={() => void refetch()}>
            重试
          </Button>
        }
      />
    );
  }
  return (
    <ul className={styles.grid}>
      {data.list.map((material) => (
        <li key={material._id}>
          <MaterialCard material={material} />
        </li>
      ))}
    </ul>
  );
}

export function Component() {
  return (
    <div className={styles.home}>
      <section className={styles.hero}>
        <div>
          <h1 className={styles.heroTitle}>科研实验材料，一站采购</h1>
          <p className={styles.heroText}>
            抗体、ELISA 试剂盒、细胞因子、试剂与耗材。授权品牌正品保障，批次 COA 随时可查。
          </p>
          <div className={styles.heroActions}>
            <Link to={ROUTES.products} className={styles.heroPrimary}>
              浏览全部产品
            </Link>
            <Link to={ROUTES.coa} className={styles.heroSecondary}>
              查询 COA 报告
            </Link>
          </div>
        </div>
        <div className={styles.heroService}>
          <strong>{HOTLINE}</strong>
          <span>免费热线 · {HOTLINE_HOURS}</span>
        </div>
      </section>

      <section aria-labelledby="home-categories" className={styles.section}>
        <h2 id="home-categories" className={styles.sectionTitle}>
          产品分类
        </h2>
        <ul className={styles.categories}>
          {CATEGORIES.map((c) => (
            <li key={c.key}>
              <Link to={`${ROUTES.products}?category=${c.key}`} className={styles.category}>
                <strong>{c.label}</strong>
                <span>{c.hint}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="home-brands" className={styles.section}>
        <h2 id="home-brands" className={styles.sectionTitle}>
          授权品牌
        </h2>
        <BrandStrip />
      </section>

      <section aria-labelledby="home-hot" className={styles.section}>
        <div className={styles.sectionHead}>
          <h2 id="home-hot" className={styles.sectionTitle}>
            热销商品
          </h2>
          <Link to={`${ROUTES.products}?sort=sales`}>查看更多</Link>
        </div>
        <HotMaterials />
      </section>
    </div>
  );
}
