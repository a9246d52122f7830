import { escapeHtml } from '@adreel/contracts';
import { SANDBOX_DEFAULT_USER_NAME } from './constants.ts';

export type ApprovalPageState =
  | { kind: 'pending'; actionUrl: string; returnHost: string | null; userName?: string; error?: string }
  | { kind: 'decided'; status: string }
  | { kind: 'missing' };

const STYLE = `
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f5f9;color:#0f172a}
main{width:min(440px,92vw);background:#fff;border-radius:14px;box-shadow:0 10px 30px rgba(15,23,42,.12);padding:28px}
.brand{font-size:13px;font-weight:700;letter-spacing:.06em;text-transform:uppercase;color:#0b66c3}
.badge{display:inline-block;margin-left:6px;padding:2px 8px;border-radius:999px;background:#fef3c7;color:#92400e;
font-size:11px;letter-spacing:0}h1{font-size:22px;margin:10px 0 6px}p{color:#475569;line-height:1.5;margin:0 0 14px}
ul{color:#475569;padding-left:18px;margin:0 0 16px}label{display:block;font-weight:600;font-size:14px;margin-bottom:6px}
input{width:100%;padding:10px 12px;border:1px solid #cbd5e1;border-radius:8px;font-size:15px}
.row{display:flex;gap:10px;margin-top:18px}button{flex:1;padding:11px;border-radius:8px;font-size:15px;
font-weight:600;cursor:pointer;border:1px solid transparent}.approve{background:#0b66c3;color:#fff}
.cancel{background:#fff;border-color:#cbd5e1;color:#0f172a}.error{color:#b91c1c;font-size:14px;margin-top:8px}
small{display:block;color:#64748b;margin-top:6px}`;

function page(body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Digistore24 Sandbox — Connect AdReel?</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<div class="brand">Digistore24 <span class="badge">Sandbox</span></div>
${body}
</main>
</body>
</html>`;
}

/**
 * The sandbox's stand-in for Digistore24's "grant API access" page. Self-contained (inline CSS,
 * no script) so it renders under a strict CSP; every interpolated value is escaped.
 */
export function approvalPageHtml(state: ApprovalPageState): string {
  if (state.kind === 'missing') {
    return page('<h1>Request not found</h1><p>This connection request does not exist or has expired.</p>');
  }
  if (state.kind === 'decided') {
    return page(
      `<h1>Request already ${escapeHtml(state.status)}</h1><p>This connection request has already been answered. Start again from AdReel to connect.</p>`,
    );
  }
  const userName = state.userName ?? SANDBOX_DEFAULT_USER_NAME;
  const returning = state.returnHost
    ? `<p>You will be sent back to <strong>${escapeHtml(state.returnHost)}</strong>.</p>`
    : '';
  const error = state.error ? `<p class="error" role="alert">${escapeHtml(state.error)}</p>` : '';
  return page(`<h1>Digistore24 Sandbox — Connect AdReel?</h1>
<p>AdReel asks for access to your Digistore24 account to:</p>
<ul><li>read your affiliate ID (user name)</li><li>read marketplace offers for your promolinks</li></ul>
${returning}
<form method="post" action="${escapeHtml(state.actionUrl)}">
<label for="user_name">Affiliate ID (user name)</label>
<input id="user_name" name="user_name" value="${escapeHtml(userName)}" maxlength="40" autocomplete="off" required>
<small>This is a local sandbox: no real account is involved.</small>
${error}
<div class="row">
<button class="cancel" type="submit" name="decision" value="cancel" formnovalidate>Cancel</button>
<button class="approve" type="submit" name="decision" value="approve">Approve</button>
</div>
</form>`);
}
