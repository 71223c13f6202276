/** English texts, exactly as SPEC.md writes them. Keys are grouped by screen. */
export const en = {
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
  },
  adminHome: {
    welcome: 'Welcome to the Admin Panel',
    configureSections: 'Configure Sections',
  },
};

/** The shape every language's resources must have: the same keys, any strings. */
export type Translation = {
  [Group in keyof typeof en]: { [Key in keyof (typeof en)[Group]]: string };
};
