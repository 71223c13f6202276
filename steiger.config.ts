import fsd from '@feature-sliced/steiger-plugin';
import { defineConfig } from 'steiger';

export default defineConfig([
  ...fsd.configs.recommended,
  {
    // Each home-page section is a widget of its own by design (a lazy chunk each), though the home page reads them all.
    files: ['./src/widgets/home/**'],
    rules: { 'fsd/insignificant-slice': 'off' },
  },
  {
    // Each admin action is a feature by design, though one admin screen is its only user.
    files: ['./src/features/admin/**'],
    rules: { 'fsd/insignificant-slice': 'off' },
  },
  {
    // The admin home is the only reader of the audit log and the Urdu status, each an API resource's entity by design.
    files: ['./src/entities/audit-entry/**', './src/entities/urdu-status/**'],
    rules: { 'fsd/insignificant-slice': 'off' },
  },
  {
    // Read also by widgets/home or features/admin, which steiger drops from this rule once excused above, so it sees one reader.
    files: [
      './src/entities/gallery-image/**',
      './src/entities/highlight/**',
      './src/entities/news-item/**',
      './src/entities/news-logo/**',
      './src/entities/partner/**',
      './src/entities/testimonial/**',
    ],
    rules: { 'fsd/insignificant-slice': 'off' },
  },
]);
