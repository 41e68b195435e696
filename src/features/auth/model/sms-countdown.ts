import { useCallback, useEffect, useState } from 'react';
import { readSessionJson, writeSessionJson } from '@/shared/storage';

export const SMS_RESEND_SECONDS = 60;

const key = (purpose: string) => `smsSentAt:${purpose}`;

/**
 * The 60 s resend countdown (docs/china-conventions.md). The send time is kept in
 * sessionStorage, so a reload keeps counting; it applies to the same phone only.
 */
export function useSmsCountdown(purpose: string, phone: string | null) {
  const [now, setNow] = useState(() => Date.now());
  const [sent, setSent] = useState(() => readSessionJson<{ phone: string; at: number }>(key(purpose)));

  const remaining =
    sent && phone && sent.phone === phone ? Math.max(0, SMS_RESEND_SECONDS - Math.floor((now - sent.at) / 1000)) : 0;

  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [remaining]);

  const start = useCallback(
    (sentPhone: string, at = Date.now()) => {
      const value = { phone: sentPhone, at };
      writeSessionJson(key(purpose), value);
      setSent(value);
      setNow(Date.now());
    },
    [purpose],
  );

  return { remaining, start };
}
