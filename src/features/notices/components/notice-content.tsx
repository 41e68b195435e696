/** An announcement's plain text, one paragraph per line (never parsed as HTML). */
export function AnnouncementText({ text }: { text: string }) {
  return (
    <div style={{ lineHeight: 1.8, color: '#1f2533' }}>
      {text.split('\n').map((line, i) => (
        <p key={i} style={{ margin: '0 0 8px' }}>
          {line}
        </p>
      ))}
    </div>
  );
}
