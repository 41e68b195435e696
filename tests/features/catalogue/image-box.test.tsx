import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImageBox } from '@/features/catalogue';
import { apiUrl } from '@/shared/api';

/** The frame around the picture: a plain box without a role, whose ratio and data-image-state are under test. */
// eslint-disable-next-line testing-library/no-node-access
const frameOf = (container: HTMLElement) => container.firstElementChild;

describe('ImageBox', () => {
  it('puts the API base before a path, keeps an absolute URL, loads lazily in a fixed box', () => {
    const { container, rerender } = render(<ImageBox src="/common/v1/images/material/abc.svg" alt="Tris 碱" />);
    const img = screen.getByRole('img', { name: 'Tris 碱' });
    expect(img).toHaveAttribute('src', apiUrl('', '/common/v1/images/material/abc.svg'));
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(frameOf(container)).toHaveStyle({ aspectRatio: '4 / 3' });
    rerender(<ImageBox src="https://cdn.example.cn/m/1.jpg" alt="Tris 碱" ratio="1 / 1" eager />);
    expect(screen.getByRole('img', { name: 'Tris 碱' })).toHaveAttribute('src', 'https://cdn.example.cn/m/1.jpg');
    expect(screen.getByRole('img', { name: 'Tris 碱' })).toHaveAttribute('loading', 'eager');
  });

  it('a broken or missing picture leaves a neutral placeholder with the same name and box', () => {
    const { container, rerender } = render(<ImageBox src="/nope.svg" alt="离心管" />);
    fireEvent.error(screen.getByRole('img', { name: '离心管' }));
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
    rerender(<ImageBox src="https://cdn.example.cn/m/1.jpg" alt="Tris 碱" />);
    expect(screen.getByRole('img', { name: 'Tris 碱' })).toHaveAttribute('src', 'https://cdn.example.cn/m/1.jpg');
  });
});
