import { imageSetOf, parseImageName, storedImageFiles } from './imageVariants';

const ID = '0f3c2a1e-9b7d-4c1a-8e2f-5a6b7c8d9e0f';

describe('the stored image names', () => {
  it('lists the narrower WebP copies of a wide upload, then the main file', () => {
    expect(imageSetOf(`/user/upload/Banner/${ID}-1440x540.webp`)).toEqual({
      src: `/user/upload/Banner/${ID}-1440x540.webp`,
      width: 1440,
      height: 540,
      variants: [
        { url: `/user/upload/Banner/${ID}-480w.webp`, width: 480, height: 180 },
        { url: `/user/upload/Banner/${ID}-960w.webp`, width: 960, height: 360 },
        { url: `/user/upload/Banner/${ID}-1440x540.webp`, width: 1440, height: 540 },
      ],
    });
  });

  it('rounds the copies heights the way the server sized them', () => {
    expect(imageSetOf(`${ID}-1000x333.png`)?.variants).toEqual([
      { url: `${ID}-480w.webp`, width: 480, height: 160 },
      { url: `${ID}-960w.webp`, width: 960, height: 320 },
      { url: `${ID}-1000x333.png`, width: 1000, height: 333 },
    ]);
  });

  it('has only the main file for a picture narrower than 480 pixels', () => {
    expect(imageSetOf(`/user/upload/Logo/${ID}-240x80.png`)?.variants).toEqual([
      { url: `/user/upload/Logo/${ID}-240x80.png`, width: 240, height: 80 },
    ]);
    expect(storedImageFiles(`${ID}-480x80.webp`)).toEqual([`${ID}-480x80.webp`]);
  });

  it.each([
    `/user/upload/Gallery/${ID}.jpg`,
    '/logo.png',
    'clean-water.jpg',
    'blob:http://localhost/abc',
    'https://example.org/photo-10x10.svg',
    `/user/upload/Gallery/${ID}-0x10.webp`,
  ])('knows no copies of %s', (src) => {
    expect(imageSetOf(src)).toBeUndefined();
  });

  it('answers the files of an older upload as the name alone', () => {
    expect(parseImageName(`${ID}.jpg`)).toBeUndefined();
    expect(storedImageFiles(`${ID}.jpg`)).toEqual([`${ID}.jpg`]);
  });
});
