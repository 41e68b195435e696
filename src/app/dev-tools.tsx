import { useQueryClient } from '@tanstack/react-query';
import { Popconfirm } from 'antd';
import { getFeedback } from '@/shared/lib/feedback';
import { clearStorage } from '@/shared/storage';

/** Only with the fake mall: a small control after the page that resets the demo data. */
export default function DevTools() {
  const { message } = getFeedback();
  const qc = useQueryClient();
  const reset = async () => {
    try {
      const response = await fetch('/__mock/reset', { method: 'POST' });
      if (!response.ok) throw new Error(String(response.status));
      clearStorage();
      qc.clear();
      message.success('演示数据已重置，请重新登录');
      setTimeout(() => window.location.assign('/'), 600);
    } catch {
      message.error('重置失败，请刷新页面后重试');
    }
  };
  return (
    <Popconfirm
      title="重置演示数据？"
      description="购物车、订单、地址等改动将恢复为初始数据，并退出登录。"
      okText="重置"
      cancelText="取消"
      onConfirm={() => void reset()}
    >
      {/* after the page (src/styles.css .dev-reset): it never covers content */}
      <button type="button" className="dev-reset">
        重置演示数据（模拟）
      </button>
    </Popconfirm>
  );
}
