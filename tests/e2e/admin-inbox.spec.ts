import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { signInAs } from './admin-fixtures';
import { ATTACHMENT_BYTES, inboxData } from './inbox-data';

/** Reads a CSV export as the spreadsheet would: BOM first, then CRLF lines. */
async function readCsv(page: Page, href: string): Promise<string[]> {
  const response = await page.request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/csv');
  expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="/);
  const body = await response.body();
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return body.subarray(3).toString('utf8').trim().split('\r\n');
}

async function exportHref(page: Page): Promise<string> {
  return (await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href'))!;
}

/** Opens a submission, sets its status and note, saves, and waits for the toast. */
async function setStatus(page: Page, name: string, status: string, note?: string) {
  await page.getByRole('button', { name: `View ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Status', { exact: true }).selectOption({ label: status });
  if (note !== undefined) await dialog.getByRole('textbox').fill(note);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true }).first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('contacts: filters, detail with ticket and private attachment, status and note, CSV with Arabic', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const data = inboxData(testInfo.project.name);
  await signInAs(page, 'manager');
  await page.goto('/admin/contacts');
  await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  // Newest first: this project's inquiry of today is listed above its January one.
  const search = page.getByPlaceholder('Search by name, e-mail, ticket or message...');
  await search.fill(testInfo.project.name === 'mobile' ? 'E2EMOBILE' : 'E2EDESKTOP');
  const rows = page.getByRole('row').filter({ hasText: data.contact.ticketId.slice(0, 14) });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(data.contact.fullName);
  await expect(rows.last()).toContainText(data.otherContact.fullName);

  await page.getByLabel('Filter by type').selectOption({ label: 'General' });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(data.otherContact.fullName);
  await page.getByLabel('Filter by type').selectOption({ label: 'Catering' });
  await page.getByLabel('Filter by location').selectOption({ label: 'Saba Canton' });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(data.contact.fullName);
  await page.getByLabel('Filter by type').selectOption({ label: 'All types' });
  await page.getByLabel('Filter by location').selectOption({ label: 'All locations' });
  await page.getByLabel('To', { exact: true }).fill('2026-01-31');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(data.otherContact.fullName);
  await page.getByLabel('To', { exact: true }).fill('');
  await expect(rows).toHaveCount(2);

  await page.getByRole('button', { name: `View ${data.contact.fullName}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Ticket ${data.contact.ticketId}`);
  await expect(dialog).toContainText(data.contact.message);
  await expect(dialog).toContainText('Mozilla/5.0 (e2e)');
  const download = dialog.getByRole('link', { name: /Download menu-request\.pdf/ });
  const href = (await download.getAttribute('href'))!;
  expect(href).toMatch(/^\/api\/admin\/contacts\/[0-9a-f-]+\/attachment$/);
  const file = await page.request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-disposition']).toContain(
    'attachment; filename="menu-request.pdf"',
  );
  expect(await file.text()).toBe(ATTACHMENT_BYTES);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await setStatus(page, data.contact.fullName, 'Answered', 'Called back; the hall is booked');
  await expect(rows.first()).toContainText('Answered');
  await page.getByLabel('Filter by status').selectOption({ label: 'Answered' });
  await expect(rows).toHaveCount(1);
  await page.reload();
  await expect(rows.first()).toContainText('Answered');

  const lines = await readCsv(page, await exportHref(page));
  expect(lines).toHaveLength(2);
  expect(lines[0]).toContain('Ticket ID,Name,E-mail,Phone,Inquiry type,Location,Message');
  expect(lines[1]).toContain(data.contact.ticketId);
  expect(lines[1]).toContain(data.contact.message);
  expect(lines[1]).toContain('Answered,Called back; the hall is booked');
});

test('lower roles are refused the inboxes, their exports and attachments, on the server', async ({
  page,
}) => {
  await signInAs(page, 'editor');
  for (const path of [
    '/admin/contacts',
    '/admin/catering',
    '/admin/careers',
    '/admin/franchise-pipeline',
    '/admin/reviews',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin$/);
  }
  for (const kind of ['contacts', 'catering', 'careers', 'franchise', 'reviews']) {
    expect((await page.request.get(`/api/admin/export/${kind}`)).status()).toBe(403);
  }
  const attachment = '/api/admin/contacts/00000000-0000-4000-8000-000000000000/attachment';
  expect((await page.request.get(attachment)).status()).toBe(403);
  await page.context().clearCookies();
  expect((await page.request.get('/api/admin/export/contacts')).status()).toBe(401);
  expect((await page.request.get(attachment)).status()).toBe(401);
});

test('careers: position filter, status change, filtered export', async ({ page }, testInfo) => {
  const data = inboxData(testInfo.project.name);
  await signInAs(page, 'manager');
  await page.goto('/admin/careers');
  await expect(page.getByRole('heading', { name: 'Careers', level: 1 })).toBeVisible();
  await page.getByPlaceholder('Search by name, e-mail or phone...').fill(testInfo.project.name);
  await expect(page.getByRole('row').filter({ hasText: data.careers.server })).toHaveCount(1);
  await page.getByLabel('Filter by position').selectOption({ label: 'Line cook' });
  await expect(page.getByRole('row').filter({ hasText: data.careers.server })).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: data.careers.lineCook });
  await expect(row).toContainText('Line cook');
  await expectNoAxeViolations(page);

  await setStatus(page, data.careers.lineCook, 'Interview');
  await expect(row).toContainText('Interview');
  const lines = await readCsv(page, await exportHref(page));
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(data.careers.lineCook);
  expect(lines[1]).toContain('Three years on the grill');
  expect(lines[1]).toContain('Interview');
});

test('catering: detail and status', async ({ page }, testInfo) => {
  const data = inboxData(testInfo.project.name);
  await signInAs(page, 'manager');
  await page.goto('/admin/catering');
  await page.getByPlaceholder('Search by name, e-mail or message...').fill(data.catering.fullName);
  const row = page.getByRole('row').filter({ hasText: data.catering.fullName });
  await expect(row).toContainText('Dec 20, 2026');
  await expect(row).toContainText('Saba West Dearborn');
  await page.getByRole('button', { name: `View ${data.catering.fullName}` }).click();
  await expect(page.getByRole('dialog')).toContainText('Wedding lunch, mandi and haneeth');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await setStatus(page, data.catering.fullName, 'In progress', 'Quote sent');
  await expect(row).toContainText('In progress');
});

test('franchise pipeline: minimums, board move changes the status', async ({ page }, testInfo) => {
  const data = inboxData(testInfo.project.name);
  await signInAs(page, 'manager');
  await page.goto('/admin/franchise-pipeline');
  await expect(page.getByRole('heading', { name: 'Franchise Pipeline', level: 1 })).toBeVisible();
  await page.getByPlaceholder(/Search by name/).fill(testInfo.project.name);
  await expect(page.getByRole('row').filter({ hasText: data.franchise.weak })).toContainText(
    'Below minimums',
  );
  await expect(page.getByRole('row').filter({ hasText: data.franchise.strong })).not.toContainText(
    'Below minimums',
  );

  // The views keep the search: the board shows what the table was filtered to.
  await page.getByRole('link', { name: 'Board', exact: true }).click();
  await expect(page).toHaveURL(
    new RegExp(`/admin/franchise-pipeline\\?q=${testInfo.project.name}&view=board$`),
  );
  await expect(page.getByRole('link', { name: 'Board', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page).toHaveTitle(/Franchise Pipeline/);
  await expectNoAxeViolations(page);
  const column = (status: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: status }) });
  await page
    .getByLabel(`Move ${data.franchise.strong} to`)
    .selectOption({ label: 'Discovery call' });
  await expect(page.getByText(`${data.franchise.strong} moved to Discovery call`)).toBeVisible();
  await expect(column('Discovery call')).toContainText(data.franchise.strong);
  await expect(column('New')).toContainText(data.franchise.weak);
  await expect(column('New').getByText('Below $150,000 minimum')).toBeVisible();

  await page.getByRole('link', { name: 'Table' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByPlaceholder(/Search by name/)).toHaveValue(testInfo.project.name);
  await page.getByLabel('Filter by status').selectOption({ label: 'Discovery call' });
  await page.getByPlaceholder(/Search by name/).fill(testInfo.project.name);
  await expect(page.getByRole('row').filter({ hasText: data.franchise.strong })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: data.franchise.weak })).toHaveCount(0);
});

test('reviews: low ratings flagged, filtered by location and rating, addressed with a note', async ({
  page,
}, testInfo) => {
  const data = inboxData(testInfo.project.name);
  await signInAs(page, 'manager');
  await page.goto('/admin/reviews');
  await page.getByPlaceholder('Search comments...').fill(`(${testInfo.project.name})`);
  await page.getByLabel('Filter by location').selectOption({ label: 'Saba Canton' });
  const low = page.getByRole('row').filter({ hasText: data.reviews.low });
  await expect(low).toContainText('Low rating');
  await expect(low).toContainText('Needs response');
  await expect(page.getByRole('row').filter({ hasText: data.reviews.high })).toHaveCount(0);
  await page.getByLabel('Filter by location').selectOption({ label: 'All locations' });
  await page.getByLabel('Filter by rating').selectOption({ label: '5 stars' });
  await expect(page.getByRole('row').filter({ hasText: data.reviews.high })).toHaveCount(1);
  await expect(low).toHaveCount(0);
  await page.getByLabel('Filter by rating').selectOption({ label: 'All ratings' });
  await expectNoAxeViolations(page);

  await low.getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Status', { exact: true }).selectOption({ label: 'Addressed' });
  await dialog.getByLabel('How it was addressed').fill('Called the guest, fresh bread on us');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true }).first()).toBeVisible();
  await expect(low).toContainText('Addressed');
  await expect(low.getByText('Low rating')).toHaveCount(0);

  const lines = await readCsv(page, await exportHref(page));
  const line = lines.find((l) => l.includes(data.reviews.low));
  expect(line).toContain('Addressed,"Called the guest, fresh bread on us"');
  expect(line).toContain('manager@e2e.test');
});
