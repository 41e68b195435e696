import type { ReactNode } from 'react';

/** A page's title row and content area. */
export function PageContainer({ title, extra, children }: { title: ReactNode; extra?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby="page-title">
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginBottom: 16 }}>
        <h1 id="page-title" style={{ margin: 0, fontSize: 22, fontWeight: 600 }}>
          {title}
        </h1>
        {extra}
      </div>
      {children}
    </section>
  );
}
