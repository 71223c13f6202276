import { render, screen } from '@testing-library/react';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('keeps the true value past 100 while its fill stops at the track', () => {
    render(<ProgressBar value={115} label="Raised" />);

    const bar = screen.getByRole('progressbar', { name: 'Raised' });
    expect(bar).toHaveAttribute('aria-valuenow', '115');
    expect(bar).toHaveAttribute('aria-valuetext', '115%');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '115');
    expect(bar.firstElementChild).toHaveAttribute('style', 'inline-size: 100%;');
  });

  it('fills to the value within the range', () => {
    render(<ProgressBar value={40} label="Raised" />);

    const bar = screen.getByRole('progressbar', { name: 'Raised' });
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '40%');
    expect(bar.firstElementChild).toHaveAttribute('style', 'inline-size: 40%;');
  });
});
