import { Timeline } from 'antd';
import { formatDateTime } from '@/shared/lib/date';
import { orderStyles as orders, type TimelineEvent } from '@/entities/order';

const COLOR: Partial<Record<TimelineEvent['kind'], string>> = {
  approvalRequested: 'purple',
  approved: 'green',
  rejected: 'red',
  cancelled: 'gray',
  refunded: 'purple',
  completed: 'green',
  afterSales: 'orange',
};

// Inline styles: every CSS module joins the one stylesheet of the first load (vite.config.ts, cssCodeSplit: false).
/** The order's events as the mall records them (docs/api.md §13 `timeline`, oldest first): when, what, who, and a note. */
export function OrderTimeline({ events }: { events: readonly TimelineEvent[] }) {
  if (events.length === 0) return null;
  return (
    <section className={orders.panel} aria-labelledby="timeline-title">
      <h2 id="timeline-title" className={orders.h2}>
        订单动态
      </h2>
      <Timeline
        className={orders.timeline}
        aria-label="订单动态"
        items={events.map((event, i) => ({
          key: `${event.at}-${event.kind}-${i}`,
          color: COLOR[event.kind] ?? 'blue',
          content: (
            <div style={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, overflowWrap: 'anywhere' }}>
              <div style={{ display: 'flex', flexWrap: 'wrap', columnGap: 8, alignItems: 'baseline' }}>
                <span style={{ fontWeight: 500 }}>{event.title}</span>
                <span className={orders.muted}>{formatDateTime(event.at)}</span>
              </div>
              {event.actor ? <span className={orders.muted}>{event.actor}</span> : null}
              {event.note ? <span style={{ color: '#4a5164', whiteSpace: 'pre-wrap' }}>{event.note}</span> : null}
            </div>
          ),
        }))}
      />
    </section>
  );
}
