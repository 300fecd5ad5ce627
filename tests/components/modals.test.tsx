import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalHost } from '@/components/modals/modal-host';
import { MODAL_NAMES, modalAtom } from '@/lib/atoms/modal';
import { loadAllModals } from '../support/modals';
import { renderWithProviders } from '../support/render';

const TITLES = {
  PayIn: 'Deposit',
  SuccessPayment: 'Payment received',
  Login: 'Log in',
  LoginByEmail: 'Log in with a code',
  ConfirmByPhone: 'Log in with an SMS code',
  Register: 'Sign up',
  Verification: 'Identity verification',
  AdBonus: 'Your bonus is waiting',
} as const;

// First, while no modal's code has loaded yet (the module keeps what it loaded).
describe('modal loading', () => {
  it('shows a closable pending dialog until the modal arrives, then the modal with focus inside', async () => {
    const { store } = renderWithProviders(<ModalHost />);
    act(() => store.set(modalAtom, 'Login'));
    expect(screen.getByRole('dialog', { name: 'Loading…' })).toHaveTextContent(
      'One moment, the form is loading.',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(screen.queryByRole('dialog', { name: 'Loading…' })).not.toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    // The pending dialog closes like any other.
    act(() => store.set(modalAtom, 'Verification'));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Loading…' })).getByRole('button', {
        name: 'Close',
      }),
    );
    expect(store.get(modalAtom)).toBeNull();
  });
});

describe('modals', () => {
  beforeAll(loadAllModals);

  it.each(MODAL_NAMES)('%s opens through the modal atom as a labelled dialog', (name) => {
    const { store } = renderWithProviders(<ModalHost />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => store.set(modalAtom, name));
    expect(screen.getByRole('dialog', { name: TITLES[name] })).toBeInTheDocument();
  });

  it('closes on Escape and on the close button', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<ModalHost />);
    act(() => store.set(modalAtom, 'Login'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.get(modalAtom)).toBeNull();

    act(() => store.set(modalAtom, 'Register'));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(store.get(modalAtom)).toBeNull();
  });

  it('keeps focus inside: Tab from the last control returns to the first, Shift+Tab goes back', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<ModalHost />);
    act(() => store.set(modalAtom, 'SuccessPayment'));
    const close = screen.getByRole('button', { name: 'Close' });
    const play = screen.getByRole('button', { name: 'Start playing' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(play).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(play).toHaveFocus();
  });

  it('shows the fields of each form', () => {
    const { store } = renderWithProviders(<ModalHost />);
    act(() => store.set(modalAtom, 'Register'));
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('minlength', '8');
    expect(screen.getByRole('combobox', { name: 'Account currency' })).toHaveTextContent(
      'RUBUSDKZTINREUR',
    );
    expect(screen.getByLabelText('Promo code (if you have one)')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I want to join the VIP club' })).not.toBeChecked();
  });

  it('switches Login to phone with the country masks of the spec', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<ModalHost />);
    act(() => store.set(modalAtom, 'Login'));
    await user.click(screen.getByRole('radio', { name: 'Phone' }));
    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveAttribute('placeholder', '(###) ### ## ##');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country code' }), 'by');
    expect(phone).toHaveAttribute('placeholder', '(##) ___ __ __');
  });

  it('moves between modals: Login → Register → Login', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<ModalHost />);
    act(() => store.set(modalAtom, 'Login'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(store.get(modalAtom)).toBe('Register');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(store.get(modalAtom)).toBe('Login');
  });

  it('PayIn asks a guest to log in first; methods and limits are tested with payments', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<ModalHost />);
    act(() => store.set(modalAtom, 'PayIn'));
    expect(screen.queryByLabelText('Amount')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(store.get(modalAtom)).toBe('Login');
  });
});
