import type { Project, ProjectStatus } from '@contract/content';
import { publishedProjects } from '@/test/lib';

/** The Urdu may be left out (none given yet: null), and Zakat (not accepted). */
type DemoProjectInput = Omit<
  Project,
  'id' | 'image' | 'link' | 'status' | 'titleUr' | 'projectDetailsUr' | 'acceptsZakat' | 'position'
> &
  Partial<Pick<Project, 'titleUr' | 'projectDetailsUr' | 'acceptsZakat'>>;

function demoProject(id: number, status: ProjectStatus, input: DemoProjectInput): Project {
  return {
    id,
    titleUr: null,
    projectDetailsUr: null,
    acceptsZakat: false,
    // In the order they are listed here, within their status.
    position: id,
    ...input,
    image: `${input.projectId}.jpg`,
    link: `https://donate.example.org/?cause=${input.projectId}`,
    status,
  };
}

/** Four active projects (two pages of three), the last one past its goal. */
export const demoActiveProjects = publishedProjects<Project>([
  demoProject(1, 'active', {
    projectId: 'ramadan-ration-kits',
    title: 'Ramadan Ration Kits',
    titleUr: 'رمضان راشن تھیلے',
    projectDetails:
      'Each kit feeds a family of five for a month.\nWe deliver them to widows and daily-wage workers.',
    projectDetailsUr:
      'ہر تھیلا پانچ افراد کے خاندان کو ایک مہینے کا کھانا دیتا ہے۔\nہم یہ بیواؤں اور دہاڑی دار مزدوروں تک پہنچاتے ہیں۔',
    supportersCount: 6,
    raised: 230000,
    goal: 1500000,
    acceptsZakat: true,
  }),
  demoProject(2, 'active', {
    projectId: 'girls-education',
    title: "Scholarships for Girls' Education",
    projectDetails: 'A full year of college costs for 200 first-generation students.',
    supportersCount: 1,
    raised: 50000,
    goal: 1000000,
  }),
  demoProject(3, 'active', {
    projectId: 'clean-water',
    title: 'Clean Water for Vikarabad',
    projectDetails: 'Hand pumps and filters for twelve villages.',
    supportersCount: 0,
    raised: 0,
    goal: 800000,
  }),
  demoProject(4, 'active', {
    projectId: 'winter-blankets',
    title: 'Winter Blankets',
    projectDetails: 'Blankets for people who sleep on the streets of Bangalore.',
    supportersCount: 1234,
    raised: 1150000,
    goal: 1000000,
  }),
]);

/** Two completed projects (one page). */
export const demoCompletedProjects = publishedProjects<Project>([
  demoProject(5, 'completed', {
    projectId: 'flood-relief-2025',
    title: 'Monsoon Flood Relief',
    projectDetails:
      'Food, clean water and medicine for 3,000 families after the floods.\nRebuilding forty homes.',
    supportersCount: 412,
    raised: 2345678,
    goal: 2000000,
  }),
  demoProject(6, 'completed', {
    projectId: 'school-kits-2025',
    title: 'School Bags and Books',
    projectDetails: 'Bags, books and uniforms for 1,500 children.',
    supportersCount: 87,
    raised: 450000,
    goal: 450000,
  }),
]);

export const demoProjects = [...demoActiveProjects, ...demoCompletedProjects];
