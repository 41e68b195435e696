import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { materialQueries } from '@/entities/material';
import { BrandStrip, CATEGORY_OPTIONS, InlineError, LabelDirectory, MaterialCard, normaliseKeyword } from '@/features/catalogue';
import { HOTLINE, HOTLINE_HOURS } from '@/shared/config/constants';
import { ROUTES } from '@/shared/config/routes';
import { SkeletonBox } from '@/shared/ui/lite';
import { useAfterFirstPaint } from '@/shared/ui/use-after-paint';
import styles from './home.module.css';

const HOT_KEYWORDS = ['CD3', 'IL-6', 'TNF-α', 'ELISA', '50-00-0', '离心管'];

function MaterialRow({ sort, title, id, more, enabled }: { sort: 'sales' | 'newest'; title: string; id: string; more: string; enabled: boolean }) {
  const { data, isPending, isError, refetch } = useQuery({ ...materialQueries.list({ sort, pageSize: 8 }), enabled });
  let body;
  if (isPending) {
    body = (
      <ul className={styles.grid} aria-busy="true">
        {Array.from({ length: 8 }, (_, i) => (
          <li key={i} className={styles.cardSkeleton}>
            <SkeletonBox width="100%" height="100%" />
          </li>
        ))}
      </ul>
    );
  } else if (isError) {
    body = <InlineError title={`${title}加载失败`} onRetry={() => void refetch()} />;
  } else if (data.list.length === 0) {
    body = <p className={styles.emptyNote}>暂无{title}，可以先浏览全部产品。</p>;
  } else {
    body = (
      <ul className={styles.grid}>
        {data.list.map((material, i) => (
          <li key={material._id}>
            <MaterialCard material={material} eager={sort === 'sales' && i < 4} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby={id} className={styles.section}>
      <div className={styles.sectionHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        <Link to={more}>查看更多</Link>
      </div>
      {body}
    </section>
  );
}

/** A native form (the home's first load stays small): the keyword goes to /product. */
function HomeSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keyword = normaliseKeyword(text);
    void navigate(keyword ? `${ROUTES.products}?keyword=${encodeURIComponent(keyword)}` : ROUTES.products);
  };
  return (
    <form className={styles.search} onSubmit={submit} role="search" aria-label="搜索产品">
      <input
        type="search"
        className={styles.searchInput}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="货号 / 品名 / CAS 号"
        aria-label="搜索关键词"
      />
      <button type="submit" className={styles.searchButton}>
        搜索
      </button>
    </form>
  );
}

function CoaEntry() {
  const navigate = useNavigate();
  const [sn, setSn] = useState('');
  return (
    <form
      className={styles.coaForm}
      aria-label="COA 快速查询"
      onSubmit={(event) => {
        event.preventDefault();
        const value = sn.trim();
        void navigate(value ? `${ROUTES.coa}?sn=${encodeURIComponent(value)}` : ROUTES.coa);
      }}
    >
      <label htmlFor="home-coa" className={styles.panelTitle}>
        COA 报告查询
      </label>
      <p className={styles.panelText}>输入证书编号，或按批号与品牌查询分析证书。</p>
      <div className={styles.coaRow}>
        <input id="home-coa" className={styles.coaInput} value={sn} onChange={(e) => setSn(e.target.value)} placeholder="如 COA2024A00123" />
        <button type="submit" className={styles.coaButton}>
          查询
        </button>
      </div>
      <Link to={ROUTES.coa} className={styles.panelLink}>
        按批号查询 →
      </Link>
    </form>
  );
}

export function Component() {
  // The hero paints first; the sections' data is requested once it is shown.
  const painted = useAfterFirstPaint();
  return (
    <div className={styles.home}>
      <div className={styles.top}>
        <nav className={styles.menu} aria-labelledby="home-categories">
          <h2 id="home-categories" className={styles.menuTitle}>
            产品分类
          </h2>
          <ul>
            {CATEGORY_OPTIONS.map((c) => (
              <li key={c.value}>
                <Link to={`${ROUTES.products}?category=${c.value}`} className={styles.menuItem}>
                  <strong>{c.label}</strong>
                  <span>{c.hint}</span>
                </Link>
              </li>
            ))}
            <li>
              <Link to={ROUTES.brands} className={styles.menuItem}>
                <strong>品牌大全</strong>
                <span>授权品牌 · 按字母查找</span>
              </Link>
            </li>
          </ul>
        </nav>
        <section className={styles.hero} aria-labelledby="home-title">
          <h1 id="home-title" className={styles.heroTitle}>
            科研实验材料，一站采购
          </h1>
          <p className={styles.heroText}>抗体 · ELISA 试剂盒 · 细胞因子 · 试剂 · 耗材，授权品牌正品，批次 COA 随时可查。</p>
          <HomeSearch />
          <p className={styles.hotWords}>
            热门搜索：
            {HOT_KEYWORDS.map((k) => (
              <Link key={k} to={`${ROUTES.products}?keyword=${encodeURIComponent(k)}`}>
                {k}
              </Link>
            ))}
          </p>
          <ul className={styles.promises} aria-label="服务承诺">
            <li>
              <strong>授权正品</strong>
              <span>品牌授权经销</span>
            </li>
            <li>
              <strong>冷链直达</strong>
              <span>冰袋 / 干冰运输</span>
            </li>
            <li>
              <strong>批次可溯</strong>
              <span>COA 在线下载</span>
            </li>
            <li>
              <strong>对公开票</strong>
              <span>增值税专用发票</span>
            </li>
          </ul>
        </section>
        <aside className={styles.side}>
          <CoaEntry />
          <div className={styles.service}>
            <span className={styles.panelTitle}>客服热线</span>
            <strong>{HOTLINE}</strong>
            <span className={styles.panelText}>{HOTLINE_HOURS}</span>
          </div>
        </aside>
      </div>

      <section aria-labelledby="home-brands" className={styles.section}>
        <div className={styles.sectionHead}>
          <h2 id="home-brands" className={styles.sectionTitle}>
            授权品牌
          </h2>
          <Link to={`${ROUTES.brands}?dealer=1`}>全部品牌</Link>
        </div>
        <BrandStrip limit={12} enabled={painted} />
      </section>

      <MaterialRow sort="sales" title="热销商品" id="home-hot" more={`${ROUTES.products}?sort=sales`} enabled={painted} />

      <section aria-labelledby="home-labels" className={styles.section}>
        <div className={styles.sectionHead}>
          <h2 id="home-labels" className={styles.sectionTitle}>
            产品标签
          </h2>
          <Link to={ROUTES.labels}>全部标签</Link>
        </div>
        <LabelDirectory limit={8} enabled={painted} />
      </section>

      <MaterialRow sort="newest" title="新品上架" id="home-new" more={`${ROUTES.products}?sort=newest`} enabled={painted} />
    </div>
  );
}
