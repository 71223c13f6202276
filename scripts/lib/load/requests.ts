/**
 * The requests of the load test: public reads picked by weight, and the admin writes (news and
 * partners with an uploaded image, gifts as JSON) that create, edit and delete rows.
 */
import { formBody, type MultipartFile } from './multipartBody';

export type RowKind = 'news' | 'partner' | 'gift';

/** A row the run created, as its last acknowledged answer left it. */
export type WriteRow = {
  kind: RowKind;
  id: number;
  /** Heading (news), name (partner) or donor name (gift): unique to this run. */
  label: string;
  /** Donations: the project's slug and the amount. */
  project?: string;
  amount?: number;
  /** News and partners: the stored image's URL. */
  image?: string;
  /** The images it had before an edit replaced them: the site keeps them for its versions. */
  earlier?: string[];
  deleted: boolean;
  /** A request on it got no answer (cut off by the end of the run): its state is unknown. */
  unknown: boolean;
};

type LoadRequest = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  headers: Record<string, string>;
  body?: Buffer | string;
};

export type Operation = {
  name: string;
  /** For the timings: the name without ids (default: the name). */
  group?: string;
  sentAt?: number;
  write: boolean;
  request: LoadRequest;
  /** The row it creates (label known, id not yet) or changes. */
  row?: WriteRow;
  /** An edit's new label. */
  newLabel?: string;
};

export type SiteBasics = {
  auth: { authorization: string };
  /** Active projects' slugs (gifts, pages) and a news logo's id. */
  projects: string[];
  newsLogo: number;
  image: MultipartFile;
};

export type Random = () => number;

const BROWSER = { 'accept-encoding': 'br, gzip', 'accept-language': 'en-GB,en;q=0.9' };

export function weighted<T>(entries: [T, number][], random: Random): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let left = random() * total;
  for (const [value, weight] of entries) {
    left -= weight;
    if (left < 0) return value;
  }
  return entries[entries.length - 1]![0];
}

export const pick = <T>(list: readonly T[], random: Random) =>
  list[Math.floor(random() * list.length)]!;

export function readOperation(site: SiteBasics, pages: boolean, random: Random): Operation {
  const project = pick(site.projects, random);
  const page = 1 + Math.floor(random() * 3);
  // [path, its name without ids], weight
  const paths: [[string, string], number][] = [
    [['/api/v1/settings', '/api/v1/settings'], 3],
    [[`/api/v1/news?page=${page}`, '/api/v1/news?page=N'], 2],
    [['/api/v1/projects?status=active', '/api/v1/projects?status=active'], 2],
    [[`/api/v1/projects/${project}`, '/api/v1/projects/:id'], 1],
    [[`/api/v1/projects/donor/${project}`, '/api/v1/projects/donor/:id'], 2],
    [['/api/v1/partners', '/api/v1/partners'], 2],
    [['/api/v1/testimonials', '/api/v1/testimonials'], 1],
  ];
  if (pages) {
    paths.push(
      [['/', '/'], 3],
      [['/?lang=ur', '/?lang=ur'], 1],
      [['/contact-us', '/contact-us'], 1],
      [[`/projects/${project}`, '/projects/:id'], 2],
    );
  }
  const [path, group] = weighted(paths, random);
  return {
    name: `GET ${path}`,
    group: `GET ${group}`,
    write: false,
    request: { method: 'GET', path, headers: BROWSER },
  };
}

function multipart(
  site: SiteBasics,
  method: 'POST' | 'PATCH',
  path: string,
  fields: Record<string, string>,
  file?: MultipartFile,
): LoadRequest {
  const { body, contentType } = formBody(fields, file ? { image: file } : {});
  // No Accept-Encoding: the answer's id is read from its body.
  return { method, path, body, headers: { ...site.auth, 'content-type': contentType } };
}

function rowPath(row: WriteRow): string {
  if (row.kind === 'news') return `/api/v1/news/${row.id}`;
  if (row.kind === 'partner') return `/api/v1/partners/${row.id}`;
  return `/api/v1/projects/${row.project}/donations/${row.id}`;
}

/** Creates `row` (its label, and a gift's project and amount, already chosen). */
export function createRequest(site: SiteBasics, row: WriteRow): LoadRequest {
  if (row.kind === 'news') {
    const fields = {
      heading: row.label,
      logo: String(site.newsLogo),
      link: `https://example.org/load/${encodeURIComponent(row.label)}`,
    };
    return multipart(site, 'POST', '/api/v1/news', fields, site.image);
  }
  if (row.kind === 'partner') {
    return multipart(site, 'POST', '/api/v1/partners', { name: row.label }, site.image);
  }
  return {
    method: 'POST',
    path: `/api/v1/projects/${row.project}/donations`,
    headers: { ...site.auth, 'content-type': 'application/json' },
    body: JSON.stringify({ donorName: row.label, amount: row.amount }),
  };
}

/** Renames a news item or a partner, with a new image when `withImage`. */
export function editRequest(
  site: SiteBasics,
  row: WriteRow,
  label: string,
  withImage: boolean,
): LoadRequest {
  const field = row.kind === 'news' ? 'heading' : 'name';
  const file = withImage ? site.image : undefined;
  return multipart(site, 'PATCH', rowPath(row), { [field]: label }, file);
}

export function deleteRequest(site: SiteBasics, row: WriteRow): LoadRequest {
  return { method: 'DELETE', path: rowPath(row), headers: { ...site.auth } };
}
