import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useIsFetching, useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { Alert, Button, Card as AntCard, Popconfirm, Skeleton, Tag } from 'antd';
import { FilePdfOutlined, PlusOutlined } from '@ant-design/icons';
import { getFeedback } from '@/shared/lib/feedback';
import { retypeFile } from '@/shared/lib/image-file';
import { BlobImage } from '@/shared/ui/blob-image';
import { ListState } from '@/shared/ui/list-state';
import { useSession } from '@/entities/member';
import {
  CONTROL_CLASS_LABEL,
  EXPIRING_DAYS,
  MAX_QUALIFICATIONS,
  QUALIFICATION_STATUS_COLOR,
  qualificationQueries,
  useDeleteQualification,
  type Qualification,
} from '@/entities/qualification';
import { qualificationFormAtom } from '../model/qualification-dialog';
import styles from './qualification.styles';

/**
 * 资质管理 (docs/api.md §21): the account's permits for controlled chemicals. Every member reads them; the owner
 * adds and deletes. While one is 审核中 the list is read again every few seconds (qualificationQueries.list).
 */
export function QualificationSection() {
  const { access } = useSession();
  const list = useQuery({ ...qualificationQueries.list(), enabled: access.canUseCompanyPages });
  const canManage = access.canManageQualifications;
  const openForm = useSetAtom(qualificationFormAtom);
  const items = list.data ?? [];
  const full = items.length >= MAX_QUALIFICATIONS;
  // landed once the page's calls have all answered (the sections above draw their data then: landed before, it was
  // pushed down the screen), and held while they still change height
  const settled = useIsFetching() === 0;
  useScrollToSection(list.isFetched && settled);
  // a deleted row takes its 删除 with it: the focus goes to 添加资质 rather than to the page's body
  const add = useRef<HTMLButtonElement>(null);
  const focusAdd = () => setTimeout(() => add.current?.focus(), 0);

  if (!access.canUseCompanyPages) {
    return (
      <Card>
        <Alert type="info" showIcon title="完善企业信息后即可上传资质" />
      </Card>
    );
  }

  return (
    <Card
      title={`资质管理${list.data && canManage ? `（${items.length}/${MAX_QUALIFICATIONS}）` : ''}`}
      extra={
        canManage ? (
          <Button
            ref={add}
            type="primary"
            icon={<PlusOutlined />}
            disabled={full}
            title={full ? `最多保存 ${MAX_QUALIFICATIONS} 个资质` : undefined}
            onClick={() => openForm({ open: true })}
          >
            添加资质
          </Button>
        ) : null
      }
    >
      <p className={`${styles.hint} ${styles.gap}`}>
        购买易制毒、易制爆、剧毒化学品须上传有效的购买许可证或备案证明，审核通过后即可下单。
      </p>
      {canManage ? null : <Alert type="info" showIcon className={styles.gap} title="仅主账号可管理资质" />}
      <ListState query={list} failed="资质加载失败" empty={items.length === 0 && '还没有上传资质'}>
        <ul className={styles.list} aria-label="资质列表">
          {items.map((q) => (
            <QualificationRow key={q._id} qualification={q} canManage={canManage} onDeleted={focusAdd} />
          ))}
        </ul>
      </ListState>
    </Card>
  );
}

/** What moves the page by the member's own hand: the landing stops holding the section at the top then. */
const MEMBER_MOVES = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * /mine/setting#qualifications (the cart's and the checkout's 资质管理 links): the sections load after the page, so
 * the browser's own jump to the anchor finds nothing; once the list has come, the section is scrolled to. Sections
 * above it may still be loading, and their growth pushed it down the screen (seen in CI: Chrome's scroll anchoring
 * does not always hold it), so it is scrolled to again whenever the sections change height, until the member moves
 * the page himself.
 */
function useScrollToSection(ready: boolean) {
  const { hash } = useLocation();
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current || !ready || hash !== '#qualifications') return;
    // (jsdom draws nothing and has no scrolling); below the sticky header by its scroll-margin-top, and marked
    // as the section arrived at (src/pages/mine-setting/setting.css)
    const section = document.getElementById('qualifications');
    if (!section) return;
    section.setAttribute('data-landed', '');
    // where the landing left the page, and how tall the page was: a scroll that moves the page while its height
    // stayed is the member's (a scrollbar dragged, a screen reader's browsing); one with a new height is the page
    // growing (Chrome's scroll anchoring, or a scroll event with the page where it was: seen in CI, where releasing
    // then left the section far down), which the observer lands again
    let landedY = 0;
    let landedHeight = 0;
    const land = () => {
      section.scrollIntoView?.({ block: 'start' });
      landedY = window.scrollY;
      landedHeight = document.documentElement.scrollHeight;
    };
    land();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(land);
    // the sections, and the whole page (a notice above the page grows it too)
    observer?.observe(section.parentElement ?? section);
    observer?.observe(document.body);
    const release = () => {
      observer?.disconnect();
      for (const type of MEMBER_MOVES) window.removeEventListener(type, onMove, true);
      window.removeEventListener('scroll', onScroll);
    };
    const onMove = () => {
      moved.current = true;
      release();
    };
    const onScroll = () => {
      if (Math.abs(window.scrollY - landedY) > 2 && document.documentElement.scrollHeight === landedHeight) onMove();
    };
    for (const type of MEMBER_MOVES) window.addEventListener(type, onMove, { capture: true, passive: true });
    window.addEventListener('scroll', onScroll, { passive: true });
    return release;
  }, [ready, hash]);
}

/** The section's card, under its anchor (#qualifications). */
function Card({ title, extra, children }: { title?: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <AntCard id="qualifications" title={title ?? '资质管理'} extra={extra}>
      {children}
    </AntCard>
  );
}

function statusText(q: Qualification): string {
  return q.status === 'rejected' && q.rejectReason ? `${q.statusLabel}（${q.rejectReason}）` : q.statusLabel;
}

function QualificationRow({ qualification: q, canManage, onDeleted }: { qualification: Qualification; canManage: boolean; onDeleted: () => void }) {
  const [viewing, setViewing] = useState(false);
  const remove = useDeleteQualification();
  const { message } = getFeedback();
  const previewId = `qualification-file-${q._id}`;
  const expiring = q.status === 'approved' && q.expiresInDays !== null && q.expiresInDays <= EXPIRING_DAYS;
  return (
    <li className={styles.item} aria-label={`资质 ${q.number}`}>
      <div className={styles.head}>
        <span className={styles.kind}>{q.kindLabel}</span>
        <Tag color={QUALIFICATION_STATUS_COLOR[q.status]}>{q.statusLabel}</Tag>
        {expiring ? <Tag color="orange">{q.expiresInDays === 0 ? '今天到期' : `剩 ${q.expiresInDays} 天`}</Tag> : null}
        <span className={styles.actions}>
          <Button type="link" size="small" aria-expanded={viewing} aria-controls={previewId} onClick={() => setViewing((x) => !x)}>
            {viewing ? '收起文件' : '查看文件'}
          </Button>
          {canManage ? (
            <Popconfirm
              title="确定删除该资质？"
              description="删除后，依赖它的管制化学品将不能下单。"
              okText="删除"
              okButtonProps={{ danger: true }}
              cancelText="取消"
              onConfirm={() =>
                remove.mutateAsync(q._id).then(
                  () => {
                    void message.success('资质已删除');
                    onDeleted();
                  },
                  () => undefined,
                )
              }
            >
              <Button type="link" size="small" danger loading={remove.isPending}>
                删除
              </Button>
            </Popconfirm>
          ) : null}
        </span>
      </div>
      <div className={styles.meta}>
        编号 {q.number} · {q.authority} · 有效期 {q.validFrom} 至 {q.validTo}
      </div>
      {q.status === 'rejected' ? <div className={styles.reason}>{statusText(q)}</div> : null}
      {q.status === 'reviewing' ? <div className={styles.meta}>审核中，通过后即可购买许可范围内的化学品。</div> : null}
      <dl className={styles.scope}>
        <dt>许可范围</dt>
        <dd>{q.classes.map((c) => CONTROL_CLASS_LABEL[c]).join('、')}</dd>
        <dt>品种</dt>
        <dd>{q.substances.length > 0 ? q.substances.map((s) => (s.name === s.cas ? s.cas : `${s.name}（${s.cas}）`)).join('、') : '许可类别内的全部品种'}</dd>
        {q.limits.length > 0 ? (
          <>
            <dt>许可数量</dt>
            <dd>
              <ul className={styles.limits}>
                {q.limits.map((l) => (
                  <li key={l.cas}>
                    {l.name === l.cas ? l.cas : `${l.name}（${l.cas}）`}：已购 {l.used} {l.unit} / 许可 {l.amount} {l.unit}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
      </dl>
      {viewing ? (
        <div id={previewId} className={styles.preview}>
          <QualificationFile qualification={q} />
        </div>
      ) : null}
    </li>
  );
}

/** The scan, fetched with the member's token: an image drawn from its blob, a PDF opened in a new tab or saved. */
function QualificationFile({ qualification: q }: { qualification: Qualification }) {
  const file = useQuery(qualificationQueries.file(q._id));
  if (file.isPending) return <Skeleton.Image active />;
  if (file.isError) {
    return (
      <Alert
        type="warning"
        showIcon
        title={`资质文件无法打开：${file.error.message}`}
        action={
          <Button size="small" onClick={() => void file.refetch()}>
            重试
          </Button>
        }
      />
    );
  }
  const pdf = file.data.type === 'application/pdf' || q.file.type === 'application/pdf';
  return pdf ? <PdfFile blob={file.data} name={q.file.name} /> : <BlobImage blob={file.data} alt={`资质文件 ${q.file.name}`} className={styles.image} />;
}

/**
 * A PDF from a blob: opened in a new tab or saved (no frame: the shop's CSP allows no frames). Only bytes that are a
 * PDF (retypeFile) get an object URL, typed as a PDF and saved as `.pdf`; anything else is said and not offered.
 */
function PdfFile({ blob, name }: { blob: Blob; name: string }) {
  const open = useRef<HTMLAnchorElement>(null);
  const save = useRef<HTMLAnchorElement>(null);
  const [refused, setRefused] = useState<Blob | null>(null);
  useEffect(() => {
    let live = true;
    let url: string | null = null;
    const links = [open.current, save.current];
    void retypeFile(blob).then((file) => {
      if (!live) return;
      if (file?.type !== 'application/pdf') {
        setRefused(blob);
        return;
      }
      url = URL.createObjectURL(file.blob);
      for (const link of links) link?.setAttribute('href', url);
    });
    return () => {
      live = false;
      for (const link of links) link?.removeAttribute('href');
      if (url !== null) URL.revokeObjectURL(url);
    };
  }, [blob]);
  if (refused === blob) return <Alert type="warning" showIcon title={`资质文件 ${name} 不是 PDF 或图片，无法打开，请重新上传`} />;
  return (
    <div className={styles.pdf}>
      <FilePdfOutlined className={styles.pdfIcon} aria-hidden />
      <span className={styles.fileName}>{name}</span>
      <a ref={open} target="_blank" rel="noopener noreferrer">
        在新标签页打开
      </a>
      <a ref={save} download={`${name.replace(/\.[^.]*$/, '')}.pdf`}>
        下载
      </a>
    </div>
  );
}
