import { FLY_TO_CART_DURATION_S, PRIMARY_COLOR } from '@/shared/config/constants';
import { prefersReducedMotion } from '@/shared/lib/motion';

/** The header's cart icon carries this attribute. */
export const FLY_TO_CART_TARGET = '[data-fly-to-cart-target]';
const DOT_SIZE_PX = 14;
/** How high the dot arcs above the straight line, in px. */
const ARC_LIFT_PX = 80;

function center(rect: DOMRect): { x: number; y: number } {
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
}

/**
 * A small dot flies from `from` (an add-to-cart button) to the header cart
 * icon in FLY_TO_CART_DURATION_S (spec §2). Web Animations API; nothing
 * happens when the icon is not on the page, when the user prefers reduced
 * motion, or when the browser cannot animate. Resolves when the dot landed.
 */
export function flyToCart(from: Element): Promise<void> {
  const target = document.querySelector(FLY_TO_CART_TARGET);
  if (!target || prefersReducedMotion()) return Promise.resolve();
  const start = center(from.getBoundingClientRect());
  const end = center(target.getBoundingClientRect());

  const dot = document.createElement('div');
  dot.setAttribute('aria-hidden', 'true');
  dot.dataset.flyToCartDot = '';
  Object.assign(dot.style, {
    position: 'fixed',
    left: `${start.x - DOT_SIZE_PX / 2}px`,
    top: `${start.y - DOT_SIZE_PX / 2}px`,
    width: `${DOT_SIZE_PX}px`,
    height: `${DOT_SIZE_PX}px`,
    borderRadius: '50%',
    background: PRIMARY_COLOR,
    boxShadow: '0 2px 6px rgba(55, 91, 222, 0.45)',
    pointerEvents: 'none',
    zIndex: '2000',
  } satisfies Partial<CSSStyleDeclaration>);
  if (typeof dot.animate !== 'function') return Promise.resolve();
  document.body.append(dot);

  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const animation = dot.animate(
    [
      { transform: 'translate(0, 0) scale(1)', opacity: 1 },
      { transform: `translate(${dx * 0.5}px, ${Math.min(0, dy) * 0.5 - ARC_LIFT_PX}px) scale(0.9)`, opacity: 1, offset: 0.45 },
      { transform: `translate(${dx}px, ${dy}px) scale(0.4)`, opacity: 0.5 },
    ],
    { duration: FLY_TO_CART_DURATION_S * 1000, easing: 'cubic-bezier(0.45, 0, 0.55, 1)', fill: 'forwards' },
  );
  return new Promise((resolve) => {
    const done = () => {
      dot.remove();
      resolve();
    };
    animation.addEventListener('finish', done, { once: true });
    animation.addEventListener('cancel', done, { once: true });
  });
}
