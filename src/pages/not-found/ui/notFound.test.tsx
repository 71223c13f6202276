import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/app';

describe('not-found page', () => {
  it('answers an unknown path with 404, the message and a link home', async () => {
    const { user } = renderWithProviders(undefined, { route: '/no-such-page' });

    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(
      screen.getByText("Oops! The page you're looking for does not exist."),
    ).toBeInTheDocument();
    const home = screen.getByRole('link', { name: 'Go back to Home' });
    expect(home).toHaveAttribute('href', '/');

    await user.click(home);
    expect(await screen.findByRole('heading', { name: /Together we can/ })).toBeInTheDocument();
  });
});
