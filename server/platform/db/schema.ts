import type { ColumnType, Generated } from 'kysely';

/*
 * The tables as the code sees them: camelCase names (Kysely's CamelCasePlugin maps them to the
 * snake_case columns). Image columns hold bare file names; URLs are built with uploadUrl().
 */

type Id = Generated<number>;
/** SQLite keeps booleans as 0/1 and PostgreSQL as true/false; both accept 0/1 on write. */
type Flag = ColumnType<boolean | number, number, number>;

export type AdminsTable = { id: Id; email: string; passwordHash: string; createdAt: string };
export type SettingsTable = { id: Id; name: string; content: string };
export type GalleryImagesTable = { id: Id; name: string; image: string };
export type PartnersTable = { id: Id; name: string; image: string };
export type HighlightsTable = { id: Id; heading: string; subHeading: string; image: string };
export type NewsLogosTable = { id: Id; name: string; image: string };
export type NewsTable = {
  id: Id;
  heading: string;
  logoId: number;
  link: string;
  image: string;
  date: string;
  pinned: Flag;
};
export type TestimonialsTable = { id: Id; name: string; video: string };
export type ProjectsTable = {
  id: Id;
  projectId: string;
  title: string;
  status: 'active' | 'completed';
  goal: number;
  link: string;
  image: string;
  details: string;
};
export type DonationsTable = {
  id: Id;
  projectId: number;
  donorName: string | null;
  amount: number;
  date: string;
  createdAt: string;
};

export type Database = {
  admins: AdminsTable;
  settings: SettingsTable;
  galleryImages: GalleryImagesTable;
  partners: PartnersTable;
  highlights: HighlightsTable;
  newsLogos: NewsLogosTable;
  news: NewsTable;
  testimonials: TestimonialsTable;
  projects: ProjectsTable;
  donations: DonationsTable;
};
