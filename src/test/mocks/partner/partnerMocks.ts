import { http, HttpResponse } from 'msw';
import { type Partner } from '@contract/content';
import { uploadUrl } from '@contract/uploads';
import { API_PREFIX } from '@/shared/config';
import { published } from '@/test/lib';

export const PARTNERS_URL = `*${API_PREFIX}/partners`;

export const demoPartners = published<Partner>([
  {
    id: 1,
    position: 1,
    name: 'Akshaya Food Bank',
    nameUr: 'اکشیا فوڈ بینک',
    logo: uploadUrl('partner', 'akshaya.png'),
  },
  {
    id: 2,
    position: 2,
    name: 'Roshni Education Fund',
    nameUr: 'روشنی تعلیمی فنڈ',
    logo: uploadUrl('partner', 'roshni.png'),
  },
  {
    id: 3,
    position: 3,
    name: 'Jal Seva Foundation',
    nameUr: null,
    logo: uploadUrl('partner', 'jal-seva.png'),
  },
  {
    id: 4,
    position: 4,
    name: 'Sehat Health Network',
    nameUr: 'صحت ہیلتھ نیٹ ورک',
    logo: uploadUrl('partner', 'sehat.png'),
  },
]);

export const partnerHandlers = [http.get(PARTNERS_URL, () => HttpResponse.json(demoPartners))];
