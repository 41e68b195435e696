import { describe, expect, it } from 'vitest';
import { isWechatBrowser } from '@/shared/lib/wechat';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

describe("isWechatBrowser: where the official account's web OAuth opens", () => {
  it("WeChat's in-app browser", () => {
    expect(isWechatBrowser(`${PHONE} MicroMessenger/8.0.49(0x18003129) NetType/WIFI Language/zh_CN`)).toBe(true);
  });

  it('not 企业微信 (WeCom), whose user agent names MicroMessenger too', () => {
    expect(isWechatBrowser(`${PHONE} wxwork/4.1.22 MicroMessenger/7.0.1 Language/zh ColorScheme/Light`)).toBe(false);
  });

  it('not another browser', () => {
    expect(isWechatBrowser(`${PHONE} Version/17.5 Safari/604.1`)).toBe(false);
  });
});
