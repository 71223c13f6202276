import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { PROJECTS_URL, PROJECT_URL, demoProjects, projectBackend } from '@/test/mocks/project';
import { adminForm, enter, file, openScreen, useMockBackend, type AdminUser } from '@/test/app';
import { mockServer } from '@/test/lib';

// Each test loads the admin's lazy chunks (antd) into a fresh module registry.
jest.setTimeout(60_000);

const useBackend = () => useMockBackend(projectBackend());

async function replace(user: AdminUser, label: string, text: string) {
  await user.clear(screen.getByLabelText(label));
  await enter(user, label, text);
}

const save = () => screen.getByRole('button', { name: 'Save' });

/** Every field of the add form, valid. */
async function fillAll(user: AdminUser) {
  await enter(user, 'Title', 'Clean Water, 2026!');
  await user.upload(screen.getByLabelText('Photo'), file('well.jpg', 'image/jpeg', 4_000));
  await enter(user, 'Details', 'Hand pumps for six villages.\nFilters for their schools.');
  await enter(user, 'Goal (₹)', '500000');
  await enter(user, 'Donation link', 'https://donate.example.org/?cause=water');
}

describe('admin Add Project', () => {
  it('suggests the projectId from the title, keeps Save disabled until complete, then saves', async () => {
    const backend = useBackend();
    const { user, router } = await openScreen('/admin/projects/add', 'Add Project');
    expect(save()).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Active' })).toBeChecked();

    await enter(user, 'Title', 'Clean Water, 2026!');
    expect(screen.getByLabelText('Project ID (web address)')).toHaveValue('clean-water-2026');
    expect(
      screen.getByText(
        'Lower-case letters, digits and dashes. The project’s page is /projects/clean-water-2026.',
      ),
    ).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Photo'), file('well.jpg', 'image/jpeg', 4_000));
    await enter(user, 'Details', 'Hand pumps for six villages.\nFilters for their schools.');
    await enter(user, 'Goal (₹)', '500000');
    expect(save()).toBeDisabled();
    await enter(user, 'Donation link', 'https://donate.example.org/?cause=water');
    expect(save()).toBeEnabled();
    await adminForm.saveAndReturn(user, router, '/admin/projects/list');
    expect(await screen.findByText('Clean Water, 2026!')).toBeInTheDocument();
    expect(backend.sent).toEqual([
      {
        method: 'POST',
        fields: {
          projectId: 'clean-water-2026',
          title: 'Clean Water, 2026!',
          titleUr: '',
          // Multipart text travels with CRLF line breaks, as a browser sends it.
          projectDetails: 'Hand pumps for six villages.\r\nFilters for their schools.',
          projectDetailsUr: '',
          goal: '500000',
          link: 'https://donate.example.org/?cause=water',
          status: 'active',
          acceptsZakat: 'false',
          image: { fileName: 'well.jpg', type: 'image/jpeg', size: 4_000 },
        },
      },
    ]);
  });

  it('keeps a projectId the admin typed, whatever the title becomes', async () => {
    useBackend();
    const { user } = await openScreen('/admin/projects/add', 'Add Project');
    await enter(user, 'Project ID (web address)', 'wells');
    await enter(user, 'Title', 'Clean Water');
    expect(screen.getByLabelText('Project ID (web address)')).toHaveValue('wells');
  });

  it.each([
    [
      'Clean Water',
      'Use lower-case letters and digits, joined by single dashes (e.g. clean-water)',
    ],
    [
      'clean--water',
      'Use lower-case letters and digits, joined by single dashes (e.g. clean-water)',
    ],
    ['donor', '“donor” is reserved, please choose another project ID'],
  ])('explains why the projectId %p cannot be used', async (projectId, message) => {
    useBackend();
    const { user } = await openScreen('/admin/projects/add', 'Add Project');
    await enter(user, 'Project ID (web address)', projectId);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  const wholeRupees = 'Enter a whole number of rupees, more than zero';
  it.each([
    ['Goal (₹)', '0', wholeRupees],
    ['Goal (₹)', '12.5', wholeRupees],
    ['Goal (₹)', '-100', wholeRupees],
    // Not http(s).
    [
      'Donation link',
      'donate.example.org',
      'Enter a web address starting with http:// or https://',
    ],
  ])('refuses the %s %p, sending nothing', async (label, value, message) => {
    const backend = useBackend();
    const { user } = await openScreen('/admin/projects/add', 'Add Project');
    await fillAll(user);
    await replace(user, label, value);
    await user.click(save());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(backend.sent).toEqual([]);
  });

  it('refuses a photo of the wrong type or size, emptying the input', async () => {
    useBackend();
    const { user } = await openScreen('/admin/projects/add', 'Add Project');
    const input = screen.getByLabelText<HTMLInputElement>('Photo');
    await adminForm.expectImagesRefused(
      user,
      input,
      file('plan.pdf', 'application/pdf', 2_000),
      file('huge.png', 'image/png', 1024 * 1024 + 1),
    );
  });

  it('tells that a projectId is taken (409)', async () => {
    useBackend();
    const { user, router } = await openScreen('/admin/projects/add', 'Add Project');
    await fillAll(user);
    await replace(user, 'Project ID (web address)', demoProjects[0]!.projectId);
    await user.click(save());
    expect(await screen.findByText('Record already exists')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/projects/add');
  });

  it('tells any other failure', async () => {
    useBackend();
    mockServer.use(http.post(PROJECTS_URL, () => HttpResponse.json({}, { status: 500 })));
    const { user } = await openScreen('/admin/projects/add', 'Add Project');
    await fillAll(user);
    await user.click(save());
    expect(await screen.findByText('Failed to save data, please try again')).toBeInTheDocument();
  });

  it('sends the admin to sign in when the session has expired', async () => {
    useBackend();
    mockServer.use(http.post(PROJECTS_URL, () => HttpResponse.json({}, { status: 401 })));
    const { user, router, store } = await openScreen('/admin/projects/add', 'Add Project');
    await fillAll(user);
    await user.click(save());
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(store.getState().session.token).toBeNull();
    expect(screen.queryByText('Failed to save data, please try again')).not.toBeInTheDocument();
  });
});

describe('admin Edit Project', () => {
  const project = demoProjects[1]!;
  const route = `/admin/projects/${project.projectId}/edit`;

  it('shows the projectId read-only and sends only what changed', async () => {
    const backend = useBackend();
    const { user, router } = await openScreen(route, 'Edit Project');
    const projectId = await screen.findByLabelText('Project ID (web address)');
    expect(projectId).toHaveValue(project.projectId);
    expect(projectId).toHaveAttribute('readonly');
    expect(
      screen.getByText('The project ID is its public web address, so it cannot be changed.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue(project.title);
    expect(screen.getByLabelText('Details')).toHaveValue(project.projectDetails);
    expect(screen.getByRole('img', { name: 'Current image' })).toHaveAttribute(
      'src',
      `/user/upload/ProjectPhoto/${project.image}`,
    );

    await replace(user, 'Goal (₹)', '1200000');
    await user.click(screen.getByRole('radio', { name: 'Completed' }));
    await adminForm.saveAndReturn(user, router, '/admin/projects/list');
    expect(backend.sent).toEqual([
      {
        method: 'PATCH',
        projectId: project.projectId,
        fields: { goal: '1200000', status: 'completed' },
      },
    ]);
  });

  it('marks the project as accepting Zakat, and says what that means', async () => {
    const backend = useBackend();
    const { user } = await openScreen(route, 'Edit Project');
    const zakat = await screen.findByRole('checkbox', { name: 'Accepts Zakat' });
    expect(zakat).not.toBeChecked();
    expect(
      screen.getByText(
        'Only for a cause whose help reaches those entitled to Zakat. Its card and page say so.',
      ),
    ).toBeInTheDocument();
    await user.click(zakat);
    await adminForm.saveAndExpectSent(user, backend.sent, [
      { method: 'PATCH', projectId: project.projectId, fields: { acceptsZakat: 'true' } },
    ]);
  });

  it('edits title and story in Urdu beside the English, labelled by their language', async () => {
    const backend = useBackend();
    const { user } = await openScreen(route, 'Edit Project');
    const title = await screen.findByLabelText('Title (Urdu)');
    expect(title).toHaveValue(project.titleUr ?? '');
    expect(title).toHaveAttribute('dir', 'rtl');
    const story = screen.getByLabelText('Details (Urdu)');
    expect(story.tagName).toBe('TEXTAREA');
    await user.clear(title);
    await enter(user, title, 'صاف پانی');
    await adminForm.saveAndExpectSent(user, backend.sent, [
      { method: 'PATCH', projectId: project.projectId, fields: { titleUr: 'صاف پانی' } },
    ]);
  });

  it('sends a new photo', async () => {
    const backend = useBackend();
    const { user } = await openScreen(route, 'Edit Project');
    await screen.findByLabelText('Title');
    await user.upload(screen.getByLabelText('Photo'), file('girls.webp', 'image/webp', 5_000));
    await adminForm.saveAndExpectSent(user, backend.sent, [
      {
        method: 'PATCH',
        projectId: project.projectId,
        fields: { image: { fileName: 'girls.webp', type: 'image/webp', size: 5_000 } },
      },
    ]);
  });

  it('says so when the project does not exist', async () => {
    useBackend();
    await openScreen('/admin/projects/no-such-project/edit', 'Edit Project');
    expect(await screen.findByText('This item no longer exists.')).toBeInTheDocument();
  });

  it('sends the admin to sign in when the session has expired', async () => {
    useBackend();
    mockServer.use(http.patch(PROJECT_URL, () => HttpResponse.json({}, { status: 401 })));
    const { user, router, store } = await openScreen(route, 'Edit Project');
    await screen.findByLabelText('Title');
    await enter(user, 'Title', ' (2026)');
    await user.click(save());
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(store.getState().session.token).toBeNull();
  });
});
