import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal, Popconfirm } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import { isApiError, saveUpload } from '@/shared/api';
import { formatDateTime } from '@/shared/lib/date';
import { getFeedback } from '@/shared/lib/feedback';
import { paymentQueries, RECEIPT_CODES, useDeletePaymentReceipt, useUploadPaymentReceipt, type OrderPayment, type PaymentReceipt } from '../api/payment';
import { BlobImage } from '@/shared/ui/blob-image';
import { checkReceipt, fileSize, MAX_RECEIPTS, RECEIPT_ACCEPT, type ReceiptType } from '../model/payment-receipts';
import styles from './payment.styles';

const QUIET = new Set(['aborted', 'unauthorized', 'session-expired']);

/**
 * A failed upload or deletion, said once: in place, next to the file; but a refusal because the order may no
 * longer be paid (10141: paid meanwhile, cancelled) as a message, since the order is read again and the panel
 * gives way to the 已付款 line.
 */
function sayFailure(error: unknown, inPlace: (text: string) => void) {
  if (!(error instanceof Error) || (isApiError(error) && QUIET.has(error.kind))) return;
  if (isApiError(error) && error.code === RECEIPT_CODES.notPayable) getFeedback().message.error(error.message);
  else inPlace(error.message);
}

const isImage = (contentType: string) => contentType.startsWith('image/');

/** One receipt sent: its picture (fetched through the client) or a PDF icon, its name, size and who sent it. */
function ReceiptRow({ orderId, receipt, removable }: { orderId: string; receipt: PaymentReceipt; removable: boolean }) {
  const image = isImage(receipt.contentType);
  const file = useQuery({ ...paymentQueries.file(orderId, receipt._id), enabled: image });
  const [viewing, setViewing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const remove = useDeletePaymentReceipt();
  const qc = useQueryClient();
  const download = async () => {
    setSaving(true);
    setProblem(null);
    try {
      const blob = await qc.fetchQuery(paymentQueries.file(orderId, receipt._id));
      // saved under the extension of what its bytes are, never the name or type it came with
      await saveUpload(blob, receipt.fileName, `付款凭证 ${receipt.fileName} 已下载`);
    } catch (error) {
      if (!(isApiError(error) && QUIET.has(error.kind))) setProblem(error instanceof Error ? error.message : '付款凭证下载失败');
    } finally {
      setSaving(false);
    }
  };
  return (
    <li className={styles.receipt} aria-label={`付款凭证 ${receipt.fileName}`}>
      {image ? (
        <button type="button" className={styles.thumb} aria-label={`查看 ${receipt.fileName}`} onClick={() => setViewing(true)} disabled={!file.data}>
          {file.data ? <BlobImage blob={file.data} alt={receipt.fileName} /> : <PictureOutlined />}
        </button>
      ) : (
        <span className={`${styles.thumb} ${styles.pdf}`} role="img" aria-label="PDF 文件">
          PDF
        </span>
      )}
      <div>
        <div className={styles.fileName}>{receipt.fileName}</div>
        <div className={styles.muted}>
          {image ? '图片' : 'PDF'} · {fileSize(receipt.size)} · {receipt.uploadedByName} 上传于 {formatDateTime(receipt.uploadedAt)}
        </div>
        {problem ? (
          <div role="alert" className={styles.muted}>
            {problem}
          </div>
        ) : file.error ? (
          // the picture could not be read (its file expired, a passing failure): why, under its name
          <div className={styles.muted}>{file.error.message}</div>
        ) : null}
      </div>
      <div className={styles.actions}>
        <Button size="small" type="link" loading={saving} onClick={() => void download()}>
          下载
        </Button>
        {removable ? (
          <Popconfirm
            title="删除这个付款凭证？"
            okText="删除"
            cancelText="保留"
            onConfirm={() =>
              remove
                .mutateAsync({ orderId, receiptId: receipt._id })
                .then(() => void getFeedback().message.success(`付款凭证 ${receipt.fileName} 已删除`))
                .catch((error: unknown) => sayFailure(error, setProblem))
            }
          >
            <Button size="small" type="link" danger loading={remove.isPending} aria-label={`删除 ${receipt.fileName}`}>
              删除
            </Button>
          </Popconfirm>
        ) : null}
      </div>
      {image && file.data ? (
        <Modal open={viewing} title={receipt.fileName} footer={null} onCancel={() => setViewing(false)} width={720} destroyOnHidden>
          <BlobImage blob={file.data} alt={receipt.fileName} />
        </Modal>
      ) : null}
    </li>
  );
}

interface Picked {
  file: File;
  type: ReceiptType;
  /** an object URL of an image, for its preview */
  url: string | null;
}

/** The receipts sent, and (while the mall takes payment) the picker: a file checked (type by its bytes, 10 MB) and previewed before it is sent. */
export function Receipts({ orderId, payment }: { orderId: string; payment: OrderPayment }) {
  const upload = useUploadPaymentReceipt();
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const hint = useId();
  // the preview's URL goes with the preview (or the panel)
  useEffect(() => {
    const url = picked?.url;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [picked]);
  const receipts = payment.receipts;
  const full = receipts.length >= MAX_RECEIPTS;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be picked again
    if (!file) return;
    const checked = await checkReceipt(file, receipts.length);
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    setPicked({ file, type: checked.type, url: checked.type === 'application/pdf' ? null : URL.createObjectURL(file) });
  };

  const send = () => {
    if (!picked) return;
    setProblem(null);
    upload.mutate(
      { orderId, file: picked.file },
      {
        onSuccess: (saved) => {
          getFeedback().message.success(`付款凭证 ${saved.fileName} 已上传`);
          setPicked(null);
        },
        // the call is silent: every failure is said here once, and the file stays picked for another try
        onError: (error) => sayFailure(error, setProblem),
      },
    );
  };

  // the order takes no more payment (a refund): the receipts stay, to read and download
  if (!payment.canPay) {
    return (
      <section className={styles.section} aria-labelledby={`${hint}-title`}>
        <h3 id={`${hint}-title`}>付款凭证（{receipts.length}）</h3>
        <ul className={styles.receipts} aria-label="已上传的付款凭证">
          {receipts.map((r) => (
            <ReceiptRow key={r._id} orderId={orderId} receipt={r} removable={false} />
          ))}
        </ul>
      </section>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={`${hint}-title`}>
      <h3 id={`${hint}-title`}>
        付款凭证（{receipts.length}/{MAX_RECEIPTS}）
      </h3>
      <p className={styles.muted} id={hint}>
        转账后可上传银行回单或转账截图（JPG、PNG、WebP 或 PDF，不超过 10 MB），便于财务核对到账；上传凭证不代表已付款。
      </p>
      {receipts.length > 0 ? (
        <ul className={styles.receipts} aria-label="已上传的付款凭证">
          {receipts.map((r) => (
            <ReceiptRow key={r._id} orderId={orderId} receipt={r} removable />
          ))}
        </ul>
      ) : null}
      {problem ? <Alert type="error" showIcon title={problem} className={styles.alert} /> : null}
      {picked ? (
        <div className={`${styles.receipt} ${styles.pending}`} aria-label={`待上传：${picked.file.name}`} role="group">
          <span className={`${styles.thumb} ${picked.url ? '' : styles.pdf}`}>
            {picked.url ? <img src={picked.url} alt={`预览：${picked.file.name}`} /> : <span role="img" aria-label="PDF 文件">PDF</span>}
          </span>
          <div>
            <div className={styles.fileName}>{picked.file.name}</div>
            <div className={styles.muted}>
              {picked.url ? '图片' : 'PDF'} · {fileSize(picked.file.size)} · 尚未上传
            </div>
          </div>
          <div className={styles.actions}>
            <Button size="small" type="primary" loading={upload.isPending} onClick={send}>
              上传
            </Button>
            <Button size="small" disabled={upload.isPending} onClick={() => setPicked(null)}>
              取消
            </Button>
          </div>
        </div>
      ) : (
        <>
          <input
            ref={input}
            type="file"
            accept={RECEIPT_ACCEPT}
            className={styles.visuallyHidden}
            aria-label="选择付款凭证"
            tabIndex={-1}
            onChange={(event) => void pick(event)}
          />
          <Button aria-describedby={hint} disabled={full} onClick={() => input.current?.click()}>
            {full ? `最多 ${MAX_RECEIPTS} 个付款凭证` : '上传付款凭证'}
          </Button>
        </>
      )}
    </section>
  );
}
