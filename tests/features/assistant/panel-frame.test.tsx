import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AssistantPanelFrame, AssistantPanelLoading } from '@/features/assistant';

describe("the assistant's frame (drawn while the panel loads, and around it)", () => {
  it('Escape closes it while the panel is still loading', () => {
    const onClose = vi.fn();
    render(
      <AssistantPanelFrame open onClose={onClose}>
        <AssistantPanelLoading />
      </AssistantPanelFrame>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('小助手加载中…');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('leaves a key another part has handled, other keys, and a closed frame alone', () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <AssistantPanelFrame open onClose={onClose}>
        <AssistantPanelLoading />
      </AssistantPanelFrame>,
    );
    const handled = new KeyboardEvent('keydown', { key: 'Escape', cancelable: true, bubbles: true });
    handled.preventDefault();
    document.dispatchEvent(handled);
    fireEvent.keyDown(document, { key: 'Enter' });
    rerender(
      <AssistantPanelFrame open={false} onClose={onClose}>
        <AssistantPanelLoading />
      </AssistantPanelFrame>,
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });
});
