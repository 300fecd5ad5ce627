import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SupportChatButton } from '@/components/layout/support-chat-button';
import { renderWithProviders } from '../support/render';

describe('SupportChatButton', () => {
  it('sits 20 px from the bottom and right edges and toggles the support panel', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SupportChatButton />, { locale: 'kz' });
    const button = screen.getByRole('button', { name: 'Қолдау чатын ашу' });
    expect(button.parentElement).toHaveStyle({ right: '20px', bottom: '20px' });

    await user.click(button);
    expect(screen.getByRole('region', { name: 'Қолдау' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Қолдау қызметіне жазу' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Қолдау чатын жабу' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
