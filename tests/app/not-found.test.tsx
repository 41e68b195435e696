import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRIMARY_COLOR } from '@/shared/config/constants';
import { renderApp } from '../utils/render';

describe('404 page', () => {
  it('draws its illustration in the theme colour and links home', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByText('页面不存在', { selector: '.ant-result-title' })).toBeInTheDocument();
    // The illustration is decorative (no role, no text): its colour can only be read from its strokes.
    // eslint-disable-next-line testing-library/no-node-access
    expect(document.querySelector(`.ant-result-icon svg [stroke="${PRIMARY_COLOR}"]`)).not.toBeNull();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  });
});
