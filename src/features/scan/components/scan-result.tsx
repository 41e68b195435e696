import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Skeleton } from 'antd';
import { FileProtectOutlined, FilePdfOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { materialQueries, useDownloadMaterialDoc, type MaterialDetail } from '@/entities/material';
import { HOTLINE } from '@/shared/config/constants';
import { chinaDate } from '@/shared/lib/date';
import { ROUTES } from '@/shared/config/routes';
import { ButtonLink } from '@/shared/ui/button-link';
import { scanQueries, type ScanFind } from '../api/resolve';
import type { ScanTarget } from '../model/classify';
import styles from './scan.styles';

interface Props {
  target: ScanTarget;
  /** the page's buying actions for the pack: 加入购物车, 到货提醒 */
  actions: (material: MaterialDetail) => ReactNode;
  /** a link in the result was followed (the dialog closes) */
  onNavigate: () => void;
}

const coaHref = (params: Record<string, string>) => `${ROUTES.coa}?${new URLSearchParams(params).toString()}`;

function Pack({ find, actions, onNavigate }: { find: ScanFind & { matlId: string } } & Omit<Props, 'target'>) {
  const detail = useQuery(materialQueries.detail(find.matlId));
  const sds = useDownloadMaterialDoc();
  // today, as the mall's dates are written (a label's expiry is a China date)
  const [today] = useState(() => chinaDate(Date.now()));
  if (detail.isPending) return <Skeleton active title={false} paragraph={{ rows: 4 }} />;
  if (detail.isError) {
    return <Alert type="error" showIcon title="商品信息加载失败" action={<Button onClick={() => void detail.refetch()}>重试</Button>} />;
  }
  const m = detail.data;
  const expiry = find.coa?.expiresAt.slice(0, 10) ?? find.expiry;
  // the lot's certificate: by its serial number when the mall has it
  const lotCoa = find.coa ? coaHref({ sn: find.coa.sn }) : null;
  return (
    <section className={styles.result} aria-label="扫码结果">
      <p className={styles.name}>
        <Link to={ROUTES.product(m._id)} onClick={onNavigate}>
          {m.name}
        </Link>
      </p>
      <dl className={styles.facts}>
        <dt>货号</dt>
        <dd>
          {m.catalogNo} · {m.spec}
        </dd>
        <dt>品牌</dt>
        <dd>{m.mfrName}</dd>
        {m.cas ? (
          <>
            <dt>CAS</dt>
            <dd>{m.cas}</dd>
          </>
        ) : null}
        {find.lot ? (
          <>
            <dt>批号</dt>
            <dd>{find.lot}</dd>
          </>
        ) : null}
        {expiry ? (
          <>
            <dt>有效期至</dt>
            <dd>
              {expiry}
              {expiry < today ? <span className={styles.expired}>（已过期）</span> : null}
            </dd>
          </>
        ) : null}
        <dt>库存</dt>
        <dd>{m.inStock ? `现货 ${m.stock} ${m.unit}` : m.leadDays > 0 ? `期货，约 ${m.leadDays} 个工作日发货` : '缺货'}</dd>
      </dl>
      {find.lot && !find.coa ? (
        <Alert type="info" showIcon title={`商城暂无批号 ${find.lot} 的 COA 报告`} description={`如需该批 COA，请致电 ${HOTLINE}。`} />
      ) : null}
      <div className={styles.actions}>
        {lotCoa ? (
          <ButtonLink type="primary" icon={<FileProtectOutlined />} to={lotCoa} onClick={onNavigate}>
            查看批号 {find.lot} 的 COA
          </ButtonLink>
        ) : null}
        <ButtonLink to={ROUTES.product(m._id)} onClick={onNavigate}>
          查看商品
        </ButtonLink>
        {m.hasSds ? (
          <Button icon={<FilePdfOutlined />} loading={sds.isPending} onClick={() => sds.mutate({ matlId: m._id, catalogNo: m.catalogNo, kind: 'sds' })}>
            下载 SDS
          </Button>
        ) : null}
        {actions(m)}
      </div>
      {!find.lot && m.coaLots.length > 0 ? (
        <p className={styles.hint}>
          最近批次的 COA：
          {m.coaLots.slice(0, 3).map((c, i) => (
            <span key={c._id}>
              {i > 0 ? '、' : ''}
              <Link to={coaHref({ sn: c.sn })} onClick={onNavigate}>
                {c.lot}
              </Link>
            </span>
          ))}
        </p>
      ) : null}
    </section>
  );
}

/** What a scanned code names, looked up in the mall: the pack, its lot's COA, SDS and the page's buying actions. */
export function ScanResult({ target, actions, onNavigate }: Props) {
  const lookup = target.kind === 'foreign' || target.kind === 'invalid' || target.kind === 'unknown' ? null : target;
  const find = useQuery({ ...scanQueries.find(lookup ?? target), enabled: lookup !== null });
  if (target.kind === 'foreign') {
    return (
      <Alert
        type="warning"
        showIcon
        title="这是其他网站的链接，为安全起见不会打开"
        description={<code className={styles.code}>{target.url}</code>}
      />
    );
  }
  if (target.kind === 'invalid') return <Alert type="error" showIcon title={target.message} description={<code className={styles.code}>{target.text}</code>} />;
  if (target.kind === 'unknown') {
    return (
      <Alert
        type="info"
        showIcon
        title="未能识别这段内容"
        description={
          <>
            <code className={styles.code}>{target.text || '（空）'}</code>
            <br />
            可扫描本商城验收单或瓶签上的二维码、Sigma/Merck 标签的 DataMatrix 码，或输入货号、CAS 号。
          </>
        }
      />
    );
  }
  if (find.isPending) return <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  if (find.isError) {
    return <Alert type="error" showIcon title="查找失败，请稍后重试" action={<Button onClick={() => void find.refetch()}>重试</Button>} />;
  }
  const { matlId } = find.data;
  if (matlId) return <Pack find={{ ...find.data, matlId }} actions={actions} onNavigate={onNavigate} />;
  if (find.data.candidates.length > 0) {
    return (
      <section className={styles.result} aria-label="扫码结果">
        <p className={styles.hint}>找到以下商品，请选择：</p>
        <ul className={styles.candidates}>
          {find.data.candidates.map((m) => (
            <li key={m._id}>
              <Link to={ROUTES.product(m._id)} onClick={onNavigate}>
                {m.name}
              </Link>{' '}
              <span className={styles.hint}>
                {m.catalogNo} · {m.mfrName}
              </span>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  return <Alert type="info" showIcon title={find.data.missing || '未找到对应的商品'} description={`请核对后重试，或致电 ${HOTLINE}。`} />;
}
