import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { isFormField, useFillingForm } from '@/shared/lib/form-activity';

function Probe({ page }: { page: string }) {
  const filling = useFillingForm(page);
  return (
    <div>
      <output aria-label="filling">{String(filling)}</output>
      <input aria-label="name" />
      <input aria-label="pick" type="checkbox" />
      <button type="button">ok</button>
    </div>
  );
}

describe('form activity (src/shared/lib/form-activity.ts)', () => {
  it('text fields count, buttons and checkboxes do not', () => {
    const field = (html: string) => {
      const box = document.createElement('div');
      box.innerHTML = html;
      document.body.append(box);
      // the element under test is built from markup here, not drawn by a component: nothing to query by role
      // eslint-disable-next-line testing-library/no-node-access
      return box.firstElementChild;
    };
    expect(isFormField(field('<input>'))).toBe(true);
    expect(isFormField(field('<textarea></textarea>'))).toBe(true);
    expect(isFormField(field('<select></select>'))).toBe(true);
    expect(isFormField(field('<div role="combobox"></div>'))).toBe(true);
    expect(isFormField(field('<input type="checkbox">'))).toBe(false);
    expect(isFormField(field('<input disabled>'))).toBe(false);
    expect(isFormField(field('<button>x</button>'))).toBe(false);
    expect(isFormField(null)).toBe(false);
  });

  it('focus in a field, then an edit of the page, make it true; a new page forgets the edit', async () => {
    const user = userEvent.setup();
    const view = render(<Probe page="/a" />);
    const filling = () => screen.getByLabelText('filling').textContent;
    expect(filling()).toBe('false');
    await user.click(screen.getByLabelText('pick'));
    expect(filling()).toBe('false');
    await user.click(screen.getByLabelText('name'));
    await act(() => Promise.resolve());
    expect(filling()).toBe('true');
    await user.type(screen.getByLabelText('name'), '张');
    await user.click(screen.getByRole('button', { name: 'ok' }));
    await act(() => Promise.resolve());
    expect(filling()).toBe('true'); // focus left, the edit stays
    view.rerender(<Probe page="/b" />);
    await act(() => Promise.resolve());
    expect(filling()).toBe('false');
  });
});

describe('form activity in a dialog', () => {
  it("an edit in a dialog's form is not the page's", async () => {
    const user = userEvent.setup();
    render(
      <div>
        <ProbeOnly />
        <div role="dialog">
          <input aria-label="phone" />
        </div>
        <button type="button">elsewhere</button>
      </div>,
    );
    await user.type(screen.getByLabelText('phone'), '138');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    await act(() => Promise.resolve());
    expect(screen.getByLabelText('filling').textContent).toBe('false');
  });
});

function ProbeOnly() {
  return <output aria-label="filling">{String(useFillingForm('/dialog'))}</output>;
}
