import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import { MAX_IMPORT_BYTES } from '@contract/gifts';
import { IMPORT_PREVIEW_URL, demoGiftsByProject, toldGift } from '@/test/mocks/gift';
import { demoProjects } from '@/test/mocks/project';
import {
  file,
  findHeading,
  mockServer,
  openAdminInUrdu,
  openScreen,
  tableRows,
  useGiftBackends,
} from '@/test/app';

// Each test loads the admin's lazy chunks (antd) into a fresh module registry.
jest.setTimeout(60_000);

const project = demoProjects[0]!;
const route = `/admin/projects/${project.projectId}/donations`;

const csvFile = (text: string, name = 'statement.csv') =>
  new NodeFile([text], name, { type: 'text/csv' }) as unknown as File;

/** A bank statement: a good row, a row with paise and no reference, and one recorded already. */
const WITH_A_BAD_ROW =
  'Date,UTR,Amount,Name\r\n' +
  '01/05/2025,UTR900001,"1,20,000","Siddiqui, Ayesha"\r\n' +
  '2025-05-02,,10.50,Bilal\r\n' +
  '2025-05-03,UTR402812345678,5000,Syed Arif Hussain\r\n';
const CORRECTED =
  'Date,UTR,Amount,Name\r\n' +
  '01/05/2025,UTR900001,"1,20,000","Siddiqui, Ayesha"\r\n' +
  '2025-05-02,UTR900002,1050,Bilal Qureshi\r\n' +
  '2025-05-03,UTR402812345678,5000,Syed Arif Hussain\r\n';

const preview = (name = 'statement.csv') =>
  screen.findByRole('region', { name: `Preview: ${name}` });

/** The preview of `csv` on the gifts screen in Urdu (with the gift backends in use). */
async function previewInUrdu(csv: string) {
  openAdminInUrdu(route);
  const user = userEvent.setup({ applyAccept: false });
  await findHeading('عطیات');
  await user.upload(
    await screen.findByLabelText('عطیات درآمد کریں (CSV)', { selector: 'input' }),
    csvFile(csv),
  );
  return screen.findByRole('region', { name: 'پیش نظارہ: statement.csv' });
}
describe('importing gifts from a CSV file', () => {
  it('previews each row with its reasons, and imports only once every row is OK', async () => {
    const gifts = useGiftBackends();
    const { user } = await openScreen(route, 'Donations');
    const input = await screen.findByLabelText('Import gifts (CSV)', { selector: 'input' });

    await user.upload(input, csvFile(WITH_A_BAD_ROW));
    const region = await preview();
    expect(within(region).getByRole('status')).toHaveTextContent(
      'To import: 1 (₹1,20,000). Already recorded: 1. With problems: 1.',
    );
    expect(tableRows(region)).toEqual([
      ['2', '01 May 2025', 'Siddiqui, Ayesha', '₹1,20,000', 'UTR900001', 'OK'],
      [
        '3',
        '02 May 2025',
        'Bilal',
        '—',
        '—',
        'Amount: whole rupees only, no paiseReference: missing',
      ],
      ['4', '03 May 2025', 'Syed Arif Hussain', '₹5,000', 'UTR402812345678', 'Already recorded'],
    ]);
    expect(within(region).getByRole('button', { name: 'Import 1 gift' })).toBeDisabled();
    // Nothing is stored by a preview.
    expect(gifts.gifts(project.projectId)).toHaveLength(
      demoGiftsByProject[project.projectId]!.length,
    );

    await user.upload(input, csvFile(CORRECTED));
    await waitFor(() =>
      expect(within(region).getByRole('status')).toHaveTextContent('With problems: 0.'),
    );
    // Receipts go to the donors with an e-mail unless the admin says no.
    expect(
      within(region).getByRole('checkbox', {
        name: 'Send receipts by e-mail to donors with an e-mail',
      }),
    ).toBeChecked();
    await user.click(within(region).getByRole('button', { name: 'Import 2 gifts' }));

    expect(await screen.findByText('2 gifts imported (₹1,21,050)')).toBeInTheDocument();
    expect(gifts.sent).toEqual([
      { method: 'POST import', projectId: project.projectId, query: '?sendReceipts=true' },
    ]);
    expect(
      screen.queryByRole('region', { name: 'Preview: statement.csv' }),
    ).not.toBeInTheDocument();
    // The donors list reloads through the cache tags.
    expect(await screen.findByText('Siddiqui, Ayesha', { selector: 'td *' })).toBeInTheDocument();
    expect(screen.getByText('Bilal Qureshi', { selector: 'td *' })).toBeInTheDocument();
  });

  it('warns of a cash row above ₹2,000, and imports it all the same', async () => {
    useGiftBackends();
    const { user } = await openScreen(route, 'Donations');
    const input = await screen.findByLabelText('Import gifts (CSV)', { selector: 'input' });

    await user.upload(
      input,
      csvFile(
        'Date,UTR,Amount,Mode\r\n2025-05-01,CASH001,5000,Cash\r\n2025-05-01,CASH002,2000,Cash\r\n',
      ),
    );
    const region = await preview();
    expect(tableRows(region).map((row) => row.at(-1))).toEqual([
      'OKCash above ₹2,000: no tax deduction',
      'OK',
    ]);
    await user.click(within(region).getByRole('button', { name: 'Import 2 gifts' }));
    expect(await screen.findByText('2 gifts imported (₹7,000)')).toBeInTheDocument();
  });

  it("keeps each donor's language and wish for updates, and sends no receipts when unticked", async () => {
    const gifts = useGiftBackends();
    const { user } = await openScreen(route, 'Donations');
    await user.upload(
      await screen.findByLabelText('Import gifts (CSV)', { selector: 'input' }),
      csvFile(
        'Date,UTR,Amount,Name,Email,Language,Updates\r\n' +
          '2025-05-01,UTR900001,500,Nusrat Begum,nusrat@example.org,اردو,yes\r\n' +
          '2025-05-02,UTR900002,700,Ravi Kumar,ravi@example.org,English,no\r\n',
      ),
    );
    const region = await preview();
    await user.click(
      within(region).getByRole('checkbox', {
        name: 'Send receipts by e-mail to donors with an e-mail',
      }),
    );
    await user.click(within(region).getByRole('button', { name: 'Import 2 gifts' }));
    expect(await screen.findByText('2 gifts imported (₹1,200)')).toBeInTheDocument();
    expect(gifts.sent).toEqual([
      { method: 'POST import', projectId: project.projectId, query: '?sendReceipts=false' },
    ]);
    const stored = gifts.gifts(project.projectId);
    expect(stored.find(({ donorName }) => donorName === 'Nusrat Begum')).toMatchObject({
      donorLanguage: 'ur',
      wantsUpdates: true,
    });
    expect(stored.find(({ donorName }) => donorName === 'Ravi Kumar')).toMatchObject({
      donorLanguage: 'en',
      wantsUpdates: false,
    });
    // The gifts table names each donor's language.
    const row = (await screen.findByText('Nusrat Begum', { selector: 'td *' })).closest('tr')!;
    expect(within(row).getByText('اردو')).toHaveAttribute('lang', 'ur');
  });

  it('tells, in Urdu, that updates need an e-mail, and offers the receipts in Urdu', async () => {
    useGiftBackends();
    const region = await previewInUrdu(
      'Date,UTR,Amount,Updates\r\n2025-05-01,UTR900001,500,yes\r\n',
    );
    expect(
      within(region).getByText(
        'تازہ خبریں: ای میل پتا ضروری ہے، کیونکہ تازہ خبریں ای میل سے بھیجی جاتی ہیں',
      ),
    ).toBeInTheDocument();
    expect(
      within(region).getByRole('checkbox', {
        name: 'جن عطیہ دہندگان کا ای میل ہے انہیں رسید ای میل سے بھیجیں',
      }),
    ).toBeChecked();
  });

  it("tells each row's reasons in Urdu", async () => {
    useGiftBackends();
    const region = await previewInUrdu(WITH_A_BAD_ROW);
    expect(within(region).getByText('رقم: صرف پورے روپے، پیسے نہیں')).toBeInTheDocument();
    expect(within(region).getByText('حوالہ نمبر: درج نہیں')).toBeInTheDocument();
    expect(within(region).getByText('پہلے سے درج')).toBeInTheDocument();
    // Dates with the Urdu month, read from the day (right to left).
    const date = within(region).getByText('01 مئی 2025');
    expect(date).toHaveAttribute('dir', 'rtl');
    expect(within(region).getByRole('button', { name: '1 عطیہ درآمد کریں' })).toBeDisabled();
  });

  it('refuses a file over 2 MB in the browser, and tells a missing column', async () => {
    let previews = 0;
    mockServer.events.on('request:start', ({ request }) => {
      if (request.url.includes('/import/preview')) previews += 1;
    });
    useGiftBackends();
    const { user } = await openScreen(route, 'Donations');
    const input = await screen.findByLabelText('Import gifts (CSV)', { selector: 'input' });
    await user.upload(input, file('huge.csv', 'text/csv', MAX_IMPORT_BYTES + 1));
    expect(await screen.findByText('The file is larger than 2 MB')).toBeInTheDocument();
    expect(previews).toBe(0);

    await user.upload(input, csvFile('Date,Amount,Name\n2025-05-01,100,Asha\n'));
    expect(await screen.findByText('The file has no “Reference” column')).toBeInTheDocument();
    expect(previews).toBe(1);
    mockServer.events.removeAllListeners();
  });

  it('says when the server cannot read the file', async () => {
    useGiftBackends();
    mockServer.use(
      http.post(IMPORT_PREVIEW_URL, () =>
        HttpResponse.json(
          { statusCode: 400, error: 'Bad Request', message: 'x', field: 'rows' },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openScreen(route, 'Donations');
    await user.upload(
      await screen.findByLabelText('Import gifts (CSV)', { selector: 'input' }),
      csvFile(CORRECTED),
    );
    expect(
      await screen.findByText('At most 5,000 gifts can be imported at once'),
    ).toBeInTheDocument();
  });

  it('confirms a gift a donor told of when the statement shows its reference and amount', async () => {
    const recorded = demoGiftsByProject[project.projectId]!;
    const gifts = useGiftBackends({
      ...demoGiftsByProject,
      [project.projectId]: [
        toldGift(),
        toldGift({ id: 98, donorName: 'Imran Ali', amount: 700, paymentReference: '604300000777' }),
        ...recorded,
      ],
    });
    const { user } = await openScreen(route, 'Donations');
    expect(await screen.findByRole('region', { name: 'Waiting for confirmation' })).toBeVisible();
    const input = await screen.findByLabelText('Import gifts (CSV)', { selector: 'input' });

    await user.upload(
      input,
      csvFile(
        'Date,UTR,Amount\r\n' +
          '2026-02-13,604312345678,5000\r\n' +
          '2026-02-13,UTR900003,800\r\n' +
          '2026-02-13,604300000777,900\r\n',
      ),
    );
    const region = await preview();
    expect(within(region).getByRole('status')).toHaveTextContent(
      'To import: 1 (₹800). Already recorded: 1. With problems: 0. Waiting gifts it confirms: 1.',
    );
    expect(tableRows(region)[0]).toEqual([
      '2',
      '13 Feb 2026',
      '—',
      '₹5,000',
      '604312345678',
      'Confirms a waiting gift',
    ]);
    expect(tableRows(region)[2]?.[5]).toBe('Told of as ₹700: decide it by hand');
    await user.click(within(region).getByRole('button', { name: 'Import 2 gifts' }));

    expect(
      await screen.findByText('1 gift imported (₹800); 1 waiting gift confirmed'),
    ).toBeInTheDocument();
    expect(gifts.gifts(project.projectId).find(({ id }) => id === 99)).toMatchObject({
      status: 'confirmed',
      receiptNumber: expect.stringMatching(/^2025-26\//),
    });
    // Imran Ali's gift, told of as ₹700, still waits for an admin.
    const waiting = within(screen.getByRole('region', { name: 'Waiting for confirmation' }));
    await waitFor(() => expect(waiting.queryByText('Nusrat Begum')).not.toBeInTheDocument());
    expect(waiting.getByText('Imran Ali')).toBeInTheDocument();
  });
});
