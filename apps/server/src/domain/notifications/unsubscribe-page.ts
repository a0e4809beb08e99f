const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

export type UnsubscribeView =
  | { kind: 'confirm'; email: string; token: string }
  | { kind: 'done'; email: string }
  | { kind: 'invalid'; message: string };

/** The small page of the mail's unsubscribe link: a confirm button, the result, or a bad link. */
export const unsubscribePage = (view: UnsubscribeView): string => {
  const body =
    view.kind === 'confirm'
      ? `<h1>Отписаться от писем</h1>
<p>Письма с уведомлениями портала больше не будут приходить на адрес <b>${escapeHtml(view.email)}</b>. Сообщения бота и вход на портал останутся.</p>
<form method="post" action="/unsubscribe?token=${encodeURIComponent(view.token)}"><button type="submit">Отписаться</button></form>`
      : view.kind === 'done'
        ? `<h1>Вы отписались</h1>
<p>Письма с уведомлениями на адрес <b>${escapeHtml(view.email)}</b> больше не приходят. Включить их снова можно в профиле.</p>`
        : `<h1>Ссылка не работает</h1><p>${escapeHtml(view.message)}. Настроить письма можно в профиле после входа.</p>`;
  return `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Отписка от писем — ВелоРейтинг</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1a1b1e}
button{font:inherit;padding:.5rem 1.25rem;border-radius:.25rem;border:0;background:#1c7ed6;color:#fff;cursor:pointer}
a{color:#1864ab}</style></head>
<body><main>${body}
<p><a href="/">На главную</a></p></main></body></html>`;
};
