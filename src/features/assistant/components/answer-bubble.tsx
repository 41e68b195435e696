import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { feedback } from '@/shared/lib/feedback';
import { stockStatus } from '@/shared/lib/stock-status';
import { formatFen, toFen } from '@/shared/lib/money';
import { useAddToCart } from '@/entities/cart';
import { useSession } from '@/entities/member';
import { flyToCart } from '@/shared/ui/fly-to-cart';
import { StockTag } from '@/shared/ui/stock-tag';
import { typing as typingOf } from '../model/answer';
import type { TextMessage } from '../model/messages';
import type { ProductRef } from '../model/products';
import { LOADING_TEXT } from '../model/topics';
import { MarkdownView } from './markdown-view';
import styles from './assistant.styles';

function ProductLinks({ products, onNavigate }: { products: ProductRef[]; onNavigate: (path: string) => void }) {
  const { access } = useSession();
  const addToCart = useAddToCart();
  return (
    <ul className={styles.products} aria-label="回答中提到的商品">
      {products.map((product) => (
        <li key={product._id} className={styles.product}>
          <a
            href={`/product/${encodeURIComponent(product._id)}`}
            onClick={(event) => {
              event.preventDefault();
              onNavigate(`/product/${encodeURIComponent(product._id)}`);
            }}
          >
            <span className={styles.productNo}>{product.catalogNo}</span>
            <span className={styles.productName}>{product.name}</span>
          </a>
          <span className={styles.productSpec}>
            {product.spec} · {formatFen(toFen(product.price))}
          </span>
          <StockTag stock={product.stock} leadDays={product.leadDays} />
          {access.isAuthenticated && stockStatus(product).orderable ? (
            <Button
              size="small"
              icon={<ShoppingCartOutlined />}
              loading={addToCart.isPending && addToCart.variables?.matlId === product._id}
              aria-label={`将 ${product.catalogNo} 加入购物车`}
              onClick={(event) => {
                const from = event.currentTarget;
                addToCart.mutate({ matlId: product._id, quantity: 1 }, {
                  onSuccess: () => {
                    void flyToCart(from);
                    feedback.success(`已将 ${product.catalogNo} 加入购物车`);
                  },
                });
              }}
            >
              加入购物车
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * An assistant text message: Markdown of as much of its text as the chat's typewriter has revealed
 * (src/features/assistant/model/chat.ts), error and stop notes, products found in it.
 */
export function AnswerBubble({ message, onNavigate }: { message: TextMessage; onNavigate: (path: string) => void }) {
  const products = message.products;
  const loading = message.status === 'loading';
  const typing = typingOf(message);
  return (
    <div className={styles.textBubble} data-status={message.status} aria-busy={loading || typing}>
      {loading && message.shown === 0 ? (
        <span className={styles.waiting}>{LOADING_TEXT}</span>
      ) : (
        <MarkdownView answer={message} streaming={loading || typing} onInternalLink={onNavigate} />
      )}
      {message.stopped ? <p className={styles.note}>已停止回答</p> : null}
      {message.error ? (
        <p className={styles.error} role="alert">
          {message.error}
        </p>
      ) : null}
      {products?.length && !typing ? <ProductLinks products={products} onNavigate={onNavigate} /> : null}
    </div>
  );
}

export function useChatNavigate(onLeave: () => void) {
  const navigate = useNavigate();
  const leave = useRef(onLeave);
  useEffect(() => {
    leave.current = onLeave;
  });
  // One function for the panel's life, so the memoised messages do not render again for it.
  return useCallback(
    (path: string) => {
      void navigate(path);
      // The phone sheet covers the page: close it so the product shows.
      if (globalThis.matchMedia?.('(max-width: 640px)').matches) leave.current();
    },
    [navigate],
  );
}
