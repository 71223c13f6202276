import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { UploadKind } from '@contract/uploads';
import { heldGet, imageResourceBackend } from '@/test/lib';
import {
  enter,
  expectItemGone,
  file,
  findHeading,
  openAdmin,
  useMockBackend,
  type AdminUser,
} from './admin';
import { adminForm } from './adminForm';
import { adminList } from './adminList';
import { mockServer } from './renderWithProviders';

/*
 * The behaviour every admin list/add/edit screen shares (docs/product.md §2, §5, §8): one suite, run by
 * each screen's test file with its own texts, routes and API.
 */

/** The image-resource admin screen a suite runs on, as the test file declares it. */
type CrudScreen<T extends { id: number }> = {
  /** Add is at `${base}/add`, edit at `${base}/:id/edit`. */
  base: string;
  /** The list's route, when not `${base}/list`. */
  listRoute?: string;
  /** The list's heading; the forms' are `Add ${one}` and `Edit ${one}`. */
  title: string;
  one: string;
  /** The API's list URL (msw pattern); an item is at `${listUrl}/:id`. */
  listUrl: string;
  /** Which upload folder the image goes to, and the item's field that holds its address. */
  kind: UploadKind;
  image: keyof T & string;
  demo: readonly T[];
  /**
   * The item's text fields, in the add form's order: label, wire name, a value to type. They are
   * the row's text cells, and the first names the item (its buttons and its image's alt text).
   */
  textFields: readonly { label: string; field: keyof T & string; value: string }[];
  imageLabel: string;
  /** A file type this kind refuses, and the message that says so. */
  refusedType: { type: string; name: string; message: string };
  loadFailed: string;
};

/** Everything the suite reads of a screen, worked out from its declaration. */
function resolved<T extends { id: number }>(declared: CrudScreen<T>) {
  const { base, listUrl, kind, image, textFields, one } = declared;
  const itemUrl = `${listUrl}/:id`;
  const textOf = (item: T, field: keyof T & string) => String(item[field]);
  return {
    ...declared,
    listRoute: declared.listRoute ?? `${base}/list`,
    addRoute: `${base}/add`,
    editRoute: (id: number) => `${base}/${id}/edit`,
    addTitle: `Add ${one}`,
    editTitle: `Edit ${one}`,
    itemUrl,
    backend: (initial: readonly T[]) =>
      imageResourceBackend<T>({
        listUrl,
        itemUrl,
        initial,
        kind,
        texts: textFields.map(({ field }) => field),
        image,
      }),
    nameOf: (item: T) => textOf(item, textFields[0]!.field),
    imageOf: (item: T) => textOf(item, image),
    cellsOf: (item: T) => textFields.map(({ field }) => textOf(item, field)),
    /** The item's text fields as the forms send them (wire name to value). */
    storedFields: (item: T): Record<string, string> =>
      Object.fromEntries(textFields.map(({ field }) => [field, textOf(item, field)])),
  };
}

export function describeAdminCrud<T extends { id: number }>(
  screenName: string,
  declared: CrudScreen<T>,
) {
  const s = resolved(declared);
  const [first, second] = s.demo as [T, T];
  const useBackend = (initial: readonly T[] = s.demo) => useMockBackend(s.backend(initial));
  const region = () => screen.getByRole('region', { name: s.title });
  const saveButton = () => screen.getByRole('button', { name: 'Save' });
  const imageInput = () => screen.getByLabelText<HTMLInputElement>(s.imageLabel);
  const typed = Object.fromEntries(s.textFields.map(({ field, value }) => [field, value]));
  /** Each text's Urdu as the form sends it: as stored (none sends blank), or blank on a new item. */
  const urduSent = (item?: T) =>
    Object.fromEntries(
      s.textFields.map(({ field }) => {
        const stored = (item as Record<string, unknown> | undefined)?.[`${field}Ur`];
        return [`${field}Ur`, typeof stored === 'string' ? stored : ''];
      }),
    );
  const lacksUrdu = (item: T) => Object.values(urduSent(item)).some((urdu) => urdu === '');

  async function fillTexts(user: AdminUser) {
    for (const { label, value } of s.textFields)
      await user.type(screen.getByLabelText(label), value);
  }

  async function confirmDelete(user: AdminUser, item: T, answer: 'Yes' | 'No') {
    await user.click(await screen.findByRole('button', { name: `Delete ${s.nameOf(item)}` }));
    expect(await screen.findByText('are you sure you want to delete?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: answer }));
  }

  describe(`${screenName} list`, () => {
    it('marks the items whose Urdu is missing, and can show only those', async () => {
      useBackend();
      const { user } = openAdmin(s.listRoute);
      await findHeading(s.title);
      const table = await within(region()).findByRole('table');
      const missing = s.demo.filter(lacksUrdu);
      expect(missing.length).toBeGreaterThan(0);
      expect(within(table).getAllByText('Urdu missing')).toHaveLength(missing.length);
      expect(within(table).getAllByText('Has Urdu')).toHaveLength(s.demo.length - missing.length);

      await user.click(
        within(region()).getByText('Urdu missing', { selector: '.ant-segmented *' }),
      );
      await waitFor(() =>
        expect(within(table).queryAllByText('Has Urdu', { selector: 'td *' })).toHaveLength(0),
      );
      for (const item of missing) {
        expect(within(table).getByRole('img', { name: s.nameOf(item) })).toBeInTheDocument();
      }
    });

    it('opens showing only the items lacking Urdu at ?urdu=missing', async () => {
      useBackend();
      openAdmin(`${s.listRoute}?urdu=missing`);
      await findHeading(s.title);
      const table = await within(region()).findByRole('table');
      const missing = s.demo.filter(lacksUrdu);
      await waitFor(() =>
        expect(within(table).getAllByText('Urdu missing', { selector: 'td *' })).toHaveLength(
          missing.length,
        ),
      );
      expect(within(table).queryAllByText('Has Urdu', { selector: 'td *' })).toHaveLength(0);
    });

    it('shows every item in a table with its image, Edit and Delete, and Add New', async () => {
      useBackend();
      openAdmin(s.listRoute);
      await findHeading(s.title);
      const table = await within(region()).findByRole('table');
      for (const item of s.demo) {
        for (const text of s.cellsOf(item)) {
          expect(within(table).getByText(text, { selector: 'td' })).toBeInTheDocument();
        }
        expect(within(table).getByRole('img', { name: s.nameOf(item) })).toHaveAttribute(
          'src',
          s.imageOf(item),
        );
        expect(within(table).getByRole('link', { name: `Edit ${s.nameOf(item)}` })).toHaveAttribute(
          'href',
          s.editRoute(item.id),
        );
        expect(
          within(table).getByRole('button', { name: `Delete ${s.nameOf(item)}` }),
        ).toBeInTheDocument();
      }
      expect(within(region()).getByRole('link', { name: 'Add New' })).toHaveAttribute(
        'href',
        s.addRoute,
      );
    });

    it('shows 5 skeleton rows while loading, and no Add New', async () => {
      const { answer } = heldGet(s.listUrl, s.demo);
      openAdmin(s.listRoute);
      expect(await adminList.findSkeletons()).toHaveLength(5);
      expect(screen.queryByRole('link', { name: 'Add New' })).not.toBeInTheDocument();
      answer();
      expect(await screen.findByRole('table')).toBeInTheDocument();
    });

    it('invites the first item when the list is empty', async () => {
      useBackend([]);
      openAdmin(s.listRoute);
      await findHeading(s.title);
      expect(await screen.findByText('Nothing is here')).toBeInTheDocument();
      adminList.expectInvitedToAdd(s.addRoute);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    });

    it('tells a failed load', async () => {
      await adminList.openWithFailedLoad(s.listUrl, s.listRoute, s.loadFailed);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    });

    it('deletes after confirmation and the list reloads without the item', async () => {
      const backend = useBackend();
      const { user } = openAdmin(s.listRoute);
      await confirmDelete(user, first, 'Yes');
      await waitFor(() =>
        expect(screen.queryByRole('img', { name: s.nameOf(first) })).not.toBeInTheDocument(),
      );
      expect(screen.getByRole('img', { name: s.nameOf(second) })).toBeInTheDocument();
      expect(backend.sent).toEqual([{ method: 'DELETE', id: first.id }]);
    });

    it('does nothing when the deletion is cancelled', async () => {
      const backend = useBackend();
      const { user } = openAdmin(s.listRoute);
      await confirmDelete(user, first, 'No');
      await waitFor(() =>
        expect(screen.queryByText('are you sure you want to delete?')).not.toBeVisible(),
      );
      expect(screen.getByRole('img', { name: s.nameOf(first) })).toBeInTheDocument();
      expect(backend.sent).toEqual([]);
    });

    it('tells a failed delete and keeps the item', async () => {
      useBackend();
      mockServer.use(http.delete(s.itemUrl, () => HttpResponse.json({}, { status: 500 })));
      const { user } = openAdmin(s.listRoute);
      await confirmDelete(user, first, 'Yes');
      expect(
        await screen.findByText('failed to delete data, please try again'),
      ).toBeInTheDocument();
      expect(screen.getByRole('img', { name: s.nameOf(first) })).toBeInTheDocument();
    });

    it('sends the admin to sign in when a delete meets an expired session', async () => {
      useBackend();
      mockServer.use(http.delete(s.itemUrl, () => HttpResponse.json({}, { status: 401 })));
      const { user, router, store } = openAdmin(s.listRoute);
      await confirmDelete(user, first, 'Yes');
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
      expect(store.getState().session.token).toBeNull();
      expect(screen.queryByText('failed to delete data, please try again')).not.toBeInTheDocument();
    });
  });

  describe(`${screenName} add form`, () => {
    async function openAdd() {
      const opened = openAdmin(s.addRoute);
      await findHeading(s.addTitle);
      return opened;
    }

    it('keeps Save disabled until every field and the image are given', async () => {
      useBackend();
      const { user } = await openAdd();
      expect(saveButton()).toBeDisabled();
      for (const { label, value } of s.textFields) {
        await user.type(screen.getByLabelText(label), value);
        expect(saveButton()).toBeDisabled();
      }
      await user.upload(imageInput(), file('new.png', 'image/png', 500));
      await waitFor(() => expect(saveButton()).toBeEnabled());
      expect(screen.getByRole('img', { name: 'Chosen image (not saved yet)' })).toBeVisible();
      // Blank text does not count as filled.
      await user.clear(screen.getByLabelText(s.textFields[0]!.label));
      await user.type(screen.getByLabelText(s.textFields[0]!.label), '   ');
      await waitFor(() => expect(saveButton()).toBeDisabled());
    });

    it('refuses an image of the wrong type or over 1 MB, emptying the input', async () => {
      useBackend();
      const { user } = await openAdd();
      await fillTexts(user);
      const { type, name, message } = s.refusedType;
      await user.upload(imageInput(), file(name, type, 500));
      const refusal = await screen.findByText(message);
      expect(refusal.closest('.Toastify__toast-container')).toHaveClass(
        'Toastify__toast-container--top-center',
      );
      expect(imageInput().files).toHaveLength(0);
      expect(saveButton()).toBeDisabled();

      await user.upload(imageInput(), file('big.png', 'image/png', 1024 * 1024 + 1));
      // One toast id for image errors: the second refusal takes the first one's place.
      expect(await screen.findByText('File size must be 1MB or less')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
      expect(imageInput()).toHaveValue('');
      expect(saveButton()).toBeDisabled();
    });

    it('saves the fields and image, then the list shows the new item', async () => {
      const backend = useBackend();
      const { user, router } = await openAdd();
      await fillTexts(user);
      await user.upload(imageInput(), file('new.png', 'image/png', 500));
      await adminForm.saveAndReturn(user, router, s.listRoute);
      expect(backend.sent).toEqual([
        {
          method: 'POST',
          fields: {
            ...typed,
            ...urduSent(),
            image: { fileName: 'new.png', type: 'image/png', size: 500 },
          },
        },
      ]);
      const added = backend.items().at(-1)!;
      expect(await screen.findByRole('img', { name: s.nameOf(added) })).toBeInTheDocument();
    });

    it('takes each text in Urdu beside the English, labelled by its language', async () => {
      const backend = useBackend();
      const { user } = await openAdd();
      await fillTexts(user);
      const urdu = ['اردو متن', 'دوسرا اردو متن'];
      for (const [index, { label }] of s.textFields.entries()) {
        const input = screen.getByLabelText(`${label} (Urdu)`);
        expect(input).toHaveAttribute('lang', 'ur');
        expect(input).toHaveAttribute('dir', 'rtl');
        await enter(user, input, urdu[index]!);
      }
      await user.upload(imageInput(), file('new.png', 'image/png', 500));
      await user.click(saveButton());

      expect(await screen.findByText('Successfully data saved!')).toBeInTheDocument();
      expect(backend.sent[0]?.fields).toMatchObject(
        Object.fromEntries(s.textFields.map(({ field }, index) => [`${field}Ur`, urdu[index]])),
      );
      const added = backend.items().at(-1)!;
      expect(lacksUrdu(added)).toBe(false);
    });

    it.each([
      [409, 'Record already exists'],
      [500, 'Failed to save data, please try again'],
    ])('tells a save answered %i and stays on the form', async (status, message) => {
      useBackend();
      mockServer.use(
        http.post(s.listUrl, () =>
          HttpResponse.json({ statusCode: status, message: 'refused' }, { status }),
        ),
      );
      const { user, router } = await openAdd();
      await fillTexts(user);
      await user.upload(imageInput(), file('new.png', 'image/png', 500));
      await user.click(saveButton());
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(s.addRoute);
    });

    it('sends the admin to sign in when the session has expired', async () => {
      useBackend();
      mockServer.use(http.post(s.listUrl, () => HttpResponse.json({}, { status: 401 })));
      const { user, router, store } = await openAdd();
      await fillTexts(user);
      await user.upload(imageInput(), file('new.png', 'image/png', 500));
      await user.click(saveButton());
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
      expect(store.getState().session.token).toBeNull();
      expect(screen.queryByText('Failed to save data, please try again')).not.toBeInTheDocument();
    });
  });

  describe(`${screenName} edit form`, () => {
    async function openEdit(item: T) {
      const opened = openAdmin(s.editRoute(item.id));
      await findHeading(s.editTitle);
      await screen.findByRole('img', { name: 'Current image' });
      return opened;
    }

    it('starts from the stored item and saves a change, image kept', async () => {
      const backend = useBackend();
      const { user, router } = await openEdit(first);
      expect(screen.getByRole('img', { name: 'Current image' })).toHaveAttribute(
        'src',
        s.imageOf(first),
      );
      const stored = s.storedFields(first);
      for (const { label, field } of s.textFields) {
        expect(screen.getByLabelText(label)).toHaveValue(stored[field]);
      }
      const changed = s.textFields[0]!;
      const input = screen.getByLabelText(changed.label);
      expect(saveButton()).toBeEnabled();
      await user.clear(input);
      expect(saveButton()).toBeDisabled();
      await user.type(input, changed.value);
      await adminForm.saveAndReturn(user, router, s.listRoute);
      // Every text field is sent (unchanged ones as stored); the image only when a new one is chosen.
      expect(backend.sent).toEqual([
        {
          method: 'PATCH',
          id: first.id,
          fields: { ...stored, ...urduSent(first), [changed.field]: changed.value },
        },
      ]);
      expect(await screen.findByText(changed.value, { selector: 'td' })).toBeInTheDocument();
    });

    it('sends a newly chosen image with the fields', async () => {
      const backend = useBackend();
      const { user } = await openEdit(first);
      await user.upload(imageInput(), file('fresh.gif', 'image/gif', 700));
      expect(
        await screen.findByRole('img', { name: 'Chosen image (not saved yet)' }),
      ).toBeVisible();
      await user.click(saveButton());
      expect(await screen.findByText('Successfully data saved!')).toBeInTheDocument();
      expect(backend.sent[0]?.fields?.image).toEqual({
        fileName: 'fresh.gif',
        type: 'image/gif',
        size: 700,
      });
    });

    it('tells a failed save and stays on the form', async () => {
      useBackend();
      mockServer.use(http.patch(s.itemUrl, () => HttpResponse.json({}, { status: 500 })));
      const { user, router } = await openEdit(first);
      await user.click(saveButton());
      expect(await screen.findByText('Failed to save data, please try again')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(s.editRoute(first.id));
    });

    it('sends the admin to sign in when the session has expired', async () => {
      useBackend();
      mockServer.use(http.patch(s.itemUrl, () => HttpResponse.json({}, { status: 401 })));
      const { user, router, store } = await openEdit(first);
      await user.click(saveButton());
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
      expect(store.getState().session.token).toBeNull();
    });

    it('says so when the item no longer exists', async () => {
      useBackend();
      openAdmin(s.editRoute(9999));
      await expectItemGone(s.listRoute);
    });
  });
}
