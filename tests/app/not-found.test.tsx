import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRIMARY_COLOR } from '@/shared/config/constants';
import { renderApp } from '../utils/render';

describe('404 page', () => {
  it('draws its illustration in the theme colour and links home', async () => {
    const { container } = renderApp('/no-such-page');
    expect(await screen.findByText('页面不存在', { selector: '.ant-result-title' })).toBeInTheDocument();
    const svg = container.querySelector('.ant-result-icon svg');
    expect(svg?.querySelector(`[stroke="${PRIMARY_COLOR}"]`)).not.toBeNull();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  });
});
