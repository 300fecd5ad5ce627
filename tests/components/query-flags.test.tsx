import { screen } from '@testing-library/react';
import { ModalHost } from '@/components/modals/modal-host';
import { modalAtom } from '@/lib/atoms/modal';
import { useModalQueryFlags } from '@/lib/hooks/behaviour/use-modal-query-flags';
import { navigation } from '../support/navigation-mock';
import { renderWithProviders } from '../support/render';
import { loadAllModals } from '../support/modals';

beforeAll(loadAllModals);

function Page() {
  useModalQueryFlags();
  return <ModalHost />;
}

function visit(url: string) {
  window.history.replaceState(null, '', url);
  navigation.set(url);
}

describe('modal query flags', () => {
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['login', 'Login', 'Log in'],
    ['signup', 'Register', 'Sign up'],
    ['deposit', 'PayIn', 'Deposit'],
  ] as const)('?%s opens %s and is removed without a reload', (flag, modal, title) => {
    visit(`/en/games/dice?${flag}=1&utm_source=mail#rules`);
    const replace = jest.spyOn(window.history, 'replaceState');
    const { store } = renderWithProviders(<Page />);

    expect(store.get(modalAtom)).toBe(modal);
    expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
    expect(replace).toHaveBeenCalledTimes(1);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/en/games/dice?utm_source=mail#rules',
    );
  });

  it('does nothing without a flag', () => {
    visit('/en/faq?utm_source=mail');
    const replace = jest.spyOn(window.history, 'replaceState');
    const { store } = renderWithProviders(<Page />);
    expect(store.get(modalAtom)).toBeNull();
    expect(replace).not.toHaveBeenCalled();
  });
});
