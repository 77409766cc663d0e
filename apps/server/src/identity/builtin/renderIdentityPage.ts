import { escapeHtml } from './escapeHtml.ts';

const styles = `
  *{box-sizing:border-box}
  body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
    font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Hiragino Sans","Noto Sans JP",sans-serif;
    background:#eef3f6;color:#1d2b36}
  main{width:100%;max-width:380px;margin:24px;padding:32px;background:#fff;border-radius:12px;
    box-shadow:0 8px 24px rgba(29,43,54,.12)}
  .brand{margin:0 0 4px;font-size:26px;font-weight:700;color:#0f6b7a;letter-spacing:.2px}
  h1{margin:0 0 4px;font-size:20px;font-weight:600}
  p{margin:0 0 20px;color:#52616b;font-size:14px}
  label{display:block;margin:14px 0 6px;font-size:14px;font-weight:600}
  input{width:100%;padding:10px 12px;font-size:15px;border:1px solid #b8c4cc;border-radius:6px}
  input:focus{outline:2px solid #0f6b7a;outline-offset:1px;border-color:#0f6b7a}
  button,.button{display:block;width:100%;margin-top:22px;padding:11px;font-size:15px;font-weight:600;
    text-align:center;text-decoration:none;color:#fff;background:#0f6b7a;border:0;border-radius:6px;cursor:pointer}
  button.secondary{margin-top:10px;color:#0f6b7a;background:#fff;border:1px solid #0f6b7a}
  .error{margin:16px 0 0;padding:10px 12px;color:#8a1c1c;background:#fdecec;border-radius:6px;font-size:14px}
  footer{margin-top:20px;font-size:13px;text-align:center}
  footer a{color:#0f6b7a}
`;

/** Options of {@link renderIdentityPage}. */
export interface IdentityPageOptions {
  lang: string;
  title: string;
  /** Trusted HTML: callers escape every value they put in it. */
  bodyHtml: string;
}

/**
 * The shared frame of the built-in provider's pages (sign-in, sign-out, errors): plain server-rendered HTML with the
 * CareCall name and no scripts, so it works under a strict content security policy.
 */
export function renderIdentityPage({ lang, title, bodyHtml }: IdentityPageOptions): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · CareCall</title>
<style>${styles}</style>
</head>
<body>
<main>
<p class="brand">CareCall</p>
${bodyHtml}
</main>
</body>
</html>`;
}
