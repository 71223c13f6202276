import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { SETTINGS_URL, demoSettings, streamedSettingsResponse } from '@/test/mocks/setting';
import { mockServer, renderWithFailedLoad, renderWithProviders } from '@/test/app';

describe('loading screen', () => {
  it('starts at 50%, follows the settings download, then shows the site', async () => {
    mockServer.use(
      http.get(SETTINGS_URL, () =>
        streamedSettingsResponse(demoSettings(), { chunkCount: 4, delayMs: 60 }),
      ),
    );
    renderWithProviders();

    // The text and the bar's value read at one moment: the download moves on meanwhile (a busy
    // machine let it reach 100% between two separate reads).
    const showing = (percent: number) =>
      waitFor(() => {
        expect(screen.getByText(`Loading ${percent}%`)).toBeInTheDocument();
        expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(percent));
      });
    await showing(50);
    await showing(75);

    expect(
      await screen.findByRole('heading', { level: 1, name: /Together we can/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('logs a failed settings request and keeps the loading screen', async () => {
    const logged = await renderWithFailedLoad(SETTINGS_URL, 'Failed to load the site settings');
    expect(screen.getByText('Loading 50%')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    logged.mockRestore();
  });
});
