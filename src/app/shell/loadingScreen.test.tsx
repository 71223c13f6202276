import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SETTINGS_URL, demoSettings, streamedSettingsResponse } from '@/test/mocks/setting';
import { mockServer, renderWithProviders } from '@/test/app';

describe('loading screen', () => {
  it('starts at 50%, follows the settings download, then shows the site', async () => {
    mockServer.use(
      http.get(SETTINGS_URL, () =>
        streamedSettingsResponse(demoSettings(), { chunkCount: 4, delayMs: 60 }),
      ),
    );
    renderWithProviders();

    expect(await screen.findByText('Loading 50%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');

    expect(await screen.findByText('Loading 75%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '75');

    expect(
      await screen.findByRole('heading', { level: 1, name: /Together we can/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('logs a failed settings request and keeps the loading screen', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockServer.use(http.get(SETTINGS_URL, () => HttpResponse.json(null, { status: 500 })));
    renderWithProviders();

    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Failed to load the site settings', expect.anything()),
    );
    expect(screen.getByText('Loading 50%')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    logged.mockRestore();
  });
});
