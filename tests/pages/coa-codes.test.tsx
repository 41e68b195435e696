import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../mocks/node.ts';
import { renderApp } from '../utils/render';

/** The COA form reads codes with the catalogue normaliser (issue 24 item 2): full width, spaces, dashes, case. */

afterEach(() => server.events.removeAllListeners());

function askedSn() {
  const asked: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/scm/coas')) asked.push(url.searchParams.get('sn') ?? '');
  });
  return asked;
}

describe('/coa reads a serial number as the search reads a catalogue number', () => {
  it.each([
    ['full width, lower case', 'ｃｏａ２５ｇ００１２５１', 'coa25g001251'],
    ['a space copied from a PDF', 'COA25G 001251 ', 'COA25G001251'],
  ])('%s: %j is accepted and found', async (_, typed, sent) => {
    const asked = askedSn();
    const { user, router } = renderApp('/coa');
    await user.type(await screen.findByLabelText('证书编号'), typed);
    await user.click(screen.getByRole('button', { name: /查询 COA/ }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('sn')).toBe(sent));
    const results = await screen.findByRole('region', { name: '查询结果' });
    expect(await within(results).findByText('COA25G001251')).toBeInTheDocument();
    expect(asked).toEqual([sent]);
  });
});
