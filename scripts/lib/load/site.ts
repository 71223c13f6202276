/** What the load test needs from the site before it starts: a token, and rows to refer to. */
import sharp from 'sharp';
import type { SiteBasics } from './requests';

type Credentials = { email: string; password: string };

async function signIn(origin: string, credentials: Credentials) {
  const answer = await fetch(`${origin}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (answer.status !== 200) throw new Error(`Signing in answered ${answer.status}`);
  const { token } = (await answer.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

async function getJson<T>(url: string): Promise<T> {
  const answer = await fetch(url);
  if (answer.status !== 200) throw new Error(`GET ${url} answered ${answer.status}`);
  return (await answer.json()) as T;
}

/** What the writes refer to: active projects (gifts, pages) and a news logo. */
async function projectsAndLogo(origin: string) {
  type Projects = { data: { projectId: string }[] };
  const projects = await getJson<Projects>(`${origin}/api/v1/projects?status=active&limit=100`);
  const logos = await getJson<{ id: number }[]>(`${origin}/api/v1/news/logos`);
  const slugs = projects.data.map((project) => project.projectId);
  const logo = logos[0]?.id;
  if (slugs.length === 0 || logo === undefined) {
    throw new Error('The load test needs an active project and a news logo (the demo content)');
  }
  return { projects: slugs, newsLogo: logo };
}

/** A small real photo: decoded and stored like any upload, without taxing the CPU much. */
async function samplePhoto() {
  const width = 160;
  const height = 100;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 37) % 251;
  const data = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  return { data, filename: 'photo.png', type: 'image/png' };
}

export async function siteBasics(origin: string, credentials: Credentials): Promise<SiteBasics> {
  return {
    auth: await signIn(origin, credentials),
    ...(await projectsAndLogo(origin)),
    image: await samplePhoto(),
  };
}
