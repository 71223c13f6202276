import { videoEmbed, withAutoplay } from './videoEmbed';

const id = 'dQw4w9WgXcQ';
const embed = `https://www.youtube-nocookie.com/embed/${id}`;
const thumbnail = `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;

describe('videoEmbed', () => {
  it.each([
    `https://www.youtube.com/watch?v=${id}`,
    `https://youtube.com/watch?feature=share&v=${id}`,
    `https://m.youtube.com/watch?v=${id}&list=PL123`,
    `http://www.youtube.com/watch?v=${id}`,
    `https://youtu.be/${id}`,
    `https://youtu.be/${id}?si=abcdef`,
    `https://www.youtube.com/shorts/${id}`,
    `https://www.youtube.com/live/${id}?feature=share`,
    `https://www.youtube.com/embed/${id}`,
    `https://www.youtube-nocookie.com/embed/${id}`,
    `  https://www.youtube.com/watch?v=${id}  `,
  ])('turns %s into a privacy-enhanced embed with a thumbnail', (stored) => {
    expect(videoEmbed(stored)).toEqual({ embedUrl: embed, thumbnailUrl: thumbnail });
  });

  it.each([
    [`https://youtu.be/${id}?t=90`, '90'],
    [`https://www.youtube.com/watch?v=${id}&t=1m30s`, '90'],
    [`https://www.youtube.com/watch?v=${id}&t=1h0m5s`, '3605'],
    [`https://www.youtube.com/embed/${id}?start=42`, '42'],
  ])('keeps the start time of %s', (stored, start) => {
    expect(videoEmbed(stored)?.embedUrl).toBe(`${embed}?start=${start}`);
  });

  it('ignores a start time it cannot read', () => {
    expect(videoEmbed(`https://youtu.be/${id}?t=soon`)?.embedUrl).toBe(embed);
  });

  it("takes another site's http(s) URL as an embed link, without a thumbnail", () => {
    expect(videoEmbed('https://player.vimeo.com/video/76979871')).toEqual({
      embedUrl: 'https://player.vimeo.com/video/76979871',
    });
  });

  it.each([
    '',
    'not a url',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/@someChannel',
    'https://youtu.be/',
    'javascript:alert(1)',
    'data:text/html,hi',
    'ftp://example.org/v',
  ])('refuses %p', (stored) => {
    expect(videoEmbed(stored)).toBeNull();
  });

  it('asks the player to start at once, keeping the other parameters', () => {
    expect(withAutoplay(`${embed}?start=42`)).toBe(`${embed}?start=42&autoplay=1`);
  });
});
