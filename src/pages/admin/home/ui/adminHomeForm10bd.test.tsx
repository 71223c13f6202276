import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { FORM_10BD_URL } from '@/test/mocks/gift';
import { demoAdmin } from '@/test/mocks/session';
import { mockServer, renderWithProviders, signedIn } from '@/test/app';

// Each test loads the admin's lazy chunks (antd) into a fresh module registry.
jest.setTimeout(60_000);

/** What the browser was handed to save: the file's name and its text. */
function catchSavedFiles() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  // jsdom has no object URLs and no downloads: the browser's two ends of saving a file.
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return saved;
}

afterEach(() => jest.restoreAllMocks());

describe('Form 10BD on the admin home', () => {
  it("saves a year's Form 10BD, fetched with the token, as a CSV file", async () => {
    const saved = catchSavedFiles();
    let authorization: string | null = null;
    mockServer.events.on('request:start', ({ request }) => {
      if (request.url.includes('form-10bd')) authorization = request.headers.get('authorization');
    });
    renderWithProviders(undefined, { route: '/admin', preloadedState: signedIn });
    const heading = await screen.findByRole('heading', { name: 'Form 10BD' }, { timeout: 15_000 });
    const section = heading.closest('section')!;
    expect(within(section).getByText(/Fill in the pre-acknowledgement number/)).toBeVisible();

    const user = userEvent.setup();
    // The demo gifts are all in 2025-26.
    await user.click(within(section).getByRole('button', { name: 'Form 10BD (CSV), 2025-26' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved.map(({ name }) => name)).toEqual(['form-10bd-2025-26.csv']);
    const bytes = new Uint8Array(await saved[0]!.blob.arrayBuffer());
    // The byte-order mark first, so a spreadsheet reads Urdu names as UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith('Sr. No.,Pre Acknowledgement Number,ID Code,')).toBe(true);
    expect(text).toContain(',,1,AAAPH1234K,Section 80G,,,Syed Arif Hussain,');
    expect(authorization).toBe(`Bearer ${demoAdmin.token}`);
    mockServer.events.removeAllListeners();
  });

  it('says so when the download fails, in Urdu', async () => {
    catchSavedFiles();
    mockServer.use(
      http.get(FORM_10BD_URL, () =>
        HttpResponse.json({ statusCode: 500, error: 'x', message: 'x' }, { status: 500 }),
      ),
    );
    renderWithProviders(undefined, {
      route: '/admin',
      preloadedState: { ...signedIn, language: { language: 'ur' } },
    });
    const button = await screen.findByRole(
      'button',
      { name: 'فارم 10BD (CSV)، 2025-26' },
      { timeout: 15_000 },
    );
    await userEvent.setup().click(button);
    expect(
      await screen.findByText('فارم 10BD ڈاؤن لوڈ نہیں ہو سکا، براہ کرم دوبارہ کوشش کریں'),
    ).toBeInTheDocument();
  });
});
