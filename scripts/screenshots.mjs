// Screenshots of public pages in English and Arabic, mobile and desktop, for a person to look at.
// Usage: node scripts/screenshots.mjs [baseUrl] [path ...]   (output: reports/screenshots/)
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import chromiumHelper from './chromium.cjs';

const { CHROMIUM_FLAGS, chromiumLauncher } = chromiumHelper;

const base = process.argv[2] ?? 'http://localhost:3000';
const paths = process.argv.slice(3);
const pages = paths.length > 0 ? paths : ['/'];
const out = path.resolve('reports/screenshots');
fs.mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumLauncher(), args: CHROMIUM_FLAGS });
const viewports = { mobile: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
for (const pagePath of pages) {
  for (const locale of ['en', 'ar']) {
    for (const [name, viewport] of Object.entries(viewports)) {
      const page = await browser.newPage({ viewport });
      const url = `${base}${locale === 'ar' ? `/ar${pagePath === '/' ? '' : pagePath}` : pagePath}`;
      await page.goto(url, { waitUntil: 'networkidle' });
      // Read down the page as a visitor does, so that its lazy pictures are there, then back up.
      await page.evaluate(async () => {
        const frame = () => new Promise((resolve) => setTimeout(resolve, 100));
        while (window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 2) {
          window.scrollBy(0, window.innerHeight);
          await frame();
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      // The whole page in one picture: what the browser draws only near the screen (the bands
      // below the first one, the dishes of the ordering page) is drawn for it, as when scrolled to.
      await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
      const slug = pagePath === '/' ? 'home' : pagePath.replace(/^\//, '').replace(/[/?=&]/g, '-');
      const file = path.join(out, `${slug}-${locale}-${name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
      await page.close();
    }
  }
}
await browser.close();
