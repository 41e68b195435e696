import { useRef, useState } from 'react';
import { Form, Input } from 'antd';
import type { SmsPurpose } from '../api/requests';
import { SmsCodeButton } from './sms-code-button';
import styles from './login.styles';

/**
 * The 验证码 row of every SMS form: a 6-digit code input (numeric keypad,
 * one-time-code autofill, digits only) beside 获取验证码. `onComplete` fires
 * once per code on the 6th digit (auto-submit).
 */
export function SmsCodeField({
  phone,
  purpose,
  hint,
  onComplete,
}: {
  phone: string;
  purpose: SmsPurpose;
  /** shown until a code was sent */
  hint?: string;
  onComplete?: (code: string) => void;
}) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [mockCode, setMockCode] = useState<string | null>(null);
  const completed = useRef('');
  const extra = sentTo ? (
    <>
      验证码已发送至 {sentTo}
      {mockCode ? (
        <span className={styles.mockSms} role="note">
          【模拟短信】验证码：{mockCode}
        </span>
      ) : null}
    </>
  ) : (
    hint
  );
  return (
    <Form.Item label="验证码" required extra={extra}>
      <div className={styles.codeRow}>
        <Form.Item
          name="code"
          noStyle
          normalize={(value: string) => value.replace(/\D/g, '')}
          rules={[
            { required: true, message: '验证码不能为空' },
            { pattern: /^\d{6}$/, message: '验证码为 6 位数字' },
          ]}
        >
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="6 位验证码"
            maxLength={6}
            aria-label="验证码"
            onChange={(event) => {
              const value = event.target.value.replace(/\D/g, '');
              if (onComplete && value.length === 6 && completed.current !== value) {
                completed.current = value;
                setTimeout(() => onComplete(value), 0);
              }
            }}
          />
        </Form.Item>
        <SmsCodeButton
          phone={phone}
          purpose={purpose}
          onSent={(masked, code) => {
            setSentTo(masked);
            setMockCode(code ?? null);
          }}
        />
      </div>
    </Form.Item>
  );
}
