import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ImageBox } from '@/features/catalogue';
import { apiUrl } from '@/shared/api';

/** The frame around the picture: a plain box without a role, whose ratio and data-image-state are under test. */
// eslint-disable-next-line testing-library/no-node-access
const frameOf = (container: HTMLElement) => container.firstElementChild;

describe('ImageBox', () => {
  it('puts the API base before a path, keeps an absolute URL, loads lazily in a fixed box', async () => {
    const { container, rerender } = render(<ImageBox src="/common/v1/images/material/abc.svg" alt="Tris 碱" />);
    const img = await screen.findByRole('img', { name: 'Tris 碱' });
    expect(img).toHaveAttribute('src', apiUrl('', '/common/v1/images/material/abc.svg'));
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(frameOf(container)).toHaveStyle({ aspectRatio: '4 / 3' });
    rerender(<ImageBox src="https://cdn.example.cn/m/1.jpg" alt="Tris 碱" ratio="1 / 1" eager />);
    expect(screen.getByRole('img', { name: 'Tris 碱' })).toHaveAttribute('src', 'https://cdn.example.cn/m/1.jpg');
    expect(screen.getByRole('img', { name: 'Tris 碱' })).toHaveAttribute('loading', 'eager');
  });

  it('a broken or missing picture leaves a neutral placeholder with the same name and box', async () => {
    const { container, rerender } = render(<ImageBox src="/nope.svg" alt="离心管" />);
    fireEvent.error(await screen.findByRole('img', { name: '离心管' }));
    // the placeholder keeps the name and asks for no picture
    expect(screen.getByRole('img', { name: '离心管' })).not.toHaveAttribute('src');
    expect(frameOf(container)).toHaveAttribute('data-image-state', 'fallback');
    expect(frameOf(container)).toHaveStyle({ aspectRatio: '4 / 3' });
    rerender(<ImageBox src={undefined} alt="吸头" />);
    expect(frameOf(container)).toHaveAttribute('data-image-state', 'fallback');
  });

  it('a picture from an origin that is not accepted shows the placeholder and is never asked for (issue 23, item 11)', () => {
    // .env.test lists https://cdn.example.cn in VITE_IMAGE_ORIGINS
    const { container, rerender } = render(<ImageBox src="https://evil.example/pixel.png" alt="Tris 碱" />);
    expect(screen.getByRole('img', { name: 'Tris 碱' })).not.toHaveAttribute('src');
    expect(frameOf(container)).toHaveAttribute('data-image-state', 'fallback');
    rerender(<ImageBox src="//evil.example/pixel.png" alt="Tris 碱" />);
    expect(screen.getByRole('img', { name: 'Tris 碱' })).not.toHaveAttribute('src');
    rerender(<ImageBox src="https://cdn.example.cn.evil.example/m/1.jpg" alt="Tris 碱" />);
    expect(screen.getByRole('img', { name: 'Tris 碱' })).not.toHaveAttribute('src');
    rerender(<ImageBox src="https://cdn.example.cn/m/1.jpg" alt="Tris 碱" eager />);
    expect(screen.getByRole('img', { name: 'Tris 碱' })).toHaveAttribute('src', 'https://cdn.example.cn/m/1.jpg');
  });

  it('on the first load a picture marked afterFirstScreen is asked for once the eager ones have been shown; a box of its size and name stands in', async () => {
    // the first screen's picture still loading (jsdom's pictures are otherwise complete at once, tests/setup.ts)
    const complete = vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
    render(
      <>
        <ImageBox src="/common/v1/images/material/first.svg" alt="第一行" eager />
        <ImageBox src="/common/v1/images/material/later.svg" alt="第三行" afterFirstScreen />
        <ImageBox src="/common/v1/images/material/logo.svg" alt="品牌标志" />
      </>,
    );
    const first = screen.getByRole('img', { name: '第一行' });
    // not marked: asked for at once, lazily
    expect(screen.getByRole('img', { name: '品牌标志' })).toHaveAttribute('src');
    // two frames and more go by: the later picture waits for the first one, not for time
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(screen.getByRole('img', { name: '第三行' })).not.toHaveAttribute('src');
    complete.mockReturnValue(true);
    fireEvent.load(first);
    await waitFor(() => expect(screen.getByRole('img', { name: '第三行' })).toHaveAttribute('loading', 'lazy'));
  });
});
