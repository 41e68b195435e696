import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, Switch } from 'antd';
import { imageSrc } from '@/shared/api';
import { ROUTES } from '@/shared/config/routes';
import { unitFen } from '@/shared/lib/contract-price';
import { stockStatus } from '@/shared/lib/stock-status';
import { unitPriceText } from '@/shared/lib/unit-price';
import { PriceFigure } from '@/shared/ui/contract-price';
import { StockTag } from '@/shared/ui/stock-tag';
import {
  conditionOf,
  ControlTags,
  HazardPictograms,
  SHIPPING_LABEL,
  SignalWord,
  sortedControls,
  type MaterialPack,
  type MaterialSummary,
} from '@/entities/material';
import { differs, packsOf } from '../model/rows';
import styles from './compare-table.styles';

interface Row {
  label: string;
  /** what is compared (equal texts: an equal row) */
  text: (m: MaterialSummary) => string;
  cell?: (m: MaterialSummary) => ReactNode;
}

const packText = (p: MaterialPack) => `${p.spec} ${unitFen(p, 1)} ${stockStatus(p).label}`;

/**
 * 商品对比: one column per product, its facts row by row; the first column (the labels) stays while the columns
 * scroll sideways on a phone. A row whose values differ is marked; 只看不同项 hides the others. `addPack` is the
 * page's 加入购物车 for a size.
 */
export function CompareTable({
  materials,
  onRemove,
  addPack,
}: {
  materials: MaterialSummary[];
  onRemove: (id: string) => void;
  addPack: (material: MaterialSummary, pack: MaterialPack) => ReactNode;
}) {
  const [onlyDiff, setOnlyDiff] = useState(false);
  const rows: Row[] = [
    { label: '品牌', text: (m) => m.mfrName },
    { label: '货号', text: (m) => packsOf(m).map((p) => p.catalogNo).join('\n'), cell: (m) => <Lines items={packsOf(m).map((p) => p.catalogNo)} mono /> },
    { label: 'CAS', text: (m) => m.cas ?? '—' },
    { label: '纯度', text: (m) => m.purity ?? '—' },
    { label: '规格等级', text: (m) => m.grade ?? '—' },
    { label: '分类', text: (m) => m.categoryLabel },
    {
      label: '规格与价格',
      text: (m) => packsOf(m).map(packText).join('\n'),
      cell: (m) => <Packs material={m} addPack={addPack} />,
    },
    {
      label: '危险性（GHS）',
      text: (m) => (m.hazard ? `${m.hazard.pictograms.join(',')} ${m.hazard.signalWord ?? ''}` : '无'),
      cell: (m) =>
        m.hazard && (m.hazard.pictograms.length > 0 || m.hazard.signalWord) ? (
          <span className={styles.hazard}>
            <HazardPictograms pictograms={m.hazard.pictograms} size={28} />
            <SignalWord word={m.hazard.signalWord} />
          </span>
        ) : (
          '无 GHS 分类'
        ),
    },
    {
      label: '管制类别',
      text: (m) => sortedControls(m.hazard?.controls).join(','),
      cell: (m) => (sortedControls(m.hazard?.controls).length > 0 ? <ControlTags controls={m.hazard?.controls} /> : '非管制'),
    },
    { label: '储存条件', text: (m) => m.storage || '—' },
    { label: '运输条件', text: (m) => SHIPPING_LABEL[conditionOf(m)] },
  ];
  const shown = rows.map((row) => ({ row, differ: differs(materials.map(row.text)) })).filter(({ differ }) => !onlyDiff || differ);

  return (
    <>
      <div className={styles.tools}>
        <label className={styles.switch}>
          <Switch size="small" checked={onlyDiff} onChange={setOnlyDiff} disabled={materials.length < 2} />
          只看不同项
        </label>
        <span className={styles.legend}>
          <span className={styles.swatch} aria-hidden="true" />
          各商品不同的项目
        </span>
      </div>
      <div className={styles.scroller} role="region" aria-label="对比表格，可左右滑动" tabIndex={0}>
        <table className={styles.table}>
          <caption className="sr-only">商品对比</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.label}>
                商品
              </th>
              {materials.map((m) => (
                <th key={m._id} scope="col" className={styles.head}>
                  <Link to={ROUTES.product(m._id)} className={styles.media} tabIndex={-1} aria-hidden>
                    {imageSrc(m.image) ? <img src={imageSrc(m.image)} alt="" loading="lazy" /> : null}
                  </Link>
                  <Link to={ROUTES.product(m._id)} className={styles.name}>
                    {m.name}
                  </Link>
                  <Button size="small" type="link" onClick={() => onRemove(m._id)} aria-label={`移除对比：${m.name}（${m.mfrName}）`}>
                    移除
                  </Button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map(({ row, differ }) => (
              <tr key={row.label} className={differ ? styles.differ : undefined} data-differ={differ || undefined}>
                <th scope="row" className={styles.label}>
                  {row.label}
                </th>
                {materials.map((m) => (
                  <td key={m._id}>{row.cell ? row.cell(m) : row.text(m)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function Lines({ items, mono }: { items: string[]; mono?: boolean }) {
  return (
    <ul className={`${styles.lines} ${mono ? styles.mono : ''}`}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** Every size: price (the company's when it has one), 单价 per g or mL, stock or lead time, 加入购物车. */
function Packs({ material, addPack }: { material: MaterialSummary; addPack: (material: MaterialSummary, pack: MaterialPack) => ReactNode }) {
  return (
    <ul className={styles.packs} aria-label={`${material.name} 的规格`}>
      {packsOf(material).map((p) => (
        <li key={p._id} className={styles.pack} aria-label={`${material.name} ${p.spec}`}>
          <span className={styles.spec}>{p.spec}</span>
          <PriceFigure item={p} className={styles.price} />
          <span className={styles.unitPrice}>单价 {unitPriceText(unitFen(p, 1), p.spec)}</span>
          <span>
            <StockTag stock={p.stock} leadDays={p.leadDays} />
          </span>
          <span className={styles.add}>{addPack(material, p)}</span>
        </li>
      ))}
    </ul>
  );
}
