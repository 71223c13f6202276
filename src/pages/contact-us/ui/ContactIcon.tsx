import { LineIcon } from '@/shared/ui/line-icon';

export type ContactIconKind = 'email' | 'phone' | 'office';

/** Outline glyphs (after Feather, MIT); decoration beside a heading that names the block. */
const SHAPES: Record<ContactIconKind, string[]> = {
  email: [
    'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z',
    'M22 6l-10 7L2 6',
  ],
  phone: [
    'M22 16.92v3a2 2 0 0 1-2.18 2 19.79 19.79 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6 19.79 19.79 0 0 1-3.07-8.67A2 2 0 0 1 4.11 2h3a2 2 0 0 1 2 1.72 12.84 12.84 0 0 0 .7 2.81 2 2 0 0 1-.45 2.11L8.09 9.91a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45 12.84 12.84 0 0 0 2.81.7A2 2 0 0 1 22 16.92z',
  ],
  office: ['M21 10c0 7-9 13-9 13s-9-6-9-13a9 9 0 0 1 18 0z', 'M12 13a3 3 0 1 0 0-6 3 3 0 0 0 0 6z'],
};

export function ContactIcon({ kind }: { kind: ContactIconKind }) {
  return (
    <span className="icon-badge contact-card__icon">
      <LineIcon paths={SHAPES[kind]} roundJoins />
    </span>
  );
}
