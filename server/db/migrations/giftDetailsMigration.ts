import type { Kysely, Migration } from 'kysely';
import { DONOR_ID_TYPES, PAYMENT_MODES } from '@contract/gifts';
import { addChoiceColumn, createIndex, oneOf } from './steps';

/**
 * What receipts and Form 10BD need of a gift (issue 13), kept for admins only: the donor's id
 * (type and number), address, e-mail and phone, and how it was paid with the payment's reference.
 * Gifts recorded before have none of it, and "other" as their mode. A reference names one gift.
 */
export const giftDetails: Migration = {
  async up(db: Kysely<unknown>) {
    const add = (column: string) =>
      db.schema.alterTable('donations').addColumn(column, 'text').execute();
    await db.schema
      .alterTable('donations')
      .addColumn('donor_id_type', 'text', (c) => c.check(oneOf('donor_id_type', DONOR_ID_TYPES)))
      .execute();
    for (const column of ['donor_id_number', 'donor_address', 'donor_email', 'donor_phone']) {
      await add(column);
    }
    await addChoiceColumn(db, 'donations', 'payment_mode', PAYMENT_MODES, 'other');
    await add('payment_reference');
    await createIndex(
      db,
      'donations_payment_reference',
      'donations',
      ['payment_reference'],
      'unique',
    );
  },
};
