import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FLY_TO_CART_DURATION_S } from '@/shared/config/constants';
import { flyToCart } from '@/shared/ui/fly-to-cart';

type Listener = () => void;

/** A stand-in for the Web Animations API (jsdom has none). */
function fakeAnimate() {
  const calls: { element: Element; keyframes: Keyframe[]; options: KeyframeAnimationOptions; finish: () => void }[] = [];
  const animate = vi.fn(function (this: Element, keyframes: Keyframe[], options: KeyframeAnimationOptions) {
    const listeners: Record<string, Listener[]> = {};
    const animation = {
      addEventListener: (type: string, listener: Listener) => (listeners[type] ??= []).push(listener),
    };
    calls.push({ element: this, keyframes, options, finish: () => listeners.finish?.forEach((l) => l()) });
    return animation as unknown as Animation;
  });
  Object.defineProperty(HTMLElement.prototype, 'animate', { value: animate, configurable: true, writable: true });
  return { animate, calls };
}

function rect(x: number, y: number, size = 20): DOMRect {
  return { left: x, top: y, width: size, height: size, right: x + size, bottom: y + size, x, y, toJSON: () => ({}) } as DOMRect;
}

function place(element: HTMLElement, x: number, y: number) {
  element.getBoundingClientRect = () => rect(x, y);
  document.body.append(element);
  return element;
}

const dots = () => document.querySelectorAll('[data-fly-to-cart-dot]');

let reduce = false;
beforeEach(() => {
  reduce = false;
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList,
  );
});
afterEach(() => {
  document.body.innerHTML = '';
  delete (HTMLElement.prototype as { animate?: unknown }).animate;
});

describe('flyToCart', () => {
  it('animates a dot from the element to the header cart icon in 0.8 s, then removes it', async () => {
    const { calls } = fakeAnimate();
    const target = document.createElement('span');
    target.setAttribute('data-fly-to-cart-target', '');
    place(target, 900, 20);
    const button = place(document.createElement('button'), 100, 500);

    const landed = flyToCart(button);
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.options.duration).toBe(FLY_TO_CART_DURATION_S * 1000);
    expect(call?.options.duration).toBe(800);
    expect(call?.keyframes.at(-1)?.transform).toContain('translate(800px, -480px)');
    expect(dots()).toHaveLength(1);
    expect((dots()[0] as HTMLElement).style.left).toBe('103px'); // centre 110 minus half the 14 px dot

    call?.finish();
    await landed;
    expect(dots()).toHaveLength(0);
  });

  it('does nothing when the cart icon is not on the page (a visitor)', async () => {
    const { animate } = fakeAnimate();
    const button = place(document.createElement('button'), 100, 500);
    await flyToCart(button);
    expect(animate).not.toHaveBeenCalled();
    expect(dots()).toHaveLength(0);
  });

  it('respects prefers-reduced-motion', async () => {
    reduce = true;
    const { animate } = fakeAnimate();
    const target = document.createElement('span');
    target.setAttribute('data-fly-to-cart-target', '');
    place(target, 900, 20);
    await flyToCart(place(document.createElement('button'), 100, 500));
    expect(animate).not.toHaveBeenCalled();
    expect(dots()).toHaveLength(0);
  });

  it('does nothing (and leaves no dot) without the Web Animations API', async () => {
    const target = document.createElement('span');
    target.setAttribute('data-fly-to-cart-target', '');
    place(target, 900, 20);
    await flyToCart(place(document.createElement('button'), 100, 500));
    expect(dots()).toHaveLength(0);
  });
});
