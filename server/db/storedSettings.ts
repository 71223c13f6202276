import type { SettingContents, SettingName } from '@contract/settings';
import type { Db } from './connect';

/**
 * The named settings as stored (their JSON parsed), read in one query by what the server says
 * with them: a receipt and its mail (the trust, the site's name, the wording), the UPI QR code.
 * A setting never saved is absent; callers fill what they need (trustOf).
 */
export async function storedSettings<Name extends SettingName>(
  db: Db,
  names: readonly Name[],
): Promise<Partial<Pick<SettingContents, Name>>> {
  const rows = await db
    .selectFrom('settings')
    .select(['name', 'content'])
    .where('name', 'in', names)
    .execute();
  return Object.fromEntries(
    rows.map(({ name, content }) => [name, JSON.parse(content) as unknown]),
  ) as Partial<Pick<SettingContents, Name>>;
}
