import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { demoCompletedProjects, PROJECT_URL } from '@/test/mocks/project';
import { mockServer, renderWithProviders } from '@/test/app';

const ROUTE = '/activities/flood-relief-2025';

describe('activity page', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the title, the campaigner, the image and the details', async () => {
    renderWithProviders(undefined, { route: ROUTE });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Monsoon Flood Relief' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Campaign by: Helping Hands Trust')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Monsoon Flood Relief' })).toHaveAttribute(
      'src',
      '/user/upload/ProjectPhoto/flood-relief-2025.jpg',
    );
    expect(
      screen.getByText('Food, clean water and medicine for 3,000 families after the floods.'),
    ).toBeInstanceOf(HTMLParagraphElement);
    expect(screen.getByText('Rebuilding forty homes.')).toBeInstanceOf(HTMLParagraphElement);
    await waitFor(() => expect(document.title).toBe('Monsoon Flood Relief | Helping Hands Trust'));
  });

  it('shows a loading placeholder until the project arrives', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    mockServer.use(
      http.get(PROJECT_URL, async () => {
        await answered;
        return HttpResponse.json(demoCompletedProjects[0]);
      }),
    );
    renderWithProviders(undefined, { route: ROUTE });

    const placeholder = await screen.findByText('Loading the activity');
    expect(placeholder.closest('[role="status"]')).toBeVisible();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    answer();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Monsoon Flood Relief' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading the activity')).not.toBeInTheDocument();
  });

  it("says 'failed to fetch data' at the top centre for 3 s when the project cannot be loaded", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockServer.use(http.get(PROJECT_URL, () => HttpResponse.json({}, { status: 500 })));
    renderWithProviders(undefined, { route: ROUTE });

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('failed to fetch data');
    expect(toast.closest('.Toastify__toast-container')).toHaveClass(
      'Toastify__toast-container--top-center',
    );
    expect(
      screen.getByRole('progressbar', { name: 'notification timer', hidden: true }),
    ).toHaveAttribute('style', expect.stringContaining('animation-duration: 3000ms'));
    expect(console.error).toHaveBeenCalled();
  });

  it('answers an unknown project with the not-found page and no toast', async () => {
    renderWithProviders(undefined, { route: '/activities/no-such-activity' });

    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found | Helping Hands Trust'));
  });

  it('shows the campaigner in Urdu', async () => {
    renderWithProviders(undefined, {
      route: ROUTE,
      preloadedState: { language: { language: 'ur' } },
    });

    expect(await screen.findByText('مہم منجانب: ہیلپنگ ہینڈز ٹرسٹ')).toBeInTheDocument();
    // No Urdu given for this one: its title and story show in English, marked English.
    const project = demoCompletedProjects[0]!;
    const title = screen.getByText(project.title, { selector: 'h1 *' });
    expect(title).toHaveAttribute('lang', 'en');
    expect(title).toHaveAttribute('dir', 'ltr');
    const story = screen.getByText(project.projectDetails.split('\n')[0]!);
    expect(story.closest('[lang]')).toHaveAttribute('lang', 'en');
  });
});
