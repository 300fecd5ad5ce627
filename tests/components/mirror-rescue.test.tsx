import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { http, HttpResponse } from 'msw';
import { MirrorRescue } from '@/components/pwa/mirror-rescue';
import { writeMirrorRecord } from '@/lib/mirrors/store';
import { server } from '../msw/server';
import { renderWithProviders } from '../support/render';

const M2 = { origin: 'http://casino2.test', api: 'http://api.casino2.test' };
const M3 = { origin: 'http://casino3.test', api: 'http://api.casino3.test' };

beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  window.history.replaceState(null, '', '/ru/games/dice?x=1');
});
afterEach(() => {
  delete (globalThis as { indexedDB?: unknown }).indexedDB;
});

describe('MirrorRescue (the offline page on a blocked domain)', () => {
  it('opens the first mirror that answers on the same path, listing the mirrors meanwhile', async () => {
    await writeMirrorRecord({ apiBase: M2.api, mirrors: [M2, M3], refreshedAt: 1 });
    server.use(
      http.get(`${M2.api}/mirror`, () => HttpResponse.error()),
      http.get(`${M3.api}/mirror`, () => HttpResponse.json({})),
    );
    const navigate = jest.fn<void, [string]>();
    renderWithProviders(<MirrorRescue navigate={navigate} />, { locale: 'ru' });
    expect(screen.getByRole('heading', { name: 'Этот адрес недоступен' })).toBeInTheDocument();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`${M3.origin}/ru/games/dice?x=1`));
    expect(screen.getByRole('status')).toHaveTextContent('Открываем рабочее зеркало casino3.test…');
    expect(screen.getByRole('link', { name: 'casino2.test' })).toHaveAttribute(
      'href',
      `${M2.origin}/ru/games/dice?x=1`,
    );
  });

  it('says so when no mirror answers, and tries again on demand', async () => {
    await writeMirrorRecord({ apiBase: M2.api, mirrors: [M2], refreshedAt: 1 });
    let up = false;
    server.use(
      http.get(`${M2.api}/mirror`, () => (up ? HttpResponse.json({}) : HttpResponse.error())),
    );
    const navigate = jest.fn<void, [string]>();
    renderWithProviders(<MirrorRescue navigate={navigate} />, { locale: 'en' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'This address is unreachable, opening a working mirror…',
    );
    await screen.findByText(/No working mirror could be found/);
    expect(navigate).not.toHaveBeenCalled();
    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`${M2.origin}/ru/games/dice?x=1`));
  });

  it('offers nothing to click when no mirror is stored', async () => {
    renderWithProviders(<MirrorRescue navigate={jest.fn()} />, { locale: 'kz' });
    await screen.findByText(/Қолжетімді айна табылмады/);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
