import { escapeHtml } from './escapeHtml.ts';
import { renderIdentityPage } from './renderIdentityPage.ts';
import type { SignInTexts } from './signInTexts.ts';

/** What the sign-in form shows. */
export interface SignInPageOptions {
  /** The form posts to `${action}` and cancels through `${cancelHref}`. */
  action: string;
  cancelHref: string;
  email: string;
  error: string | null;
  lang: string;
  texts: SignInTexts;
}

/** The built-in provider's sign-in form: e-mail and password, posted back to the interaction. */
export function renderSignInPage({ action, cancelHref, email, error, lang, texts }: SignInPageOptions): string {
  const errorHtml = error ? `<div class="error" role="alert">${escapeHtml(error)}</div>` : '';
  return renderIdentityPage({
    lang,
    title: texts.title,
    bodyHtml: `<h1>${escapeHtml(texts.title)}</h1>
<p>${escapeHtml(texts.subtitle)}</p>
<form method="post" action="${escapeHtml(action)}" autocomplete="on" novalidate>
<label for="email">${escapeHtml(texts.email)}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${email ? '' : ' autofocus'}>
<label for="password">${escapeHtml(texts.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${email ? ' autofocus' : ''}>
${errorHtml}
<button type="submit">${escapeHtml(texts.submit)}</button>
</form>
<footer><a href="${escapeHtml(cancelHref)}">${escapeHtml(texts.cancel)}</a></footer>`,
  });
}
