/**
 * Submissions created before the end-to-end server starts (tests/setup/create-staff.ts), one set
 * per test project, so that the projects never change each other's rows.
 */
export const ATTACHMENT_BYTES = '%PDF-1.4\n% e2e attachment\n%%EOF\n';

export function inboxData(project: string) {
  const tag = project.toUpperCase();
  return {
    contact: {
      ticketId: `SABA-E2E${tag}-0001`,
      fullName: `Layla Hassan ${project}`,
      message: 'أود حجز قاعة لعشرين شخصًا يوم الجمعة',
      attachmentName: 'menu-request.pdf',
    },
    otherContact: { ticketId: `SABA-E2E${tag}-0002`, fullName: `Mark Stone ${project}` },
    catering: { fullName: `Omar Saleh ${project}`, guestCount: 40 },
    careers: { lineCook: `Sara Nasser ${project}`, server: `Ali Kareem ${project}` },
    franchise: { strong: `Khalid Amin ${project}`, weak: `Nora Said ${project}` },
    reviews: { low: `Cold bread today (${project})`, high: `Wonderful mandi (${project})` },
  };
}
