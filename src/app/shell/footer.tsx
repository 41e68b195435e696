import { Link } from 'react-router-dom';
import { useState } from 'react';
import { CONTACT_EMAIL, HOTLINE, HOTLINE_HOURS, ICP_RECORD, ICP_RECORD_URL, PSB_RECORD, PSB_RECORD_URL } from '@/shared/config/constants';
import { ROUTES } from '@/shared/config/routes';
import { useSession } from '@/entities/member';
import { PopPanel } from '@/shared/ui/lite';
import styles from './footer.module.css';

const GROUP_SITES = [
  { label: 'BioLegend 专区', to: ROUTES.biolegend },
  { label: '达优专区', to: ROUTES.dayou },
  { label: '发展历程', to: ROUTES.history },
  { label: '资料下载', to: ROUTES.ppt },
];

function FooterPop({ label, title, children }: { label: string; title: string; children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <PopPanel
      open={open}
      onOpenChange={setOpen}
      title={title}
      align="start"
      up
      trigger={(props) => (
        <button type="button" className={styles.linkButton} {...props}>
          {label}
        </button>
      )}
    >
      {children}
    </PopPanel>
  );
}

export function Footer() {
  const { access } = useSession();
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <section aria-labelledby="footer-service">
          <h2 id="footer-service" className={styles.footerTitle}>
            客户服务
          </h2>
          <p className={styles.hotline}>
            免费热线 <a href={`tel:${HOTLINE.replace(/\s/g, '')}`}>{HOTLINE}</a>
          </p>
          <p>{HOTLINE_HOURS}</p>
        </section>
        <section aria-labelledby="footer-quick">
          <h2 id="footer-quick" className={styles.footerTitle}>
            快速入口
          </h2>
          <ul className={styles.footerList}>
            <li>
              <Link to={ROUTES.brands}>品牌大全</Link>
            </li>
            <li>
              <Link to={ROUTES.labels}>产品标签</Link>
            </li>
            <li>
              <Link to={ROUTES.coa}>COA 查询</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-group">
          <h2 id="footer-group" className={styles.footerTitle}>
            集团站点
          </h2>
          <ul className={styles.footerList}>
            {GROUP_SITES.map((site) => (
              <li key={site.to}>
                <Link to={site.to}>{site.label}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.footerTitle}>
            联系我们
          </h2>
          <ul className={styles.footerList}>
            <li>
              <FooterPop label="联系邮箱" title="联系邮箱">
                <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
              </FooterPop>
            </li>
            <li>
              <FooterPop label="官方公众号" title="关注公众号">
                <figure className={styles.qrBox}>
                  {/* public/official-account-qr.svg: replace with the mall's own QR before going live (README) */}
                  <img src={`${import.meta.env.BASE_URL}official-account-qr.svg`} alt="官方公众号二维码" width={140} height={140} loading="lazy" />
                  <figcaption>微信扫一扫，关注官方公众号</figcaption>
                </figure>
              </FooterPop>
            </li>
            {access.canDeleteAccount ? (
              <li>
                <Link to={ROUTES.accountClean}>注销账号</Link>
              </li>
            ) : null}
          </ul>
        </section>
      </div>
      <p className={styles.copyright}>© 2026 实验材料商城 · 仅供科研使用，不用于临床诊断</p>
      <p className={styles.copyright} style={{ paddingTop: 0 }} data-testid="footer-filings">
        <a href={ICP_RECORD_URL} target="_blank" rel="noopener noreferrer" style={{ color: 'inherit' }}>
          {ICP_RECORD}
        </a>
        {' · '}
        <a href={PSB_RECORD_URL} target="_blank" rel="noopener noreferrer" style={{ color: 'inherit' }}>
          {PSB_RECORD}
        </a>
      </p>
    </footer>
  );
}
