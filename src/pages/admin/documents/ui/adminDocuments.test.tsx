import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  enter,
  file,
  findHeading,
  mockServer,
  openAdminInUrdu,
  openScreen,
  useMockBackend,
} from '@/test/app';
import { DOCUMENTS_URL, demoDocuments, documentBackend } from '@/test/mocks/trust-document';

// Each test loads the admin's lazy chunks (antd) into a fresh module registry.
jest.setTimeout(90_000);

const MB = 1024 * 1024;

async function fillForm(user: Awaited<ReturnType<typeof openScreen>>['user'], pdf: File) {
  await user.upload(screen.getByLabelText('PDF file'), pdf);
  await enter(user, 'Financial year', '2025-26');
  await user.click(screen.getByRole('combobox', { name: 'Kind' }));
  await user.click(await screen.findByTitle('Audited accounts'));
  await enter(user, screen.getAllByLabelText(/Title/)[0]!, 'Audited accounts 2025-26');
}

describe('the admin documents screens', () => {
  it('lists the documents with year, titles, kind and size, and deletes one after asking', async () => {
    const backend = useMockBackend(documentBackend());
    const { user } = await openScreen('/admin/documents/list', 'Documents');

    const report = demoDocuments[0]!;
    const row = within((await screen.findByText(report.title)).closest('tr')!);
    expect(row.getByText('2024-25')).toBeInTheDocument();
    expect(row.getByText('سالانہ رپورٹ 2024-25')).toBeInTheDocument();
    expect(row.getByText('Annual report')).toBeInTheDocument();
    expect(row.getByText('245 KB')).toBeInTheDocument();
    expect(row.getByRole('link', { name: report.title })).toHaveAttribute('download');

    await user.click(row.getByRole('button', { name: `Delete ${report.title}` }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(screen.queryByText(report.title)).not.toBeInTheDocument());
    expect(backend.sent).toEqual([{ method: 'DELETE', id: report.id }]);
  });

  it('adds a PDF with its year, kind and title, and shows it in the list', async () => {
    const backend = useMockBackend(documentBackend());
    const { user } = await openScreen('/admin/documents/add', 'Add a document');

    await fillForm(user, file('accounts.pdf', 'application/pdf', 2 * MB));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await findHeading('Documents');
    expect(await screen.findByText('Audited accounts 2025-26')).toBeInTheDocument();
    expect(backend.sent).toEqual([
      {
        method: 'POST',
        fields: {
          year: '2025-26',
          title: 'Audited accounts 2025-26',
          titleUr: '',
          kind: 'auditedAccounts',
          file: { fileName: 'accounts.pdf', type: 'application/pdf', size: 2 * MB },
        },
      },
    ]);
  });

  it('refuses in the browser a file that is no PDF, or over 10 MB, and a year of the wrong shape', async () => {
    const backend = useMockBackend(documentBackend());
    const { user } = await openScreen('/admin/documents/add', 'Add a document');

    await user.upload(screen.getByLabelText('PDF file'), file('report.html', 'text/html', 10));
    expect(await screen.findByText('Only PDF files are allowed.')).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('PDF file'),
      file('big.pdf', 'application/pdf', 10 * MB + 1),
    );
    expect(await screen.findByText('File size must be 10MB or less')).toBeInTheDocument();
    await enter(user, 'Financial year', '2025-27');
    await user.tab();
    expect(await screen.findByText('Enter a financial year like 2024-25')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(backend.sent).toEqual([]);
  });

  it("tells the server's refusal of a file that is no PDF in the admin's language", async () => {
    mockServer.use(
      http.post(DOCUMENTS_URL, () =>
        HttpResponse.json(
          {
            statusCode: 415,
            error: 'Unsupported Media Type',
            message: 'Only PDF files are allowed.',
          },
          { status: 415 },
        ),
      ),
    );
    const { user } = openAdminInUrdu('/admin/documents/add');
    await findHeading('دستاویز شامل کریں');
    await user.upload(screen.getByLabelText('پی ڈی ایف فائل'), file('x.pdf', 'application/pdf', 9));
    await enter(user, 'مالی سال', '2025-26');
    await user.click(screen.getByRole('combobox', { name: 'قسم' }));
    await user.click(await screen.findByTitle('دستاویز'));
    await enter(user, screen.getAllByLabelText(/عنوان/)[0]!, 'Report');
    await user.click(screen.getByRole('button', { name: 'محفوظ کریں' }));

    expect(await screen.findByText('صرف پی ڈی ایف فائلیں قابلِ قبول ہیں۔')).toBeInTheDocument();
  });
});
