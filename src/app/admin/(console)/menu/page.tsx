import { redirect } from 'next/navigation';

/** The dashboard links to /admin/menu; the menu starts at its categories. */
export default function MenuIndex() {
  redirect('/admin/menu/categories');
}
