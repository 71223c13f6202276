import { useTestApp } from '../test/testApp';
import { form, makePng } from '../test/fixtures';

const t = useTestApp();

beforeEach(async () => {
  const answer = await t.admin({
    method: 'POST',
    url: '/api/v1/projects',
    payload: form(
      {
        projectId: 'clean-water',
        title: 'Clean water',
        titleUr: 'صاف پانی',
        projectDetails: 'Details',
        goal: '10000',
        link: 'https://example.org/donate',
        acceptsZakat: 'true',
      },
      { image: { data: await makePng() } },
    ),
  });
  expect(answer.statusCode).toBe(201);
});

const give = async (payload: Record<string, unknown>) => {
  const answer = await t.admin({
    method: 'POST',
    url: '/api/v1/projects/clean-water/donations',
    payload,
  });
  expect(answer.statusCode).toBe(201);
  return answer.json<{ id: number }>().id;
};

const receipt = (id: number, headers: Record<string, string> = t.auth) =>
  t.inject({ url: `/api/v1/donations/${id}/receipt`, headers });

describe('GET /api/v1/donations/{id}/receipt', () => {
  it("answers what the receipt says: number, donor's id and address, mode, purpose, project", async () => {
    const id = await give({
      donorName: 'Syed Arif Hussain',
      shownAs: 'anonymous',
      amount: 120000,
      date: '2025-04-10',
      purpose: 'zakat',
      donorIdType: 'pan',
      donorIdNumber: 'AAAPH1234K',
      donorAddress: '4-1-12 Abids, Hyderabad',
      donorEmail: 'arif@example.org',
      paymentMode: 'upi',
      paymentReference: 'UTR402812345678',
    });
    const answer = await receipt(id);
    expect(answer.statusCode).toBe(200);
    // The receipt names the donor even when the public sees "Anonymous": it is the donor's own.
    expect(answer.json()).toEqual({
      id,
      receiptNumber: '2025-26/0001',
      donorName: 'Syed Arif Hussain',
      amount: 120000,
      date: '2025-04-10',
      purpose: 'zakat',
      paymentMode: 'upi',
      paymentReference: 'UTR402812345678',
      donorIdType: 'pan',
      donorIdNumber: 'AAAPH1234K',
      donorAddress: '4-1-12 Abids, Hyderabad',
      project: { projectId: 'clean-water', title: 'Clean water', titleUr: 'صاف پانی' },
      // A site whose trust lists no 80G registration promises no deduction (receiptWording.test.ts).
      deduction: null,
    });
  });

  it('has none for a gift not confirmed, and none for a gift not there', async () => {
    const id = await give({ amount: 500, date: '2025-04-10' });
    await t.app.db.updateTable('donations').set({ status: 'pending' }).execute();
    expect((await receipt(id)).statusCode).toBe(409);
    expect((await receipt(id + 1)).statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const id = await give({ amount: 500, date: '2025-04-10' });
    expect((await receipt(id, {})).statusCode).toBe(401);
  });
});
