// The floor of `npm run lighthouse`: what the browser alone costs on this machine. A page with
// nothing in it but a heading and a paragraph in the site's text face (no script, no picture, no
// web font), in English and in Arabic, served from a server of its own that does nothing else.
// What Lighthouse reports for it is the cost of starting a page in this browser on this machine
// (a new renderer's context, the first style and layout, font lookups), which no page can go under.
import http from 'node:http';

const TEXT = {
  en: {
    dir: 'ltr',
    title: 'Contact us',
    heading: 'Contact us',
    body: 'Write to us and we will answer within a day.',
  },
  ar: {
    dir: 'rtl',
    title: 'اتصل بنا',
    heading: 'اتصل بنا',
    body: 'اكتب لنا وسنرد عليك خلال يوم.',
  },
};

/** The floor page in `locale` ('en' or 'ar'): complete, valid, accessible HTML. */
export function floorPage(locale) {
  const t = TEXT[locale];
  return (
    `<!doctype html><html lang="${locale}" dir="${t.dir}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    `<title>${t.title}</title><meta name="description" content="${t.body}">` +
    "<style>body{margin:0;padding:1rem;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1c1917}</style>" +
    `</head><body><main><h1>${t.heading}</h1><p>${t.body}</p></main></body></html>`
  );
}

/** Serves the floor page at `/` (English) and `/ar` (Arabic) on `port`, until `close()`. */
export function startFloorServer(port) {
  const server = http.createServer((req, res) => {
    const locale = req.url === '/ar' ? 'ar' : req.url === '/' ? 'en' : null;
    // The browser asks for an icon; nothing, rather than an error in the console.
    if (req.url === '/favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    if (!locale) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(floorPage(locale));
  });
  return new Promise((resolve) =>
    server.listen(port, () =>
      resolve({ url: `http://localhost:${port}`, close: () => server.close() }),
    ),
  );
}
