import { http, HttpResponse } from 'msw';
import { type GalleryImage } from '@contract/content';
import { uploadUrl } from '@contract/uploads';
import { API_PREFIX } from '@/shared/config';
import { published } from '@/test/lib';

export const GALLERY_IMAGES_URL = `*${API_PREFIX}/images`;

export const demoGalleryImages = published<GalleryImage>([
  {
    id: 5,
    position: 5,
    name: 'Food drive volunteers',
    nameUr: 'راشن مہم کے رضاکار',
    image: uploadUrl('gallery', 'food-drive.jpg'),
  },
  {
    id: 4,
    position: 4,
    name: 'School kits handed out',
    nameUr: 'اسکول کٹس کی تقسیم',
    image: uploadUrl('gallery', 'school-kits.jpg'),
  },
  {
    id: 3,
    position: 3,
    name: 'Medical camp queue',
    nameUr: 'طبی کیمپ میں قطار',
    image: uploadUrl('gallery', 'medical-camp.jpg'),
  },
  {
    id: 2,
    position: 2,
    name: 'New village well',
    nameUr: 'گاؤں کا نیا کنواں',
    image: uploadUrl('gallery', 'village-well.jpg'),
  },
  // No Urdu yet: the English shows on Urdu pages, and the admin's list marks it.
  {
    id: 1,
    position: 1,
    name: 'Flood relief boats',
    nameUr: null,
    image: uploadUrl('gallery', 'flood-relief.jpg'),
  },
]);

export const galleryImageHandlers = [
  http.get(GALLERY_IMAGES_URL, () => HttpResponse.json(demoGalleryImages)),
];
