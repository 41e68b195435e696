import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useAtom } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, InputNumber, Modal, Radio, Skeleton } from 'antd';
import { isApiError } from '@/shared/api';
import { getFeedback } from '@/shared/lib/feedback';
import { useCreateAfterSales, type AfterSalesReason, type AfterSalesWant } from '../api/after-sales';
import { deliveredQuantity, orderQueries, type OrderDetail } from '@/entities/order';
import { afterSalesDialogAtom } from '../model/dialogs';
import { MAX_PHOTOS, PHOTO_ACCEPT, pickPhotos } from '../model/photos';

import styles from './after-sales.styles';

const REASONS: { value: AfterSalesReason; label: string }[] = [
  { value: 'damaged', label: '运输破损' },
  { value: 'coldChain', label: '冷链失效' },
  { value: 'wrongItem', label: '发错货' },
  { value: 'quality', label: '质量问题' },
];
const WANTS: { value: AfterSalesWant; label: string }[] = [
  { value: 'replacement', label: '换货补发' },
  { value: 'return', label: '退货退款' },
  { value: 'refund', label: '仅退款' },
];
const DESCRIPTION_MIN = 10;
const DESCRIPTION_MAX = 500;

interface Values {
  reason: AfterSalesReason;
  want: AfterSalesWant;
  quantity: number;
  description: string;
}

interface Photo {
  file: File;
  url: string;
}

const QUIET = new Set(['aborted', 'unauthorized', 'session-expired']);

function AfterSalesForm({ order, matlId, onDone }: { order: OrderDetail; matlId: string; onDone: () => void }) {
  const [form] = Form.useForm<Values>();
  const { message } = getFeedback();
  const create = useCreateAfterSales();
  const item = order.items.find((i) => i.matlId === matlId);
  const max = Math.max(1, deliveredQuantity(order, matlId));
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [photoProblems, setPhotoProblems] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // every preview made here, revoked when the dialog goes (a removed one is revoked at once)
  const [previews] = useState(() => new Set<string>());
  // photos still being cleaned when the dialog goes get no preview (nothing would revoke it)
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      previews.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [previews]);
  const photosLabel = useId();

  const addPhotos = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = ''; // the same file may be picked again after a removal
    if (files.length === 0) return;
    setAdding(true);
    setProblem(null);
    try {
      const picked = await pickPhotos(photos.length, files);
      if (!mounted.current) return;
      const added = picked.photos.map((file) => {
        const url = URL.createObjectURL(file);
        previews.add(url);
        return { file, url };
      });
      setPhotos((kept) => [...kept, ...added].slice(0, MAX_PHOTOS));
      setPhotoProblems(picked.problems);
    } finally {
      setAdding(false);
    }
  };

  const removePhoto = (photo: Photo) => {
    URL.revokeObjectURL(photo.url);
    previews.delete(photo.url);
    setPhotos((kept) => kept.filter((p) => p !== photo));
    setPhotoProblems([]);
  };

  const submit = (values: Values) => {
    setProblem(null);
    create.mutate(
      {
        orderId: order._id,
        draft: {
          matlId,
          quantity: values.quantity,
          reason: values.reason,
          want: values.want,
          description: values.description.trim(),
          photos: photos.map((p) => p.file),
        },
      },
      {
        onSuccess: (saved) => {
          message.success(`售后申请 ${saved.caseNo} 已提交`);
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && QUIET.has(error.kind)) return;
          setProblem(error.message);
        },
      },
    );
  };

  const pending = create.isPending;
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      name={`after-sales-${matlId}`}
      onFinish={submit}
      onValuesChange={() => setProblem(null)}
      initialValues={{ quantity: 1, description: '' }}
      disabled={pending}
    >
      <p className={styles.muted}>
        {item ? `${item.name} · 货号 ${item.catalogNo} · ${item.spec}` : matlId} · 已收货 {max}
      </p>
      {problem ? <Alert type="error" showIcon title={problem} className={styles.alert} /> : null}
      <Form.Item name="reason" label="售后原因" rules={[{ required: true, message: '请选择售后原因' }]}>
        <Radio.Group optionType="button" options={REASONS} />
      </Form.Item>
      <Form.Item name="want" label="诉求" rules={[{ required: true, message: '请选择诉求' }]}>
        <Radio.Group optionType="button" options={WANTS} />
      </Form.Item>
      <Form.Item
        name="quantity"
        label="数量"
        rules={[
          { required: true, message: '请填写数量' },
          { type: 'number', min: 1, max, message: `数量为 1 到 ${max}` },
        ]}
      >
        <InputNumber min={1} max={max} precision={0} />
      </Form.Item>
      <Form.Item
        name="description"
        label="问题描述"
        required
        rules={[
          {
            validator: (_rule, value: string | undefined) => {
              const length = (value ?? '').trim().length;
              if (length === 0) return Promise.reject(new Error('请描述遇到的问题'));
              if (length < DESCRIPTION_MIN) return Promise.reject(new Error(`问题描述至少 ${DESCRIPTION_MIN} 个字`));
              return Promise.resolve();
            },
          },
        ]}
      >
        <Input.TextArea
          maxLength={DESCRIPTION_MAX}
          showCount
          autoSize={{ minRows: 3, maxRows: 6 }}
          placeholder="如：到货时冰袋已融化，试剂盒外包装破损，第 2 板有液体渗出"
        />
      </Form.Item>
      <Form.Item label={<span id={photosLabel}>{`照片（选填，最多 ${MAX_PHOTOS} 张）`}</span>} extra="支持 JPG、PNG、WebP，原图不超过 30 MB；上传前会压缩到 5 MB 以内，并去除照片中的拍摄位置等信息">
        {photos.length > 0 ? (
          <ul className={styles.photos} aria-label="已选照片">
            {photos.map((photo, i) => (
              <li key={photo.url} className={styles.photo}>
                <img src={photo.url} alt={`照片 ${i + 1}`} />
                <Button
                  className={styles.photoRemove}
                  size="small"
                  shape="circle"
                  aria-label={`移除照片 ${i + 1}`}
                  onClick={() => removePhoto(photo)}
                >
                  ×
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        <input
          ref={input}
          type="file"
          accept={PHOTO_ACCEPT}
          multiple
          className={styles.visuallyHidden}
          aria-label="选择照片"
          tabIndex={-1}
          onChange={(event) => void addPhotos(event)}
        />
        <Button aria-describedby={photosLabel} onClick={() => input.current?.click()} loading={adding} disabled={pending || photos.length >= MAX_PHOTOS}>
          {adding ? '正在处理照片…' : `添加照片（${photos.length}/${MAX_PHOTOS}）`}
        </Button>
        {photoProblems.length > 0 ? (
          <Alert
            type="warning"
            showIcon
            className={styles.alert}
            style={{ marginTop: 8 }}
            title="以下照片未添加"
            description={
              <ul className={styles.problems}>
                {photoProblems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            }
          />
        ) : null}
      </Form.Item>
      <div className={styles.footer}>
        {pending ? (
          <span className={styles.muted} role="status">
            {photos.length > 0 ? `正在上传 ${photos.length} 张照片…` : '正在提交…'}
          </span>
        ) : null}
        <Button onClick={onDone} disabled={pending}>
          取消
        </Button>
        <Button type="primary" htmlType="submit" loading={pending} disabled={adding}>
          提交申请
        </Button>
      </div>
    </Form>
  );
}

/** 申请售后 for one delivered line (docs/api.md §15): reason, want, quantity, description, photos without metadata. */
export default function AfterSalesDialog() {
  const [{ open, orderId, matlId }, setState] = useAtom(afterSalesDialogAtom);
  const close = () => setState((s) => ({ ...s, open: false }));
  // the detail page has loaded the order: this reads the same entry
  const order = useQuery({ ...orderQueries.detail(orderId), enabled: open && orderId !== '' });
  return (
    <Modal open={open} title="申请售后" width={600} onCancel={close} footer={null} maskClosable={false} destroyOnHidden>
      {order.data ? <AfterSalesForm key={`${orderId}-${matlId}`} order={order.data} matlId={matlId} onDone={close} /> : <Skeleton active paragraph={{ rows: 6 }} />}
    </Modal>
  );
}
