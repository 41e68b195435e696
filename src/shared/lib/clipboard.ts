/**
 * Puts `text` on the clipboard: the Clipboard API where the page may use it (https, localhost), else the old
 * selection way (a page served over plain http, an older in-app browser). Rejects when neither worked, so the
 * caller can say so and show the text to copy by hand.
 */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // refused (no permission, the document not focused): try the selection way below
    }
  }
  // selecting moves the focus into the hidden field: it goes back to what had it (the copy button), so a keyboard
  // or screen-reader user stays where they were
  const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  area.setSelectionRange(0, text.length); // iOS Safari does not select a readonly field with select() alone
  let done: boolean;
  try {
    done = document.execCommand('copy');
  } catch {
    done = false;
  } finally {
    area.remove();
    before?.focus({ preventScroll: true });
  }
  if (!done) throw new Error('copy refused');
}
