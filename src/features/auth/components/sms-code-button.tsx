import { useState } from 'react';
import { Button } from 'antd';
import { isApiError } from '@/shared/api';
import { maskPhone } from '@/shared/lib/mask';
import { normalizePhone } from '@/shared/lib/phone';
import { sendSmsCode, type SmsPurpose } from '../api/requests';
import { useSmsCountdown } from '../model/sms-countdown';

/**
 * 获取验证码: disabled until the number is valid; then `60s后重新获取` …
 * `重新获取验证码`. On the fake mall (VITE_API_MOCK) the code comes back as
 * `mockCode`; SmsCodeField shows it under the field, clearly marked 模拟, so a
 * developer can sign in without a phone (never otherwise: ../api/requests.ts).
 */
export function SmsCodeButton({
  phone,
  purpose,
  onSent,
}: {
  phone: string;
  purpose: SmsPurpose;
  /** `mockCode`: the fake mall's code, shown beside the field (never a toast over the page) */
  onSent?: (masked: string, mockCode?: string) => void;
}) {
  const normalized = normalizePhone(phone ?? '');
  const { remaining, start } = useSmsCountdown(purpose, normalized);
  const [sending, setSending] = useState(false);
  const [everSent, setEverSent] = useState(false);

  const send = async () => {
    if (!normalized) return;
    setSending(true);
    try {
      const data = await sendSmsCode(normalized, purpose);
      start(normalized);
      setEverSent(true);
      onSent?.(maskPhone(normalized), data.mockCode);
    } catch (error) {
      // The client showed the message (e.g. 发送过于频繁); a rate-limit answer still starts the countdown.
      const match = isApiError(error) ? /(\d+)\s*秒/.exec(error.message) : null;
      if (match) start(normalized, Date.now() - (60 - Number(match[1])) * 1000);
    } finally {
      setSending(false);
    }
  };

  const label = remaining > 0 ? `${remaining}s后重新获取` : everSent ? '重新获取验证码' : '获取验证码';
  return (
    <Button onClick={() => void send()} disabled={!normalized || remaining > 0} loading={sending} style={{ minWidth: 128 }}>
      {label}
    </Button>
  );
}
