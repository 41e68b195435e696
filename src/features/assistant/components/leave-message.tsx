import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Input } from 'antd';
import { isApiError } from '@/shared/api';
import { MALL_LIMITS } from '@/shared/api/mall-facts.gen';
import { HOTLINE_HOURS } from '@/shared/config/constants';
import { maskPhone } from '@/shared/lib/mask';
import { useSession } from '@/entities/member';
import { leaveServiceMessage, type ServiceMessage } from '../api/service-message';
import { openingText } from '../model/office-hours';
import css from './account-card.css?inline';
import { chunkStyles } from '@/shared/ui/chunk-styles';

const styles = chunkStyles('account', css);
const LIMITS = MALL_LIMITS.ServiceMessageInput.properties;
const PHONE = /^1[3-9]\d{9}$/;

/** The form's own check, in the mall's words (docs/api.md §25), before anything is sent. */
export function messageProblem(content: string, phone: string): string | null {
  const length = Array.from(content.trim()).length;
  if (length < LIMITS.content.minLength || length > LIMITS.content.maxLength)
    return `留言内容须为 ${LIMITS.content.minLength}–${LIMITS.content.maxLength} 个字`;
  if (!PHONE.test(phone.trim())) return '请输入正确的 11 位手机号';
  return null;
}

function Done({ saved, now }: { saved: ServiceMessage; now: number }) {
  const answerBy = Date.parse(saved.answerBy);
  return (
    <p className={styles.done} role="status">
      留言已提交（编号 {saved.ticketNo}）。人工客服将于{answerBy <= now ? '工作时间内尽快' : ` ${openingText(answerBy, now)} 起`}
      回复，并致电 {maskPhone(saved.phone)} 与您联系。
    </p>
  );
}

/** 转人工 outside office hours (issue 42 item 2): when someone answers, and a 留言 form (prefilled for a member). */
export function Handover({ opensAt, askedAt }: { opensAt: number; askedAt: number }) {
  const { member } = useSession();
  // two handovers in one conversation each have a form: their labels must not point at the other's fields
  const id = useId();
  const [content, setContent] = useState('');
  const [phone, setPhone] = useState(member?.cellphone ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const leave = useMutation({ mutationFn: leaveServiceMessage });

  if (leave.data) return <Done saved={leave.data} now={Date.parse(leave.data.createdAt)} />;

  const submit = () => {
    const found = messageProblem(content, phone);
    setProblem(found);
    if (found) return;
    const name = member?.contactName?.trim();
    leave.mutate({ content: content.trim(), phone: phone.trim(), ...(name ? { name } : {}) });
  };
  // a refusal is the mall's own words; any other failure keeps what was typed and may be sent again
  const failure = leave.error
    ? isApiError(leave.error) && leave.error.status === 400
      ? leave.error.message
      : '留言暂时无法提交，请稍后重试（您填写的内容已保留）。'
    : null;

  return (
    <div className={styles.answer} data-handover>
      <p className={styles.lead}>
        现在是非工作时间（人工客服 {HOTLINE_HOURS}），人工客服将于 <strong>{openingText(opensAt, askedAt)}</strong> 起回复。您可以先留言，我们上班后会尽快联系您。
      </p>
      <form
        className={styles.form}
        aria-label="给人工客服留言"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className={styles.formRow}>
          <label htmlFor={`${id}-content`}>留言内容</label>
          <Input.TextArea
            id={`${id}-content`}
            value={content}
            onChange={(event) => setContent(event.target.value)}
            autoSize={{ minRows: 2, maxRows: 5 }}
            maxLength={LIMITS.content.maxLength}
            showCount
            placeholder="请描述您的问题，如订单号、商品货号"
          />
        </div>
        <div className={styles.formRow}>
          <label htmlFor={`${id}-phone`}>联系电话</label>
          <Input id={`${id}-phone`} value={phone} onChange={(event) => setPhone(event.target.value)} inputMode="tel" maxLength={11} />
        </div>
        {problem || failure ? (
          <p className={styles.error} role="alert">
            {problem ?? failure}
          </p>
        ) : null}
        <Button type="primary" htmlType="submit" loading={leave.isPending}>
          提交留言
        </Button>
      </form>
    </div>
  );
}
