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
    // Each admin action is a feature by design (ARCHITECTURE.md), though one admin screen is its only user.
    files: ['./src/features/admin/**', './src/features/gifts/**'],
    rules: { 'fsd/insignificant-slice': 'off' },
  },
  {
    // One entity per API resource by design (ARCHITECTURE.md), though one admin page is the only reader of some.
    files: ['./src/entities/**'],
    rules: { 'fsd/insignificant-slice': 'off' },
  },
]);
