import { afterEach, describe, expect, it, vi } from 'vitest';
import { bindFeedback, feedback, onFeedbackWanted, getFeedback, type FeedbackApi } from '@/shared/lib/feedback';
import { clearLiteToasts, liteFeedback } from '@/shared/ui/lite-toast';

function fakeApi() {
  const open = vi.fn();
  const confirm = vi.fn();
  const api = { message: { open, success: open }, notification: { info: vi.fn() }, modal: { confirm } } as unknown as FeedbackApi;
  return { api, open, confirm };
}

describe('feedback before and after antd has loaded', () => {
  const unbind: Array<() => void> = [];
  afterEach(() => {
    unbind.splice(0).forEach((fn) => fn());
    onFeedbackWanted(null);
    clearLiteToasts();
  });

  it('asks for antd when something is to be said, and shows what waited once it is bound', () => {
    const wanted = vi.fn();
    onFeedbackWanted(wanted);
    feedback.error('服务器开小差了');
    getFeedback().modal.confirm({ title: '确定删除？' });
    expect(wanted).toHaveBeenCalled();
    const { api, open, confirm } = fakeApi();
    unbind.push(bindFeedback(api));
    expect(open).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', content: '服务器开小差了' }));
    expect(confirm).toHaveBeenCalledWith({ title: '确定删除？' });
  });

  it('without antd (its code could not be fetched) messages show as plain toasts; confirmations wait for antd', () => {
    unbind.push(bindFeedback(liteFeedback(), { fallback: true }));
    feedback.error('网络已断开，请检查网络连接', { key: 'net', duration: 0 });
    getFeedback().modal.confirm({ title: '确定删除？' });
    const toast = document.querySelector('[data-lite-toast]');
    expect(toast).toHaveAttribute('role', 'status');
    expect(toast).toHaveTextContent('网络已断开，请检查网络连接');
    // the same key replaces the toast instead of stacking another
    feedback.success('网络已恢复', { key: 'net', duration: 2 });
    expect(toast).not.toHaveTextContent('网络已断开');
    expect(toast).toHaveTextContent('网络已恢复');

    const { api, confirm } = fakeApi();
    unbind.push(bindFeedback(api));
    expect(confirm).toHaveBeenCalledWith({ title: '确定删除？' });
  });

  it('one plain object, read anywhere: a handle taken before antd loaded shows on the fallback, then on antd', () => {
    const { message, modal } = getFeedback();
    // no Proxy behind it: its methods are its own, listed like any object's
    expect(Object.keys(message)).toEqual(expect.arrayContaining(['open', 'success', 'error', 'info', 'warning', 'loading', 'destroy']));
    expect(Object.keys(modal)).toEqual(expect.arrayContaining(['confirm', 'info', 'success', 'error', 'warning']));
    expect(getFeedback()).toBe(getFeedback());

    unbind.push(bindFeedback(liteFeedback(), { fallback: true }));
    message.success('已保存');
    expect(document.querySelector('[data-lite-toast]')).toHaveTextContent('已保存');

    const { api, open } = fakeApi();
    unbind.push(bindFeedback(api));
    message.open({ type: 'info', content: '已复制' });
    expect(open).toHaveBeenCalledWith({ type: 'info', content: '已复制' });
  });
});
