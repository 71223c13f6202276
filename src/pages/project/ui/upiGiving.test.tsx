import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { blankTrust } from '@contract/settings';
import { PLEDGES_URL, giftBackend } from '@/test/mocks/gift';
import { settingsWith } from '@/test/mocks/setting';
import { mockServer, renderWithProviders, useMockBackend } from '@/test/app';

const ROUTE = '/projects/ramadan-ration-kits';
const UTR = '604312345678';

async function openForm(route = ROUTE, language: 'en' | 'ur' = 'en') {
  const view = renderWithProviders(undefined, {
    route,
    preloadedState: { language: { language } },
  });
  const tell = await screen.findByRole('button', {
    name:
      language === 'en' ? 'I have paid: tell the trust' : 'میں نے ادائیگی کر دی: ٹرسٹ کو بتائیں',
  });
  await view.user.click(tell);
  const form = await screen.findByRole('form', {
    name: language === 'en' ? 'Tell us about your gift' : 'اپنے عطیے کے بارے میں بتائیں',
  });
  return { ...view, form };
}

describe('UPI giving on a project page', () => {
  it('shows the QR code of the trust and, for phones, the UPI payment link', async () => {
    renderWithProviders(undefined, { route: ROUTE });

    const qr = await screen.findByRole('img', {
      name: 'QR code to pay helpinghands@example by UPI',
    });
    expect(qr).toHaveAttribute('src', '/api/v1/projects/ramadan-ration-kits/upi.svg');
    // Its size is set, so nothing moves when it arrives.
    expect(qr).toHaveAttribute('width', '184');
    expect(qr).toHaveAttribute('height', '184');
    expect(screen.getByRole('link', { name: 'Pay with UPI' })).toHaveAttribute(
      'href',
      'upi://pay?pa=helpinghands%40example&pn=Helping%20Hands%20Trust&tn=Ramadan%20Ration%20Kits&cu=INR',
    );
    expect(screen.getByText('helpinghands@example')).toBeInTheDocument();
  });

  it('offers nothing without the trust’s UPI ID', async () => {
    mockServer.use(settingsWith({ trust: blankTrust() }));
    renderWithProviders(undefined, { route: ROUTE });
    expect(await screen.findByRole('link', { name: 'Donate Now' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pay by UPI' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay with UPI' })).not.toBeInTheDocument();
  });

  it('takes a pledge and thanks the donor, saying what happens next', async () => {
    const backend = useMockBackend(giftBackend());
    const { user, form } = await openForm();
    await user.type(within(form).getByLabelText('Your name (optional)'), 'Asha Rao');
    await user.type(within(form).getByLabelText('Amount paid, in rupees'), '1500');
    await user.type(within(form).getByLabelText('UPI reference (UTR)'), UTR);
    // Zakat is offered: this project accepts it.
    await user.selectOptions(within(form).getByLabelText('What is it for?'), 'Zakat');
    await user.click(within(form).getByRole('radio', { name: 'My initials' }));
    await user.click(within(form).getByRole('button', { name: 'Send' }));

    const thanks = await screen.findByText(
      'Thank you! We will check the payment and confirm your gift within a few days. It will then show on this page.',
    );
    // Announced to screen readers as it appears.
    expect(thanks).toHaveAttribute('role', 'status');
    expect(backend.sent).toEqual([
      {
        method: 'POST',
        projectId: 'ramadan-ration-kits',
        body: {
          donorName: 'Asha Rao',
          amount: 1500,
          paymentReference: UTR,
          purpose: 'zakat',
          shownAs: 'initials',
          hideAmount: false,
          wantsUpdates: false,
          donorLanguage: 'en',
        },
      },
    ]);
    // Pending: the public list of donors does not show it.
    expect(screen.queryByText('A. R.')).not.toBeInTheDocument();
  });

  it('links the form to what is kept about donors, in a new tab so the form stays', async () => {
    const { form } = await openForm();
    const link = within(form).getByRole('link', { name: 'How we keep your details' });
    expect(link).toHaveAttribute('href', '/privacy');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('thanks the donor in Urdu, and tells the trust the donor reads Urdu', async () => {
    const backend = useMockBackend(giftBackend());
    const { user, form } = await openForm(ROUTE, 'ur');
    await user.type(within(form).getByLabelText('ادا کی گئی رقم، روپوں میں'), '500');
    await user.type(within(form).getByLabelText('یو پی آئی حوالہ نمبر (UTR)'), UTR);
    await user.type(within(form).getByLabelText('ای میل'), 'nusrat@example.org');
    await user.click(
      within(form).getByRole('checkbox', { name: 'مجھے اس منصوبے کی تازہ خبریں بھیجیں' }),
    );
    await user.click(within(form).getByRole('button', { name: 'بھیجیں' }));
    expect(
      await screen.findByText(
        'شکریہ! ہم ادائیگی کی جانچ کر کے چند دنوں میں آپ کے عطیے کی تصدیق کریں گے۔ اس کے بعد یہ اس صفحے پر نظر آئے گا۔',
      ),
    ).toHaveAttribute('role', 'status');
    expect(backend.sent[0]?.body).toMatchObject({
      donorEmail: 'nusrat@example.org',
      wantsUpdates: true,
      donorLanguage: 'ur',
    });
  });

  it('asks for what a receipt needs, saying what each is for, and sends what is given', async () => {
    const backend = useMockBackend(giftBackend());
    const { user, form } = await openForm();
    const receipt = within(form).getByRole('group', { name: 'Your receipt (optional)' });
    expect(receipt).toHaveAccessibleDescription(
      'We use these only for your gift: the receipt goes to your e-mail, and to your phone as a WhatsApp message. An 80G receipt carries your PAN and address, as the Income-tax rules ask. Updates come only if you tick the box. How we keep your details',
    );
    const privacy = within(receipt).getByRole('link', { name: 'How we keep your details' });
    expect(privacy).toHaveAttribute('href', '/privacy');
    expect(privacy).toHaveAttribute('target', '_blank');

    // Updates go by e-mail: the box waits for one, and says so.
    const updates = within(form).getByRole('checkbox', {
      name: 'Send me updates about this project',
    });
    expect(updates).toBeDisabled();
    expect(updates).not.toBeChecked();
    expect(updates).toHaveAccessibleDescription('Give your e-mail to get updates.');

    await user.type(within(form).getByLabelText('Amount paid, in rupees'), '2500');
    await user.type(within(form).getByLabelText('UPI reference (UTR)'), UTR);
    await user.type(within(form).getByLabelText('E-mail'), 'asha.rao@example.org');
    expect(updates).toBeEnabled();
    await user.click(updates);
    await user.type(within(form).getByLabelText('Phone (WhatsApp)'), '+91 98450-12345');
    await user.type(within(form).getByLabelText('PAN, for an 80G receipt'), 'abcde 1234 f');
    await user.type(
      within(form).getByLabelText('Address, for an 80G receipt'),
      '12 Lodhi Lane, Delhi',
    );
    await user.click(within(form).getByRole('button', { name: 'Send' }));

    await screen.findByText(/^Thank you!/);
    expect(backend.sent).toEqual([
      expect.objectContaining({
        body: {
          donorName: '',
          amount: 2500,
          paymentReference: UTR,
          purpose: 'general',
          shownAs: 'name',
          hideAmount: false,
          donorEmail: 'asha.rao@example.org',
          donorPhone: '+919845012345',
          donorPan: 'ABCDE1234F',
          donorAddress: '12 Lodhi Lane, Delhi',
          wantsUpdates: true,
          donorLanguage: 'en',
        },
      }),
    ]);
  });

  it('says what the receipt details are for, and links the privacy page, in Urdu', async () => {
    const { form } = await openForm(ROUTE, 'ur');
    const receipt = within(form).getByRole('group', { name: 'آپ کی رسید (اختیاری)' });
    expect(receipt).toHaveAccessibleDescription(
      'یہ معلومات صرف آپ کے عطیے کے لیے استعمال ہوں گی: رسید آپ کے ای میل پر، اور واٹس ایپ پیغام کے ذریعے آپ کے فون پر بھیجی جائے گی۔ انکم ٹیکس کے قواعد کے مطابق 80G رسید پر آپ کا پین (PAN) اور پتا درج ہوتا ہے۔ تازہ خبریں صرف اسی صورت میں بھیجی جائیں گی جب آپ خانے پر نشان لگائیں۔ ہم آپ کی معلومات کیسے رکھتے ہیں',
    );
    expect(
      within(receipt).getByRole('link', { name: 'ہم آپ کی معلومات کیسے رکھتے ہیں' }),
    ).toHaveAttribute('href', '/privacy');
    expect(
      within(form).getByRole('checkbox', { name: 'مجھے اس منصوبے کی تازہ خبریں بھیجیں' }),
    ).toHaveAccessibleDescription('تازہ خبروں کے لیے اپنا ای میل درج کریں۔');
  });

  it('checks an e-mail, phone and PAN before sending, and words the server’s refusal in Urdu', async () => {
    const backend = useMockBackend(giftBackend());
    const { user, form } = await openForm();
    await user.type(within(form).getByLabelText('Amount paid, in rupees'), '100');
    await user.type(within(form).getByLabelText('UPI reference (UTR)'), UTR);
    await user.type(within(form).getByLabelText('E-mail'), 'asha.rao(at)example');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(within(form).getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Enter an e-mail address, such as name@example.com.',
    );
    await user.clear(within(form).getByLabelText('E-mail'));
    await user.type(within(form).getByLabelText('Phone (WhatsApp)'), '98450 1234x');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(within(form).getByLabelText('Phone (WhatsApp)')).toHaveAccessibleDescription(
      'Enter the phone number in digits, with + and the country code first if you like.',
    );
    await user.clear(within(form).getByLabelText('Phone (WhatsApp)'));
    await user.type(within(form).getByLabelText('PAN, for an 80G receipt'), 'ABCDE1234');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(within(form).getByLabelText('PAN, for an 80G receipt')).toHaveAccessibleDescription(
      'A PAN has five letters, four digits and a letter (ABCDE1234F).',
    );
    expect(backend.sent).toEqual([]);
  });

  it('shows the server’s refusal of a field under it, in Urdu', async () => {
    mockServer.use(
      http.post(PLEDGES_URL, () =>
        HttpResponse.json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'donorPan must be a PAN: five letters, four digits and a letter',
            field: 'donorPan',
          },
          { status: 400 },
        ),
      ),
    );
    const { user, form } = await openForm(ROUTE, 'ur');
    await user.type(within(form).getByLabelText('ادا کی گئی رقم، روپوں میں'), '500');
    await user.type(within(form).getByLabelText('یو پی آئی حوالہ نمبر (UTR)'), UTR);
    await user.click(within(form).getByRole('button', { name: 'بھیجیں' }));
    expect(
      await within(form).findByText(
        'پین (PAN) میں پانچ حروف، چار ہندسے اور ایک حرف ہوتا ہے (ABCDE1234F)۔',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('پین (PAN)، 80G رسید کے لیے')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('says what is wrong with a field, before sending and after', async () => {
    const backend = useMockBackend(giftBackend());
    const { user, form } = await openForm();
    await user.type(within(form).getByLabelText('Amount paid, in rupees'), '1.5');
    await user.type(within(form).getByLabelText('UPI reference (UTR)'), '12345');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(within(form).getByLabelText('Amount paid, in rupees')).toHaveAccessibleDescription(
      'Enter the amount you paid, in whole rupees.',
    );
    expect(backend.sent).toEqual([]);

    await user.clear(within(form).getByLabelText('Amount paid, in rupees'));
    await user.type(within(form).getByLabelText('Amount paid, in rupees'), '100');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(within(form).getByLabelText('UPI reference (UTR)')).toHaveAccessibleDescription(
      'The 12-digit number your UPI app shows for the payment. Enter the 12 digits of the UPI reference (UTR).',
    );

    // The server refuses a reference already told, in the donor's words.
    mockServer.use(
      http.post(PLEDGES_URL, () =>
        HttpResponse.json(
          {
            statusCode: 409,
            error: 'Conflict',
            message: 'This payment reference is already recorded',
            field: 'paymentReference',
          },
          { status: 409 },
        ),
      ),
    );
    await user.clear(within(form).getByLabelText('UPI reference (UTR)'));
    await user.type(within(form).getByLabelText('UPI reference (UTR)'), UTR);
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(
      await within(form).findByText('This UPI reference has already been told to us.'),
    ).toBeInTheDocument();
  });

  it('does not offer Zakat where the project does not accept it', async () => {
    const { form } = await openForm('/projects/girls-education');
    const purpose = within(form).getByLabelText('What is it for?');
    expect(within(purpose).queryByRole('option', { name: 'Zakat' })).not.toBeInTheDocument();
    expect(within(purpose).getByRole('option', { name: 'Sadaqah' })).toBeInTheDocument();
  });

  it('tells a donor past the limit to wait, in Urdu', async () => {
    mockServer.use(
      http.post(PLEDGES_URL, () =>
        HttpResponse.json(
          { statusCode: 429, error: 'Too Many Requests', message: 'Too many gifts told' },
          { status: 429, headers: { 'Retry-After': '3600' } },
        ),
      ),
    );
    const { user, form } = await openForm(ROUTE, 'ur');
    await user.type(within(form).getByLabelText('ادا کی گئی رقم، روپوں میں'), '500');
    await user.type(within(form).getByLabelText('یو پی آئی حوالہ نمبر (UTR)'), UTR);
    await user.click(within(form).getByRole('button', { name: 'بھیجیں' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'اس کنکشن سے بہت زیادہ عطیات بتائے گئے ہیں۔',
    );
  });
});
