import { blankTrust } from '@contract/settings';
import type { TestApp } from './testApp';
import { form, makeJpeg } from './fixtures';

/** A valid new project's multipart fields; tests override what they are about. */
export const PROJECT_FIELDS = {
  projectId: 'clean-water',
  title: 'Clean water',
  projectDetails: 'Wells for twelve villages',
  goal: '100000',
  link: 'https://example.org/donate?id=3',
};

/** POST /api/v1/projects as the signed-in admin, with a JPEG photo unless told otherwise. */
export async function createProject(
  t: TestApp,
  fields: Record<string, string | undefined> = {},
  withImage = true,
) {
  return t.inject({
    method: 'POST',
    url: '/api/v1/projects',
    payload: form(
      { ...PROJECT_FIELDS, ...fields },
      withImage ? { image: { data: await makeJpeg(), filename: 'well.jpg' } } : {},
    ),
    headers: t.auth,
  });
}

export const projectRows = (t: TestApp) => t.app.db.selectFrom('projects').selectAll().execute();

export const UPI_TRUST = { upiId: 'roshni.trust@sbi', upiPayee: 'Roshni Welfare Trust' };

/** The trust's UPI ID and payee (the `trust` setting), which UPI giving needs; blank turns it off. */
export async function setUpiTrust(
  t: TestApp,
  upi: { upiId: string; upiPayee: string } = UPI_TRUST,
) {
  const { db } = t.app;
  await db.deleteFrom('settings').where('name', '=', 'trust').execute();
  const content = JSON.stringify({ ...blankTrust(), ...upi });
  await db.insertInto('settings').values({ name: 'trust', content }).execute();
}
