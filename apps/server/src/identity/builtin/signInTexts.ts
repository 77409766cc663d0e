/** The words of the built-in identity pages, in the portal's interface languages. */
export interface SignInTexts {
  title: string;
  subtitle: string;
  email: string;
  password: string;
  submit: string;
  cancel: string;
  invalidCredentials: string;
  missingFields: string;
  expired: string;
  backToPortal: string;
  signedOut: string;
  signOut: string;
  signingOut: string;
  error: string;
}

const english: SignInTexts = {
  title: 'Sign in',
  subtitle: 'Use your CareCall account',
  email: 'E-mail',
  password: 'Password',
  submit: 'Sign in',
  cancel: 'Cancel',
  invalidCredentials: 'The e-mail or password is incorrect.',
  missingFields: 'Enter your e-mail and password.',
  expired: 'This sign-in page has expired. Go back to the portal and sign in again.',
  backToPortal: 'Back to the portal',
  signedOut: 'You have signed out.',
  signOut: 'Sign out',
  signingOut: 'Signing out…',
  error: 'Something went wrong',
};

const japanese: SignInTexts = {
  ...english,
  title: 'サインイン',
  subtitle: 'CareCall アカウントを使用してください',
  email: 'メールアドレス',
  password: 'パスワード',
  submit: 'サインイン',
  cancel: 'キャンセル',
  invalidCredentials: 'メールアドレスまたはパスワードが正しくありません。',
  missingFields: 'メールアドレスとパスワードを入力してください。',
  signOut: 'サインアウト',
  signingOut: 'サインアウトしています…',
};

/** Picks the texts for the first supported language of `ui_locales` (space-separated), English otherwise. */
export function getSignInTexts(uiLocales: unknown): { lang: 'en' | 'ja'; texts: SignInTexts } {
  const locales = typeof uiLocales === 'string' ? uiLocales.split(/\s+/) : [];
  for (const locale of locales) {
    if (locale.toLowerCase().startsWith('ja')) return { lang: 'ja', texts: japanese };
    if (locale.toLowerCase().startsWith('en')) return { lang: 'en', texts: english };
  }
  return { lang: 'en', texts: english };
}
