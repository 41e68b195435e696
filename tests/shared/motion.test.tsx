import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { AntdScope } from '@/shared/ui/antd-scope';

function prefer(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList);
}

/** What antd's components read to decide whether to animate. */
function MotionProbe() {
  const { token } = theme.useToken();
  return <output>{String(token.motion)}</output>;
}

describe('antd and prefers-reduced-motion (src/shared/ui/antd-scope.tsx)', () => {
  it('animates by default', () => {
    prefer(false);
    render(
      <AntdScope>
        <MotionProbe />
      </AntdScope>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('true');
  });

  it('draws without motion (no dialog zooming in, no drawer sliding) when the visitor asks for less motion', () => {
    prefer(true);
    render(
      <AntdScope>
        <MotionProbe />
      </AntdScope>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('false');
  });
});
