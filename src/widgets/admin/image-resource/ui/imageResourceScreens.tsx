import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdParam } from '@/shared/lib/admin-form';
import { adminAddPage, AdminEditFrame } from '@/shared/ui/admin-form-frame';
import { resolveDeclaration, type ImageResourceDeclaration } from '../model/declaration';
import type { ImageResourceBase, ImageResourceEditForm } from '../model/types';
import { ImageResourceCards } from './ImageResourceCards';
import { AddImageResourceForm, EditImageResourceForm } from './ImageResourceForm';
import { ImageResourceTable } from './ImageResourceTable';

export type ImageResourceScreens = { List: ComponentType; Add: ComponentType; Edit: ComponentType };

/**
 * The admin's list, add and edit screens of a resource made of fields and one image, from its
 * declaration: the web side of server/imageResource/ (imageResource.ts).
 */
export function imageResourceScreens<Item extends { id: number }, Fields extends object>(
  declaration: ImageResourceDeclaration<Item, Fields>,
): ImageResourceScreens {
  const resource = resolveDeclaration(declaration);
  const { addHeading } = resource.texts;
  const Edit = () => <EditScreen resource={resource} />;
  if ('addForm' in resource) {
    const { addForm: AddForm } = resource;
    return {
      List: () => <ImageResourceCards resource={resource} />,
      Add: adminAddPage(addHeading, AddForm),
      Edit,
    };
  }
  const { form, listPath, imageOf } = resource;
  return {
    List: () => <ImageResourceTable resource={resource} />,
    Add: adminAddPage(addHeading, () => (
      <AddImageResourceForm form={form} listPath={listPath} imageOf={imageOf} />
    )),
    Edit,
  };
}

/** The edit screen: the item comes from the whole list (never paged). */
function EditScreen<Item extends { id: number }, Fields extends object>({
  resource,
}: {
  resource: ImageResourceBase<Item> & { form: ImageResourceEditForm<Fields> };
}) {
  const { t } = useTranslation();
  const id = useIdParam();
  const { data, isLoading, error } = resource.useList();
  const { form, listPath, imageOf } = resource;

  return (
    <AdminEditFrame
      title={t(form.editHeading)}
      backTo={listPath}
      load={{ item: data?.find((entry) => entry.id === id), loading: isLoading, error }}
    >
      {(stored) => (
        <EditImageResourceForm
          key={stored.id}
          form={form}
          listPath={listPath}
          imageOf={imageOf}
          stored={stored}
        />
      )}
    </AdminEditFrame>
  );
}
