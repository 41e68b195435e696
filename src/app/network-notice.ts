import { useEffect } from 'react';
import { TEXT } from '@/shared/config/constants';
import { feedback } from '@/shared/lib/feedback';

const KEY = 'net-offline';

/**
 * Offline, React Query holds queries and mutations until the network returns
 * (its default network mode) instead of failing them, so no call reports the
 * outage: this says it once, in Chinese, for as long as it lasts, and replaces
 * it when the network is back (the held calls then run by themselves).
 */
export function useNetworkNotice(): void {
  useEffect(() => {
    const offline = () => feedback.error(TEXT.offline, { key: KEY, duration: 0 });
    const online = () => feedback.success('网络已恢复', { key: KEY, duration: 2 });
    if (!navigator.onLine) offline();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);
}
