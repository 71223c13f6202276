/** Texts of the app shell, sign-in and the not-found page. English exactly as docs/product.md. */
export const common = {
  loading: {
    progress: 'Loading {{progress}}%',
  },
  language: {
    label: 'Language',
  },
  notFound: {
    code: '404',
    message: "Oops! The page you're looking for does not exist.",
    backHome: 'Go back to Home',
  },
  signIn: {
    heading: 'Sign in to {{product}}',
    email: 'Email',
    emailPlaceholder: 'Enter your email',
    emailRequired: 'Please enter your email',
    password: 'Password',
    passwordPlaceholder: 'Enter your password',
    passwordRequired: 'Please enter your password',
    submit: 'Sign In',
    failed: 'Invalid username or password',
    tooManyAttempts_one: 'Too many failed sign-ins. Try again in {{count}} minute.',
    tooManyAttempts_other: 'Too many failed sign-ins. Try again in {{count}} minutes.',
    // The second step of a two-factor sign-in (docs/product.md §6).
    code: 'Authentication code',
    codeHint: 'The 6-digit code of your authenticator app, or one of your recovery codes',
    codeRequired: 'Please enter the code',
    codeFailed: 'The code is not right',
    expired: 'The sign-in has expired: sign in again',
    verify: 'Verify',
    back: 'Back',
  },
  adminHome: {
    welcome: 'Welcome to the Admin Panel',
    configureSections: 'Configure Sections',
    urduHeading: 'Still to put into Urdu',
    urduComplete: 'Every item of every section has its Urdu.',
    urduLacking: '{{section}}: {{count}} lacking Urdu',
    waitingHeading: 'Gifts waiting for confirmation',
    waitingNone: 'No gift that donors told of is waiting for confirmation.',
    waitingGifts_one: ': {{count}} gift, {{amount}}',
    waitingGifts_other: ': {{count}} gifts, {{amount}} in all',
    waitingSince: 'waiting since',
  },
};
