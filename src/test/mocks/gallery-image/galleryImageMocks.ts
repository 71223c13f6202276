import { http, HttpResponse } from 'msw';
import { uploadUrl, type GalleryImage } from '@contract';
import { API_PREFIX } from '@/shared/config';

export const GALLERY_IMAGES_URL = `*${API_PREFIX}/images`;

export const demoGalleryImages: GalleryImage[] = [
  { id: 5, name: 'Food drive volunteers', image: uploadUrl('gallery', 'food-drive.jpg') },
  { id: 4, name: 'School kits handed out', image: uploadUrl('gallery', 'school-kits.jpg') },
  { id: 3, name: 'Medical camp queue', image: uploadUrl('gallery', 'medical-camp.jpg') },
  { id: 2, name: 'New village well', image: uploadUrl('gallery', 'village-well.jpg') },
  { id: 1, name: 'Flood relief boats', image: uploadUrl('gallery', 'flood-relief.jpg') },
];

export const galleryImageHandlers = [
  http.get(GALLERY_IMAGES_URL, () => HttpResponse.json(demoGalleryImages)),
];
