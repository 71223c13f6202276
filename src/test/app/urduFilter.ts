import { screen, waitFor, within } from '@testing-library/react';
import { findHeading, openAdmin } from './admin';
import { mockServer } from './renderWithProviders';

type PagedUrduList<T> = {
  /** The list's address and heading. */
  route: string;
  title: string;
  /** The items its first page shows, the name it shows each by, and which lack Urdu. */
  shown: readonly T[];
  nameOf: (item: T) => string;
  lacksUrdu: (item: T) => boolean;
};

/** What the list asked the API for, as `urdu=` of each request (null: every item). */
function urduAsked(): (string | null)[] {
  const asked: (string | null)[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    if (request.method === 'GET') asked.push(new URL(request.url).searchParams.get('urdu'));
  });
  return asked;
}

const region = (title: string) => screen.getByRole('region', { name: title });

/**
 * A server-paged admin list marks its items lacking Urdu, and the filter above it asks the
 * server for only those (`?urdu=missing`), as an address with it does.
 */
export async function checkPagedUrduFilter<T>({
  route,
  title,
  shown,
  nameOf,
  lacksUrdu,
}: PagedUrduList<T>) {
  const lacking = shown.filter(lacksUrdu).map(nameOf);
  const having = shown.filter((item) => !lacksUrdu(item)).map(nameOf);
  expect(lacking.length).toBeGreaterThan(0);
  expect(having.length).toBeGreaterThan(0);
  const asked = urduAsked();
  const { user } = openAdmin(route);
  await findHeading(title);
  for (const name of [...lacking, ...having]) {
    expect(await within(region(title)).findAllByText(name)).not.toHaveLength(0);
  }
  expect(within(region(title)).getAllByText('Urdu missing', { selector: '.ant-tag' })).toHaveLength(
    lacking.length,
  );
  expect(asked).not.toContain('missing');

  await user.click(
    within(region(title)).getByText('Urdu missing', { selector: '.ant-segmented *' }),
  );
  await waitFor(() => expect(within(region(title)).queryByText(having[0]!)).toBeNull());
  for (const name of lacking) {
    expect(within(region(title)).getAllByText(name)).not.toHaveLength(0);
  }
  expect(within(region(title)).queryAllByText('Has Urdu')).toHaveLength(0);
  expect(asked).toContain('missing');
  mockServer.events.removeAllListeners();
}
