import { render, screen } from '@testing-library/react';
import { fixedHeightSizes, ResponsiveImage } from './ResponsiveImage';

const ID = '0f3c2a1e-9b7d-4c1a-8e2f-5a6b7c8d9e0f';
const BANNER = `/user/upload/Banner/${ID}-1440x540.webp`;
const SIZES = '(min-width: 768px) 40vw, 100vw';

/** An upload drawn at a fixed height, as a logo is: the image a person sees. */
function renderAtHeight(src: string, alt: string, height: number) {
  render(<ResponsiveImage src={src} alt={alt} sizes={fixedHeightSizes(height)} />);
  return screen.getByRole('img', { name: alt });
}

describe('ResponsiveImage', () => {
  it('offers every copy of an upload with its size, lazily and decoded off the main thread', () => {
    render(<ResponsiveImage src={BANNER} alt="Volunteers" sizes={SIZES} />);

    const image = screen.getByRole('img', { name: 'Volunteers' });
    expect(image).toHaveAttribute('src', BANNER);
    expect(image).toHaveAttribute(
      'srcset',
      `/user/upload/Banner/${ID}-480w.webp 480w, /user/upload/Banner/${ID}-960w.webp 960w, ` +
        `${BANNER} 1440w`,
    );
    expect(image).toHaveAttribute('sizes', SIZES);
    expect(image).toHaveAttribute('width', '1440');
    expect(image).toHaveAttribute('height', '540');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).not.toHaveAttribute('fetchpriority');
    expect(image).not.toHaveAttribute('elementtiming');
  });

  it('fetches the first screen’s largest image at once and ahead of the rest', () => {
    render(<ResponsiveImage src={BANNER} alt="" sizes={SIZES} priority />);

    const image = screen.getByRole('presentation');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('elementtiming', 'first-screen');
  });

  it('loads an eager image at once, behind the first screen’s largest', () => {
    render(<ResponsiveImage src={BANNER} alt="Logo" sizes={SIZES} eager />);

    const image = screen.getByRole('img', { name: 'Logo' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'low');
  });

  it('gives a picture narrower than the smallest copy its size and no srcset', () => {
    const image = renderAtHeight(`/user/upload/Logo/${ID}-240x80.png`, 'Trust', 44);
    expect(image).toHaveAttribute('width', '240');
    expect(image).toHaveAttribute('height', '80');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
  });

  it('works out the drawn width of a logo shown at a fixed height', () => {
    const image = renderAtHeight(`/user/upload/Partners/${ID}-1200x400.webp`, 'Partner', 88);
    // 88 px tall at 3:1 is 264 px wide.
    expect(image).toHaveAttribute('sizes', '264px');
    expect(fixedHeightSizes(44, 140)({ width: 1200, height: 100 })).toBe('140px');
  });

  it('draws any other URL as it is, with a known size when given one', () => {
    const { rerender } = render(
      <ResponsiveImage src="blob:http://localhost/preview" alt="Preview" sizes={SIZES} />,
    );
    const preview = screen.getByRole('img', { name: 'Preview' });
    expect(preview).toHaveAttribute('src', 'blob:http://localhost/preview');
    for (const name of ['srcset', 'sizes', 'width', 'height']) {
      expect(preview).not.toHaveAttribute(name);
    }

    rerender(
      <ResponsiveImage
        src="/default-logo.svg"
        alt="Preview"
        sizes={SIZES}
        fallbackSize={{ width: 64, height: 64 }}
      />,
    );
    expect(preview).toHaveAttribute('width', '64');
    expect(preview).toHaveAttribute('height', '64');
  });
});
