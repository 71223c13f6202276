import { type Machine, verdict } from '../../scripts/lib/prerequisites';

/* What `npm test` does about what it needs beyond npm (scripts/lib/prerequisites.ts). */

const ready: Machine = { chromium: true, postgres: true, root: false, aptGet: true };

describe('npm test, before anything else', () => {
  it('goes on when Chromium and PostgreSQL are there', () => {
    expect(verdict(ready)).toEqual({ ready: true });
    expect(verdict({ ...ready, root: true, aptGet: false })).toEqual({ ready: true });
  });

  it('as root with apt-get, installs what is missing', () => {
    const root = { ...ready, root: true };
    expect(verdict({ ...root, chromium: false })).toEqual({ install: ['chromium'] });
    expect(verdict({ ...root, postgres: false })).toEqual({ install: ['postgresql'] });
    expect(verdict({ ...root, chromium: false, postgres: false })).toEqual({
      install: ['chromium', 'postgresql'],
    });
  });

  it('otherwise stops at once with the one command to run', () => {
    expect(verdict({ ...ready, chromium: false })).toEqual({
      stop: 'npm test needs chromium; run: sudo apt-get install -y --no-install-recommends chromium',
    });
    expect(verdict({ ...ready, chromium: false, postgres: false })).toEqual({
      stop:
        'npm test needs chromium and postgresql; run: ' +
        'sudo apt-get install -y --no-install-recommends chromium postgresql',
    });
  });

  it('without apt-get, says what to install', () => {
    const { stop } = verdict({ ...ready, postgres: false, root: true, aptGet: false }) as {
      stop: string;
    };
    expect(stop).toMatch(
      /^npm test needs postgresql: install it \(.*initdb.*\), then run npm test again\.$/,
    );
  });

  it('does not install Chromium over a CHROME_PATH that names no browser', () => {
    const machine = { ...ready, root: true, chromium: false, chromePath: '/opt/none' };
    expect(verdict(machine)).toEqual({
      stop: 'npm test: CHROME_PATH=/opt/none is no browser; unset it or fix it.',
    });
  });
});
